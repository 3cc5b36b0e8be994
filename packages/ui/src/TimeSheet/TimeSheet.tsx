import { messages } from '@routebook/schema';
import { memo, type ReactNode } from 'react';

import type { RenderLinkProps } from '../SideMenu';
import {
  formatMinutes,
  wallClockDate,
  wallClockDay,
  wallClockSpan,
  wallClockTime,
} from '../wallClock';
import styles from './TimeSheet.module.css';

/** Minutes worked on one day (schema `TimesheetDay`). */
export interface TimeSheetDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  minutes: number;
}

/** One clock-in of the sheet (schema `JobTime`), with the job it was on. */
export interface TimeSheetEntry {
  id: string;
  /** The job's customer display name. */
  jobLabel: string;
  /** The job's page. */
  jobHref: string;
  /** 'YYYY-MM-DDTHH:mm', the device's wall-clock time, shown as written. */
  timeIn: string | null;
  timeOut: string | null;
  /** Whole minutes worked; null while clocked in. */
  minutes: number | null;
  /** 'active' while clocked in, 'complete' once clocked out. */
  status: string;
}

export interface TimeSheetProps {
  /** The days of the period, in order, each with its minutes. */
  days: readonly TimeSheetDay[];
  /** The clock-ins of the period; each shows under the wall-clock day of its clock-in. */
  entries: readonly TimeSheetEntry[];
  /** Minutes worked in the period. */
  totalMinutes: number;
  /** Renders an app link (the app passes its router's Link). */
  renderLink(props: RenderLinkProps): ReactNode;
  /** The level of the days' headings, under the page's own heading. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

const isOpen = (entry: TimeSheetEntry) => entry.status === 'active';

const NO_ENTRIES: readonly TimeSheetEntry[] = [];

/** The day an entry counts for: its clock-in's wall-clock day (its clock-out's if that is all). */
const entryDay = (entry: TimeSheetEntry) =>
  wallClockDate(entry.timeIn ?? '') || wallClockDate(entry.timeOut ?? '');

/** The entries of each day, in clock-in order. */
function groupByDay(entries: readonly TimeSheetEntry[]): Map<string, TimeSheetEntry[]> {
  const byDay = new Map<string, TimeSheetEntry[]>();
  const sorted = [...entries].sort((a, b) => (a.timeIn ?? '').localeCompare(b.timeIn ?? ''));
  for (const entry of sorted) {
    const day = entryDay(entry);
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  return byDay;
}

/**
 * A time sheet (My Time Sheet, Time Clock): a card per day of the period with that day's
 * clock-ins (the job, its times, how long) and the day's total, then the period's total. Times are
 * the device's wall-clock text, shown as written. A period without clock-ins says so instead.
 */
export function TimeSheet({
  days,
  entries,
  totalMinutes,
  renderLink,
  headingLevel = 2,
  className,
}: TimeSheetProps) {
  const rootClass = [styles.root, className].filter(Boolean).join(' ');
  if (entries.length === 0) {
    return (
      <div className={rootClass}>
        <p className={styles.empty}>{messages.noClockInsThisWeek}</p>
      </div>
    );
  }

  const byDay = groupByDay(entries);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={rootClass}>
      <ol className={styles.days}>
        {days.map((day) => (
          <Day
            key={day.date}
            day={day}
            entries={byDay.get(day.date) ?? NO_ENTRIES}
            Heading={Heading}
            renderLink={renderLink}
          />
        ))}
      </ol>
      <p className={styles.weekTotal}>
        <span>Week total</span>
        <span className={styles.minutes}>{formatMinutes(totalMinutes)}</span>
      </p>
    </div>
  );
}

interface DayProps {
  day: TimeSheetDay;
  entries: readonly TimeSheetEntry[];
  Heading: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  renderLink(props: RenderLinkProps): ReactNode;
}

const Day = memo(function Day({ day, entries, Heading, renderLink }: DayProps) {
  return (
    <li className={styles.day} data-empty={entries.length === 0 || undefined}>
      <Heading className={styles.dayName}>
        <time dateTime={day.date}>{wallClockDay(day.date)}</time>
      </Heading>
      {entries.length > 0 && (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} renderLink={renderLink} />
          ))}
        </ul>
      )}
      <p className={styles.dayTotal}>
        <span className={styles.dayTotalLabel}>Day total</span>
        <span className={styles.minutes}>{formatMinutes(day.minutes)}</span>
      </p>
    </li>
  );
});

interface EntryProps {
  entry: TimeSheetEntry;
  renderLink(props: RenderLinkProps): ReactNode;
}

function Entry({ entry, renderLink }: EntryProps) {
  const open = isOpen(entry);
  return (
    <li className={styles.entry} data-open={open || undefined}>
      {renderLink({ to: entry.jobHref, className: styles.job, children: entry.jobLabel })}
      <p className={styles.times}>{times(entry, open)}</p>
      <p className={styles.duration}>
        {open ? (
          <span className={styles.openBadge}>Clocked in</span>
        ) : (
          entry.minutes !== null && formatMinutes(entry.minutes)
        )}
      </p>
    </li>
  );
}

/** "09:00 – 10:15", "22:00 – Tue 3 Nov, 01:30", or "since 09:00" while clocked in. */
function times({ timeIn, timeOut }: TimeSheetEntry, open: boolean): string {
  if (timeIn && (open || !timeOut)) return `since ${wallClockTime(timeIn)}`;
  if (timeIn && timeOut) return wallClockSpan(timeIn, timeOut);
  return timeOut ? `until ${wallClockTime(timeOut)}` : '';
}
