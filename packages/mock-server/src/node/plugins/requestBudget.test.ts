/**
 * The request budget over HTTP: one budget per POST, shared by a batch; refusals with their
 * status; and no request, however heavy, makes another caller wait for it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import {
  ANSWER_TOO_LARGE,
  QUERY_TIMEOUT,
  QUERY_TOO_LARGE,
  REQUEST_BUDGET,
  type RequestBudgetOptions,
} from '../../core';
import { addManyCustomers } from '../../../test/manyCustomers';
import { logInOverHttp } from '../../../test/http';
import { startHttpServer, type RunningHttpServer } from '../httpServer';
import { DEFAULT_PERSISTED_QUERIES_FILE, readPersistedQueriesFile } from '../persistedOperations';

type Answer = {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

const FIELDS = 'id displayName email note address1';

/** An operation of `aliases` aliased lists of the company's customers (matching `search`). */
const customersOperation = (name: string, aliases: number, search?: string) => {
  const filter = search === undefined ? '' : `(search: "${search}")`;
  const lists = Array.from(
    { length: aliases },
    (_, alias) => `a${alias}: company(id: $id) { customers${filter} { ${FIELDS} } }`,
  );
  return `query ${name}($id: ID!) {\n  ${lists.join('\n  ')}\n}`;
};

/** The attack that was found: a batch of 10 operations of 15 aliased customers(search: "a"). */
const attack = (companyId: string) =>
  Array.from({ length: 10 }, (_, index) => ({
    query: customersOperation(`Attack${index}`, 15, 'a'),
    variables: { id: companyId },
  }));

const running: RunningHttpServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
});

/** A server whose plan-40 company has `customers` customers; a regular member, a bystander. */
async function serverWith(customers: number, requestBudget?: Partial<RequestBudgetOptions>) {
  const server = await startHttpServer({
    port: 0,
    quiet: true,
    ...(requestBudget ? { requestBudget } : {}),
  });
  running.push(server);
  const staff = await logInOverHttp(server.url, 'staff40@routebook.test');
  const bystander = await logInOverHttp(server.url, 'admin30@routebook.test');
  server.server.store.transaction(() =>
    addManyCustomers(server.server.store, staff.companyId, customers),
  );
  const post = async (body: unknown, token: string) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Answer & Answer[];
    return { status: response.status, json, ms: performance.now() - started };
  };
  /** How many customers customers(search) lists (active ones whose names match). */
  const matching = (search?: string) =>
    search === undefined
      ? server.server.store.customers.count('companyId', staff.companyId)
      : server.server.store.customers
          .where('companyId', staff.companyId)
          .filter(
            (customer) =>
              customer.status === 'active' &&
              `${customer.firstName ?? ''} ${customer.lastName} ${customer.displayName}`
                .toLowerCase()
                .includes(search),
          ).length;
  return { server, staff, bystander, post, matching };
}

const refusedWith = (answer: Answer, code: string, message?: string) => {
  expect(answer.data, JSON.stringify(answer).slice(0, 300)).toBeUndefined();
  expect(answer.errors).toHaveLength(1);
  expect(answer.errors?.[0]?.extensions?.code).toBe(code);
  if (message !== undefined) expect(answer.errors?.[0]?.message).toBe(message);
};

const tooMuchWork = (found: number) =>
  messages.requestTooMuchWork
    .replace('{found}', String(found))
    .replace('{max}', String(REQUEST_BUDGET.maxListFields));

describe('the request budget over HTTP', () => {
  it('refuses the attack while another caller is answered', async () => {
    const { staff, bystander, post, matching } = await serverWith(25_000);
    // 5 fields of each customer listed: the first list fits in the budget, the second does not.
    const list = matching('a') * 5;
    expect(list).toBeLessThanOrEqual(REQUEST_BUDGET.maxListFields);
    expect(list * 2).toBeGreaterThan(REQUEST_BUDGET.maxListFields);

    const [answer, me] = await Promise.all([
      post(attack(staff.companyId), staff.token),
      post({ query: '{ me { id } }' }, bystander.token),
    ]);
    expect(me.status).toBe(200);
    expect(me.json.data?.me.id).toBeTruthy();
    expect(answer.status).toBe(200);
    expect(answer.json).toHaveLength(10);
    // Every operation has a list after the one that did not fit: each is refused with its figures.
    for (const operation of answer.json) {
      refusedWith(operation, QUERY_TOO_LARGE, tooMuchWork(list * 2));
    }
    // Unbounded it ran for tens of seconds at this size; refused it takes a moment.
    expect(answer.ms).toBeLessThan(10_000);
  });

  it('answers the same attack on a company of 50 customers', async () => {
    const { staff, post, matching } = await serverWith(50);
    const { status, json } = await post(attack(staff.companyId), staff.token);
    expect(status).toBe(200);
    for (const operation of json) {
      expect(operation.errors).toBeUndefined();
      expect(Object.keys(operation.data ?? {})).toHaveLength(15);
      for (const alias of Object.values(operation.data ?? {})) {
        expect(alias.customers).toHaveLength(matching('a'));
      }
    }
  });

  it("answers the app's customer operations on a company of 3,000 customers", async () => {
    const { server, staff, post, matching } = await serverWith(3_000);
    const admin = await logInOverHttp(server.url, 'admin40@routebook.test');
    const operations = Object.values(readPersistedQueriesFile(DEFAULT_PERSISTED_QUERIES_FILE));
    const named = (name: string) => {
      const text = operations.find((operation) => operation.startsWith(`query ${name}(`));
      if (!text) throw new Error(`${name} is not among the app's operations (npm run relay)`);
      return text;
    };
    const answered = async (token: string, query: string, variables: Record<string, unknown>) => {
      const { status, json } = await post({ query, variables }, token);
      expect(json.errors, JSON.stringify(json.errors)).toBeUndefined();
      expect(status).toBe(200);
      return json.data!;
    };

    const page = await answered(admin.token, named('CustomersPageQuery'), {
      companyId: staff.companyId,
      editId: '',
      editing: false,
    });
    expect(page.company.customerCount).toBe(matching());
    const picker = await answered(admin.token, named('AddItemDialogsCustomerSearchQuery'), {
      companyId: staff.companyId,
      search: 'smith',
      first: 20,
    });
    expect(picker.company.customersConnection.edges).toHaveLength(20);
    // Add Job's select before it was paged (and API clients still): every active customer at once.
    const every = await answered(
      staff.token,
      `query Every($companyId: ID!) {
        companyActiveCustomers(companyId: $companyId, search: "") { id displayName fullName address1 }
      }`,
      { companyId: staff.companyId },
    );
    expect(every.companyActiveCustomers.length).toBeGreaterThan(2_500);
  });

  it('answers another caller while a heavy request within the budget runs', async () => {
    // 9 lists of 2,000 customers: 90,000 fields, within the budget, a few hundred ms of work.
    const { staff, bystander, post } = await serverWith(2_000);
    const heavy = Array.from({ length: 9 }, (_, index) => ({
      query: customersOperation(`Heavy${index}`, 1),
      variables: { id: staff.companyId },
    }));
    const finished: string[] = [];
    const [heavyAnswer, me] = await Promise.all([
      post(heavy, staff.token).then((answer) => (finished.push('heavy'), answer)),
      post({ query: '{ me { id } }' }, bystander.token).then(
        (answer) => (finished.push('me'), answer),
      ),
    ]);
    for (const operation of heavyAnswer.json) expect(operation.errors).toBeUndefined();
    expect(me.json.data?.me.id).toBeTruthy();
    expect(finished).toEqual(['me', 'heavy']);
  });

  it("keeps the query's order of fields when a long list is handed out in slices", async () => {
    const { staff, post } = await serverWith(19_000);
    const { json } = await post(
      {
        query: `query Ordered($id: ID!, $named: Boolean!) {
          company(id: $id) { customers { ...Row } id name @include(if: $named) website }
          me { id }
        }
        fragment Row on Customer { id displayName email note address1 }`,
        variables: { id: staff.companyId, named: true },
      },
      staff.token,
    );
    expect(json.errors).toBeUndefined();
    const { customers } = json.data?.company ?? {};
    expect(customers.length).toBeGreaterThan(18_000);
    expect(Object.keys(json.data ?? {})).toEqual(['company', 'me']);
    expect(Object.keys(json.data?.company ?? {})).toEqual(['customers', 'id', 'name', 'website']);
    for (const customer of [customers[0], customers.at(-1)]) {
      expect(Object.keys(customer)).toEqual(['id', 'displayName', 'email', 'note', 'address1']);
    }
  });

  it('shares one budget among the operations of a batch', async () => {
    // Each operation lists every customer: 5 fields of 4,000 = 20,000, a fifth of the budget.
    const { staff, post, matching } = await serverWith(4_000);
    const perOperation = matching() * 5;
    expect(perOperation * 10).toBeGreaterThan(REQUEST_BUDGET.maxListFields);
    const one = { query: customersOperation('All', 1), variables: { id: staff.companyId } };

    const alone = await post(one, staff.token);
    expect(alone.status).toBe(200);
    expect(alone.json.errors).toBeUndefined();

    const { status, json } = await post(Array(10).fill(one), staff.token);
    expect(status).toBe(200);
    const answered = json.filter((operation) => !operation.errors);
    const refused = json.filter((operation) => operation.errors);
    // What was answered fits the budget; the rest is refused with the figures.
    expect(answered.length * perOperation).toBeLessThanOrEqual(REQUEST_BUDGET.maxListFields);
    expect(refused.length).toBeGreaterThan(0);
    for (const operation of refused) refusedWith(operation, QUERY_TOO_LARGE);
    expect(refused.map((operation) => operation.errors?.[0]?.message)).toContain(
      tooMuchWork((answered.length + 1) * perOperation),
    );
  });

  it('refuses an answer over the size cap with 400, never a 500', async () => {
    const { server, staff, post } = await serverWith(0);
    const store = server.server.store;
    const mebibyte = 'x'.repeat(1024 * 1024);
    const [model] = store.customers.where('companyId', staff.companyId);
    store.transaction(() => {
      for (let i = 0; i <= REQUEST_BUDGET.maxAnswerBytes / mebibyte.length; i += 1) {
        store.customers.insert({ ...model!, id: undefined, note: mebibyte });
      }
    });
    const { status, json } = await post(
      {
        query: 'query Notes($id: ID!) { company(id: $id) { customers { note } } }',
        variables: { id: staff.companyId },
      },
      staff.token,
    );
    expect(status).toBe(400);
    refusedWith(
      json,
      ANSWER_TOO_LARGE,
      messages.answerTooLarge.replace('{max}', String(REQUEST_BUDGET.maxAnswerBytes / 1024 / 1024)),
    );
  });

  it('answers 503 to a query stopped at its time budget', async () => {
    let now = 0;
    let jumping = false;
    // A clock that jumps a second at every look, once the test says so.
    const { staff, post } = await serverWith(50, { clock: () => (jumping ? (now += 1000) : now) });
    jumping = true;
    const { status, json } = await post(
      { query: customersOperation('All', 1), variables: { id: staff.companyId } },
      staff.token,
    );
    expect(status).toBe(503);
    refusedWith(
      json,
      QUERY_TIMEOUT,
      messages.queryTimedOut.replace('{seconds}', String(REQUEST_BUDGET.queryTimeoutMs / 1000)),
    );
  });
});
