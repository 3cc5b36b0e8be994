/*
 * Calendar arithmetic on 'YYYY-MM-DD' day text. Each day is read as a UTC midnight, so neither the
 * device's time zone nor a daylight-saving change can move it. Weeks run Monday to Sunday.
 */

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const fromUtc = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day's UTC midnight in milliseconds; null for text that is not a real calendar day. */
function toUtc(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, date);
  // Date.UTC rolls '2026-02-31' over into March: only a day that reads back the same is real.
  return fromUtc(time) === day ? time : null;
}

/** Whether the text is a real calendar day written 'YYYY-MM-DD'. */
export function isDay(text: string): boolean {
  return toUtc(text) !== null;
}

/** '2026-11-08' + 1 → '2026-11-09'; '' for text that is not a day. */
export function addDays(day: string, days: number): string {
  const time = toUtc(day);
  return time === null ? '' : fromUtc(time + days * DAY_MS);
}

/** The Monday on or before the day: '2026-11-08' (a Sunday) → '2026-11-02'; '' if not a day. */
export function weekStartOf(day: string): string {
  const time = toUtc(day);
  if (time === null) return '';
  const sinceMonday = (new Date(time).getUTCDay() + 6) % 7;
  return fromUtc(time - sinceMonday * DAY_MS);
}
