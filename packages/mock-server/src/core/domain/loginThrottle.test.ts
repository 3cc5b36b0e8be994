import { describe, expect, it } from 'vitest';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, loginLockMs, messages } from '@routebook/schema';
import { LoginThrottle, SWEEP_AT } from './loginThrottle';

const lockedFor = (ms: number) => messages.loginLocked.replace('{minutes}', String(ms / 60_000));

describe('LoginThrottle under a spray of other emails', () => {
  it('sweeps neither a lock nor the streak that makes the next one longer', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => new Date(now));
    const failEnough = () => {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) throttle.failed('owner@routebook.test', null);
    };
    const spray = (round: number) => {
      for (let i = 0; i < 3 * SWEEP_AT; i += 1) throttle.failed(`spray-${round}-${i}@x.test`, null);
    };

    failEnough();
    spray(1);
    expect(() => throttle.assertOpen('owner@routebook.test', null)).toThrow(
      lockedFor(LOGIN_LOCK_MS),
    );
    now += LOGIN_LOCK_MS;
    spray(2);
    failEnough();
    expect(() => throttle.assertOpen('owner@routebook.test', null)).toThrow(
      lockedFor(loginLockMs(2)),
    );
  });
});
