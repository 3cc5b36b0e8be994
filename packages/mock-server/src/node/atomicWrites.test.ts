/**
 * Thirty parallel requests get past no rule that one request cannot: every check and its write
 * happen as one step. Each attack goes over HTTP against a fresh server.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeRouteLimit, adminUserLimit, messages } from '@routebook/schema';
import { postGraphQL, TEST_NOW } from '../../test/testSupport';
import { DEMO_PASSWORD } from '../seed/seed';
import { startHttpServer, type RunningHttpServer } from './httpServer';

const PARALLEL = 30;

let running: RunningHttpServer;

beforeEach(async () => {
  running = await startHttpServer({ port: 0, quiet: true, now: () => TEST_NOW });
});
afterEach(() => running.close());

interface Answer {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function post(token: string | null, query: string, variables?: unknown): Promise<Answer> {
  const response = await postGraphQL(running.url, query, variables, token);
  return (await response.json()) as Answer;
}

async function ok(token: string | null, query: string, variables?: unknown) {
  const answer = await post(token, query, variables);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data ?? {};
}

/** Sends the same kind of request PARALLEL times at once: `variables(i)` for the i-th. */
function race(token: string | null, query: string, variables: (i: number) => unknown) {
  return Promise.all(Array.from({ length: PARALLEL }, (_, i) => post(token, query, variables(i))));
}

/** The answers that won, and the messages of those that lost (each with one error). */
function tally(answers: Answer[]) {
  const won = answers.filter((answer) => !answer.errors);
  const lost = answers.filter((answer) => answer.errors);
  for (const answer of lost) expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  return { won, lostMessages: new Set(lost.map((answer) => answer.errors?.[0]?.message)) };
}

const LOGIN = `query Login($data: UserLoginInput!) {
  userLogin(data: $data) { token user { currentUser { company { id } } } }
}`;

async function login(email: string, password = DEMO_PASSWORD) {
  const data = await ok(null, LOGIN, { data: { email, password } });
  return {
    token: data.userLogin.token as string,
    companyId: data.userLogin.user.currentUser.company.id as string,
  };
}

const MEMBERS = `query Members($id: ID!) {
  company(id: $id) { planLevel companyUsers { id email role status } }
}`;

async function members(token: string, companyId: string) {
  const data = await ok(token, MEMBERS, { id: companyId });
  return data.company.companyUsers as { id: string; email: string; role: string; status: string }[];
}

const adminSeats = (list: { role: string; status: string }[]) =>
  list.filter((m) => m.role === 'admin' && m.status !== 'inactive').length;

const CREATE_MEMBER = `mutation Add($data: CompanyUserInput!) {
  createCompanyUser(data: $data) { companyUser { id role } }
}`;

const member = (companyId: string, email: string, role: 'admin' | 'regular') => ({
  data: {
    company: companyId,
    firstName: 'Race',
    lastName: 'Member',
    email,
    password: 'secret1',
    confirmPassword: 'secret1',
    role,
  },
});

describe('every check and its write happen as one step', () => {
  it('30 parallel admin additions at plan 30 leave exactly the plan limit of admins', async () => {
    const { token, companyId } = await login('admin30@routebook.test');
    const limit = adminUserLimit(30) ?? 0;
    const before = adminSeats(await members(token, companyId));
    expect(before).toBeLessThan(limit);

    const answers = await race(token, CREATE_MEMBER, (i) =>
      member(companyId, `race-admin-${i}@example.test`, 'admin'),
    );

    const { won, lostMessages } = tally(answers);
    expect(won).toHaveLength(limit - before);
    expect([...lostMessages]).toEqual([messages.adminUserLimit]);
    expect(adminSeats(await members(token, companyId))).toBe(limit);
  });

  it('30 parallel promotions (with a password change) leave exactly the plan limit', async () => {
    const { token, companyId } = await login('admin30@routebook.test');
    const limit = adminUserLimit(30) ?? 0;
    const ids: string[] = [];
    for (let i = 0; i < PARALLEL; i += 1) {
      const data = await ok(
        token,
        CREATE_MEMBER,
        member(companyId, `race-promote-${i}@example.test`, 'regular'),
      );
      ids.push(data.createCompanyUser.companyUser.id);
    }
    const before = adminSeats(await members(token, companyId));

    const answers = await race(
      token,
      `mutation Promote($id: ID!, $data: CompanyUserUpdateInput!) {
        updateCompanyUser(id: $id, data: $data) { companyUser { id role } }
      }`,
      (i) => ({
        id: ids[i],
        data: {
          role: 'admin',
          updatePassword: true,
          password: 'secret2',
          confirmPassword: 'secret2',
        },
      }),
    );

    const { won, lostMessages } = tally(answers);
    expect(won).toHaveLength(limit - before);
    expect([...lostMessages]).toEqual([messages.adminUserLimit]);
    expect(adminSeats(await members(token, companyId))).toBe(limit);
  });

  it('one invitation code makes exactly one account; the others are told it is invalid', async () => {
    const { token, companyId } = await login('admin40@routebook.test');
    const invited = await ok(
      token,
      `mutation Invite($data: InviteInput!) { inviteCompanyUser(data: $data) { inviteCode } }`,
      {
        data: {
          company: companyId,
          firstName: 'Ivy',
          lastName: 'Race',
          email: 'ivy.race@example.test',
        },
      },
    );
    const before = await members(token, companyId);

    const answers = await race(
      null,
      `mutation Join($data: CreateUserInput!) { createUser(data: $data) { token } }`,
      (i) => ({
        data: {
          inviteCode: invited.inviteCompanyUser.inviteCode,
          firstName: 'Ivy',
          email: `ivy.race-${i}@example.test`,
          password: 'secret1',
        },
      }),
    );

    const { won, lostMessages } = tally(answers);
    expect(won).toHaveLength(1);
    expect([...lostMessages]).toEqual([messages.inviteInvalid]);
    const after = await members(token, companyId);
    expect(after).toHaveLength(before.length);
    expect(after.filter((m) => m.email.startsWith('ivy.race-'))).toHaveLength(1);
    // Only the winner's email has an account: the losers cannot log in with it.
    const logins = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        post(null, LOGIN, { data: { email: `ivy.race-${i}@example.test`, password: 'secret1' } }),
      ),
    );
    expect(logins.filter((answer) => !answer.errors)).toHaveLength(1);
  });

  it('one new email added 30 times at once becomes one member', async () => {
    const { token, companyId } = await login('admin40@routebook.test');

    const answers = await race(token, CREATE_MEMBER, () =>
      member(companyId, 'same.email@example.test', 'regular'),
    );

    const { won, lostMessages } = tally(answers);
    expect(won).toHaveLength(1);
    expect([...lostMessages]).toEqual([messages.emailExistsInCompany]);
    const same = (await members(token, companyId)).filter(
      (m) => m.email === 'same.email@example.test',
    );
    expect(same).toHaveLength(1);
  });

  describe('the active-route limit', () => {
    const ROUTES = `query Routes($companyId: ID!) { routes(companyId: $companyId) { id status } }`;
    const UPDATE_ROUTE = `mutation Edit($id: ID!, $data: RouteUpdateInput!) {
      updateRoute(id: $id, data: $data) { route { id status } }
    }`;

    /** Logs in at plan 30 with no active route. */
    async function companyWithoutActiveRoutes() {
      const session = await login('admin30@routebook.test');
      const { routes } = await ok(session.token, ROUTES, { companyId: session.companyId });
      for (const route of routes as { id: string; status: string }[]) {
        if (route.status === 'active') {
          await ok(session.token, UPDATE_ROUTE, { id: route.id, data: { status: 'draft' } });
        }
      }
      return session;
    }

    async function activeCount(token: string, companyId: string) {
      const { routes } = await ok(token, ROUTES, { companyId });
      return (routes as { status: string }[]).filter((r) => r.status === 'active').length;
    }

    it('holds for 30 parallel creations of an active route', async () => {
      const { token, companyId } = await companyWithoutActiveRoutes();
      const limit = activeRouteLimit(30) ?? 0;

      const answers = await race(
        token,
        `mutation Add($data: RouteInput!) { createRoute(data: $data) { route { id status } } }`,
        (i) => ({ data: { name: `Race ${i}`, status: 'active', company: companyId } }),
      );

      const { won, lostMessages } = tally(answers);
      expect(won).toHaveLength(limit);
      expect([...lostMessages]).toEqual([messages.activeRouteLimitAddRoute]);
      expect(await activeCount(token, companyId)).toBe(limit);
    });

    it('holds for 30 parallel activations of draft routes', async () => {
      const { token, companyId } = await companyWithoutActiveRoutes();
      const limit = activeRouteLimit(30) ?? 0;
      const ids: string[] = [];
      for (let i = 0; i < PARALLEL; i += 1) {
        const data = await ok(
          token,
          `mutation Add($data: RouteInput!) { createRoute(data: $data) { route { id } } }`,
          { data: { name: `Draft ${i}`, company: companyId } },
        );
        ids.push(data.createRoute.route.id);
      }

      const answers = await race(token, UPDATE_ROUTE, (i) => ({
        id: ids[i],
        data: { status: 'active' },
      }));

      const { won, lostMessages } = tally(answers);
      expect(won).toHaveLength(limit);
      expect([...lostMessages]).toEqual([messages.activeRouteLimitEditRoute]);
      expect(await activeCount(token, companyId)).toBe(limit);
    });
  });
});
