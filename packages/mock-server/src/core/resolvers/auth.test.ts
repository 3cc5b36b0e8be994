import { beforeEach, describe, expect, it } from 'vitest';
import { expectError, startTestServer, TEST_NOW, type TestServer } from '../../../test/testSupport';

const LOGIN = `query Login($data: UserLoginInput!) {
  userLogin(data: $data) {
    status token
    user { id email currentUser { id role status company { id name planLevel } } }
  }
}`;
const COMPANY_LOGIN = `query CompanyLogin($data: CompanyUserLoginInput!) {
  companyUserLogin(data: $data) {
    status token
    user { id currentUser { role company { id planLevel } } }
  }
}`;
const ME = `query Me {
  me { id email currentUser { id role company { id name planLevel } } companies { role company { id name } } }
}`;
const FORGOT = `query Forgot($data: ForgotPasswordInput!) { sendForgotPassword(data: $data) { result msg } }`;
const RESET = `mutation Reset($code: String!, $password: String!) {
  resetPassword(code: $code, password: $password) { result msg }
}`;

const INVALID_LOGIN = 'Email or password is incorrect.';

let t: TestServer;
let now: Date;
beforeEach(async () => {
  now = TEST_NOW;
  t = await startTestServer({ now: () => now });
});

const login = (email: string, password = 'routebook') =>
  t.run(null, LOGIN, { data: { email, password } });

/** The code in the newest reset email to `email`, as the recipient reads it. */
function resetCodeSentTo(email: string): string {
  const mail = t.server.store.outbox.all().filter((m) => m.to === email);
  const match = /forgot-password\?code=([0-9a-f]+)/.exec(mail.at(-1)?.body ?? '');
  if (!match?.[1]) throw new Error(`no reset email to ${email}`);
  return match[1];
}

describe('userLogin', () => {
  it('logs in with email and password, under the first membership, with a working token', async () => {
    const data = await t.ok(null, LOGIN, {
      data: { email: 'admin10@routebook.test', password: 'routebook' },
    });
    const { status, token, user } = data.userLogin;
    expect(status).toBe('success');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(user.email).toBe('admin10@routebook.test');
    expect(user.currentUser).toMatchObject({ role: 'admin', status: 'active' });
    expect(user.currentUser.company.planLevel).toBe(10);

    const me = await t.ok(token, ME);
    expect(me.me.currentUser.id).toBe(user.currentUser.id);
  });

  it('ignores case and spaces around the email', async () => {
    const data = await t.ok(null, LOGIN, {
      data: { email: '  Staff20@RouteBook.TEST ', password: 'routebook' },
    });
    expect(data.userLogin.user.currentUser).toMatchObject({ role: 'regular' });
    expect(data.userLogin.user.currentUser.company.planLevel).toBe(20);
  });

  it('answers an unknown email and a wrong password alike, with UNAUTHENTICATED', async () => {
    expectError(
      await login('admin10@routebook.test', 'wrong-password'),
      'UNAUTHENTICATED',
      INVALID_LOGIN,
    );
    expectError(await login('nobody@routebook.test'), 'UNAUTHENTICATED', INVALID_LOGIN);
    expectError(await login('', ''), 'UNAUTHENTICATED', INVALID_LOGIN);
    expectError(
      await login('x'.repeat(100_000), 'y'.repeat(100_000)),
      'UNAUTHENTICATED',
      INVALID_LOGIN,
    );
  });

  it('refuses an account whose only membership is inactive', async () => {
    const admin = await t.login('admin10@routebook.test');
    const users = await t.ok(
      admin,
      `query U($companyId: ID!) { companyActiveUsers(companyId: $companyId) { id email } }`,
      { companyId: (await t.ok(admin, ME)).me.currentUser.company.id },
    );
    const staff = users.companyActiveUsers.find(
      (u: { email: string }) => u.email === 'staff10@routebook.test',
    );
    await t.ok(
      admin,
      `mutation E($id: ID!) { updateCompanyUser(id: $id, data: { status: "inactive" }) { companyUser { status } } }`,
      { id: staff.id },
    );
    expectError(await login('staff10@routebook.test'), 'UNAUTHENTICATED', INVALID_LOGIN);
  });

  it('refuses a protected query with a garbage token, and with none', async () => {
    expectError(await t.run('garbage', ME), 'UNAUTHENTICATED', 'Please log in again.');
    expectError(await t.run(null, ME), 'UNAUTHENTICATED', 'Please log in again.');
  });
});

describe('companyUserLogin (switching company)', () => {
  it('moves multi@routebook.test between its companies, the role following the membership', async () => {
    const token = await t.login('multi@routebook.test');
    const before = (await t.ok(token, ME)).me;
    expect(before.currentUser.role).toBe('regular');
    expect(before.currentUser.company.planLevel).toBe(30);
    expect(before.companies).toHaveLength(2);
    // The other company shows its name (its plan is read once logged in under it).
    const plan40 = before.companies.find(
      (m: { company: { name: string } }) => m.company.name === 'Sparkle Cleaning Co',
    ).company.id;

    const switched = await t.ok(token, COMPANY_LOGIN, { data: { companyId: plan40 } });
    expect(switched.companyUserLogin.status).toBe('success');
    expect(switched.companyUserLogin.user.currentUser).toMatchObject({
      role: 'admin',
      company: { id: plan40, planLevel: 40 },
    });
    const after = (await t.ok(switched.companyUserLogin.token, ME)).me;
    expect(after.currentUser.company.id).toBe(plan40);
    expect(after.currentUser.role).toBe('admin');
    // The admin-only users list now answers for the plan-40 company.
    const users = await t.ok(
      switched.companyUserLogin.token,
      `query U($companyId: ID!) { companyActiveUsers(companyId: $companyId) { email } }`,
      { companyId: plan40 },
    );
    expect(users.companyActiveUsers.map((u: { email: string }) => u.email)).toContain(
      'admin40@routebook.test',
    );
  });

  it('logs in under a chosen company with email and password', async () => {
    const token = await t.login('multi@routebook.test');
    const companies = (await t.ok(token, ME)).me.companies;
    const plan40 = companies.find(
      (m: { company: { name: string } }) => m.company.name === 'Sparkle Cleaning Co',
    ).company.id;
    const data = await t.ok(null, COMPANY_LOGIN, {
      data: { companyId: plan40, email: 'multi@routebook.test', password: 'routebook' },
    });
    expect(data.companyUserLogin.user.currentUser.role).toBe('admin');
    expectError(
      await t.run(null, COMPANY_LOGIN, {
        data: { companyId: plan40, email: 'multi@routebook.test', password: 'nope-nope' },
      }),
      'UNAUTHENTICATED',
      INVALID_LOGIN,
    );
  });

  it('refuses a company without an active membership, a missing token and another account', async () => {
    const staff = await t.login('staff10@routebook.test');
    const admin20 = await t.login('admin20@routebook.test');
    const plan20 = (await t.ok(admin20, ME)).me.currentUser.company.id;
    expectError(
      await t.run(staff, COMPANY_LOGIN, { data: { companyId: plan20 } }),
      'UNAUTHENTICATED',
      INVALID_LOGIN,
    );
    expectError(
      await t.run(null, COMPANY_LOGIN, { data: { companyId: plan20 } }),
      'UNAUTHENTICATED',
      INVALID_LOGIN,
    );
    expectError(
      await t.run(staff, COMPANY_LOGIN, {
        data: { companyId: plan20, email: 'admin20@routebook.test' },
      }),
      'UNAUTHENTICATED',
      INVALID_LOGIN,
    );
    // The staff session is still under its own company.
    expect((await t.ok(staff, ME)).me.currentUser.company.planLevel).toBe(10);
  });
});

describe('forgot password', () => {
  it('answers failed with the validation message for a blank or malformed email', async () => {
    const blank = await t.ok(null, FORGOT, { data: { email: '  ' } });
    expect(blank.sendForgotPassword).toEqual({ result: 'failed', msg: 'Email is required.' });
    const malformed = await t.ok(null, FORGOT, { data: { email: 'not-an-email' } });
    expect(malformed.sendForgotPassword).toEqual({
      result: 'failed',
      msg: 'Email should be email pattern.',
    });
  });

  it('answers success for a known and an unknown email alike, mailing only the known one', async () => {
    const mailBefore = t.server.store.outbox.size;
    const unknown = await t.ok(null, FORGOT, { data: { email: 'nobody@routebook.test' } });
    expect(unknown.sendForgotPassword).toEqual({
      result: 'success',
      msg: 'We sent email. Please check your email.',
    });
    expect(t.server.store.outbox.size).toBe(mailBefore);
    const known = await t.ok(null, FORGOT, { data: { email: 'Staff10@routebook.test' } });
    expect(known.sendForgotPassword).toEqual(unknown.sendForgotPassword);
    expect(t.server.store.outbox.size).toBe(mailBefore + 1);
    expect(resetCodeSentTo('staff10@routebook.test')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('resets the password with the mailed code once, ending the old sessions', async () => {
    const oldSession = await t.login('staff10@routebook.test');
    await t.ok(null, FORGOT, { data: { email: 'staff10@routebook.test' } });
    const code = resetCodeSentTo('staff10@routebook.test');

    expectError(
      await t.run(null, RESET, { code, password: '12345' }),
      'BAD_USER_INPUT',
      'Password must be at least 6 characters.',
    );
    expect((await login('staff10@routebook.test')).errors).toBeUndefined();

    const reset = await t.ok(null, RESET, { code, password: 'new-secret' });
    expect(reset.resetPassword.result).toBe('success');
    expectError(await login('staff10@routebook.test'), 'UNAUTHENTICATED', INVALID_LOGIN);
    expect((await login('staff10@routebook.test', 'new-secret')).errors).toBeUndefined();
    expectError(await t.run(oldSession, ME), 'UNAUTHENTICATED');

    expectError(
      await t.run(null, RESET, { code, password: 'another-one' }),
      'BAD_USER_INPUT',
      'This password reset link is not valid any more. Ask for a new one.',
    );
  });

  it('refuses an unknown code and one older than an hour', async () => {
    expectError(
      await t.run(null, RESET, { code: 'made-up', password: 'new-secret' }),
      'BAD_USER_INPUT',
      'This password reset link is not valid any more. Ask for a new one.',
    );
    await t.ok(null, FORGOT, { data: { email: 'admin10@routebook.test' } });
    const code = resetCodeSentTo('admin10@routebook.test');
    now = new Date(TEST_NOW.getTime() + 61 * 60_000);
    expectError(
      await t.run(null, RESET, { code, password: 'new-secret' }),
      'BAD_USER_INPUT',
      'This password reset link is not valid any more. Ask for a new one.',
    );
    expect((await login('admin10@routebook.test')).errors).toBeUndefined();
  });

  it('accepts a code still inside its hour', async () => {
    await t.ok(null, FORGOT, { data: { email: 'admin10@routebook.test' } });
    const code = resetCodeSentTo('admin10@routebook.test');
    now = new Date(TEST_NOW.getTime() + 59 * 60_000);
    await t.ok(null, RESET, { code, password: 'new-secret' });
    expect((await login('admin10@routebook.test', 'new-secret')).errors).toBeUndefined();
  });
});
