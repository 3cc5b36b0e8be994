/*
 * Calendar arithmetic on 'YYYY-MM-DD' day text: the date pickers, the time sheet's week, the
 * reports' periods and the standing routes' schedules all count days with it. Each day is read as
 * a UTC midnight, so neither the device's time zone nor a daylight-saving change can move it.
 * Weeks run Monday to Sunday.
 */

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day of the week as ISO 8601 numbers it: Monday 1 to Sunday 7. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Monday to Sunday, in order. */
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

const fromUtc = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day's UTC midnight in milliseconds; null for text that is not a real calendar day. */
function toUtc(day: unknown): number | null {
  if (typeof day !== 'string') return null;
  const match = DAY.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, date);
  // Date.UTC rolls '2026-02-31' over into March: only a day that reads back the same is real.
  return fromUtc(time) === day ? time : null;
}

/** Whether the value is a real calendar day written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isDay(value: unknown): value is string {
  return toUtc(value) !== null;
}

/** '2026-11-08' + 1 → '2026-11-09'; '' for text that is not a day. */
export function addDays(day: string, days: number): string {
  const time = toUtc(day);
  return time === null ? '' : fromUtc(time + days * DAY_MS);
}

/** The Monday on or before the day: '2026-11-08' (a Sunday) → '2026-11-02'; '' if not a day. */
export function weekStartOf(day: string): string {
  const weekday = weekdayOf(day);
  return weekday === null ? '' : addDays(day, 1 - weekday);
}

/** The day of the week: '2026-11-02' → 1 (Monday), '2026-11-08' → 7; null if not a day. */
export function weekdayOf(day: string): Weekday | null {
  const time = toUtc(day);
  if (time === null) return null;
  return (((new Date(time).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** Days from `from` to `to`: 1 for the next day, negative when `to` comes first; NaN if either is not a day. */
export function daysApart(from: string, to: string): number {
  const start = toUtc(from);
  const end = toUtc(to);
  return start === null || end === null ? Number.NaN : Math.round((end - start) / DAY_MS);
}

/** Every day from `from` to `to`, both included ([] when `to` comes first or either is not a day). */
export function daysFrom(from: string, to: string): string[] {
  const count = daysApart(from, to) + 1;
  return count > 0 ? Array.from({ length: count }, (_, i) => addDays(from, i)) : [];
}

/**
 * The calendar day an instant falls on in a time zone (an IANA name such as 'America/Chicago'):
 * a technician's "today" is their own, not the server's. Null for a zone the runtime does not know.
 */
export function dayInTimeZone(instant: Date | number, timeZone: string): string | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(instant);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const day = `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
  return isDay(day) ? day : null;
}
