import { beforeEach, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer } from '../../../test/testSupport';

const PLANS = `query Plans { plans { level name maxActiveRoutes maxAdminUsers features } }`;
const SIGNUP = `mutation Signup($data: SignupInput!) {
  signupCompany(data: $data) { token companyName email planLevel }
}`;
const SIGNUP_QUERY = `query Signup($token: String!) { signup(token: $token) { token companyName email planLevel } }`;
const CHOOSE = `mutation Choose($token: String!, $planLevel: Int!) {
  choosePlan(token: $token, planLevel: $planLevel) { token companyName email planLevel }
}`;
const LOGIN = `query Login($data: UserLoginInput!) {
  userLogin(data: $data) {
    token
    user { firstName currentUser { role status company { id name planLevel planSubscriptionId } } }
  }
}`;
const SERVICE_ITEMS = `query S($companyId: ID!) { getServiceItems(companyId: $companyId) { id } }`;

const form = (extra: Record<string, unknown> = {}) => ({
  companyName: ' Acme Windows ',
  firstName: 'Ada',
  lastName: 'Owner',
  email: ' Ada@Acme.example ',
  password: 'acme-secret',
  botToken: 'test-token',
  ...extra,
});

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

describe('plans', () => {
  it('lists the four plans with their limits and features', async () => {
    const { plans } = await t.ok(null, PLANS);
    expect(plans).toEqual([
      { level: 10, name: 'Starter', maxActiveRoutes: 1, maxAdminUsers: 1, features: [] },
      { level: 20, name: 'Basic', maxActiveRoutes: 1, maxAdminUsers: 1, features: [] },
      {
        level: 30,
        name: 'Team',
        maxActiveRoutes: 2,
        maxAdminUsers: 2,
        features: ['reports', 'customerImport'],
      },
      {
        level: 40,
        name: 'Business',
        maxActiveRoutes: null,
        maxAdminUsers: null,
        features: ['reports', 'customerImport', 'timeClock', 'myTimeSheet', 'serviceItems'],
      },
    ]);
  });
});

describe('web portal sign-up', () => {
  it('signs up, shows the sign-up, chooses plan 40, and the admin logs in under it', async () => {
    const step1 = (await t.ok(null, SIGNUP, { data: form() })).signupCompany;
    expect(step1).toMatchObject({
      companyName: 'Acme Windows',
      email: 'ada@acme.example',
      planLevel: null,
    });
    expect(step1.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.ok(null, SIGNUP_QUERY, { token: step1.token })).signup).toEqual(step1);

    // Before a plan is chosen the plan is unset, read as 10: no service items yet.
    const early = (
      await t.ok(null, LOGIN, { data: { email: 'ada@acme.example', password: 'acme-secret' } })
    ).userLogin;
    expect(early.user.currentUser.company.planLevel).toBeNull();
    expectError(
      await t.run(early.token, SERVICE_ITEMS, { companyId: early.user.currentUser.company.id }),
      'PLAN_LIMIT',
    );

    const step2 = (await t.ok(null, CHOOSE, { token: step1.token, planLevel: 40 })).choosePlan;
    expect(step2).toEqual({ ...step1, planLevel: 40 });
    expect((await t.ok(null, SIGNUP_QUERY, { token: step1.token })).signup.planLevel).toBe(40);

    const login = (
      await t.ok(null, LOGIN, { data: { email: 'ADA@acme.example', password: 'acme-secret' } })
    ).userLogin;
    expect(login.user.firstName).toBe('Ada');
    expect(login.user.currentUser).toMatchObject({
      role: 'admin',
      status: 'active',
      company: { name: 'Acme Windows', planLevel: 40 },
    });
    const { id } = login.user.currentUser.company;
    expect(login.user.currentUser.company.planSubscriptionId).toBe(`sub_${id}`);
    // Plan 40 unlocks the service items.
    await t.ok(login.token, SERVICE_ITEMS, { companyId: id });
  });

  it('refuses a failed bot check and creates nothing', async () => {
    const strict = await startTestServer({ config: { botCheck: () => false } });
    expectError(
      await strict.run(null, SIGNUP, { data: form() }),
      'BAD_USER_INPUT',
      'Please complete the check that you are not a robot.',
    );
    expect(strict.server.store.users.where('email', 'ada@acme.example')).toHaveLength(0);
    // The default check refuses a missing token.
    expectError(
      await t.run(null, SIGNUP, { data: form({ botToken: null }) }),
      'BAD_USER_INPUT',
      'Please complete the check that you are not a robot.',
    );
  });

  it.each([
    [{ companyName: ' ' }, 'Company name is required.'],
    [{ firstName: '' }, 'First name is required.'],
    [{ email: '' }, 'Email is required.'],
    [{ email: 'ada-at-acme' }, 'Email should be email pattern.'],
    [{ password: '12345' }, 'Password must be at least 6 characters.'],
  ])('refuses %j with "%s"', async (extra, message) => {
    const companies = t.server.store.companies.size;
    expectError(await t.run(null, SIGNUP, { data: form(extra) }), 'BAD_USER_INPUT', message);
    expect(t.server.store.companies.size).toBe(companies);
  });

  it('answers a used email as a new one, makes nothing and emails the owner', async () => {
    const before = t.server.store.snapshot().tables;
    const answer = (await t.ok(null, SIGNUP, { data: form({ email: ' Admin10@routebook.test ' }) }))
      .signupCompany;
    const fresh = (await t.ok(null, SIGNUP, { data: form() })).signupCompany;
    // The same shape and values as for a new email.
    expect(Object.keys(answer)).toEqual(Object.keys(fresh));
    expect(answer).toMatchObject({
      companyName: 'Acme Windows',
      email: 'admin10@routebook.test',
      planLevel: null,
    });
    expect(answer.token).toMatch(/^[0-9a-f]{64}$/);
    // Steps 2 and 3 answer as usual, and a second, different plan is refused as usual.
    const { token } = answer;
    expect((await t.ok(null, CHOOSE, { token, planLevel: 30 })).choosePlan.planLevel).toBe(30);
    expect((await t.ok(null, SIGNUP_QUERY, { token })).signup.planLevel).toBe(30);
    expectError(await t.run(null, CHOOSE, { token, planLevel: 40 }), 'BAD_USER_INPUT');
    // Nothing was made for the used email; its owner was told.
    const after = t.server.store;
    expect(after.companies.size).toBe(before.companies!.rows.length + 1);
    expect(after.users.where('email', 'admin10@routebook.test')).toHaveLength(1);
    const mail = after.outbox.all().find((m) => m.to === 'admin10@routebook.test');
    expect(mail?.subject).toBe('Someone tried to sign up to Routebook with your email');
    expect(mail?.body).toContain('Acme Windows');
    // The owner's password and companies are unchanged.
    const login = (
      await t.ok(null, LOGIN, { data: { email: 'admin10@routebook.test', password: 'routebook' } })
    ).userLogin;
    expect(login.user.currentUser.company.name).not.toBe('Acme Windows');
    expectError(
      await t.run(null, LOGIN, {
        data: { email: 'admin10@routebook.test', password: 'acme-secret' },
      }),
      'UNAUTHENTICATED',
    );
  });

  it('makes one company for 30 parallel sign-ups with one email', async () => {
    const companies = t.server.store.companies.size;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.run(null, SIGNUP, { data: form() })),
    );
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect(t.server.store.companies.size).toBe(companies + 1);
    expect(t.server.store.users.where('email', 'ada@acme.example')).toHaveLength(1);
  });

  it('refuses an unknown token, a plan that is not offered, and a second different plan', async () => {
    expectError(
      await t.run(null, SIGNUP_QUERY, { token: 'nope' }),
      'BAD_USER_INPUT',
      'This sign-up link is not valid any more.',
    );
    expectError(
      await t.run(null, CHOOSE, { token: 'nope', planLevel: 40 }),
      'BAD_USER_INPUT',
      'This sign-up link is not valid any more.',
    );
    const { token } = (await t.ok(null, SIGNUP, { data: form() })).signupCompany;
    for (const planLevel of [0, 15, 50, -10]) {
      expectError(
        await t.run(null, CHOOSE, { token, planLevel }),
        'BAD_USER_INPUT',
        'Please choose a plan.',
      );
    }
    expect((await t.ok(null, SIGNUP_QUERY, { token })).signup.planLevel).toBeNull();
    await t.ok(null, CHOOSE, { token, planLevel: 20 });
    expect((await t.ok(null, CHOOSE, { token, planLevel: 20 })).choosePlan.planLevel).toBe(20);
    expectError(
      await t.run(null, CHOOSE, { token, planLevel: 40 }),
      'BAD_USER_INPUT',
      'This sign-up link is not valid any more.',
    );
    expect((await t.ok(null, SIGNUP_QUERY, { token })).signup.planLevel).toBe(20);
  });
});
