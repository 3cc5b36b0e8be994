import { beforeEach, describe, expect, it } from 'vitest';
import { expectError, startTestServer, type TestServer } from '../../../test/testSupport';

const COMPANY = `query Company($id: ID!) {
  company(id: $id) {
    id name logo address address2 addressCity addressState addressZip website planLevel planSubscriptionId
  }
}`;
const UPDATE_COMPANY = `mutation UpdateCompany($id: ID!, $data: CompanyInput!) {
  updateCompany(id: $id, data: $data) { id name logo address addressCity website planLevel }
}`;
const SETTINGS = `query Settings($companyId: ID!, $status: String) {
  settings(companyId: $companyId, status: $status) { id name status }
}`;
const UPDATE_SETTING = `mutation Setting($id: ID!, $status: String!) {
  updateSetting(id: $id, status: $status) { id name status }
}`;
const UPLOAD = `mutation Upload($file: Upload!) { uploadImage(file: $file) { url } }`;

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

async function as(email: string) {
  const { token, companyId } = await t.signIn(email);
  const company = async () => (await t.ok(token, COMPANY, { id: companyId })).company;
  const settings = async (status?: string) =>
    (await t.ok(token, SETTINGS, { companyId, status })).settings as {
      id: string;
      name: string;
      status: string;
    }[];
  const upload = async () =>
    (await t.ok(token, UPLOAD, { file: new File([PNG], 'logo.png', { type: 'image/png' }) }))
      .uploadImage.url as string;
  return { token, companyId, company, settings, upload };
}

describe('company profile', () => {
  it('reads the own company', async () => {
    const admin = await as('admin40@routebook.test');
    expect(await admin.company()).toMatchObject({
      id: admin.companyId,
      name: 'Sparkle Cleaning Co',
      planLevel: 40,
      addressCity: 'Portland',
    });
    const staff = await as('staff40@routebook.test');
    expect((await staff.company()).id).toBe(admin.companyId);
  });

  it('updates the profile, trimming text and keeping what was not sent', async () => {
    const admin = await as('admin10@routebook.test');
    const before = await admin.company();
    const data = await t.ok(admin.token, UPDATE_COMPANY, {
      id: admin.companyId,
      data: {
        name: '  Greenway Lawn & Garden ',
        website: ' https://greenway.example/ ',
        address: '',
      },
    });
    expect(data.updateCompany).toMatchObject({
      name: 'Greenway Lawn & Garden',
      website: 'https://greenway.example/',
      address: null,
      addressCity: before.addressCity,
      planLevel: 10,
    });
  });

  it('requires a name when one is sent', async () => {
    const admin = await as('admin10@routebook.test');
    const before = await admin.company();
    for (const name of ['   ', null]) {
      expectError(
        await t.run(admin.token, UPDATE_COMPANY, {
          id: admin.companyId,
          data: { name, website: 'https://x.example' },
        }),
        'BAD_USER_INPUT',
        'Company name is required.',
      );
    }
    expect(await admin.company()).toEqual(before);
  });

  it('takes a logo only from an image the company uploaded, and removes it with null', async () => {
    const admin = await as('admin10@routebook.test');
    const other = await as('admin20@routebook.test');
    const theirs = await other.upload();
    for (const logo of [theirs, 'https://evil.example/logo.png']) {
      expectError(
        await t.run(admin.token, UPDATE_COMPANY, { id: admin.companyId, data: { logo } }),
        'BAD_USER_INPUT',
        'Upload the logo first.',
      );
    }
    expect((await admin.company()).logo).toBeNull();
    const mine = await admin.upload();
    const set = await t.ok(admin.token, UPDATE_COMPANY, {
      id: admin.companyId,
      data: { logo: mine },
    });
    expect(set.updateCompany.logo).toBe(mine);
    const cleared = await t.ok(admin.token, UPDATE_COMPANY, {
      id: admin.companyId,
      data: { logo: null },
    });
    expect(cleared.updateCompany.logo).toBeNull();
  });

  it('does not change the plan level here', async () => {
    const admin = await as('admin10@routebook.test');
    const result = await t.run(admin.token, UPDATE_COMPANY, {
      id: admin.companyId,
      data: { planLevel: 40 },
    });
    expect(result.errors?.[0]?.message).toContain('"planLevel" is not defined');
    expect((await admin.company()).planLevel).toBe(10);
  });
});

describe('company lists', () => {
  const CUSTOMERS = `query Customers($id: ID!, $search: String) {
    company(id: $id) { customers(search: $search) { displayName fullName status } }
  }`;

  it('lists every customer by display name; a search gives active customers by full name', async () => {
    const admin = await as('admin10@routebook.test');
    const all = (await t.ok(admin.token, CUSTOMERS, { id: admin.companyId })).company.customers;
    expect(all).toHaveLength(8);
    const names = all.map((c: { displayName: string }) => c.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.filter((c: { status: string }) => c.status === 'inactive')).toHaveLength(2);

    const blank = (await t.ok(admin.token, CUSTOMERS, { id: admin.companyId, search: '' })).company
      .customers;
    expect(blank).toHaveLength(6);
    expect(blank.every((c: { status: string }) => c.status === 'active')).toBe(true);

    const needle: string = blank[0].fullName.slice(1, 4).toUpperCase();
    const found = (await t.ok(admin.token, CUSTOMERS, { id: admin.companyId, search: needle }))
      .company.customers;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(6);
    for (const c of found) {
      expect(c.status).toBe('active');
      expect(c.fullName.toLowerCase()).toContain(needle.toLowerCase());
    }
  });

  it('finds a customer by the display name the screen shows, in both searches', async () => {
    const admin = await as('admin10@routebook.test');
    const ACTIVE = `query A($companyId: ID!, $search: String) {
      companyActiveCustomers(companyId: $companyId, search: $search) { displayName }
    }`;
    const names = (rows: { displayName: string }[]) => rows.map((c) => c.displayName);
    for (const [search, expected] of [
      ['bob', ['Bob Brown']],
      ['Residence', ['Smith Residence']],
      ['robert', ['Bob Brown']],
    ] as const) {
      const listed = (await t.ok(admin.token, CUSTOMERS, { id: admin.companyId, search })).company
        .customers;
      expect(names(listed)).toEqual(expected);
      const active = (await t.ok(admin.token, ACTIVE, { companyId: admin.companyId, search }))
        .companyActiveCustomers;
      expect(names(active)).toEqual(expected);
    }
  });

  it('lists routes without archived ones unless asked, and members for admins', async () => {
    const admin = await as('admin10@routebook.test');
    const ROUTES = `query R($id: ID!, $status: RouteStatus) {
      company(id: $id) { routes(status: $status) { status } companyUsers { email } }
    }`;
    const data = (await t.ok(admin.token, ROUTES, { id: admin.companyId })).company;
    expect(data.routes.map((r: { status: string }) => r.status).sort()).toEqual([
      'Complete',
      'active',
      'draft',
    ]);
    expect(data.companyUsers.map((m: { email: string }) => m.email)).toContain(
      'staff10@routebook.test',
    );
    const archived = (await t.ok(admin.token, ROUTES, { id: admin.companyId, status: 'archive' }))
      .company.routes;
    expect(archived).toEqual([{ status: 'archive' }]);
    const staff = await as('staff10@routebook.test');
    expectError(await t.run(staff.token, ROUTES, { id: staff.companyId }), 'FORBIDDEN');
  });

  it('refuses the lists of a company reached through another membership', async () => {
    const multi = await as('multi@routebook.test');
    const lists = (field: string) =>
      t.run(multi.token, `query L { me { companies { company { id name ${field} { id } } } } }`);
    const names = await t.ok(multi.token, `query N { me { companies { company { id name } } } }`);
    const other = names.me.companies.find(
      (m: { company: { id: string } }) => m.company.id !== multi.companyId,
    ).company;
    expect(other.name).toBe('Sparkle Cleaning Co');
    for (const field of ['customers', 'routes']) {
      const result = await lists(field);
      expectError(result, 'FORBIDDEN', 'That belongs to another company.');
      expect(result.errors?.[0]?.path?.slice(-2)).toEqual(['company', field]);
    }
    const own = await t.ok(
      multi.token,
      `query O { company(id: "${multi.companyId}") { customers { id } } }`,
    );
    expect(own.company.customers).toHaveLength(8);
  });
});

describe('settings', () => {
  it('lists the settings, filters by status and switches one', async () => {
    const admin = await as('admin10@routebook.test');
    const all = await admin.settings();
    expect(all).toHaveLength(2);
    const on = await admin.settings('on');
    expect(on).toHaveLength(1);
    expect((await admin.settings('off')).length).toBe(1);

    const setting = on[0];
    const data = await t.ok(admin.token, UPDATE_SETTING, { id: setting?.id, status: 'off' });
    expect(data.updateSetting).toEqual({ ...setting, status: 'off' });
    expect(await admin.settings('on')).toEqual([]);
  });

  it('accepts on or off only', async () => {
    const admin = await as('admin10@routebook.test');
    const before = await admin.settings();
    for (const status of ['maybe', '', 'enabled']) {
      expectError(
        await t.run(admin.token, UPDATE_SETTING, { id: before[0]?.id, status }),
        'BAD_USER_INPUT',
        "A setting's status must be on or off.",
      );
    }
    expect(await admin.settings()).toEqual(before);
  });
});

describe('tenancy', () => {
  it('answers another company as missing and changes nothing', async () => {
    const admin = await as('admin10@routebook.test');
    const other = await as('admin20@routebook.test');
    const companyBefore = await other.company();
    const settingsBefore = await other.settings();

    expect((await t.ok(admin.token, COMPANY, { id: other.companyId })).company).toBeNull();
    expectError(
      await t.run(admin.token, UPDATE_COMPANY, { id: other.companyId, data: { name: 'Hacked' } }),
      'NOT_FOUND',
    );
    expectError(
      await t.run(admin.token, SETTINGS, { companyId: other.companyId }),
      'FORBIDDEN',
      'That belongs to another company.',
    );
    expectError(
      await t.run(admin.token, UPDATE_SETTING, { id: settingsBefore[0]?.id, status: 'on' }),
      'NOT_FOUND',
    );

    expect(await other.company()).toEqual(companyBefore);
    expect(await other.settings()).toEqual(settingsBefore);
  });
});
