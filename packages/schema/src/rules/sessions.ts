/**
 * How long a login lasts and how failed logins are throttled: the figures in one place (issue 12,
 * docs/decisions.md "Accounts and sessions").
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * A session unused for this long ends. Field staff open the app every working day, so two weeks
 * covers holidays without keeping a lost phone logged in for long.
 */
export const SESSION_IDLE_MS = 14 * DAY_MS;

/** A session ends this long after its login however much it is used: log in again every 60 days. */
export const SESSION_ABSOLUTE_MS = 60 * DAY_MS;

/** A session's last use is written at most this often, so a data file is not rewritten per request. */
export const SESSION_TOUCH_INTERVAL_MS = HOUR_MS;

/** Failed password logins for one email within {@link LOGIN_FAILURE_WINDOW_MS} that lock it. */
export const LOGIN_MAX_FAILURES = 5;

/** The window in which failures count. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;

/** How long a locked email refuses every login, the right password included. */
export const LOGIN_LOCK_MS = 15 * MINUTE_MS;

/** Whether a session made at `createdAt` and last used at `lastUsedAt` has ended at `now` (ms). */
export function sessionExpired(createdAt: number, lastUsedAt: number, now: number): boolean {
  return now - lastUsedAt >= SESSION_IDLE_MS || now - createdAt >= SESSION_ABSOLUTE_MS;
}
