/**
 * "Show customer notes to field staff" off hides Customer.note from a regular member on every path
 * to a customer. As fieldAccess.test.ts does for a colleague's email, the schema is walked for
 * every path from a query to a Customer (no type twice on one path) and each is asked by a regular
 * member and by an admin, run by the access layer alone (graphql's execute). The answers of
 * mutations a regular member sends (a field action's payload) are asked too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { execute, parse } from 'graphql';
import { SETTING_KEYS } from '@routebook/schema';
import { DEMO_PASSWORD } from '../seed/seed';
import { startTestServer, the, type SignedIn, type TestServer } from '../../test/testSupport';
import { pathDocument, schemaPaths, type SchemaPath } from '../../test/testSchemaPaths';

/** On every customer of the company, so any path that reaches any customer would show it. */
const NOTE = 'Gate code 7781, key under the blue pot';

let t: TestServer;
let staff: SignedIn;
let admin: SignedIn;
let otherAdmin: SignedIn;
let jobId: string;
let routeId: string;
let customerId: string;

const emailOf = (who: SignedIn) => t.server.store.users.get(who.userId)?.email ?? 'unknown';

/** The arguments of each query that leads to a customer, as `who` asks it. */
function rootArguments(field: string, who: SignedIn): Record<string, unknown> | undefined {
  const period = { from: '2026-10-01', to: '2026-11-30' };
  const credentials = { email: emailOf(who), password: DEMO_PASSWORD };
  const table: Record<string, Record<string, unknown>> = {
    userLogin: { data: credentials },
    companyUserLogin: { data: { companyId: who.companyId, ...credentials } },
    user: { id: who.userId },
    companyUser: { id: who.companyUserId },
    linkCompanyUser: { userId: who.userId, companyUserId: who.companyUserId, invitecode: 'x' },
    companyActiveUsers: { companyId: who.companyId },
    getServiceItems: { companyId: who.companyId },
    company: { id: who.companyId },
    companyActiveCustomers: { companyId: who.companyId },
    companyCustomer: { id: customerId },
    routes: { companyId: who.companyId },
    routesArchive: { companyId: who.companyId },
    route: { id: routeId },
    job: { id: jobId },
    getJobServiceItemsByJobId: { id: jobId },
    me: {},
    timesheet: period,
    userTimesheet: { companyUserId: staff.companyUserId, ...period },
    report: { companyId: who.companyId, ...period },
    today: { companyId: who.companyId, companyUserId: staff.companyUserId },
  };
  return table[field];
}

/** The path's answer as JSON, and whether it reached a customer of the caller's company. */
async function ask(who: SignedIn, path: SchemaPath) {
  const root = path.fields[0]!.name;
  const variables = rootArguments(root, who);
  if (!variables) throw new Error(`${path.name}: add the arguments of ${root} to rootArguments`);
  const result = await execute({
    schema: t.server.schema,
    document: parse(pathDocument(path, 'id note', 50)),
    variableValues: variables,
    contextValue: await t.server.contextFor(who.token),
  });
  const data = JSON.stringify(result.data ?? null);
  const customers = t.server.store.customers.where('companyId', who.companyId);
  return { data, reached: customers.some((customer) => data.includes(`"${customer.id}"`)) };
}

async function setNotesForStaff(who: SignedIn, status: 'on' | 'off') {
  const { settings } = await t.ok(
    who.token,
    `query S($companyId: ID!) { settings(companyId: $companyId) { id key } }`,
    { companyId: who.companyId },
  );
  const setting = the(
    (settings as { id: string; key: string }[]).find(
      (s) => s.key === SETTING_KEYS.customerNotesForStaff,
    ),
  );
  await t.ok(
    who.token,
    `mutation U($id: ID!, $status: String!) { updateSetting(id: $id, status: $status) { id } }`,
    { id: setting.id, status },
  );
}

/** Asks every path; answers how many reached a customer and the names of those showing NOTE. */
async function walk(who: SignedIn, paths: SchemaPath[]) {
  let reaching = 0;
  const showing: string[] = [];
  for (const path of paths) {
    const { data, reached } = await ask(who, path);
    if (reached) reaching += 1;
    if (data.includes(NOTE)) showing.push(path.name);
  }
  return { reaching, showing };
}

describe('"Show customer notes to field staff", on every path to a customer', () => {
  let paths: SchemaPath[];
  beforeAll(async () => {
    t = await startTestServer();
    staff = await t.signIn('staff40@routebook.test');
    admin = await t.signIn('admin40@routebook.test');
    otherAdmin = await t.signIn('admin10@routebook.test');
    for (const customer of t.server.store.customers.where('companyId', admin.companyId)) {
      t.server.store.customers.update(customer.id, { note: NOTE });
    }
    // The staff member's own job on Today's route: the paths a technician uses reach it.
    const job = the(
      (await t.routeJobs(staff.token, staff.companyId)).find(
        (candidate) =>
          t.server.store.routes.get(candidate.routeId)?.technicianId === staff.companyUserId,
      ),
    );
    jobId = job.id;
    routeId = job.routeId;
    customerId = the(t.server.store.jobs.get(jobId)).customerId;
    paths = schemaPaths(t.server.schema, (type) => type === 'Customer');
  });

  it('finds the paths a technician uses, and many more', () => {
    const names = paths.map((path) => path.name);
    for (const known of [
      'Query.job.customer',
      'Query.route.items.job.customer',
      'Query.routes.jobs.customer',
      'Query.today.jobs.customer',
      'Query.companyActiveCustomers',
      'Query.companyCustomer',
      'Query.company.customersConnection.edges.node',
    ]) {
      expect(names).toContain(known);
    }
    expect(paths.length).toBeGreaterThan(50);
  });

  it('on (the default): a regular member reads the note where they reach a customer', async () => {
    const { reaching, showing } = await walk(staff, paths);
    expect(reaching).toBeGreaterThan(20);
    expect(showing).toEqual(expect.arrayContaining(['Query.job.customer']));
  });

  it('off: a regular member reads no customer note by any of them', async () => {
    await setNotesForStaff(admin, 'off');
    const { reaching, showing } = await walk(staff, paths);
    // Not answered empty alike: the customers are still reached, without their note.
    expect(reaching).toBeGreaterThan(20);
    expect(showing).toEqual([]);
  });

  it('off: the answer of a field action a regular member sends shows no note either', async () => {
    const answer = await t.ok(
      staff.token,
      `mutation N($data: JobNoteInput!) {
        createJobNote(data: $data) { job { customer { id note } } }
      }`,
      { data: { job: jobId, description: 'Left the side gate shut' } },
    );
    expect(answer.createJobNote.job.customer).toEqual({ id: customerId, note: null });
    const updated = await t.ok(
      staff.token,
      `mutation U($id: ID!, $data: JobInput!) {
        updateJob(id: $id, data: $data) { job { customer { note } } route { items { job { customer { note } } } } }
      }`,
      { id: jobId, data: { notes: 'Bring the ladder' } },
    );
    expect(JSON.stringify(updated)).not.toContain(NOTE);
  });

  it('off: an admin still reads it wherever a customer is reached', async () => {
    const { reaching, showing } = await walk(admin, paths);
    expect(reaching).toBeGreaterThan(20);
    const reachingPaths: string[] = [];
    for (const path of paths) if ((await ask(admin, path)).reached) reachingPaths.push(path.name);
    expect(showing).toEqual(reachingPaths);
  });

  it("another company's setting does not apply", async () => {
    await setNotesForStaff(admin, 'on');
    await setNotesForStaff(otherAdmin, 'off');
    const answer = await t.ok(
      staff.token,
      `query J($id: ID!) { job(id: $id) { customer { note } } }`,
      {
        id: jobId,
      },
    );
    expect(answer.job.customer.note).toBe(NOTE);
  });
});
