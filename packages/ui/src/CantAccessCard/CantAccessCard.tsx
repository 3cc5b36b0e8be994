import { useId } from 'react';

import { Button } from '../Button';
import { PendingMark } from '../PendingMark';
import { useUploadUrl } from '../UploadUrl';
import { formatDateTime } from '../dateTime';
import styles from './CantAccessCard.module.css';

export interface CantAccessCardProps {
  /** One of the company's reasons, or Other. */
  reason: string;
  note: string | null;
  /**
   * The photo: a stored upload URL (resolved against the server), or with `photoIsLocal` a
   * preview of the file still kept on the device.
   */
  photoUrl: string | null;
  photoIsLocal?: boolean;
  /** Who reported it, and when (ISO 8601). */
  reportedBy: string;
  reportedAt: string;
  /** The report is kept on the device and not yet confirmed by the server. */
  pending?: boolean;
  /** An admin's Reopen job; without it (field staff) no button shows. */
  onReopen?(): void;
  reopening?: boolean;
  /** Heading level of the card's title (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * Why a job was called off, on its page: the reason, the note, the photo, who reported
 * it and when, a Pending mark until the server has it, and (admins) Reopen job.
 */
export function CantAccessCard({
  reason,
  note,
  photoUrl,
  photoIsLocal = false,
  reportedBy,
  reportedAt,
  pending = false,
  onReopen,
  reopening = false,
  headingLevel = 2,
  className,
}: CantAccessCardProps) {
  const headingId = useId();
  const resolve = useUploadUrl();
  const Heading = `h${headingLevel}` as const;
  const src = photoUrl ? (photoIsLocal ? photoUrl : resolve(photoUrl)) : null;

  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {"Can't access"}
        </Heading>
        {pending && <PendingMark />}
      </div>
      <dl className={styles.details}>
        <dt>Reason</dt>
        <dd>{reason}</dd>
        {note && (
          <>
            <dt>Note</dt>
            <dd>{note}</dd>
          </>
        )}
        <dt>Reported</dt>
        <dd>
          {reportedBy}, <time dateTime={reportedAt}>{formatDateTime(reportedAt)}</time>
        </dd>
      </dl>
      {src && (
        <a className={styles.photoLink} href={src} target="_blank" rel="noopener noreferrer">
          <img className={styles.photo} src={src} alt={`What was in the way: ${reason}`} />
        </a>
      )}
      {onReopen && (
        <div className={styles.actions}>
          <Button variant="secondary" loading={reopening} onClick={onReopen}>
            Reopen job
          </Button>
        </div>
      )}
    </section>
  );
}
