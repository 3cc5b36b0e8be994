import { useEffect, useState } from 'react';
import { messages } from '@routebook/schema';

import { formatDateTime, formatTime, isSameDay } from '../dateTime';
import styles from './OfflineNotice.module.css';

export interface OfflineNoticeProps {
  /** When the oldest answer shown was fetched from the server (ms since the epoch). */
  lastUpdated: number;
  /** The time now, to tell whether `lastUpdated` was today (default: when shown); stories pin it. */
  now?: number;
  className?: string;
}

/**
 * The page shows what was stored for reading offline: a line under the header saying
 * how old it is. A time today ("Offline: last updated 10:42"); an earlier day adds its date, so
 * yesterday's 10:42 does not pass for today's. Device locale and time zone (dateTime.ts).
 */
export function OfflineNotice({ lastUpdated, now, className }: OfflineNoticeProps) {
  const [shownAt] = useState(Date.now);
  // The live region arrives empty and gets its words a moment later, so screen readers announce
  // them (as UpdateNotice does).
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(true), 50);
    return () => clearTimeout(timer);
  }, []);

  const when = isSameDay(lastUpdated, now ?? shownAt)
    ? formatTime(lastUpdated)
    : formatDateTime(lastUpdated);
  const [before, after = ''] = messages.offlineLastUpdated.split('{time}');
  return (
    <div className={className ? `${styles.notice} ${className}` : styles.notice} role="status">
      {announced && (
        <p className={styles.text}>
          {before}
          <time dateTime={new Date(lastUpdated).toISOString()}>{when}</time>
          {after}
        </p>
      )}
    </div>
  );
}
