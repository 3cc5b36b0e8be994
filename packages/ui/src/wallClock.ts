/*
 * Clock-in times are the device's local wall-clock text, 'YYYY-MM-DDTHH:mm' (spec §3 JobTime
 * timeIn/timeOut): they are shown as written, never converted between time zones.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

function parts(text: string) {
  const match = WALL_CLOCK.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00'] = match;
  return { year: Number(year), month: Number(month), day: Number(day), hour, minute };
}

/** '2026-11-02T09:05' → '09:05'; '' for text that is not a wall-clock time. */
export function wallClockTime(text: string): string {
  const p = parts(text);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** '2026-11-02' or '2026-11-02T09:05' → 'Mon 2 Nov'; with the year: 'Mon 2 Nov 2026'. */
export function wallClockDay(text: string, { withYear = false } = {}): string {
  const p = parts(text);
  if (!p) return '';
  // The calendar day's weekday, computed in UTC so that no time zone moves it.
  const weekday = WEEKDAYS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()];
  const day = `${weekday} ${p.day} ${MONTHS[p.month - 1]}`;
  return withYear ? `${day} ${p.year}` : day;
}

/** The calendar day of a wall-clock time: '2026-11-02T09:05' → '2026-11-02'. */
export function wallClockDate(text: string): string {
  return parts(text) ? text.slice(0, 10) : '';
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
 * From one wall-clock time to another: '09:00 – 10:15'; when it ends on a later day, that day is
 * named: '22:00 – Tue 3 Nov, 01:30'. '' unless both are wall-clock times.
 */
export function wallClockSpan(start: string, end: string): string {
  const from = wallClockTime(start);
  const to = wallClockTime(end);
  if (!from || !to) return '';
  return wallClockDate(start) === wallClockDate(end)
    ? `${from} – ${to}`
    : `${from} – ${wallClockDay(end)}, ${to}`;
}

/**
 * A period of days: 'Mon 2 Nov – Sun 8 Nov 2026'; across a new year both years are named:
 * 'Mon 28 Dec 2026 – Sun 3 Jan 2027'. '' unless both are days.
 */
export function wallClockDayRange(first: string, last: string): string {
  const end = wallClockDay(last, { withYear: true });
  if (!wallClockDay(first) || !end) return '';
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  return `${wallClockDay(first, { withYear: !sameYear })} – ${end}`;
}
