import { useMemo } from 'react';

import { richTextPlainText } from '../textLabel';
import { useUploadUrl } from '../UploadUrl';
import { useSanitizer } from './loadSanitizer';
import styles from './RichTextEditor.module.css';

export interface SanitizedHtmlProps {
  /** Rich text (a note, a task description): sanitized again here, whatever its source. */
  html: string;
  className?: string;
}

/**
 * Renders rich-text HTML through the schema package's policy, styled like the editor: images
 * load from the server (UploadUrlProvider), links show where they go. The sanitizer's code loads
 * with the first rich text shown; until it is in, the text alone stands in (SanitizedHtmlLoading).
 */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const sanitizer = useSanitizer();
  const resolveUploadUrl = useUploadUrl();
  const clean = useMemo(
    () => sanitizer?.richTextForDisplay(html, resolveUploadUrl) ?? null,
    [sanitizer, html, resolveUploadUrl],
  );
  if (clean === null) return <SanitizedHtmlLoading html={html} className={className} />;
  return (
    <div
      className={className ? `${styles.rich} ${className}` : styles.rich}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/**
 * What SanitizedHtml shows while the sanitizer loads: the text content as text (parsed in an
 * inert document, scripts and styles dropped), no markup, so nothing unchecked is ever rendered.
 * Busy until the rich text replaces it.
 */
export function SanitizedHtmlLoading({ html, className }: SanitizedHtmlProps) {
  const text = richTextPlainText(html);
  return (
    <div className={className ? `${styles.rich} ${className}` : styles.rich} aria-busy="true">
      {text !== '' && <p>{text}</p>}
    </div>
  );
}
