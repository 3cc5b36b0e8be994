import { useMemo } from 'react';

import { useUploadUrl } from '../UploadUrl';
import styles from './RichTextEditor.module.css';
import { richTextForDisplay } from './sanitize';

export interface SanitizedHtmlProps {
  /** Rich text (a note, a task description): sanitized again here, whatever its source. */
  html: string;
  className?: string;
}

/**
 * Renders rich-text HTML through the schema package's policy, styled like the editor: images
 * load from the server (UploadUrlProvider), links show where they go.
 */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const resolveUploadUrl = useUploadUrl();
  const clean = useMemo(() => richTextForDisplay(html, resolveUploadUrl), [html, resolveUploadUrl]);
  return (
    <div
      className={className ? `${styles.rich} ${className}` : styles.rich}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
