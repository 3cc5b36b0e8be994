import { useId, useState, type ReactNode } from 'react';

import type { HeadingLevel } from '../JobSection';

import { Button } from '../Button';
import { TextField } from '../TextField';
import type { RenderLinkProps } from '../SideMenu';
import { formatDateTime } from '../dateTime';
import { errorText } from '../modals/saveError';
import styles from './VisitReportShare.module.css';

/** The job's latest share link, without its address (the server keeps only a hash of it). */
export interface VisitReportShareLink {
  /** When it was made (ISO 8601). */
  createdAt: string;
  /** Every link of the job was revoked: none opens the report. */
  revoked: boolean;
}

export interface VisitReportShareProps {
  /** The printable report's page in the app. */
  reportHref: string;
  renderLink(props: RenderLinkProps): ReactNode;
  /** The latest link, or null when the report was never shared. */
  link: VisitReportShareLink | null;
  /** The link just made, to copy or hand to the share sheet; shown only until the page is left. */
  url: string | null;
  /** Whether this member may share and revoke (an admin, or who clocked in on the job). */
  canShare: boolean;
  /** Whether the device has a share sheet (navigator.share). */
  canNativeShare: boolean;
  /** Makes a new link (the app then passes its `url`). */
  onShare(): Promise<void> | void;
  /** Revokes every link of the job. */
  onRevoke(): Promise<void> | void;
  /** Copies the link; rejects when the browser refused. */
  onCopy(url: string): Promise<void> | void;
  /** Opens the device's share sheet with the link. */
  onNativeShare(url: string): Promise<void> | void;
  /** The section title's level ("Visit report"); default 2. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * The job page's "Visit report" section: open the printable report; "Share with
 * customer" makes an unguessable link, shown once to copy or send through the phone's share sheet;
 * "Revoke link" stops every link of the job. A member who may not share reads why.
 */
export function VisitReportShare({
  reportHref,
  renderLink,
  link,
  url,
  canShare,
  canNativeShare,
  onShare,
  onRevoke,
  onCopy,
  onNativeShare,
  headingLevel = 2,
  className,
}: VisitReportShareProps) {
  const [busy, setBusy] = useState<'share' | 'revoke' | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const statusId = useId();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;

  async function run(action: 'share' | 'revoke' | 'copy' | 'native', work: () => unknown) {
    setFailure(null);
    setStatus(null);
    if (action === 'share' || action === 'revoke') setBusy(action);
    try {
      await work();
      if (action === 'copy') setStatus('Link copied.');
      if (action === 'revoke') setStatus('Link revoked: it no longer opens the report.');
    } catch (reason) {
      // Closing the share sheet without sending is no failure.
      if ((reason as Error | null)?.name !== 'AbortError') {
        setFailure(errorText(reason) ?? 'That did not work. Try again.');
      }
    } finally {
      setBusy(null);
    }
  }

  const live = link !== null && !link.revoked;
  const shownUrl = live ? url : null;
  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={styles.title}>
        Visit report
      </Heading>
      {renderLink({ to: reportHref, className: styles.open, children: 'Open visit report' })}
      {!canShare ? (
        <p className={styles.note}>
          An admin, or a member who clocked in on this job, can share the report with the customer.
        </p>
      ) : (
        <>
          {link && (
            <p className={styles.note}>
              {link.revoked
                ? `Link revoked. Last shared ${formatDateTime(link.createdAt)}.`
                : `Shared ${formatDateTime(link.createdAt)}: anyone with the link can open the report.`}
            </p>
          )}
          {shownUrl && (
            <div className={styles.link}>
              <TextField
                label="Link for the customer"
                value={shownUrl}
                readOnly
                hint="Shown once: copy or send it now. Sharing again makes a new link."
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  onClick={() => void run('copy', () => onCopy(shownUrl))}
                >
                  Copy link
                </Button>
                {canNativeShare && (
                  <Button
                    variant="secondary"
                    onClick={() => void run('native', () => onNativeShare(shownUrl))}
                  >
                    Send link…
                  </Button>
                )}
              </div>
            </div>
          )}
          <div className={styles.actions}>
            <Button
              variant={shownUrl ? 'secondary' : 'primary'}
              loading={busy === 'share'}
              disabled={busy !== null}
              onClick={() => void run('share', onShare)}
            >
              {live ? 'Share again' : 'Share with customer'}
            </Button>
            {live && (
              <Button
                variant="danger"
                loading={busy === 'revoke'}
                disabled={busy !== null}
                onClick={() => void run('revoke', onRevoke)}
              >
                Revoke link
              </Button>
            )}
          </div>
        </>
      )}
      <p id={statusId} className={styles.status} role="status">
        {status}
      </p>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
