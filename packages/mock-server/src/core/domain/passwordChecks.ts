import { messages } from '@routebook/schema';
import { fail } from '../errors';

/**
 * Password checks of logins running at once. Node runs WebCrypto's PBKDF2 on libuv's pool of 4
 * threads, first come first served, and every SHA-256 digest (the session token of each request)
 * and async file operation waits in the same line: 300 failed logins queued made a logged-in
 * caller wait for all of them. Two at a time leave the pool room for everyone else.
 */
export const PASSWORD_CHECKS_AT_ONCE = 2;

/** Checks waiting for their turn; a login that finds this many waiting is refused at once. */
export const PASSWORD_CHECKS_WAITING = 64;

/** What a login refused as busy is told to wait (`retryAfterSeconds`): the line drains by then. */
export const PASSWORD_CHECKS_RETRY_SECONDS = 2;

/**
 * Lets PASSWORD_CHECKS_AT_ONCE checks run, queues PASSWORD_CHECKS_WAITING more in order, and
 * refuses the rest with TOO_MANY_REQUESTS, so a flood of logins costs a bounded wait and bounded
 * memory and the rest of the API keeps answering.
 */
export class PasswordChecks {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  /** Runs `check` in its turn, or refuses at once when the line is full. */
  async run<T>(check: () => Promise<T>): Promise<T> {
    if (this.running < PASSWORD_CHECKS_AT_ONCE) {
      this.running += 1;
    } else {
      if (this.waiting.length >= PASSWORD_CHECKS_WAITING) {
        fail('TOO_MANY_REQUESTS', messages.loginBusy, {
          retryAfterSeconds: PASSWORD_CHECKS_RETRY_SECONDS,
        });
      }
      // The check that finishes hands its place over: `running` stays as it is.
      await new Promise<void>((turn) => this.waiting.push(turn));
    }
    try {
      return await check();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
