import { useEffect, useState } from 'react';
import { messages } from '@routebook/schema';

import { Button } from '../Button';
import styles from './UpdateNotice.module.css';

export interface UpdateNoticeProps {
  /**
   * Reload was pressed while input typed on the page is not saved: the notice says so and offers
   * "Reload anyway" instead of reloading.
   */
  warnUnsaved?: boolean;
  /** Reload (or Reload anyway): switch to the new version, which reloads the page. */
  onReload(): void;
  /** Later: the notice goes away; the new version waits and is offered again at the next start. */
  onDismiss(): void;
  className?: string;
}

/**
 * A new version of the app is ready: a notice at the foot of the screen that covers
 * nothing important and takes no focus. Nothing reloads until the person presses Reload; a modal
 * covers the notice while it is open.
 */
export function UpdateNotice({
  warnUnsaved = false,
  onReload,
  onDismiss,
  className,
}: UpdateNoticeProps) {
  // The live region arrives empty and gets its words a moment later: screen readers announce a
  // change to a live region, not always one that arrives already filled. A timer, not a frame:
  // a page that is not painting (a background tab, a hidden iframe) runs no frames.
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(true), 50);
    return () => clearTimeout(timer);
  }, []);

  return (
    <section
      className={className ? `${styles.notice} ${className}` : styles.notice}
      aria-label="New version"
      data-warning={warnUnsaved || undefined}
    >
      <div className={styles.text} role="status">
        {announced && <p>{messages.updateReady}</p>}
        {announced && warnUnsaved && <p className={styles.warning}>{messages.updateLosesInput}</p>}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDismiss}>
          Later
        </Button>
        <Button variant={warnUnsaved ? 'danger' : 'primary'} onClick={onReload}>
          {warnUnsaved ? 'Reload anyway' : 'Reload'}
        </Button>
      </div>
    </section>
  );
}
