import { memo } from 'react';

import { SanitizedHtml } from '../editor';
import styles from './NoteRow.module.css';

export interface NoteRowNote {
  id: string;
  /** The note's rich text (HTML); sanitized before it is shown. */
  note: string;
}

export interface NoteRowProps {
  note: NoteRowNote;
  className?: string;
}

function NoteIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
      <path d="M2.75 2.75h10.5v7.5l-3 3h-7.5zM13.25 10.25h-3v3M5.5 6h5M5.5 8.5h3" />
    </svg>
  );
}

/**
 * A route note: its rich text, shown whole, through the
 * rich-text sanitizer (no script, handler or unsafe link survives).
 */
export const NoteRow = memo(function NoteRow({ note, className }: NoteRowProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <p className={styles.kind}>
        <NoteIcon />
        Note
      </p>
      <SanitizedHtml html={note.note} className={styles.content} />
    </div>
  );
});
