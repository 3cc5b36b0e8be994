import { beforeEach, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer, the } from '../../../test/testSupport';

const CUSTOMER_FIELDS = `id firstName lastName displayName mobile address1 address2 city state zip
  email note status jobCount hasJobs fullName company { id }`;
const ACTIVE = `query Active($companyId: ID!, $search: String) {
  companyActiveCustomers(companyId: $companyId, search: $search) { ${CUSTOMER_FIELDS} }
}`;
const ONE = `query One($id: ID!) { companyCustomer(id: $id) { ${CUSTOMER_FIELDS} } }`;
const CREATE = `mutation Create($data: CustomerInput!) {
  createCompanyCustomer(data: $data) { customer { ${CUSTOMER_FIELDS} } company { id } }
}`;
const CREATE_FROM_ROUTE = `mutation Create($data: CustomerInput!) {
  createCustomer(data: $data) { customer { ${CUSTOMER_FIELDS} } company { id } }
}`;
const UPDATE = `mutation Update($id: ID!, $data: CustomerInput!) {
  updateCompanyCustomer(id: $id, data: $data) { customer { ${CUSTOMER_FIELDS} } company { id } }
}`;
const UPDATE_FROM_JOB = `mutation Update($id: ID!, $data: CustomerInput!) {
  updateCustomer(id: $id, data: $data) { customer { ${CUSTOMER_FIELDS} } }
}`;
const DELETE = `mutation Delete($id: ID!) {
  deleteCompanyCustomer(id: $id) { deletedId company { id customers { id } } }
}`;
const COPY = `mutation Copy($id: ID!) { copyCompanyCustomer(id: $id) { customer { ${CUSTOMER_FIELDS} } } }`;

interface Customer {
  id: string;
  displayName: string;
  lastName: string;
  status: string;
  jobCount: number;
  hasJobs: boolean;
  [field: string]: unknown;
}

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

async function as(email: string) {
  const { token, companyId } = await t.signIn(email);
  const active = async (search?: string): Promise<any[]> =>
    (await t.ok(token, ACTIVE, { companyId, search })).companyActiveCustomers;
  const one = async (id: string): Promise<any> => (await t.ok(token, ONE, { id })).companyCustomer;
  return { token, companyId, active, one };
}

/** Every customer of the company, inactive ones too, straight from the store. */
const customerCount = (companyId: string) => t.server.store.customers.count('companyId', companyId);

describe('customer lists', () => {
  it('lists active customers only, by display name', async () => {
    const admin = await as('admin30@routebook.test');
    const customers = await admin.active();
    expect(customers).toHaveLength(6);
    expect(customerCount(admin.companyId)).toBe(8);
    expect(customers.every((c) => c.status === 'active')).toBe(true);
    const names = customers.map((c) => c.displayName);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('searches the full name ignoring case, active customers only', async () => {
    const admin = await as('admin30@routebook.test');
    const [first] = await admin.active();
    const fullName = first.fullName as string;
    const found = await admin.active(`  ${fullName.slice(1, 5).toUpperCase()} `);
    expect(found.map((c) => c.id)).toContain(first.id);
    expect(
      found.every((c) =>
        (c.fullName as string).toLowerCase().includes(fullName.slice(1, 5).toLowerCase()),
      ),
    ).toBe(true);

    const created = await t.ok(admin.token, CREATE, {
      data: { firstName: 'Zelda', lastName: 'Quixote', displayName: 'ZQ' },
    });
    const id = created.createCompanyCustomer.customer.id;
    expect((await admin.active('zelda quix')).map((c) => c.id)).toEqual([id]);
    await t.ok(admin.token, UPDATE, { id, data: { status: 'inactive' } });
    expect(await admin.active('zelda quix')).toEqual([]);
    expect(await admin.active('')).toHaveLength(6);
  });

  it('ignores accents both ways: "cafe" finds "Café Zoë", "zoë" finds "Zoe"', async () => {
    const admin = await as('admin30@routebook.test');
    const make = async (data: Record<string, string>) =>
      (await t.ok(admin.token, CREATE, { data })).createCompanyCustomer.customer.id as string;
    const cafe = await make({ firstName: 'Zoë', lastName: 'Brûlé', displayName: 'Café Zoë' });
    const plain = await make({ firstName: 'Zoe', lastName: 'Plain', displayName: 'Zoe Plain' });
    expect((await admin.active('cafe')).map((c) => c.id)).toEqual([cafe]);
    expect((await admin.active('CAFÉ ZOË')).map((c) => c.id)).toEqual([cafe]);
    expect((await admin.active('zoe brule')).map((c) => c.id)).toEqual([cafe]);
    expect((await admin.active('zoë')).map((c) => c.id).sort()).toEqual([cafe, plain].sort());
  });

  it('lets a regular user read the customers but not change them', async () => {
    const staff = await as('staff30@routebook.test');
    expect(await staff.active()).toHaveLength(6);
    expectError(
      await t.run(staff.token, CREATE, { data: { lastName: 'Lee', displayName: 'Lee' } }),
      'FORBIDDEN',
    );
    expect(customerCount(staff.companyId)).toBe(8);
  });

  it("refuses another company's id and answers its customers as missing", async () => {
    const other = await as('admin40@routebook.test');
    const [victim] = await other.active();
    const admin = await as('admin30@routebook.test');
    expectError(
      await t.run(admin.token, ACTIVE, { companyId: other.companyId }),
      'FORBIDDEN',
      'That belongs to another company.',
    );
    expect(await admin.one(victim.id)).toBeNull();
    const before = JSON.stringify(await other.one(victim.id));
    expectError(
      await t.run(admin.token, UPDATE, { id: victim.id, data: { displayName: 'Hijacked' } }),
      'NOT_FOUND',
      'Not found.',
    );
    expectError(await t.run(admin.token, DELETE, { id: victim.id }), 'NOT_FOUND', 'Not found.');
    expectError(await t.run(admin.token, COPY, { id: victim.id }), 'NOT_FOUND', 'Not found.');
    expectError(
      await t.run(admin.token, CREATE, {
        data: { company: other.companyId, lastName: 'Lee', displayName: 'Lee' },
      }),
      'FORBIDDEN',
      'That belongs to another company.',
    );
    expect(JSON.stringify(await other.one(victim.id))).toBe(before);
    expect(customerCount(other.companyId)).toBe(8);
  });

  it('gives a customer its company, job count and hasJobs', async () => {
    const admin = await as('admin30@routebook.test');
    const customers = await admin.active();
    const withJobs = customers.find((c) => c.jobCount > 0);
    expect(withJobs.hasJobs).toBe(true);
    expect(withJobs.company).toEqual({ id: admin.companyId });
    expect(withJobs.jobCount).toBe(t.server.store.jobs.count('customerId', withJobs.id));
    const created = await t.ok(admin.token, CREATE, {
      data: { lastName: 'New', displayName: 'New' },
    });
    expect(created.createCompanyCustomer.customer).toMatchObject({ jobCount: 0, hasJobs: false });
  });
});

describe('creating customers', () => {
  it.each([
    ['createCompanyCustomer', CREATE],
    ['createCustomer', CREATE_FROM_ROUTE],
  ])('%s adds an active customer with trimmed fields, blanks as null', async (name, query) => {
    const admin = await as('admin10@routebook.test');
    const data = await t.ok(admin.token, query, {
      data: {
        company: admin.companyId,
        firstName: '  Ann ',
        lastName: ' Lee ',
        displayName: ' Ann Lee ',
        mobile: '   ',
        address1: '1 Main St',
        city: 'Springfield',
        email: '',
        note: ' <b>not html</b> ',
      },
    });
    const customer = data[name].customer;
    expect(customer).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      displayName: 'Ann Lee',
      mobile: null,
      address1: '1 Main St',
      address2: null,
      city: 'Springfield',
      email: null,
      note: '<b>not html</b>',
      status: 'active',
      fullName: 'Ann Lee',
      company: { id: admin.companyId },
    });
    expect(data[name].company).toEqual({ id: admin.companyId });
    expect((await admin.active()).map((c) => c.id)).toContain(customer.id);
  });

  it('is active on creation whatever status is sent', async () => {
    const admin = await as('admin10@routebook.test');
    const data = await t.ok(admin.token, CREATE, {
      data: { lastName: 'Lee', displayName: 'Lee', status: 'inactive' },
    });
    expect(data.createCompanyCustomer.customer.status).toBe('active');
  });

  it.each([
    [{ displayName: 'Lee' }, 'Last name is required.', ['lastName']],
    [{ lastName: 'Lee', displayName: '   ' }, 'Display name is required.', ['displayName']],
    [{ firstName: 'Ann' }, 'Last name is required.', ['displayName', 'lastName']],
  ])('refuses %j with "%s" and writes nothing', async (input, message, fields) => {
    const admin = await as('admin10@routebook.test');
    for (const query of [CREATE, CREATE_FROM_ROUTE]) {
      const result = await t.run(admin.token, query, { data: input });
      expectError(result, 'BAD_USER_INPUT', message);
      expect(Object.keys(result.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual(fields);
    }
    expect(customerCount(admin.companyId)).toBe(8);
  });

  it('stores a password hashed, and never offers it back', async () => {
    const admin = await as('admin10@routebook.test');
    const data = await t.ok(admin.token, CREATE, {
      data: { lastName: 'Lee', displayName: 'Lee', password: 'secret-word' },
    });
    const stored = the(t.server.store.customers.get(data.createCompanyCustomer.customer.id));
    expect(stored.passwordHash).toMatch(/^pbkdf2-sha256\$/);
    expect(stored.passwordHash).not.toContain('secret-word');
    const asked = await t.run(
      admin.token,
      `query { companyCustomer(id: "${stored.id}") { password } }`,
    );
    expect(asked.errors?.[0]?.message).toContain('Cannot query field "password"');

    const without = await t.ok(admin.token, CREATE, {
      data: { lastName: 'Kim', displayName: 'Kim', password: '  ' },
    });
    expect(
      the(t.server.store.customers.get(without.createCompanyCustomer.customer.id)).passwordHash,
    ).toBeNull();
  });

  it('takes very long text without a length rule', async () => {
    const admin = await as('admin10@routebook.test');
    const long = 'x'.repeat(100_000);
    const data = await t.ok(admin.token, CREATE, {
      data: { lastName: long, displayName: 'Long', note: long },
    });
    expect(data.createCompanyCustomer.customer.lastName).toHaveLength(100_000);
  });
});

describe('editing, deleting and copying customers', () => {
  it.each([
    ['updateCompanyCustomer', UPDATE],
    ['updateCustomer', UPDATE_FROM_JOB],
  ])('%s changes only the fields sent and keeps the status', async (name, query) => {
    const admin = await as('admin20@routebook.test');
    const [customer] = await admin.active();
    const data = await t.ok(admin.token, query, {
      id: customer.id,
      data: { city: ' Shelbyville ', mobile: '' },
    });
    expect(data[name].customer).toEqual({
      ...customer,
      city: 'Shelbyville',
      mobile: null,
    });
  });

  it('changes the status only when one is sent', async () => {
    const admin = await as('admin20@routebook.test');
    const [customer] = await admin.active();
    const data = await t.ok(admin.token, UPDATE_FROM_JOB, {
      id: customer.id,
      data: { status: 'inactive' },
    });
    expect(data.updateCustomer.customer.status).toBe('inactive');
    expect((await admin.active()).map((c) => c.id)).not.toContain(customer.id);
    const kept = await t.ok(admin.token, UPDATE, { id: customer.id, data: { note: 'Hi' } });
    expect(kept.updateCompanyCustomer.customer).toMatchObject({ status: 'inactive', note: 'Hi' });
  });

  it('keeps last and display name required, changing nothing when refused', async () => {
    const admin = await as('admin20@routebook.test');
    const [customer] = await admin.active();
    expectError(
      await t.run(admin.token, UPDATE, {
        id: customer.id,
        data: { city: 'Elsewhere', lastName: ' ' },
      }),
      'BAD_USER_INPUT',
      'Last name is required.',
    );
    expectError(
      await t.run(admin.token, UPDATE_FROM_JOB, { id: customer.id, data: { displayName: null } }),
      'BAD_USER_INPUT',
      'Display name is required.',
    );
    expect(await admin.one(customer.id)).toEqual(customer);
  });

  it('answers an unknown customer as not found', async () => {
    const admin = await as('admin20@routebook.test');
    expectError(
      await t.run(admin.token, UPDATE, { id: 'cus-nope', data: { city: 'X' } }),
      'NOT_FOUND',
      'Not found.',
    );
  });

  it('refuses to delete a customer with jobs', async () => {
    const admin = await as('admin20@routebook.test');
    const withJobs = (await admin.active()).find((c) => c.hasJobs);
    expectError(
      await t.run(admin.token, DELETE, { id: withJobs.id }),
      'BAD_USER_INPUT',
      'Customer has one or more jobs and cannot be deleted.',
    );
    expect(await admin.one(withJobs.id)).toEqual(withJobs);
  });

  it('deletes a customer without jobs', async () => {
    const admin = await as('admin20@routebook.test');
    const created = await t.ok(admin.token, CREATE, {
      data: { lastName: 'Gone', displayName: 'Gone' },
    });
    const id = created.createCompanyCustomer.customer.id;
    const data = await t.ok(admin.token, DELETE, { id });
    expect(data.deleteCompanyCustomer.deletedId).toBe(id);
    expect(data.deleteCompanyCustomer.company.customers.map((c: Customer) => c.id)).not.toContain(
      id,
    );
    expect(await admin.one(id)).toBeNull();
  });

  it('copies a customer as an active "(copy)" without jobs or password', async () => {
    const admin = await as('admin20@routebook.test');
    const created = await t.ok(admin.token, CREATE, {
      data: {
        firstName: 'Ann',
        lastName: 'Lee',
        displayName: 'Ann',
        city: 'X',
        password: 'pw1234',
      },
    });
    const source = created.createCompanyCustomer.customer;
    await t.ok(admin.token, UPDATE, { id: source.id, data: { status: 'inactive' } });
    const data = await t.ok(admin.token, COPY, { id: source.id });
    const copy = data.copyCompanyCustomer.customer;
    expect(copy).toEqual({
      ...source,
      id: copy.id,
      displayName: 'Ann (copy)',
      status: 'active',
    });
    expect(copy.id).not.toBe(source.id);
    expect(the(t.server.store.customers.get(copy.id)).passwordHash).toBeNull();
  });
});

describe('customersConnection: the customer list a page at a time', () => {
  const PAGE = `query Page($id: ID!, $first: Int!, $after: String, $search: String,
    $status: CustomerStatus) {
    company(id: $id) {
      customerCount
      customersConnection(first: $first, after: $after, search: $search, status: $status) {
        totalCount
        edges { cursor node { id displayName fullName status } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }
  }`;
  interface Edge {
    cursor: string;
    node: { id: string; displayName: string; fullName: string; status: string };
  }
  interface Connection {
    totalCount: number;
    edges: Edge[];
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string | null;
      endCursor: string | null;
    };
  }
  type PageArgs = { first: number; after?: string | null; search?: string; status?: string };

  async function lister(email: string) {
    const who = await as(email);
    const page = async (args: PageArgs): Promise<Connection> =>
      (await t.ok(who.token, PAGE, { id: who.companyId, ...args })).company.customersConnection;
    /** Every page of `size` in turn, with the pages' sizes. */
    const walk = async (size: number, filter: Omit<PageArgs, 'first' | 'after'> = {}) => {
      const nodes: Edge['node'][] = [];
      const sizes: number[] = [];
      let after: string | null = null;
      for (;;) {
        const { edges, pageInfo }: Connection = await page({ first: size, after, ...filter });
        nodes.push(...edges.map((edge) => edge.node));
        sizes.push(edges.length);
        if (!pageInfo.hasNextPage) return { nodes, sizes };
        after = pageInfo.endCursor;
      }
    };
    return { ...who, page, walk };
  }

  /** The shared order: display name ignoring case and accents, then id. */
  const inNameOrder = (nodes: { id: string; displayName: string }[]) =>
    [...nodes].sort(
      (a, b) =>
        a.displayName.localeCompare(b.displayName, 'en', { sensitivity: 'base' }) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );

  it('pages through every customer, inactive ones too, in display-name order', async () => {
    const admin = await lister('admin30@routebook.test');
    const { nodes, sizes } = await admin.walk(3);
    expect(sizes).toEqual([3, 3, 2]);
    expect(nodes).toHaveLength(customerCount(admin.companyId));
    expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
    expect(nodes).toEqual(inNameOrder(nodes));
    expect(nodes.some((n) => n.status === 'inactive')).toBe(true);

    const first = await admin.page({ first: 3 });
    expect(first.totalCount).toBe(8);
    expect(first.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: first.edges[0]?.cursor,
      endCursor: first.edges[2]?.cursor,
    });
    const all = await admin.page({ first: 100 });
    expect(all.edges.map((edge) => edge.node)).toEqual(nodes);
    expect(all.pageInfo.hasNextPage).toBe(false);
  });

  it('gives opaque cursors that carry on after the customer they name, even once it is gone', async () => {
    const admin = await lister('admin30@routebook.test');
    const first = await admin.page({ first: 4 });
    for (const { cursor, node } of first.edges) {
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(cursor).not.toContain(node.id);
    }
    const created = await t.ok(admin.token, CREATE, {
      data: { lastName: 'Mid', displayName: first.edges[3]?.node.displayName },
    });
    const id = created.createCompanyCustomer.customer.id;
    const rest = await admin.page({ first: 100, after: first.pageInfo.endCursor });
    // Same name, later id: the new customer sorts right after the page's last one.
    expect(rest.edges[0]?.node.id).toBe(id);
    await t.ok(admin.token, DELETE, { id });
    const cursorOfGone = rest.edges[0]?.cursor;
    const after = await admin.page({ first: 100, after: cursorOfGone });
    expect(after.edges.map((edge) => edge.node)).toEqual(rest.edges.slice(1).map((e) => e.node));
  });

  it('searches full and display names ignoring case; status keeps one status', async () => {
    const admin = await lister('admin10@routebook.test');
    const bob = await admin.page({ first: 10, search: '  BOB ' });
    expect(bob.edges.map((e) => e.node.displayName)).toEqual(['Bob Brown']);
    expect(bob.totalCount).toBe(1);
    expect((await admin.page({ first: 10, search: 'robert' })).edges).toHaveLength(1);
    expect((await admin.page({ first: 10, search: 'Residence' })).edges).toHaveLength(1);

    const all = (await admin.page({ first: 100 })).edges.map((e) => e.node);
    const inactive = all.filter((n) => n.status === 'inactive');
    expect(inactive).toHaveLength(2);
    const onlyInactive = await admin.page({ first: 100, status: 'inactive' });
    expect(onlyInactive.edges.map((e) => e.node)).toEqual(inactive);
    expect(onlyInactive.totalCount).toBe(2);
    // The customers page finds an inactive customer by name; customer search (active) does not.
    const [sleeper] = inactive;
    const byName = { first: 10, search: sleeper?.fullName ?? '' };
    expect((await admin.page(byName)).edges.map((e) => e.node.id)).toContain(sleeper?.id);
    const active = await admin.page({ ...byName, status: 'active' });
    expect(active.edges.map((e) => e.node.id)).not.toContain(sleeper?.id);
    expect(active.edges.every((e) => e.node.status === 'active')).toBe(true);
  });

  it('pages through a search: every match once, the count on every page', async () => {
    const admin = await lister('admin10@routebook.test');
    for (let i = 0; i < 7; i += 1) {
      await t.ok(admin.token, CREATE, {
        data: { firstName: 'Wren', lastName: `Vale${i}`, displayName: `Orchard ${7 - i}` },
      });
    }
    const { nodes, sizes } = await admin.walk(3, { search: 'wren v' });
    expect(sizes).toEqual([3, 3, 1]);
    expect(nodes.map((n) => n.displayName)).toEqual(
      ['1', '2', '3', '4', '5', '6', '7'].map((n) => `Orchard ${n}`),
    );
    const second = await admin.page({
      first: 3,
      search: 'wren v',
      after: (await admin.page({ first: 3, search: 'wren v' })).pageInfo.endCursor,
    });
    expect(second.totalCount).toBe(7);
    expect((await admin.page({ first: 3, search: 'no such name' })).edges).toEqual([]);
  });

  it('answers 0 to 100 rows a page and refuses more or less with the limit', async () => {
    const admin = await lister('admin10@routebook.test');
    expect((await admin.page({ first: 100 })).edges).toHaveLength(8);
    const none = await admin.page({ first: 0 });
    expect(none.edges).toEqual([]);
    expect(none.pageInfo).toMatchObject({ hasNextPage: true, endCursor: null });
    expect(none.totalCount).toBe(8);
    for (const first of [101, 50_000, -1]) {
      expectError(
        await t.run(admin.token, PAGE, { id: admin.companyId, first }),
        'BAD_USER_INPUT',
        'Ask for 0 to 100 rows at a time (first).',
      );
    }
  });

  it('refuses a cursor it did not give out', async () => {
    const admin = await lister('admin10@routebook.test');
    const made = (payload: unknown) => btoa(JSON.stringify(payload));
    for (const after of ['nonsense!', 'bm9wZQ', made(['routes', 'A', 'r1']), made(['customers'])]) {
      expectError(
        await t.run(admin.token, PAGE, { id: admin.companyId, first: 5, after }),
        'BAD_USER_INPUT',
        'This cursor is not one this list gave out: start again from the first page.',
      );
    }
  });

  it('is for admins: a regular user is refused', async () => {
    const staff = await as('staff30@routebook.test');
    expectError(
      await t.run(staff.token, PAGE, { id: staff.companyId, first: 5 }),
      'FORBIDDEN',
      'You do not have permission to do that.',
    );
  });

  it("never lists another company's customers, to its admin or through another membership", async () => {
    const other = await as('admin40@routebook.test');
    const admin = await lister('admin30@routebook.test');
    const asked = await t.run(admin.token, PAGE, { id: other.companyId, first: 100 });
    expect(asked.data?.company).toBeNull();

    // multi is admin at Sparkle (plan 40) and regular at Shield (plan 30).
    const { companyUserLogin } = await t.ok(
      null,
      `query Switch($data: CompanyUserLoginInput!) { companyUserLogin(data: $data) { token } }`,
      {
        data: { companyId: other.companyId, email: 'multi@routebook.test', password: 'routebook' },
      },
    );
    const own = await t.ok(companyUserLogin.token, PAGE, { id: other.companyId, first: 100 });
    expect(own.company.customersConnection.edges).toHaveLength(8);
    // Shield's lists are refused, though multi is its member: read under a Shield login.
    for (const field of ['customerCount', 'customersConnection(first: 100) { totalCount }']) {
      const shield = await t.run(
        companyUserLogin.token,
        `query L { me { companies { company { id ${field} } } } }`,
      );
      expectError(shield, 'FORBIDDEN', 'That belongs to another company.');
      expect(shield.data).toBeNull();
    }
  });

  it('follows every write: create, rename, status, copy and delete, in order at once', async () => {
    const admin = await lister('admin20@routebook.test');
    const names = async (args: Omit<PageArgs, 'first'> = {}) =>
      (await admin.page({ first: 100, ...args })).edges.map((e) => e.node.displayName);
    const before = await names();
    const created = await t.ok(admin.token, CREATE, {
      data: { firstName: 'Zoe', lastName: 'Able', displayName: 'aaa first' },
    });
    const id = created.createCompanyCustomer.customer.id;
    expect(await names()).toEqual(['aaa first', ...before]);
    expect((await admin.page({ first: 1 })).totalCount).toBe(before.length + 1);

    await t.ok(admin.token, UPDATE, { id, data: { displayName: 'zzz last' } });
    expect(await names()).toEqual([...before, 'zzz last']);
    expect(await names({ search: 'zoe able' })).toEqual(['zzz last']);

    await t.ok(admin.token, UPDATE, { id, data: { status: 'inactive' } });
    expect(await names({ search: 'zoe', status: 'active' })).toEqual([]);
    expect(await names({ search: 'zoe', status: 'inactive' })).toEqual(['zzz last']);

    await t.ok(admin.token, COPY, { id });
    expect((await names()).slice(-2)).toEqual(['zzz last', 'zzz last (copy)']);
    await t.ok(admin.token, DELETE, { id });
    expect((await names()).slice(-2)).toEqual([before.at(-1), 'zzz last (copy)']);
    expect((await admin.page({ first: 0 })).totalCount).toBe(before.length + 1);
  });

  it('keeps to the order after an import of many customers at once', async () => {
    const admin = await lister('admin30@routebook.test');
    await admin.page({ first: 5 });
    const store = t.server.store;
    for (let i = 0; i < 400; i += 1) {
      store.customers.insert({
        companyId: admin.companyId,
        firstName: null,
        lastName: `Bulk${i}`,
        displayName: `Bulk ${(i * 7919) % 400}`,
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
      });
    }
    const { nodes } = await admin.walk(100);
    expect(nodes).toHaveLength(408);
    expect(nodes).toEqual(inNameOrder(nodes));
    expect((await admin.page({ first: 1, search: 'bulk 39' })).totalCount).toBe(11);
  });
});
