import { beforeEach, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer } from '../../../test/testSupport';
import type { CustomerRecord } from '../store/records';

/** CustomersConnection's `orderBy` sorts the whole list on the server. */
const PAGE = `query Page($id: ID!, $first: Int!, $after: String, $search: String,
  $orderBy: CustomerOrder) {
  company(id: $id) {
    customersConnection(first: $first, after: $after, search: $search, orderBy: $orderBy) {
      totalCount
      edges { cursor node { id displayName fullName address1 city state mobile status jobCount } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

interface Node {
  id: string;
  displayName: string;
  fullName: string;
  address1: string | null;
  city: string | null;
  state: string | null;
  mobile: string | null;
  status: string;
  jobCount: number;
}
interface Connection {
  totalCount: number;
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}
type Order = { field: string; direction: 'ascending' | 'descending' };

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

async function lister(email: string) {
  const { token, companyId } = await t.signIn(email);
  const page = async (args: Record<string, unknown>): Promise<Connection> =>
    (await t.ok(token, PAGE, { id: companyId, ...args })).company.customersConnection;
  /** Every page of `size` in turn. */
  const walk = async (size: number, orderBy: Order, search?: string) => {
    const nodes: Node[] = [];
    let after: string | null = null;
    for (;;) {
      const { edges, pageInfo }: Connection = await page({ first: size, after, orderBy, search });
      nodes.push(...edges.map((edge) => edge.node));
      if (!pageInfo.hasNextPage) return nodes;
      after = pageInfo.endCursor;
    }
  };
  return { token, companyId, page, walk };
}

/** Adds customers to the company, each with `jobs` jobs. */
function seed(companyId: string, rows: (Partial<CustomerRecord> & { jobs?: number })[]) {
  const { store } = t.server;
  return rows.map(({ jobs = 0, ...fields }) => {
    const customer = store.customers.insert({
      companyId,
      firstName: null,
      lastName: 'Seeded',
      displayName: 'Seeded',
      mobile: null,
      address1: null,
      address2: null,
      city: null,
      state: null,
      zip: null,
      email: null,
      note: null,
      status: 'active',
      passwordHash: null,
      ...fields,
    });
    for (let i = 0; i < jobs; i += 1) {
      store.jobs.insert({
        companyId,
        routeId: null,
        customerId: customer.id,
        status: 'active',
        notes: null,
        completedAt: null,
      });
    }
    return customer;
  });
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const names = new Intl.Collator('en', { sensitivity: 'base' });
const place = (n: Node) =>
  [n.address1, [n.city, n.state].filter(Boolean).join(', ')].filter(Boolean).join(', ');

/** What the table shows in each sortable column, independently of the server's rule. */
const valueOf: Record<string, (n: Node) => string | number | null> = {
  displayName: (n) => n.displayName,
  fullName: (n) => n.fullName || null,
  place: (n) => place(n) || null,
  mobile: (n) => n.mobile,
  status: (n) => n.status,
  jobCount: (n) => n.jobCount,
};

/** The expected order: values by the name rule or size, empty last either way, ties by id. */
function expected(nodes: Node[], { field, direction }: Order): string[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const of = valueOf[field] as (n: Node) => string | number | null;
  return [...nodes]
    .sort((a, b) => {
      const x = of(a);
      const y = of(b);
      if (x === null || y === null) return x === y ? byId(a.id, b.id) : x === null ? 1 : -1;
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : names.compare(`${x}`, `${y}`);
      return sign * order || byId(a.id, b.id);
    })
    .map((n) => n.id);
}

describe('customersConnection orderBy', () => {
  const fields = ['displayName', 'fullName', 'place', 'mobile', 'status', 'jobCount'];
  const directions = ['ascending', 'descending'] as const;

  it.each(fields.flatMap((field) => directions.map((direction) => ({ field, direction }))))(
    'sorts every customer by $field $direction, paging by cursor gives each once',
    async (orderBy) => {
      const admin = await lister('admin30@routebook.test');
      seed(admin.companyId, [
        { displayName: 'zed', firstName: 'Ann', mobile: '555 0001', city: 'Ames', jobs: 3 },
        { displayName: 'Émile', lastName: 'Áber', address1: '1 Elm St', jobs: 1 },
        { displayName: 'émile', lastName: 'aber', status: 'inactive', jobs: 3 },
        { displayName: 'Bo', mobile: '555 0001', city: 'ames', state: 'IA' },
      ]);
      const all = (await admin.page({ first: 100 })).edges.map((edge) => edge.node);
      const walked = await admin.walk(3, orderBy);
      expect(walked.map((n) => n.id)).toEqual(expected(all, orderBy));
      expect(new Set(walked.map((n) => n.id)).size).toBe(all.length);
    },
  );

  it('breaks ties by id in both directions, so equal values never swap between pages', async () => {
    const admin = await lister('admin30@routebook.test');
    const twins = seed(admin.companyId, [
      { displayName: 'Twin', jobs: 7 },
      { displayName: 'Twin', jobs: 7 },
      { displayName: 'Twin', jobs: 7 },
    ]).map((c) => c.id);
    for (const direction of directions) {
      const nodes = await admin.walk(1, { field: 'jobCount', direction });
      const ids = nodes.filter((n) => n.jobCount === 7).map((n) => n.id);
      expect(ids).toEqual([...twins].sort(byId));
    }
  });

  it('puts the customer with most jobs first even when it sorts last by name', async () => {
    const admin = await lister('admin30@routebook.test');
    seed(
      admin.companyId,
      Array.from({ length: 120 }, (_, i) => ({
        displayName: `Filler ${String(i).padStart(3, '0')}`,
      })),
    );
    const [busiest] = seed(admin.companyId, [{ displayName: 'Zzz Busiest', jobs: 40 }]);
    const byName = await admin.page({ first: 50 });
    expect(byName.edges.map((edge) => edge.node.id)).not.toContain(busiest?.id);
    const byJobs = await admin.page({
      first: 50,
      orderBy: { field: 'jobCount', direction: 'descending' },
    });
    expect(byJobs.edges[0]?.node).toMatchObject({ id: busiest?.id, jobCount: 40 });
    expect(byJobs.totalCount).toBe(byName.totalCount);
  });

  it('keeps the search while sorting', async () => {
    const admin = await lister('admin30@routebook.test');
    seed(admin.companyId, [
      { displayName: 'Pine one', jobs: 1 },
      { displayName: 'Pine two', jobs: 2 },
      { displayName: 'Oak', jobs: 9 },
    ]);
    const nodes = await admin.walk(1, { field: 'jobCount', direction: 'descending' }, 'pine');
    expect(nodes.map((n) => n.displayName)).toEqual(['Pine two', 'Pine one']);
  });

  it('continues after a cursor whose customer was deleted since', async () => {
    const admin = await lister('admin30@routebook.test');
    const orderBy: Order = { field: 'jobCount', direction: 'descending' };
    const whole = await admin.walk(100, orderBy);
    const first = await admin.page({ first: 2, orderBy });
    t.server.store.customers.delete(first.edges[1]?.node.id as string);
    const next = await admin.page({ first: 100, after: first.pageInfo.endCursor, orderBy });
    expect(next.edges.map((edge) => edge.node.id)).toEqual(whole.slice(2).map((n) => n.id));
  });

  it('refuses a cursor given out for another order, either way', async () => {
    const admin = await lister('admin30@routebook.test');
    const jobs: Order = { field: 'jobCount', direction: 'descending' };
    const byName = await admin.page({ first: 2 });
    const byJobs = await admin.page({ first: 2, orderBy: jobs });
    const message =
      'This cursor belongs to another order of this list: start again from the first page.';
    const tries = [
      { after: byName.pageInfo.endCursor, orderBy: jobs },
      { after: byJobs.pageInfo.endCursor },
      { after: byJobs.pageInfo.endCursor, orderBy: { ...jobs, direction: 'ascending' } },
      { after: byJobs.pageInfo.endCursor, orderBy: { field: 'status', direction: 'descending' } },
    ];
    for (const args of tries) {
      const result = await t.run(admin.token, PAGE, { id: admin.companyId, first: 2, ...args });
      expectError(result, 'BAD_USER_INPUT', message);
    }
    // displayName ascending is the default order: its cursors are the default's.
    const same = await admin.page({
      first: 2,
      after: byName.pageInfo.endCursor,
      orderBy: { field: 'displayName', direction: 'ascending' },
    });
    expect(same.edges).toHaveLength(2);
  });

  it('refuses more than 100 rows at a time in any order', async () => {
    const admin = await lister('admin30@routebook.test');
    const result = await t.run(admin.token, PAGE, {
      id: admin.companyId,
      first: 101,
      orderBy: { field: 'jobCount', direction: 'descending' },
    });
    expectError(result, 'BAD_USER_INPUT', 'Ask for 0 to 100 rows at a time (first).');
  });

  it("never lists another company's customers in any order", async () => {
    const admin = await lister('admin30@routebook.test');
    const other = await t.signIn('admin40@routebook.test');
    const [outsider] = seed(other.companyId, [{ displayName: 'Outsider', jobs: 99 }]);
    const orderBy: Order = { field: 'jobCount', direction: 'descending' };
    const own = await admin.walk(100, orderBy);
    expect(own.map((n) => n.id)).not.toContain(outsider?.id);
    expect(own).toHaveLength(t.server.store.customers.count('companyId', admin.companyId));
    const asked = await t.run(admin.token, PAGE, { id: other.companyId, first: 100, orderBy });
    expect(asked.data?.company).toBeNull();
  });
});
