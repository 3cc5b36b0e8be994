import { memo } from 'react';

import { Button } from '../Button';
import { PendingMark } from '../PendingMark';
import { labelWithExcerpt } from '../textLabel';
import { formatDateTime } from '../dateTime';
import styles from './JobNoteList.module.css';

/** A job note: plain text signed with its author's name. */
export interface JobNoteListNote {
  id: string;
  /** Plain text; its line breaks are kept. */
  description: string;
  /** The author's name at the time of writing. */
  createByName: string;
  /** When it was written (ISO 8601). */
  createdAt: string;
  /** Kept on the device and not yet confirmed by the server: the row shows a PendingMark. */
  pending?: boolean;
  /** Shown on the visit report the customer sees (notes are internal otherwise). */
  forCustomer?: boolean;
}

export interface JobNoteListProps {
  notes: readonly JobNoteListNote[];
  /** Whether the current user may edit and delete this note. */
  canEdit(note: JobNoteListNote): boolean;
  onEdit(note: JobNoteListNote): void;
  onDelete(note: JobNoteListNote): void;
  className?: string;
}

/** The mark of a note the customer sees on the visit report. */
const FOR_CUSTOMER_MARK = 'On the visit report';

/** When a note was written, in the device's locale and time zone; '' when unreadable. */
export const formatNoteDate = (iso: string): string => formatDateTime(iso);

/**
 * A job's notes, oldest first: the text, then who wrote it and when; a note marked for the customer
 * says it is on the visit report.
 */
export function JobNoteList({ notes, canEdit, onEdit, onDelete, className }: JobNoteListProps) {
  if (notes.length === 0) return null;
  return (
    <ul className={[styles.root, className].filter(Boolean).join(' ')}>
      {notes.map((note) => (
        <JobNoteItem
          key={note.id}
          note={note}
          editable={canEdit(note)}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
}

interface JobNoteItemProps {
  note: JobNoteListNote;
  editable: boolean;
  onEdit(note: JobNoteListNote): void;
  onDelete(note: JobNoteListNote): void;
}

const JobNoteItem = memo(function JobNoteItem({
  note,
  editable,
  onEdit,
  onDelete,
}: JobNoteItemProps) {
  const written = formatNoteDate(note.createdAt);
  const label = editable ? labelWithExcerpt('note', note.description) : '';
  return (
    <li className={styles.item}>
      {note.forCustomer && <p className={styles.forCustomer}>{FOR_CUSTOMER_MARK}</p>}
      <p className={styles.text}>{note.description}</p>
      <p className={styles.meta}>
        {note.createByName}
        {written && (
          <>
            {' · '}
            <time dateTime={note.createdAt}>{written}</time>
          </>
        )}
        {note.pending && (
          <>
            {' '}
            <PendingMark />
          </>
        )}
      </p>
      {editable && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onEdit(note)}>
            Edit<span className={styles.visuallyHidden}> {label}</span>
          </Button>
          <Button variant="ghost" onClick={() => onDelete(note)}>
            Delete<span className={styles.visuallyHidden}> {label}</span>
          </Button>
        </div>
      )}
    </li>
  );
});
