import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCK_STREAK_MS,
  LOGIN_MAX_FAILURES,
  loginLockMs,
  messages,
  normalizeEmail,
} from '@routebook/schema';
import { fail } from '../errors';

/** The failures one lock counts. */
interface Failures {
  /** When the failures still counted happened (ms), oldest first. */
  at: number[];
  /** Until when every login it counts for is refused (ms), or 0. */
  lockedUntil: number;
  /** Locks in a row: each started within LOGIN_LOCK_STREAK_MS of the previous one's end. */
  streak: number;
}

/** An email's failures: its unknown devices share one count; each live device key has its own. */
interface EmailFailures {
  unknownDevices: Failures;
  devices: Map<string, Failures>;
}

/** Emails kept before idle ones are swept, so unknown emails cannot grow memory without end. */
export const SWEEP_AT = 10_000;
/** Past this many emails even lock streaks are forgotten once their lock has ended. */
const STREAKS_KEPT = 100_000;

const noFailures = (): Failures => ({ at: [], lockedUntil: 0, streak: 0 });

/**
 * Password logins per email, whether or not it has an account (so a lock tells nothing):
 * LOGIN_MAX_FAILURES failures within LOGIN_FAILURE_WINDOW_MS lock for loginLockMs(streak), which
 * doubles for each lock in a row. Failures sent with a live device key (a device that logged in
 * before, see deviceKeys.ts) count against that key alone; the rest against the email's unknown
 * devices. So a guesser locks out only devices like their own, never the owner's phone. Kept in
 * memory: a restart forgets it, which only the server's operator can cause.
 */
export class LoginThrottle {
  private readonly byEmail = new Map<string, EmailFailures>();
  private sweepAt = SWEEP_AT;

  constructor(private readonly now: () => Date) {}

  /**
   * Refuses with the lock message while the count the login falls under is locked: the device key
   * `deviceId`'s when it is live for the email's account, else the email's unknown devices'.
   */
  assertOpen(email: string | null | undefined, deviceId: string | null): void {
    const remaining = (this.find(email, deviceId)?.lockedUntil ?? 0) - this.now().getTime();
    if (remaining > 0) {
      const minutes = Math.max(1, Math.ceil(remaining / 60_000));
      fail('UNAUTHENTICATED', messages.loginLocked.replace('{minutes}', String(minutes)), {
        retryAfterSeconds: Math.ceil(remaining / 1000),
      });
    }
  }

  /** Counts a failed login; the one that reaches the limit starts the lock. */
  failed(email: string | null | undefined, deviceId: string | null): void {
    const at = this.now().getTime();
    if (this.byEmail.size >= this.sweepAt) this.sweep(at);
    let entry = this.byEmail.get(key(email));
    if (!entry) {
      entry = { unknownDevices: noFailures(), devices: new Map() };
      this.byEmail.set(key(email), entry);
    }
    let failures = entry.unknownDevices;
    if (deviceId) {
      failures = entry.devices.get(deviceId) ?? noFailures();
      entry.devices.set(deviceId, failures);
    }
    failures.at = failures.at.filter((t) => at - t < LOGIN_FAILURE_WINDOW_MS);
    failures.at.push(at);
    if (failures.at.length >= LOGIN_MAX_FAILURES) {
      const inStreak = failures.streak > 0 && at - failures.lockedUntil < LOGIN_LOCK_STREAK_MS;
      failures.streak = inStreak ? failures.streak + 1 : 1;
      failures.lockedUntil = at + loginLockMs(failures.streak);
      failures.at = [];
    }
  }

  /** A success starts the count it fell under again. */
  succeeded(email: string | null | undefined, deviceId: string | null): void {
    const entry = this.byEmail.get(key(email));
    if (!entry) return;
    if (deviceId) entry.devices.delete(deviceId);
    else entry.unknownDevices = noFailures();
  }

  /**
   * The account proved its owner's (a password reset with the emailed code, a password set by an
   * admin or by the owner logged in): every count and lock of the email ends.
   */
  cleared(email: string | null | undefined): void {
    this.byEmail.delete(key(email));
  }

  private find(email: string | null | undefined, deviceId: string | null): Failures | undefined {
    const entry = this.byEmail.get(key(email));
    return deviceId ? entry?.devices.get(deviceId) : entry?.unknownDevices;
  }

  private sweep(at: number): void {
    const forget = (keepStreaks: boolean) => {
      for (const [email, entry] of this.byEmail) {
        for (const [id, failures] of entry.devices) {
          if (idle(failures, at, keepStreaks)) entry.devices.delete(id);
        }
        if (entry.devices.size === 0 && idle(entry.unknownDevices, at, keepStreaks)) {
          this.byEmail.delete(email);
        }
      }
    };
    forget(true);
    if (this.byEmail.size >= STREAKS_KEPT) forget(false);
    // The next sweep waits until the map has doubled, so a full map costs no sweep per failure.
    this.sweepAt = Math.max(SWEEP_AT, 2 * this.byEmail.size);
  }
}

/** Whether a count holds nothing that still matters at `at`. */
function idle(failures: Failures, at: number, keepStreaks: boolean): boolean {
  if (failures.at.some((t) => at - t < LOGIN_FAILURE_WINDOW_MS)) return false;
  if (failures.lockedUntil > at) return false;
  return !keepStreaks || failures.streak === 0 || at - failures.lockedUntil >= LOGIN_LOCK_STREAK_MS;
}

const key = (email: string | null | undefined) => normalizeEmail(email ?? '');
