import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES,
  messages,
  normalizeEmail,
} from '@routebook/schema';
import { fail } from '../errors';

interface Failures {
  /** When the failures still counted happened (ms), oldest first. */
  at: number[];
  /** Until when every login for the email is refused (ms), or 0. */
  lockedUntil: number;
}

/** Entries kept before old ones are swept, so unknown emails cannot grow memory without end. */
const SWEEP_AT = 10_000;

/**
 * Password logins per email: LOGIN_MAX_FAILURES failures within LOGIN_FAILURE_WINDOW_MS lock the
 * email for LOGIN_LOCK_MS, whether or not it has an account (so the lock tells nothing). Kept in
 * memory: a restart forgets it, which only the server's operator can cause.
 */
export class LoginThrottle {
  private readonly byEmail = new Map<string, Failures>();

  constructor(private readonly now: () => Date) {}

  /** Refuses with the lock message while the email is locked. */
  assertOpen(email: string | null | undefined): void {
    const entry = this.byEmail.get(key(email));
    const remaining = (entry?.lockedUntil ?? 0) - this.now().getTime();
    if (remaining > 0) {
      const minutes = Math.max(1, Math.ceil(remaining / 60_000));
      fail('UNAUTHENTICATED', messages.loginLocked.replace('{minutes}', String(minutes)), {
        retryAfterSeconds: Math.ceil(remaining / 1000),
      });
    }
  }

  /** Counts a failed login; the one that reaches the limit starts the lock. */
  failed(email: string | null | undefined): void {
    const at = this.now().getTime();
    if (this.byEmail.size >= SWEEP_AT) this.sweep(at);
    const entry = this.byEmail.get(key(email)) ?? { at: [], lockedUntil: 0 };
    entry.at = entry.at.filter((t) => at - t < LOGIN_FAILURE_WINDOW_MS);
    entry.at.push(at);
    if (entry.at.length >= LOGIN_MAX_FAILURES) {
      entry.lockedUntil = at + LOGIN_LOCK_MS;
      entry.at = [];
    }
    this.byEmail.set(key(email), entry);
  }

  /** A successful login starts the count again. */
  succeeded(email: string | null | undefined): void {
    this.byEmail.delete(key(email));
  }

  private sweep(at: number): void {
    for (const [email, entry] of this.byEmail) {
      const recent = entry.at.some((t) => at - t < LOGIN_FAILURE_WINDOW_MS);
      if (!recent && entry.lockedUntil <= at) this.byEmail.delete(email);
    }
  }
}

const key = (email: string | null | undefined) => normalizeEmail(email ?? '');
