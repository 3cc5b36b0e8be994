import { useMemo } from 'react';

import styles from './RichTextEditor.module.css';
import { sanitizeRichTextHtml } from './sanitize';

export interface SanitizedHtmlProps {
  /** Rich text (a note, a task description): sanitized again here, whatever its source. */
  html: string;
  className?: string;
}

/** Renders rich-text HTML through the schema package's policy, styled like the editor. */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeRichTextHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.rich} ${className}` : styles.rich}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
