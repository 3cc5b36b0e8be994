import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { messages } from '@routebook/schema';

import { Button } from '../Button';
import styles from './SyncStatus.module.css';

/** A change the server refused: kept in view until the person dismisses it, never dropped. */
export interface SyncRefusedChange {
  /** The change's own key (its outbox key), passed back to `onDismiss`. */
  key: string;
  /** What it was about, e.g. "Task on Smith, John". */
  label: string;
  /** The server's message, shown verbatim. */
  message: string;
  /** The text the person typed, offered by Copy text; null when nothing was typed. */
  typed: string | null;
}

export interface SyncStatusProps {
  /** Changes kept on the device and not yet confirmed by the server. */
  pending: number;
  /** The device reports no network: the count says "· offline". */
  offline: boolean;
  /** A replay is in progress: "Sending 3 changes…", and Sync now does nothing until it ends. */
  sending: boolean;
  /** Changes the server refused, oldest first; listed under "1 change not saved" until dismissed. */
  refused: readonly SyncRefusedChange[];
  /**
   * Sync now: replay the pending changes. Offered whenever changes are pending and no replay is
   * running, offline too: the device's network report is often wrong, and a press is only a retry.
   */
  onSyncNow(): void;
  /** Dismiss one refused change (by its key): the person has read it and copied what they need. */
  onDismiss(key: string): void;
  className?: string;
}

/** How long Copy text reads "Copied" after a copy, in ms. */
export const COPIED_MS = 2000;

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

/** The bar's status line: "3 changes pending", "3 changes pending · offline", "Sending 3 changes…". */
export function pendingText(pending: number, offline: boolean, sending: boolean): string {
  if (pending <= 0) return '';
  if (sending) return `Sending ${changes(pending)}…`;
  return `${changes(pending)} pending${offline ? ' · offline' : ''}`;
}

/** "1 change not saved" / "2 changes not saved". */
export const refusedText = (count: number): string => `${changes(count)} not saved`;

/**
 * The app shell's sync bar: how many changes wait for the server, Sync now, and the
 * changes the server refused, each with its message, Copy text and Dismiss. Nothing shows while
 * nothing waits and nothing was refused. It is compact, for a phone's header (375 px wide), and
 * takes no focus.
 */
export function SyncStatus(props: SyncStatusProps) {
  // Mounted afresh each time it appears, so its live region arrives empty again (below).
  if (props.pending <= 0 && props.refused.length === 0) return null;
  return <SyncBar {...props} />;
}

function SyncBar({
  pending,
  offline,
  sending,
  refused,
  onSyncNow,
  onDismiss,
  className,
}: SyncStatusProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleId = useId();
  const syncNowId = useId();
  // The live region arrives empty and gets its words a moment later: screen readers announce a
  // change to a live region, not always one that arrives already filled (as UpdateNotice). A
  // timer, not a frame: a page that is not painting runs no frames.
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(true), 50);
    return () => clearTimeout(timer);
  }, []);
  const dismiss = useCallback(
    (key: string) => {
      // The item's buttons go with it: the focus goes back to the list's toggle, or to Sync now
      // when the last one goes (and the toggle with it). A later refusal starts closed.
      const last = refused.length <= 1;
      if (last) setOpen(false);
      document.getElementById(last ? syncNowId : toggleId)?.focus();
      onDismiss(key);
    },
    [refused.length, syncNowId, toggleId, onDismiss],
  );

  const status = pendingText(pending, offline, sending);
  const expanded = open && refused.length > 0;

  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      data-offline={offline || undefined}
    >
      <div className={styles.bar}>
        <p className={styles.status} role="status">
          {announced && status}
          {announced && refused.length > 0 && (
            // The bar's button says it too; read here so that a new refusal is announced.
            <span className={styles.visuallyHidden}>
              {status ? ' · ' : ''}
              {refusedText(refused.length)}
            </span>
          )}
        </p>
        {pending > 0 && (
          <Button
            id={syncNowId}
            variant="secondary"
            className={styles.syncNow}
            // Not `disabled`: a disabled button drops the focus of whoever pressed it.
            aria-disabled={sending || undefined}
            onClick={() => {
              if (!sending) onSyncNow();
            }}
          >
            Sync now
          </Button>
        )}
        {refused.length > 0 && (
          <Button
            id={toggleId}
            variant="secondary"
            className={styles.refusedToggle}
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            onClick={() => setOpen(!expanded)}
          >
            {refusedText(refused.length)}
          </Button>
        )}
      </div>
      {expanded && (
        <div id={listId} className={styles.refused}>
          <p className={styles.intro}>{messages.syncRefusedIntro}</p>
          <ul className={styles.list}>
            {refused.map((change) => (
              <RefusedItem key={change.key} change={change} onDismiss={dismiss} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

interface RefusedItemProps {
  change: SyncRefusedChange;
  onDismiss(key: string): void;
}

/** One refused change: what, the server's message, Copy text (when typed) and Dismiss. */
const RefusedItem = memo(function RefusedItem({ change, onDismiss }: RefusedItemProps) {
  const { key, label, message, typed } = change;
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const textId = useId();

  useEffect(() => {
    if (copy === 'copied') {
      const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
      return () => clearTimeout(timer);
    }
    if (copy === 'failed') {
      // Selected for the person to copy by hand (a long press on a phone, Ctrl+C on a desktop).
      textRef.current?.focus();
      textRef.current?.select();
    }
    return undefined;
  }, [copy]);

  const copyText = (text: string) => {
    // No clipboard at all (an insecure page) throws before the promise: it fails the same way.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => setCopy('copied'),
        () => setCopy('failed'),
      );
  };

  return (
    <li className={styles.item}>
      <p className={styles.label}>{label}</p>
      <p className={styles.message}>{message}</p>
      {typed !== null && copy === 'failed' && (
        <div className={styles.byHand}>
          <label htmlFor={textId} className={styles.byHandLabel}>
            {messages.syncCopyByHand}
          </label>
          <textarea
            ref={textRef}
            id={textId}
            className={styles.typed}
            value={typed}
            readOnly
            rows={3}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      <div className={styles.actions}>
        {typed !== null && (
          <Button variant="secondary" onClick={() => copyText(typed)}>
            {copy === 'copied' ? 'Copied' : 'Copy text'}
            <span className={styles.visuallyHidden}>: {label}</span>
          </Button>
        )}
        <Button variant="ghost" onClick={() => onDismiss(key)}>
          Dismiss<span className={styles.visuallyHidden}>: {label}</span>
        </Button>
      </div>
    </li>
  );
});
