/**
 * A field's rule holds on every path to its record. The schema is walked for every path from a
 * query to a CompanyUser or a User (no type twice on one path), and each is asked as an attacker
 * (a regular member), as an admin and as the colleague themself. The paths are run by the access
 * layer alone (graphql's execute, without the query limits), so a path too deep for a client to
 * send is held to the same rule. Also: what a membership in another company shows of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  execute,
  getNamedType,
  isNonNullType,
  isObjectType,
  parse,
  type GraphQLObjectType,
} from 'graphql';
import { messages } from '@routebook/schema';
import { DEMO_PASSWORD } from '../seed/seed';
import { expectError, startTestServer, type SignedIn, type TestServer } from '../testSupport';
import { pathDocument, schemaPaths, type SchemaPath } from '../testSchemaPaths';

/** The person fields a colleague must not read, by type. */
const PERSONAL: Record<string, string[]> = {
  CompanyUser: ['username', 'email', 'mobile'],
  User: ['email'],
};

const COLLEAGUE = {
  email: 'bea.colleague@routebook.test',
  mobile: '+1 555 014 2777',
  firstName: 'Bea',
  lastName: 'Colleague',
};

interface Ids {
  companyId: string;
  routeId: string;
  jobId: string;
  customerId: string;
}

let t: TestServer;
let attacker: SignedIn;
let admin: SignedIn;
let colleague: SignedIn;
let ids: Ids;

/** The arguments of each query that leads to a person, as `who` asks it. */
function rootArguments(field: string, who: SignedIn): Record<string, unknown> | undefined {
  const email = (signedIn: SignedIn) =>
    t.server.store.users.get(signedIn.userId)?.email ?? 'unknown';
  const period = { from: '2026-11-01', to: '2026-11-02' };
  const credentials = { email: email(who), password: DEMO_PASSWORD };
  const table: Record<string, Record<string, unknown>> = {
    userLogin: { data: credentials },
    companyUserLogin: { data: { companyId: ids.companyId, ...credentials } },
    company: { id: ids.companyId },
    user: { id: colleague.userId },
    companyUser: { id: colleague.companyUserId },
    linkCompanyUser: {
      userId: who.userId,
      companyUserId: colleague.companyUserId,
      invitecode: 'x',
    },
    companyActiveUsers: { companyId: ids.companyId },
    companyActiveCustomers: { companyId: ids.companyId },
    companyCustomer: { id: ids.customerId },
    routes: { companyId: ids.companyId },
    routesArchive: { companyId: ids.companyId },
    route: { id: ids.routeId },
    job: { id: ids.jobId },
    getServiceItems: { companyId: ids.companyId },
    getJobServiceItemsByJobId: { id: ids.jobId },
    me: {},
    timesheet: period,
    userTimesheet: { companyUserId: colleague.companyUserId, ...period },
    report: { companyId: ids.companyId, ...period },
    today: { companyId: ids.companyId, companyUserId: colleague.companyUserId },
  };
  return table[field];
}

async function ask(who: SignedIn, path: SchemaPath, leaf: string) {
  const root = path.fields[0]!.name;
  const variables = rootArguments(root, who);
  if (!variables) throw new Error(`${path.name}: add the arguments of ${root} to rootArguments`);
  const result = await execute({
    schema: t.server.schema,
    document: parse(pathDocument(path, `id ${leaf}`.trim(), 5)),
    variableValues: variables,
    contextValue: await t.server.contextFor(who.token),
  });
  return { data: JSON.stringify(result.data ?? null), errors: result.errors ?? [] };
}

/** Whether the path's answer names the colleague (with `alone`, and no other person). */
async function reachesColleague(who: SignedIn, path: SchemaPath, { alone = false } = {}) {
  const { data } = await ask(who, path, '');
  const { store } = t.server;
  const own = path.target === 'User' ? colleague.userId : colleague.companyUserId;
  const everyone =
    path.target === 'User'
      ? store.users.all().map((u) => u.id)
      : store.companyUsers.all().map((m) => m.id);
  const named = everyone.filter((id) => data.includes(`"${id}"`));
  return named.includes(own) && (!alone || named.length === 1);
}

const colleagueValues = () => {
  const member = t.server.store.companyUsers.get(colleague.companyUserId)!;
  return { username: member.username, email: member.email, mobile: member.mobile! };
};

async function setUp() {
  t = await startTestServer();
  attacker = await t.signIn('staff40@routebook.test');
  admin = await t.signIn('admin40@routebook.test');
  const { createCompanyUser } = await t.ok(
    admin.token,
    `mutation Add($data: CompanyUserInput!) { createCompanyUser(data: $data) { companyUser { id } } }`,
    { data: { ...COLLEAGUE, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD } },
  );
  expect(createCompanyUser.companyUser.id).toBeTruthy();
  colleague = await t.signIn(COLLEAGUE.email);
  const customerId = t.server.store.customers.where('companyId', admin.companyId)[0]!.id;
  const { createRoute } = await t.ok(
    admin.token,
    `mutation R($data: RouteInput!) { createRoute(data: $data) { route { id } } }`,
    { data: { name: "Bea's Route", status: 'active', technician: colleague.companyUserId } },
  );
  const routeId = createRoute.route.id as string;
  const { createRouteItem } = await t.ok(
    admin.token,
    `mutation I($data: RouteItemInput!, $job: RouteItemJobInput) {
      createRouteItem(data: $data, job: $job) { routeItem { job { id } } }
    }`,
    { data: { route: routeId, type: 'job' }, job: { customer: customerId } },
  );
  const jobId = createRouteItem.routeItem.job.id as string;
  // The colleague worked the job and wrote on it; it has a service item.
  await t.ok(
    colleague.token,
    `mutation T($data: JobTimeInput!) { createJobTime(data: $data) { jobTime { id } } }`,
    {
      data: {
        job: jobId,
        timeIn: '2026-11-02T08:00',
        timeInAt: '2026-11-02T08:00:00.000Z',
        timeOut: '2026-11-02T08:40',
        timeOutAt: '2026-11-02T08:40:00.000Z',
      },
    },
  );
  await t.ok(
    colleague.token,
    `mutation N($data: JobNoteInput!) { createJobNote(data: $data) { jobNote { id } } }`,
    { data: { job: jobId, description: 'Gate code 4411' } },
  );
  const serviceItemId = t.server.store.serviceItems.where('companyId', admin.companyId)[0]!.id;
  await t.ok(
    admin.token,
    `mutation S($jobId: ID!, $serviceItemId: ID!) {
      createJobServiceItem(jobId: $jobId, serviceItemId: $serviceItemId) { jobServiceItem { id } }
    }`,
    { jobId, serviceItemId },
  );
  ids = { companyId: admin.companyId, routeId, jobId, customerId };
}

describe("a colleague's email and mobile, on every path to a person", () => {
  let paths: SchemaPath[];
  beforeAll(async () => {
    await setUp();
    paths = schemaPaths(t.server.schema, (type) => Boolean(PERSONAL[type]));
  });

  it('finds the paths the attacker used, and many more', () => {
    const names = paths.map((path) => path.name);
    for (const known of [
      'Query.routes.technician',
      'Query.route.technician',
      'Query.today.companyUser',
      'Query.job.jobTime.user',
      'Query.me',
      'Query.me.companies',
      'Query.user',
      'Query.company.companyUsers',
      'Query.companyActiveUsers',
      'Query.report.timeByUser.companyUser',
      'Query.companyUser.user',
    ]) {
      expect(names).toContain(known);
    }
    expect(paths.length).toBeGreaterThan(300);
  });

  it('a regular member reads no colleague email, login name or mobile by any of them', async () => {
    const values = colleagueValues();
    let refused = 0;
    for (const path of paths) {
      for (const leaf of PERSONAL[path.target]!) {
        const answer = await ask(attacker, path, leaf);
        for (const value of Object.values(values)) {
          expect(answer.data, `${path.name}.${leaf}`).not.toContain(value);
        }
        if (answer.errors.length > 0) refused += 1;
      }
    }
    // Not answered empty alike: many paths reach the colleague and are refused at the field.
    expect(refused).toBeGreaterThan(100);
  });

  it('an admin reads them wherever the colleague is reached', async () => {
    const values = colleagueValues();
    let reaching = 0;
    for (const path of paths) {
      if (!(await reachesColleague(admin, path))) continue;
      reaching += 1;
      for (const leaf of PERSONAL[path.target]!) {
        const answer = await ask(admin, path, leaf);
        expect(answer.errors, `${path.name}.${leaf}`).toEqual([]);
        expect(answer.data, `${path.name}.${leaf}`).toContain(values[leaf as keyof typeof values]);
      }
    }
    expect(reaching).toBeGreaterThan(100);
  });

  it('the colleague reads their own wherever they alone are reached', async () => {
    const values = colleagueValues();
    const reaching: string[] = [];
    for (const path of paths) {
      // Where others are reached too, their refusals may take the shared answer with them.
      if (!(await reachesColleague(colleague, path, { alone: true }))) continue;
      reaching.push(path.name);
      for (const leaf of PERSONAL[path.target]!) {
        const answer = await ask(colleague, path, leaf);
        expect(answer.errors, `${path.name}.${leaf}`).toEqual([]);
        expect(answer.data, `${path.name}.${leaf}`).toContain(values[leaf as keyof typeof values]);
      }
    }
    expect(reaching).toEqual(
      expect.arrayContaining([
        'Query.me',
        'Query.me.companies',
        'Query.today.companyUser',
        'Query.route.technician',
        'Query.timesheet.companyUser',
        'Query.user',
      ]),
    );
  });

  it('names the colleague to the attacker: first and last name', async () => {
    const answer = await t.ok(
      attacker.token,
      `query R($id: ID!) { route(id: $id) { technician { id firstName lastName role } } }`,
      { id: ids.routeId },
    );
    expect(answer.route.technician).toEqual({
      id: colleague.companyUserId,
      firstName: 'Bea',
      lastName: 'Colleague',
      role: 'regular',
    });
    const asked = await t.run(
      attacker.token,
      `query R($id: ID!) { route(id: $id) { name technician { email mobile } } }`,
      { id: ids.routeId },
    );
    expectError(asked, 'FORBIDDEN', messages.forbidden);
    expect(asked.data).toEqual({ route: { name: "Bea's Route", technician: null } });
  });
});

describe('a membership switched off in another company', () => {
  const SECRET_ADDRESS = '12 Hidden Lane';
  const SECRET_TEXT = 'Hi {customer}, {technician} here: the van is on its way.';

  it('shows that company by id and name alone; every other field is refused', async () => {
    await setUp();
    // Morgan Multi is admin at Sparkle (plan 40) and regular at Shield (plan 30).
    const sparkle = admin.companyId;
    await t.ok(
      admin.token,
      `mutation C($id: ID!, $data: CompanyInput!) { updateCompany(id: $id, data: $data) { id } }`,
      { id: sparkle, data: { address: SECRET_ADDRESS, onMyWayMessage: SECRET_TEXT } },
    );
    const membership = t.server.store.companyUsers
      .where('companyId', sparkle)
      .find((m) => m.email === 'multi@routebook.test')!;
    await t.ok(
      admin.token,
      `mutation U($id: ID!, $data: CompanyUserUpdateInput!) {
        updateCompanyUser(id: $id, data: $data) { companyUser { status } }
      }`,
      { id: membership.id, data: { status: 'inactive' } },
    );
    // An admin at Shield, so that nothing of Shield's own (asked alongside) is refused.
    const shield = t.server.store.companyUsers
      .all()
      .find((m) => m.email === 'multi@routebook.test' && m.companyId !== sparkle)!;
    t.server.store.companyUsers.update(shield.id, { role: 'admin' });
    const multi = await t.signIn('multi@routebook.test');
    expect(multi.companyId).toBe(shield.companyId);

    // The company switcher's question: each membership with its company's id and name.
    const switcher = await t.ok(
      multi.token,
      `query S { me { companies { id status role company { id name } } } }`,
    );
    expect(switcher.me.companies).toContainEqual({
      id: membership.id,
      status: 'inactive',
      role: 'admin',
      company: { id: sparkle, name: 'Sparkle Cleaning Co' },
    });

    const at = switcher.me.companies.findIndex((m: { id: string }) => m.id === membership.id);
    const company = t.server.schema.getType('Company') as GraphQLObjectType;
    const others = Object.values(company.getFields()).filter(
      (f) => !['id', 'name'].includes(f.name),
    );
    expect(others.map((f) => f.name)).toEqual(
      expect.arrayContaining(['address', 'onMyWayMessage', 'logo', 'planLevel', 'companyUsers']),
    );
    for (const field of others) {
      const args = field.args
        .filter((arg) => isNonNullType(arg.type))
        .map((arg) => `${arg.name}: 5`);
      const selection = `${field.name}${args.length ? `(${args.join(', ')})` : ''}${
        isObjectType(getNamedType(field.type)) ? ' { __typename }' : ''
      }`;
      const result = await t.run(
        multi.token,
        `query O { me { companies { company { id ${selection} } } } }`,
      );
      const refusal = result.errors?.find(
        (e) =>
          JSON.stringify(e.path) === JSON.stringify(['me', 'companies', at, 'company', field.name]),
      );
      expect(refusal?.extensions?.code, field.name).toBe('FORBIDDEN');
      expect(refusal?.message, field.name).toBe(messages.wrongCompany);
      const data = JSON.stringify(result.data ?? null);
      expect(data).not.toContain(SECRET_ADDRESS);
      expect(data).not.toContain('the van is on its way');
    }
    // Its own company's fields it reads as before.
    const own = await t.ok(
      multi.token,
      `query M { me { currentUser { company { id planLevel } } } }`,
    );
    expect(own.me.currentUser.company).toEqual({ id: multi.companyId, planLevel: 30 });
  });
});
