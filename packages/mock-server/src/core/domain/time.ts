import { MAX_PERIOD_DAYS, messages, periodTooLongMessage } from '@routebook/schema';
import { badInput } from '../errors';

export { MAX_PERIOD_DAYS };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether `s` is a calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const match = DAY.exec(s);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const isClock = (hours: string | undefined, minutes: string | undefined, seconds = '00') =>
  Number(hours) <= 23 && Number(minutes) <= 59 && Number(seconds) <= 59;

/** Whether `s` is a device's local wall-clock time, YYYY-MM-DDTHH:mm (no zone, no seconds). */
export function isWallClock(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const match = WALL_CLOCK.exec(s);
  return !!match && isIsoDay(match[1]) && isClock(match[2], match[3]);
}

/**
 * Whether `s` is an ISO 8601 instant: a day, a time (seconds and fractions optional) and a zone
 * (Z or ±HH:mm). Without a zone a time names no instant, so it is refused.
 */
export function isIsoInstant(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const match = INSTANT.exec(s);
  if (!match || !isIsoDay(match[1]) || !isClock(match[2], match[3], match[4])) return false;
  const zone = match[5] ?? 'Z';
  if (zone !== 'Z' && !isClock(zone.slice(1, 3), zone.slice(4, 6))) return false;
  return Number.isFinite(Date.parse(s));
}

/** An instant in the canonical form the store keeps: UTC with milliseconds. */
export function canonicalInstant(s: string): string {
  return new Date(s).toISOString();
}

/** Whole minutes from one instant to another, rounded down; never negative. */
export function minutesBetween(startIso: string, endIso: string): number {
  const ms = Date.parse(endIso) - Date.parse(startIso);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / MINUTE_MS) : 0;
}

/** The day (YYYY-MM-DD) of a device-local wall-clock time (or of any ISO text starting with one). */
export function localDay(wallClock: string): string {
  return wallClock.slice(0, 10);
}

/**
 * Every day from `from` to `to`, both included. Refuses (BAD_USER_INPUT) days that are not
 * YYYY-MM-DD (messages.invalidDate), a period that ends before it starts (periodToBeforeFrom) and
 * one over {@link MAX_PERIOD_DAYS} days (periodTooLong), saying which, as the date pickers do.
 */
export function daysBetween(from: string, to: string): string[] {
  if (!isIsoDay(from) || !isIsoDay(to)) return badInput(messages.invalidDate);
  if (from > to) return badInput(messages.periodToBeforeFrom, { to: messages.periodToBeforeFrom });
  const start = Date.parse(`${from}T00:00:00Z`);
  const count = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY_MS) + 1;
  if (count > MAX_PERIOD_DAYS)
    return badInput(periodTooLongMessage(), { to: periodTooLongMessage() });
  return Array.from({ length: count }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** What the clock-in helpers read of a clock-in. */
interface ClockIn {
  timeIn: string | null;
  timeInAt: string;
  timeOutAt: string | null;
}

/** The day a clock-in counts on: its device-local clock-in day, else its instant's UTC day. */
export function clockInDay(entry: ClockIn): string {
  return localDay(entry.timeIn ?? entry.timeInAt);
}

/** Whole minutes of a finished clock-in; null while it is open. */
export function clockInMinutes(entry: ClockIn): number | null {
  return entry.timeOutAt ? minutesBetween(entry.timeInAt, entry.timeOutAt) : null;
}
