/**
 * How long a login lasts and how failed logins are throttled: the figures in one place
 * (product.md §Accounts, companies and plans; docs/decisions.md "Accounts and sessions").
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

/**
 * Failed password logins within {@link LOGIN_FAILURE_WINDOW_MS} that lock: the email for devices
 * without a device key, or one device key (each counts its own failures; docs/decisions.md).
 */
export const LOGIN_MAX_FAILURES = 5;

/** The window in which failures count. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;

/** How long a first lock refuses every login, the right password included. */
export const LOGIN_LOCK_MS = 15 * MINUTE_MS;

/**
 * A lock that starts within this long of the previous one's end lasts twice as long as that one,
 * up to {@link LOGIN_LOCK_MAX_MS}: a guesser who waits out each lock slows down ever more.
 */
export const LOGIN_LOCK_STREAK_MS = 24 * HOUR_MS;

/** The longest a lock lasts. */
export const LOGIN_LOCK_MAX_MS = 4 * HOUR_MS;

/** How long the `streak`th lock in a row lasts (1: the first, LOGIN_LOCK_MS). */
export function loginLockMs(streak: number): number {
  return Math.min(LOGIN_LOCK_MS * 2 ** Math.max(0, streak - 1), LOGIN_LOCK_MAX_MS);
}

/**
 * A device key (handed out by a password login, sent with the next logins from that device)
 * counts for this long after it was handed out; each login hands out a new one.
 */
export const DEVICE_KEY_LIFETIME_MS = 90 * DAY_MS;

/** Device keys kept per account; a new one beyond this replaces the oldest. */
export const DEVICE_KEYS_PER_ACCOUNT = 20;

/** Whether a session made at `createdAt` and last used at `lastUsedAt` has ended at `now` (ms). */
export function sessionExpired(createdAt: number, lastUsedAt: number, now: number): boolean {
  return now - lastUsedAt >= SESSION_IDLE_MS || now - createdAt >= SESSION_ABSOLUTE_MS;
}
