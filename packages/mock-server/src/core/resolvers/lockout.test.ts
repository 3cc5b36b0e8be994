/**
 * Nobody is locked out for ever: a device that logged in before keeps its own count of failures
 * (its device key), and a proof of ownership ends every lock of the account.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExecutionResult } from 'graphql';
import {
  DEVICE_KEY_LIFETIME_MS,
  DEVICE_KEYS_PER_ACCOUNT,
  LOGIN_LOCK_MAX_MS,
  LOGIN_LOCK_MS,
  LOGIN_LOCK_STREAK_MS,
  LOGIN_MAX_FAILURES,
  loginLockMs,
  messages,
} from '@routebook/schema';
import { expectError, startTestServer, TEST_NOW, type TestServer } from '../../../test/testSupport';
import { DEMO_PASSWORD } from '../../seed/seed';
import { randomUrlToken, sha256Hex } from '../crypto';

const LOGIN = `query Login($data: UserLoginInput!) {
  userLogin(data: $data) { token deviceKey user { id currentUser { id company { id } } } }
}`;
const COMPANY_LOGIN = `query CompanyLogin($data: CompanyUserLoginInput!) {
  companyUserLogin(data: $data) { token deviceKey }
}`;
const FORGOT = `query Forgot($data: ForgotPasswordInput!) { sendForgotPassword(data: $data) { result } }`;
const RESET = `mutation Reset($code: String!, $password: String!) {
  resetPassword(code: $code, password: $password) { result }
}`;
const EDIT_USER = `mutation Edit($id: ID!, $data: CompanyUserUpdateInput!) {
  updateCompanyUser(id: $id, data: $data) { companyUser { id } }
}`;
const UPDATE_ACCOUNT = `mutation Account($id: ID!, $data: UserInput!) { updateUser(id: $id, data: $data) { id } }`;

const OWNER = 'staff10@routebook.test';
const DEVICE_KEY = /^[A-Za-z0-9_-]{43}$/;
const lockedFor = (ms: number) => messages.loginLocked.replace('{minutes}', String(ms / 60_000));

let t: TestServer;
let clock: number;
beforeEach(async () => {
  clock = TEST_NOW.getTime();
  t = await startTestServer({ now: () => new Date(clock) });
});

type Answer = ExecutionResult<Record<string, any>>;

const tryLogin = (email: string, password: string, deviceKey?: string | null): Promise<Answer> =>
  t.run(null, LOGIN, { data: { email, password, deviceKey } });

/** Logs in and answers the session and the device key handed out. */
async function logIn(email: string, password = DEMO_PASSWORD, deviceKey?: string | null) {
  const answer = await tryLogin(email, password, deviceKey);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.userLogin as {
    token: string;
    deviceKey: string;
    user: { id: string; currentUser: { id: string; company: { id: string } } };
  };
}

/** LOGIN_MAX_FAILURES wrong passwords, each told the password was wrong. */
async function failEnough(email: string, deviceKey?: string | null) {
  for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
    expectError(
      await tryLogin(email, `wrong-${i}`, deviceKey),
      'UNAUTHENTICATED',
      messages.invalidLogin,
    );
  }
}

/** The right password is refused with the lock of `ms`. */
async function expectLocked(email: string, ms: number, deviceKey?: string | null) {
  const answer = await tryLogin(email, DEMO_PASSWORD, deviceKey);
  expectError(answer, 'UNAUTHENTICATED', lockedFor(ms));
  expect(answer.errors?.[0]?.extensions?.retryAfterSeconds).toBe(ms / 1000);
}

describe('device keys', () => {
  it('a password login hands out a key kept on the server only as its hash; a company switch none', async () => {
    const login = await logIn(OWNER);
    expect(login.deviceKey).toMatch(DEVICE_KEY);
    const stored = t.server.store.deviceKeys.get(await sha256Hex(login.deviceKey));
    expect(stored?.userId).toBe(login.user.id);
    expect(JSON.stringify(t.server.store.snapshot())).not.toContain(login.deviceKey);

    const switched = await t.ok(login.token, COMPANY_LOGIN, {
      data: { companyId: login.user.currentUser.company.id },
    });
    expect(switched.companyUserLogin.deviceKey).toBeNull();
    const withPassword = await t.ok(null, COMPANY_LOGIN, {
      data: {
        companyId: login.user.currentUser.company.id,
        email: OWNER,
        password: DEMO_PASSWORD,
        deviceKey: login.deviceKey,
      },
    });
    expect(withPassword.companyUserLogin.deviceKey).toMatch(DEVICE_KEY);
  });

  it("an attacker's failures lock unknown devices, but the owner's device key still logs in", async () => {
    const phone = await logIn(OWNER);
    await failEnough(OWNER);
    await expectLocked(OWNER, LOGIN_LOCK_MS);
    const again = await logIn(OWNER, DEMO_PASSWORD, phone.deviceKey);
    // The key sent is replaced by a new one; the old one counts as none from now on.
    expect(again.deviceKey).toMatch(DEVICE_KEY);
    expect(again.deviceKey).not.toBe(phone.deviceKey);
    await expectLocked(OWNER, LOGIN_LOCK_MS, phone.deviceKey);
    await logIn(OWNER, DEMO_PASSWORD, again.deviceKey);
  });

  it('failures sent with a device key lock that key, not the other devices', async () => {
    const phone = await logIn(OWNER);
    const tablet = await logIn(OWNER);
    await failEnough(OWNER, phone.deviceKey);
    await expectLocked(OWNER, LOGIN_LOCK_MS, phone.deviceKey);
    await logIn(OWNER, DEMO_PASSWORD, tablet.deviceKey);
    await logIn(OWNER);
    clock += LOGIN_LOCK_MS;
    await logIn(OWNER, DEMO_PASSWORD, phone.deviceKey);
  });

  it("a forged, malformed or another account's key counts as an unknown device", async () => {
    const otherAccounts = await logIn('admin10@routebook.test');
    await failEnough(OWNER);
    for (const key of [randomUrlToken(), 'not-a-key', otherAccounts.deviceKey]) {
      await expectLocked(OWNER, LOGIN_LOCK_MS, key);
    }
  });

  it(`a key counts for ${DEVICE_KEY_LIFETIME_MS / 86_400_000} days, then as an unknown device`, async () => {
    const phone = await logIn(OWNER);
    const tablet = await logIn(OWNER);
    const handedOut = clock;
    clock = handedOut + DEVICE_KEY_LIFETIME_MS - 60_000;
    await failEnough(OWNER);
    clock = handedOut + DEVICE_KEY_LIFETIME_MS - 1;
    await logIn(OWNER, DEMO_PASSWORD, phone.deviceKey);
    clock = handedOut + DEVICE_KEY_LIFETIME_MS;
    await expectLocked(OWNER, LOGIN_LOCK_MS - 60_000, tablet.deviceKey);
  });

  it('failures sent with forged keys count against the unknown devices', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expectError(await tryLogin(OWNER, 'wrong', randomUrlToken()), 'UNAUTHENTICATED');
    }
    await expectLocked(OWNER, LOGIN_LOCK_MS);
  });

  it(`keeps ${DEVICE_KEYS_PER_ACCOUNT} keys per account, the oldest giving way`, async () => {
    const first = await logIn(OWNER);
    const second = await logIn(OWNER);
    for (let i = 2; i < DEVICE_KEYS_PER_ACCOUNT + 1; i += 1) await logIn(OWNER);
    await failEnough(OWNER);
    await expectLocked(OWNER, LOGIN_LOCK_MS, first.deviceKey);
    await logIn(OWNER, DEMO_PASSWORD, second.deviceKey);
  });
});

describe('a proof of ownership ends the lock', () => {
  it('a password reset with the emailed code', async () => {
    const phone = await logIn(OWNER);
    await failEnough(OWNER);
    await failEnough(OWNER, phone.deviceKey);
    await t.ok(null, FORGOT, { data: { email: OWNER } });
    const mail = t.server.store.outbox.all().filter((m) => m.to === OWNER);
    const code = /forgot-password\?code=([0-9a-f]+)/.exec(mail.at(-1)?.body ?? '')?.[1];
    await t.ok(null, RESET, { code, password: 'new-secret' });
    await logIn(OWNER, 'new-secret');
    await logIn(OWNER, 'new-secret', phone.deviceKey);
  });

  it("an admin's new password for the account", async () => {
    const admin = await t.login('admin10@routebook.test');
    const owner = await logIn(OWNER);
    await failEnough(OWNER);
    await expectLocked(OWNER, LOGIN_LOCK_MS);
    await t.ok(admin, EDIT_USER, {
      id: owner.user.currentUser.id,
      data: { updatePassword: true, password: 'new-secret', confirmPassword: 'new-secret' },
    });
    await logIn(OWNER, 'new-secret');
  });

  it('the owner changing the password while logged in', async () => {
    const owner = await logIn(OWNER);
    await failEnough(OWNER);
    await t.ok(owner.token, UPDATE_ACCOUNT, {
      id: owner.user.id,
      data: { password: 'new-secret', confirmPassword: 'new-secret' },
    });
    await logIn(OWNER, 'new-secret');
  });
});

describe('locks in a row grow', () => {
  it('the rule: a first lock of LOGIN_LOCK_MS, twice as long each time, at most LOGIN_LOCK_MAX_MS', () => {
    expect(loginLockMs(1)).toBe(LOGIN_LOCK_MS);
    expect(loginLockMs(2)).toBe(2 * LOGIN_LOCK_MS);
    expect(loginLockMs(3)).toBe(4 * LOGIN_LOCK_MS);
    expect(loginLockMs(100)).toBe(LOGIN_LOCK_MAX_MS);
  });

  it(`each lock within ${LOGIN_LOCK_STREAK_MS / 3_600_000} h of the last lasts twice as long, up to ${LOGIN_LOCK_MAX_MS / 60_000} minutes`, async () => {
    const lengths: number[] = [];
    // Until the longest lock has come twice: it stays the longest.
    for (let streak = 1; lengths.filter((ms) => ms === LOGIN_LOCK_MAX_MS).length < 2; streak += 1) {
      const length = loginLockMs(streak);
      await failEnough(OWNER);
      await expectLocked(OWNER, length);
      clock += length - 1000;
      expectError(await tryLogin(OWNER, DEMO_PASSWORD), 'UNAUTHENTICATED', lockedFor(60_000));
      clock += 1000;
      lengths.push(length);
    }
    expect(lengths.slice(0, 3)).toEqual([LOGIN_LOCK_MS, 2 * LOGIN_LOCK_MS, 4 * LOGIN_LOCK_MS]);

    // A quiet day later the next lock is a first one again; a success also starts afresh.
    clock += LOGIN_LOCK_STREAK_MS;
    await failEnough(OWNER);
    await expectLocked(OWNER, LOGIN_LOCK_MS);
    clock += LOGIN_LOCK_MS;
    await logIn(OWNER);
    await failEnough(OWNER);
    await expectLocked(OWNER, LOGIN_LOCK_MS);
  });
});
