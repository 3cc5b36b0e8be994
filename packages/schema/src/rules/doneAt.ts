/**
 * When a field action was done: the time of the tap on the device, which a change kept offline
 * carries to the server (`doneAt`, a clock-in's times, `reportedAt`, `signedAt`), so work done in
 * a dead zone keeps its own time, not the time it synced. A device's clock can be wrong, so the
 * server keeps that time within bounds; it refuses nothing a technician did: a time out of bounds
 * becomes the nearest time within them. The figures live here so every backend keeps the same.
 */
import { IDEMPOTENCY_KEY_TTL_MS } from './idempotency';

const MINUTE_MS = 60_000;

/**
 * A device's clock may run this far ahead of the server's: a time up to this much after the
 * server's now is kept as sent (what the technician's phone showed); a later one becomes now.
 */
export const DONE_AT_CLOCK_SKEW_MS = 2 * MINUTE_MS;

/**
 * The oldest a tap's time may be: as long as the server remembers a queued change's key, so no
 * change replayed exactly once is older. An older time is a wrong clock (or a backdated one) and
 * becomes this long before now: a completion moves at most a week back.
 */
export const DONE_AT_MAX_AGE_MS = IDEMPOTENCY_KEY_TTL_MS;

/** A time (ms) no later than the server's `now`, the clock skew allowed. */
export function doneAtNotAhead(doneAt: number, now: number): number {
  return doneAt > now + DONE_AT_CLOCK_SKEW_MS ? now : doneAt;
}

/**
 * The time (ms) kept for an action a device says was done at `doneAt`: not ahead of `now` (see
 * doneAtNotAhead), and not before `notBefore` (the job's creation, when known) nor more than
 * {@link DONE_AT_MAX_AGE_MS} before now: the latest of those bounds then.
 */
export function keptDoneAt(
  doneAt: number,
  { now, notBefore }: { now: number; notBefore?: number | null },
): number {
  const earliest = Math.min(now, Math.max(now - DONE_AT_MAX_AGE_MS, notBefore ?? -Infinity));
  return Math.max(doneAtNotAhead(doneAt, now), earliest);
}
