/*
 * Clock-in times are the device's local wall-clock text, 'YYYY-MM-DDTHH:mm' (JobTime
 * timeIn/timeOut, product.md §Clock-ins): they are shown as written, never converted between time
 * zones. They are shown in the device's locale through Intl, as every date is (dateTime.ts): the
 * text is read as a time in UTC and formatted in UTC, so no time zone moves it. `locale` is for
 * tests only.
 */

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** The wall-clock text as a Date whose UTC fields are the text's, or null. */
function asUtc(text: string): Date | null {
  const match = WALL_CLOCK.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  return new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)),
  );
}

const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short', timeZone: 'UTC' };
const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
};
const DAY_WITH_YEAR: Intl.DateTimeFormatOptions = { ...DAY, year: 'numeric' };

/** '2026-11-02T09:05' → '9:05 AM' (en-US), '09:05' (en-GB); '' for text that is not one. */
export function wallClockTime(text: string, locale?: string): string {
  const date = asUtc(text);
  return date ? new Intl.DateTimeFormat(locale, TIME).format(date) : '';
}

/**
 * '2026-11-02' or '2026-11-02T09:05' → 'Mon, Nov 2' (en-US), 'Mon 2 Nov' (en-GB); with the year:
 * 'Mon, Nov 2, 2026'.
 */
export function wallClockDay(
  text: string,
  { withYear = false, locale }: { withYear?: boolean; locale?: string } = {},
): string {
  const date = asUtc(text);
  return date ? new Intl.DateTimeFormat(locale, withYear ? DAY_WITH_YEAR : DAY).format(date) : '';
}

/** The calendar day of a wall-clock time: '2026-11-02T09:05' → '2026-11-02'. */
export function wallClockDate(text: string): string {
  return asUtc(text) ? text.slice(0, 10) : '';
}

/** 75 → '1 h 15 min', 45 → '45 min', 120 → '2 h', 0 → '0 min'. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * From one wall-clock time to another: '9:00 AM – 10:15 AM'; when it ends on a later day, that
 * day is named: '10:00 PM – Tue, Nov 3, 1:30 AM' (en-US). '' unless both are wall-clock times.
 */
export function wallClockSpan(start: string, end: string, locale?: string): string {
  const from = wallClockTime(start, locale);
  const to = wallClockTime(end, locale);
  if (!from || !to) return '';
  return wallClockDate(start) === wallClockDate(end)
    ? `${from} – ${to}`
    : `${from} – ${wallClockDay(end, { locale })}, ${to}`;
}

/**
 * A period of days, the year named once or, across a new year, twice (Intl's range format):
 * 'Mon, Nov 2 – Sun, Nov 8, 2026' (en-US), 'Mon 2 Nov – Sun 8 Nov 2026' (en-GB). '' unless both
 * are days.
 */
export function wallClockDayRange(first: string, last: string, locale?: string): string {
  const from = asUtc(first);
  const to = asUtc(last);
  if (!from || !to) return '';
  return new Intl.DateTimeFormat(locale, DAY_WITH_YEAR).formatRange(from, to);
}
