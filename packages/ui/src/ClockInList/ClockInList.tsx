import { memo } from 'react';

import { Button } from '../Button';
import { PendingMark } from '../PendingMark';
import { formatMinutes, wallClockDate, wallClockDay, wallClockTime } from '../wallClock';
import styles from './ClockInList.module.css';

/** One clock-in (JobTime), its times as the device's wall-clock text. */
export interface ClockInEntry {
  id: string;
  /** 'active' while clocked in, 'complete' once clocked out. */
  status: 'active' | 'complete' | (string & {});
  /** 'YYYY-MM-DDTHH:mm', shown as written (never converted between time zones). */
  timeIn: string | null;
  timeOut: string | null;
  /** Whole minutes worked; null while clocked in. */
  minutes: number | null;
  /** Who clocked in. */
  userName: string;
  /** Whether it is the current user's. */
  mine: boolean;
  /** Kept on the device and not yet confirmed by the server: the row shows a PendingMark. */
  pending?: boolean;
}

export interface ClockInListProps {
  entries: readonly ClockInEntry[];
  /** Whether the current user may edit the hours of, and delete, this entry. */
  canEdit(entry: ClockInEntry): boolean;
  /** While a clock-in or clock-out is being saved: the button shows loading. */
  busy?: boolean;
  /**
   * Clock in; omitted where the page offers Clock in elsewhere (the job page's primary action) or
   * where no clock-in can be added (a cancelled job): the big button then shows only Clock out,
   * while the current user is clocked in.
   */
  onClockIn?(): void;
  /** The current user's open entry. */
  onClockOut(entryId: string): void;
  onEditHours(entryId: string): void;
  onDelete(entryId: string): void;
  className?: string;
}

const isOpen = (entry: ClockInEntry) => entry.status === 'active';

/** "Mon 2 Nov, 09:00 – 10:15"; across midnight "Mon 2 Nov, 22:00 – Tue 3 Nov, 01:30". */
function span(entry: ClockInEntry): string {
  const { timeIn, timeOut } = entry;
  if (!timeIn)
    return timeOut ? `Clocked out ${wallClockDay(timeOut)}, ${wallClockTime(timeOut)}` : '';
  const start = `${wallClockDay(timeIn)}, `;
  if (isOpen(entry) || !timeOut) return `${start}since ${wallClockTime(timeIn)}`;
  const sameDay = wallClockDate(timeIn) === wallClockDate(timeOut);
  const end = sameDay
    ? wallClockTime(timeOut)
    : `${wallClockDay(timeOut)}, ${wallClockTime(timeOut)}`;
  return `${start}${wallClockTime(timeIn)} – ${end}`;
}

/** Who and when, for the names of the entry's buttons: "Sam Staff, Mon 2 Nov". */
function entryLabel(entry: ClockInEntry): string {
  const day = wallClockDay(entry.timeIn ?? entry.timeOut ?? '');
  return day ? `${entry.userName}, ${day}` : entry.userName;
}

/**
 * A job's clock-ins: who, the day, the times and how long, or "since 09:00,
 * clocked in" while open. Above them one big button: Clock in, or Clock out of the current user's
 * open entry. Hours may be corrected or an entry deleted where `canEdit` allows.
 */
export function ClockInList({
  entries,
  canEdit,
  busy = false,
  onClockIn,
  onClockOut,
  onEditHours,
  onDelete,
  className,
}: ClockInListProps) {
  const myOpen = entries.find((entry) => entry.mine && isOpen(entry));

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {(myOpen || onClockIn) && (
        <Button
          className={styles.clock}
          loading={busy}
          onClick={myOpen ? () => onClockOut(myOpen.id) : onClockIn}
        >
          {myOpen ? 'Clock out' : 'Clock in'}
        </Button>
      )}
      {entries.length > 0 && (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <ClockInItem
              key={entry.id}
              entry={entry}
              editable={canEdit(entry)}
              onEditHours={onEditHours}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface ClockInItemProps {
  entry: ClockInEntry;
  editable: boolean;
  onEditHours(entryId: string): void;
  onDelete(entryId: string): void;
}

const ClockInItem = memo(function ClockInItem({
  entry,
  editable,
  onEditHours,
  onDelete,
}: ClockInItemProps) {
  const open = isOpen(entry);
  const label = entryLabel(entry);
  return (
    <li className={styles.item} data-open={open || undefined}>
      <div className={styles.summary}>
        <p className={styles.who}>
          {entry.userName}
          {entry.mine && <span className={styles.you}> (you)</span>}
          {entry.pending && (
            <>
              {' '}
              <PendingMark />
            </>
          )}
        </p>
        <p className={styles.when}>{span(entry)}</p>
      </div>
      <p className={styles.duration}>
        {open ? (
          <span className={styles.openBadge}>Clocked in</span>
        ) : (
          entry.minutes !== null && formatMinutes(entry.minutes)
        )}
      </p>
      {editable && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onEditHours(entry.id)}>
            Edit hours<span className={styles.visuallyHidden}>: {label}</span>
          </Button>
          <Button variant="ghost" onClick={() => onDelete(entry.id)}>
            Delete<span className={styles.visuallyHidden}> clock-in: {label}</span>
          </Button>
        </div>
      )}
    </li>
  );
});
