import { beforeEach, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer, the } from '../../testSupport';

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

describe('customer lists (spec §4, §9)', () => {
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

describe('creating customers (spec §2 modal 4, §4, §5)', () => {
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

describe('editing, deleting and copying customers (spec §2 modal 5, §4, §7)', () => {
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
