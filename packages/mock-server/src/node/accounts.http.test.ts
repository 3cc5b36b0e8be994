/**
 * "Accounts and sessions": each attack as an API client makes it, over HTTP against the node
 * server, with the server's injectable clock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
  messages,
} from '@routebook/schema';
import { postGraphQL, TEST_NOW } from '../../test/testSupport';
import { DEMO_PASSWORD } from '../seed/seed';
import { sha256Hex } from '../core/crypto';
import { startHttpServer, type RunningHttpServer } from './httpServer';
import { saveDataFile } from './dataFile';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let running: RunningHttpServer | null = null;
let clock = TEST_NOW.getTime();
const directories: string[] = [];

afterEach(async () => {
  await running?.close();
  running = null;
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

async function start(dataFile?: string) {
  clock = TEST_NOW.getTime();
  running = await startHttpServer({
    port: 0,
    quiet: true,
    now: () => new Date(clock),
    ...(dataFile ? { dataFile } : {}),
  });
  return running;
}

interface Answer {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions: { code: string } }[];
}

async function post(query: string, variables: Record<string, unknown> = {}, token?: string | null) {
  const response = await postGraphQL(running!.url, query, variables, token);
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

async function ok(query: string, variables: Record<string, unknown> = {}, token?: string | null) {
  const answer = await post(query, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

function refused(answer: Answer, code: string, message?: string) {
  expect(answer.errors?.length, JSON.stringify(answer)).toBe(1);
  expect(answer.errors![0]!.extensions.code).toBe(code);
  if (message !== undefined) expect(answer.errors![0]!.message).toBe(message);
}

const LOGIN = `query Login($data: UserLoginInput!) {
  userLogin(data: $data) { token user { id currentUser { id role company { id name } } } }
}`;
const COMPANY_LOGIN = `query CompanyLogin($data: CompanyUserLoginInput!) {
  companyUserLogin(data: $data) { token user { currentUser { id role company { id } } } }
}`;
const ME = `query Me { me { id currentUser { role } companies { status company { id } } } }`;
const SIGNUP = `mutation Signup($data: SignupInput!) {
  signupCompany(data: $data) { token companyName email planLevel }
}`;
const CHOOSE = `mutation Choose($token: String!, $planLevel: Int!) {
  choosePlan(token: $token, planLevel: $planLevel) { token planLevel }
}`;
const ADD_USER = `mutation Add($data: CompanyUserInput!) {
  createCompanyUser(data: $data) { companyUser { id status user { id } } }
}`;
const EDIT_USER = `mutation Edit($id: ID!, $data: CompanyUserUpdateInput!) {
  updateCompanyUser(id: $id, data: $data) { companyUser { id role status } }
}`;
const MEMBERS = `query Members($id: ID!) { company(id: $id) { companyUsers { id email } } }`;
const FORGOT = `query Forgot($data: ForgotPasswordInput!) { sendForgotPassword(data: $data) { result } }`;
const RESET = `mutation Reset($code: String!, $password: String!) {
  resetPassword(code: $code, password: $password) { result }
}`;
const EMAIL_EXISTS = `query E($email: String!) { emailExists(email: $email) }`;

async function login(email: string, password = DEMO_PASSWORD) {
  const { userLogin } = await ok(LOGIN, { data: { email, password } });
  return {
    token: userLogin.token as string,
    userId: userLogin.user.id as string,
    companyId: userLogin.user.currentUser.company.id as string,
  };
}

const tryLogin = (email: string, password: string) => post(LOGIN, { data: { email, password } });

async function memberId(token: string, companyId: string, email: string) {
  const { company } = await ok(MEMBERS, { id: companyId }, token);
  return company.companyUsers.find((m: { email: string }) => m.email === email).id as string;
}

const signupForm = (email: string, password = 'attacker!') => ({
  companyName: 'Mallory Ltd',
  firstName: 'Mallory',
  lastName: 'Attacker',
  email,
  password,
  botToken: 'test-token',
});

const setPassword = (password: string) => ({
  updatePassword: true,
  password,
  confirmPassword: password,
});

describe('an account is shared across companies: nobody takes one over', () => {
  it('the takeover, step by step, ends with the victim’s password and companies unchanged', async () => {
    await start();
    const victim = await login('staff20@routebook.test');
    const victimBefore = (await ok(ME, {}, victim.token)).me;

    // 1. A fresh company through the public sign-up.
    const { signupCompany } = await ok(SIGNUP, { data: signupForm('mallory@evil.example') });
    await ok(CHOOSE, { token: signupCompany.token, planLevel: 40 });
    const attacker = await login('mallory@evil.example', 'attacker!');

    // 2. Add User with the victim's email. Before: the victim's account, attached and active.
    const added = (
      await ok(
        ADD_USER,
        {
          data: {
            company: attacker.companyId,
            firstName: 'Victim',
            email: 'staff20@routebook.test',
            ...{ password: 'attacker!', confirmPassword: 'attacker!' },
          },
        },
        attacker.token,
      )
    ).createCompanyUser.companyUser;
    expect(added).toMatchObject({ status: 'invited', user: null });

    // 3. Edit User sets "the account's password". Before: it did.
    await post(EDIT_USER, { id: added.id, data: setPassword('pwned!!') }, attacker.token);

    // 4. The attacker logs in as the victim. Before: in, under the victim's own company.
    for (const password of ['attacker!', 'pwned!!']) {
      refused(await tryLogin('staff20@routebook.test', password), 'UNAUTHENTICATED');
    }
    refused(
      await post(
        COMPANY_LOGIN,
        {
          data: {
            companyId: victim.companyId,
            email: 'staff20@routebook.test',
            password: 'pwned!!',
          },
        },
        null,
      ),
      'UNAUTHENTICATED',
    );

    // The victim still logs in with the old password, in the same companies, old session too.
    const again = await login('staff20@routebook.test');
    expect((await ok(ME, {}, again.token)).me).toEqual(victimBefore);
    expect((await ok(ME, {}, victim.token)).me).toEqual(victimBefore);
  });

  it('an admin cannot set the password of an account that is also in another company', async () => {
    await start();
    const admin = await login('admin30@routebook.test');
    const multi = await memberId(admin.token, admin.companyId, 'multi@routebook.test');
    refused(
      await post(EDIT_USER, { id: multi, data: setPassword('taken!1') }, admin.token),
      'FORBIDDEN',
      messages.passwordOwnerOnly,
    );
    refused(await tryLogin('multi@routebook.test', 'taken!1'), 'UNAUTHENTICATED');
    await login('multi@routebook.test');
  });
});

// Logout and an own password change are the kit's sessions.* checks (conformance.http.test.ts).
describe('sessions end when they should', () => {
  it('an admin setting a password ends the account’s sessions', async () => {
    await start();
    const admin = await login('admin40@routebook.test');
    const staff = await login('staff40@routebook.test');
    const id = await memberId(admin.token, admin.companyId, 'staff40@routebook.test');
    await ok(EDIT_USER, { id, data: setPassword('newpass1') }, admin.token);
    refused(await post(ME, {}, staff.token), 'UNAUTHENTICATED', messages.notLoggedIn);
    await ok(ME, {}, admin.token);
    await login('staff40@routebook.test', 'newpass1');
  });

  it('a reset by email code ends every session', async () => {
    await start();
    const session = await login('staff40@routebook.test');
    await ok(FORGOT, { data: { email: 'staff40@routebook.test' } });
    const mail = running!.server.store.outbox.all().at(-1)!;
    const code = /code=([0-9a-f]+)/.exec(mail.body)![1];
    await ok(RESET, { code, password: 'newpass1' });
    refused(await post(ME, {}, session.token), 'UNAUTHENTICATED');
    await login('staff40@routebook.test', 'newpass1');
  });

  it('a demoted or switched-off member’s open sessions there end; elsewhere they stay', async () => {
    await start();
    const admin = await login('admin40@routebook.test');
    const multi = await login('multi@routebook.test');
    const in40 = (await ok(COMPANY_LOGIN, { data: { companyId: admin.companyId } }, multi.token))
      .companyUserLogin;
    expect(in40.user.currentUser.role).toBe('admin');
    const id = in40.user.currentUser.id as string;

    // Demoted: the open admin tab is refused (before: it kept working, with admin power).
    await ok(EDIT_USER, { id, data: { role: 'regular' } }, admin.token);
    refused(await post(ME, {}, in40.token), 'UNAUTHENTICATED', messages.notLoggedIn);
    await ok(ME, {}, multi.token);

    // Switched off and on again: the session from before stays ended.
    const regular = (await ok(COMPANY_LOGIN, { data: { companyId: admin.companyId } }, multi.token))
      .companyUserLogin;
    await ok(EDIT_USER, { id, data: { status: 'inactive' } }, admin.token);
    await ok(EDIT_USER, { id, data: { status: 'active' } }, admin.token);
    refused(await post(ME, {}, regular.token), 'UNAUTHENTICATED');
    await ok(ME, {}, admin.token);
  });

  it(`ends a session unused for ${SESSION_IDLE_MS / DAY} days`, async () => {
    await start();
    const session = await login('staff40@routebook.test');
    clock += SESSION_IDLE_MS - HOUR;
    await ok(ME, {}, session.token);
    clock += SESSION_IDLE_MS - HOUR;
    await ok(ME, {}, session.token);
    clock += SESSION_IDLE_MS;
    refused(await post(ME, {}, session.token), 'UNAUTHENTICATED', messages.notLoggedIn);
  });

  it(`ends a session ${SESSION_ABSOLUTE_MS / DAY} days after its login, however used`, async () => {
    await start();
    const session = await login('staff40@routebook.test');
    const end = clock + SESSION_ABSOLUTE_MS;
    while (clock + DAY < end) {
      clock += DAY;
      await ok(ME, {}, session.token);
    }
    clock = end;
    refused(await post(ME, {}, session.token), 'UNAUTHENTICATED');
  });

  it('writes a session’s last use at most once an hour', async () => {
    await start();
    const session = await login('staff40@routebook.test');
    const { store } = running!.server;
    const version = store.version;
    clock += SESSION_TOUCH_INTERVAL_MS / 2;
    await ok(ME, {}, session.token);
    expect(store.version).toBe(version);
    clock += SESSION_TOUCH_INTERVAL_MS / 2;
    await ok(ME, {}, session.token);
    expect(store.version).toBe(version + 1);
  });

  it('keeps sessions of a data file saved before sessions had a last use', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'routebook-sessions-'));
    directories.push(directory);
    const dataFile = join(directory, 'data.json');
    await start(dataFile);
    const session = await login('staff40@routebook.test');
    const snapshot = running!.server.store.snapshot();
    await running!.close();
    // An old file: the session made long ago, without lastUsedAt.
    const id = await sha256Hex(session.token);
    const sessions = snapshot.tables.sessions!.rows as Record<string, unknown>[];
    for (const row of sessions.filter((r) => r.id === id)) {
      row.createdAt = new Date(clock - 2 * SESSION_ABSOLUTE_MS).toISOString();
      delete row.lastUsedAt;
    }
    saveDataFile(dataFile, snapshot);
    running = await startHttpServer({ port: 0, quiet: true, now: () => new Date(clock), dataFile });
    await ok(ME, {}, session.token);
    clock += SESSION_IDLE_MS;
    refused(await post(ME, {}, session.token), 'UNAUTHENTICATED');
  });
});

describe('login is throttled per email', () => {
  const locked = messages.loginLocked.replace('{minutes}', String(LOGIN_LOCK_MS / 60_000));

  it('30 wrong passwords, then the right one is refused until the lock ends', async () => {
    await start();
    for (let i = 0; i < 30; i += 1) {
      refused(await tryLogin('staff40@routebook.test', `wrong-${i}`), 'UNAUTHENTICATED');
    }
    refused(await tryLogin('staff40@routebook.test', DEMO_PASSWORD), 'UNAUTHENTICATED', locked);
    const admin = await login('admin40@routebook.test');
    refused(
      await post(COMPANY_LOGIN, {
        data: {
          companyId: admin.companyId,
          email: 'STAFF40@routebook.test',
          password: DEMO_PASSWORD,
        },
      }),
      'UNAUTHENTICATED',
      locked,
    );
    clock += LOGIN_LOCK_MS;
    await login('staff40@routebook.test');
  });

  it('locks after the limit within the window, the same way for an unknown email', async () => {
    await start();
    for (const email of ['staff40@routebook.test', 'nobody@routebook.test']) {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        refused(await tryLogin(email, 'wrong'), 'UNAUTHENTICATED', messages.invalidLogin);
      }
      refused(await tryLogin(email, 'wrong'), 'UNAUTHENTICATED', locked);
    }
  });

  it('a success resets the count; 30 parallel wrong passwords and the right one do not log in', async () => {
    await start();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 1; i < LOGIN_MAX_FAILURES; i += 1) {
        refused(await tryLogin('staff40@routebook.test', 'wrong'), 'UNAUTHENTICATED');
      }
      await login('staff40@routebook.test');
    }
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => tryLogin('admin40@routebook.test', 'wrong')),
    ]);
    for (const answer of answers) refused(answer, 'UNAUTHENTICATED');
    // Guesses still in flight when the lock starts learn nothing: only the ones that locked it
    // were told their password was wrong.
    const told = answers.map((answer) => answer.errors?.[0]?.message);
    expect(told.filter((message) => message === messages.invalidLogin)).toHaveLength(
      LOGIN_MAX_FAILURES,
    );
    expect(told.filter((message) => message === locked)).toHaveLength(30 - LOGIN_MAX_FAILURES);
    refused(await tryLogin('admin40@routebook.test', DEMO_PASSWORD), 'UNAUTHENTICATED', locked);
  });
});

describe('nothing answers who has an account', () => {
  it('emailExists does not answer anonymous callers', async () => {
    await start();
    refused(
      await post(EMAIL_EXISTS, { email: 'staff20@routebook.test' }),
      'UNAUTHENTICATED',
      messages.notLoggedIn,
    );
  });

  it('sign-up with a used email answers as a new one, and its owner gets an email', async () => {
    await start();
    const used = (await ok(SIGNUP, { data: signupForm('staff20@routebook.test') })).signupCompany;
    const fresh = (await ok(SIGNUP, { data: signupForm('new@evil.example') })).signupCompany;
    expect({ ...used, token: '', email: '' }).toEqual({ ...fresh, token: '', email: '' });
    expect(used.email).toBe('staff20@routebook.test');
    expect((await ok(CHOOSE, { token: used.token, planLevel: 40 })).choosePlan.planLevel).toBe(40);
    const mail = running!.server.store.outbox.all().find((m) => m.to === 'staff20@routebook.test');
    expect(mail?.subject).toBe('Someone tried to sign up to Routebook with your email');
    refused(await tryLogin('staff20@routebook.test', 'attacker!'), 'UNAUTHENTICATED');
    const victim = await login('staff20@routebook.test');
    expect((await ok(ME, {}, victim.token)).me.companies).toHaveLength(1);
  });

  it('30 parallel sign-ups with one email make one company', async () => {
    await start();
    const companies = running!.server.store.companies.size;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => post(SIGNUP, { data: signupForm('once@evil.example') })),
    );
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect(running!.server.store.companies.size).toBe(companies + 1);
    const { me } = await ok(ME, {}, (await login('once@evil.example', 'attacker!')).token);
    expect(me.companies).toHaveLength(1);
  });
});
