import { useEffect, useState } from 'react';
import type { PointerEvent } from 'react';
import { createPortal } from 'react-dom';

import styles from './LoadingOverlay.module.css';

export interface LoadingOverlayProps {
  open: boolean;
  /** What is happening, e.g. messages.savingTask ('Saving...'). */
  message: string;
}

/**
 * Covers the whole screen, a modal included, while something saves: taps and keys do nothing
 * until it closes. The message sits in a role="status" live region.
 */
export function LoadingOverlay({ open, message }: LoadingOverlayProps) {
  return open ? createPortal(<Overlay message={message} />, document.body) : null;
}

function Overlay({ message }: { message: string }) {
  // The region appears empty and gets its text a frame later: screen readers announce changes
  // to a live region, not always a region that arrives already filled.
  const [announced, setAnnounced] = useState(false);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setAnnounced(true));
    // Keys would otherwise reach the page, or close a modal underneath (Escape).
    const swallow = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', swallow, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', swallow, true);
    };
  }, []);

  return (
    <div className={styles.overlay} onPointerDown={stopOutsidePress}>
      <div className={styles.panel} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.message}>{announced ? message : ''}</span>
      </div>
    </div>
  );
}

/** An open Radix modal treats a press outside it as "close": this press must not reach it. */
function stopOutsidePress(event: PointerEvent) {
  event.stopPropagation();
  event.preventDefault();
}
