import {
  MAX_PERIOD_DAYS,
  daysApart,
  daysFrom,
  isDay,
  doneAtNotAhead,
  keptDoneAt,
  messages,
  periodTooLongMessage,
  type FieldErrors,
} from '@routebook/schema';
import { badInput } from '../errors';

export { MAX_PERIOD_DAYS };

const MINUTE_MS = 60_000;

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether `s` is a calendar day written YYYY-MM-DD (2026-02-30 is not). */
export const isIsoDay = isDay;

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

/**
 * When a field action was done: `sent` (ISO 8601; blank or omitted: `now`) within the bounds of
 * the schema's keptDoneAt (not ahead of now, not before `notBefore`, the job's creation, nor over
 * 7 days back), in canonical UTC. Refused (BAD_USER_INPUT, invalidDate, with `fields` when
 * given) when it is not an instant.
 */
export function doneAtOf(
  sent: string | null | undefined,
  { now, notBefore }: { now: Date; notBefore?: string | null },
  fields?: FieldErrors<string>,
): string {
  const text = sent?.trim();
  if (!text) return now.toISOString();
  if (!isIsoInstant(text)) return badInput(messages.invalidDate, fields);
  const bounds = { now: now.getTime(), notBefore: notBefore ? Date.parse(notBefore) : null };
  return new Date(keptDoneAt(Date.parse(text), bounds)).toISOString();
}

/**
 * A device's wall clock (YYYY-MM-DDTHH:mm) at the moment `from` (ms), moved to the moment `to`,
 * so that it still names the same moment on that device as its instant does.
 */
export function movedWallClock(wallClock: string, from: number, to: number): string {
  // The wall clock is the device's local time cut to the minute: its offset is exact from there.
  const offset = Date.parse(`${wallClock}:00Z`) - Math.floor(from / MINUTE_MS) * MINUTE_MS;
  return new Date(to + offset).toISOString().slice(0, 16);
}

/**
 * A device's time sent as an instant (canonical UTC) and its wall clock (or null), the instant
 * no later than `now` (the clock skew allowed) and the wall clock moved with it.
 */
export function wallClockNotAhead(
  instant: string,
  wallClock: string | null,
  now: Date,
): { instant: string; wallClock: string | null } {
  const sent = Date.parse(instant);
  const kept = doneAtNotAhead(sent, now.getTime());
  if (kept === sent) return { instant, wallClock };
  return {
    instant: new Date(kept).toISOString(),
    wallClock: wallClock && movedWallClock(wallClock, sent, kept),
  };
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
  if (daysApart(from, to) + 1 > MAX_PERIOD_DAYS)
    return badInput(periodTooLongMessage(), { to: periodTooLongMessage() });
  return daysFrom(from, to);
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
