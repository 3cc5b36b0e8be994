/*
 * The one way an instant (an ISO 8601 time: a note written, a photo taken, an import run) is
 * shown: in the device's locale and time zone, through Intl with no locale named, so a phone set
 * to en-US reads "Nov 2, 2026, 7:00 AM" and one set to en-GB "2 Nov 2026, 07:00".
 * Clock-in times are wall-clock text and are shown by wallClock.ts, never converted.
 */

type Instant = string | number | Date;

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function format(value: Instant, options: Intl.DateTimeFormatOptions, locale?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/**
 * An instant's day: '2026-11-02T07:00:00Z' → 'Nov 2, 2026' (en-US); '' when unreadable.
 * `locale` is for tests only: the app always shows the device's locale.
 */
export function formatDate(value: Instant, locale?: string): string {
  return format(value, DATE, locale);
}

/**
 * An instant's day and time: '2026-11-02T07:00:00Z' → 'Nov 2, 2026, 7:00 AM' (en-US, UTC);
 * '' when unreadable. `locale` is for tests only: the app always shows the device's locale.
 */
export function formatDateTime(value: Instant, locale?: string): string {
  return format(value, DATE_TIME, locale);
}

/**
 * An instant's time of day: '2026-11-02T10:42:00Z' → '10:42 AM' (en-US, UTC), '10:42' (en-GB);
 * '' when unreadable. For an instant known to be today; `locale` is for tests only.
 */
export function formatTime(value: Instant, locale?: string): string {
  return format(value, TIME, locale);
}

/** Whether two instants fall on the same day of the device's calendar. */
export function isSameDay(a: Instant, b: Instant): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}
