import { describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { addManyCustomers } from '../../test/manyCustomers';
import { expectError, startTestServer, type TestServer } from '../../test/testSupport';
import { ANSWER_TOO_LARGE, QUERY_TIMEOUT, REQUEST_BUDGET } from './requestBudget';
import { QUERY_TOO_LARGE } from './queryLimits';

// The in-browser server (Storybook, app tests) runs core's `execute`: one budget per call.

const FIELDS = 'id displayName email note address1';
/** One operation of the attack that was found: 15 aliases of every customer matching "a". */
const ATTACK = `query Attack($id: ID!) {
  ${Array.from(
    { length: 15 },
    (_, alias) => `a${alias}: company(id: $id) { customers(search: "a") { ${FIELDS} } }`,
  ).join('\n  ')}
}`;

/** A company of `count` customers, a regular member's and an admin's tokens. */
async function companyWith(t: TestServer, count: number) {
  const staff = await t.signIn('staff40@routebook.test');
  const admin = await t.signIn('admin40@routebook.test');
  t.server.store.transaction(() => addManyCustomers(t.server.store, staff.companyId, count));
  return { staff, admin, companyId: staff.companyId };
}

/** How many customers customers(search) lists: the active ones whose names match. */
async function matching(t: TestServer, adminToken: string, companyId: string, search: string) {
  const data = await t.ok(
    adminToken,
    `query Count($id: ID!, $search: String) {
      company(id: $id) { customersConnection(first: 0, search: $search, status: active) { totalCount } }
    }`,
    { id: companyId, search },
  );
  return data.company.customersConnection.totalCount as number;
}

const tooMuchWork = (found: number) =>
  messages.requestTooMuchWork
    .replace('{found}', String(found))
    .replace('{max}', String(REQUEST_BUDGET.maxListFields));

describe('the request budget in the in-process server', () => {
  it('refuses the attack at the first list that does not fit, counted at its real length', async () => {
    const t = await startTestServer();
    const { staff, admin, companyId } = await companyWith(t, 25_000);
    // 5 fields of each customer listed: the first list fits in the budget, the second does not.
    const list = (await matching(t, admin.token, companyId, 'a')) * 5;
    expect(list).toBeLessThanOrEqual(REQUEST_BUDGET.maxListFields);
    expect(list * 2).toBeGreaterThan(REQUEST_BUDGET.maxListFields);

    const result = await t.run(staff.token, ATTACK, { id: companyId });
    expect(result.data).toBeUndefined();
    expectError(result, QUERY_TOO_LARGE, tooMuchWork(list * 2));
    expect(result.errors).toHaveLength(1);
  });

  it('answers the same query on a company of 50 customers', async () => {
    const t = await startTestServer();
    const { staff, admin, companyId } = await companyWith(t, 50);
    const listed = await matching(t, admin.token, companyId, 'a');
    expect(listed).toBeGreaterThan(0);

    const data = await t.ok(staff.token, ATTACK, { id: companyId });
    expect(Object.keys(data)).toHaveLength(15);
    for (const alias of Object.values(data)) expect(alias.customers).toHaveLength(listed);
  });

  it('counts nested lists at their real length too', async () => {
    const query = `query Nested($id: ID!) { company(id: $id) { routes { id items { id } } } }`;
    /** The demo data (the same at every start) under a budget of `maxListFields`. */
    const run = async (maxListFields?: number) => {
      const t = await startTestServer(maxListFields ? { requestBudget: { maxListFields } } : {});
      const admin = await t.signIn('admin40@routebook.test');
      return t.run(admin.token, query, { id: admin.companyId });
    };
    const { data } = await run();
    const routes = data?.company.routes as { items: unknown[] }[];
    const items = routes.reduce((sum, route) => sum + route.items.length, 0);
    expect(items).toBeGreaterThan(routes.length);
    // Each route costs its 2 fields (id, items), each item its 1 (id).
    const exact = routes.length * 2 + items;

    expect((await run(exact)).errors).toBeUndefined();
    expectError(await run(exact - 1), QUERY_TOO_LARGE);
  });

  it('refuses an answer over the size cap before building it', async () => {
    const t = await startTestServer();
    const { staff, companyId } = await companyWith(t, 0);
    const mebibyte = 'x'.repeat(1024 * 1024);
    const notes = REQUEST_BUDGET.maxAnswerBytes / mebibyte.length + 1;
    const [model] = t.server.store.customers.where('companyId', companyId);
    t.server.store.transaction(() => {
      for (let i = 0; i < notes; i += 1) {
        t.server.store.customers.insert({ ...model!, id: undefined, note: mebibyte });
      }
    });

    const result = await t.run(
      staff.token,
      `query Notes($id: ID!) { company(id: $id) { customers { note } } }`,
      {
        id: companyId,
      },
    );
    expect(result.data).toBeUndefined();
    expectError(
      result,
      ANSWER_TOO_LARGE,
      messages.answerTooLarge.replace('{max}', String(REQUEST_BUDGET.maxAnswerBytes / 1024 / 1024)),
    );
  });

  it('stops a query at its time budget, but not a mutation', async () => {
    // A clock that jumps a second at every look, once the test says so.
    let now = 0;
    let jumping = false;
    const clock = () => (jumping ? (now += 1000) : now);
    const t = await startTestServer({ requestBudget: { clock } });
    const { admin, companyId } = await companyWith(t, 50);
    jumping = true;

    const result = await t.run(
      admin.token,
      `query All($id: ID!) { company(id: $id) { customers { id displayName } } }`,
      {
        id: companyId,
      },
    );
    expect(result.data).toBeUndefined();
    expectError(
      result,
      QUERY_TIMEOUT,
      messages.queryTimedOut.replace('{seconds}', String(REQUEST_BUDGET.queryTimeoutMs / 1000)),
    );

    const renamed = await t.ok(
      admin.token,
      `mutation Rename($id: ID!) {
        updateCompany(id: $id, data: { name: "Renamed" }) { id name customers { id } }
      }`,
      { id: companyId },
    );
    // Its answer, lists and all: the write is done, so it is not stopped for time.
    expect(renamed.updateCompany.name).toBe('Renamed');
    expect(renamed.updateCompany.customers.length).toBeGreaterThanOrEqual(50);
  });

  it('lets a light operation finish while a heavy one runs', async () => {
    const t = await startTestServer();
    const { staff, companyId } = await companyWith(t, 15_000);
    const other = await t.signIn('admin30@routebook.test');
    const finished: string[] = [];
    const heavy = t
      .run(staff.token, `query All($id: ID!) { company(id: $id) { customers { ${FIELDS} } } }`, {
        id: companyId,
      })
      .then((result) => {
        finished.push('heavy');
        return result;
      });
    const light = t.run(other.token, '{ me { id } }').then((result) => {
      finished.push('light');
      return result;
    });
    const [heavyResult, lightResult] = await Promise.all([heavy, light]);
    expect(heavyResult.errors).toBeUndefined();
    expect(heavyResult.data?.company.customers.length).toBeGreaterThan(14_000);
    expect(lightResult.errors).toBeUndefined();
    expect(finished).toEqual(['light', 'heavy']);
  });
});
