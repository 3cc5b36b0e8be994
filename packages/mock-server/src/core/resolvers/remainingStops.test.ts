/**
 * reorderRemainingStops: the field action that applies an optimized order to a route's remaining
 * stops. Who may, which items move (done jobs and notes), renumbering, refusals, and exactly once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import {
  expectError,
  startTestServer,
  the,
  type SignedIn,
  type TestServer,
} from '../../../test/testSupport';

const CREATE_ROUTE = `mutation Create($data: RouteInput!) { createRoute(data: $data) { route { id } } }`;
const UPDATE_ROUTE = `mutation Update($id: ID!, $data: RouteUpdateInput!) {
  updateRoute(id: $id, data: $data) { route { id status } }
}`;
const ADD_ITEM = `mutation Add($data: RouteItemInput!, $job: RouteItemJobInput, $note: RouteItemNoteInput) {
  createRouteItem(data: $data, job: $job, note: $note) { routeItem { id job { id } note { id } } }
}`;
const UPDATE_JOB = `mutation Job($id: ID!, $data: JobInput!) { updateJob(id: $id, data: $data) { job { id } } }`;
const CUSTOMERS = `query C($companyId: ID!) { companyActiveCustomers(companyId: $companyId) { id } }`;
const ITEMS = `query Items($id: ID!) {
  route(id: $id) { items { order job { id } note { note } } }
}`;
const REORDER = `mutation Reorder($routeId: ID!, $jobIds: [ID!]!, $key: ID) {
  reorderRemainingStops(routeId: $routeId, jobIds: $jobIds, clientMutationId: $key) {
    route { id items { order job { id } } }
    clientMutationId
  }
}`;

let t: TestServer;
let admin: SignedIn;
let staff: SignedIn;
beforeEach(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin40@routebook.test');
  staff = await t.signIn('staff40@routebook.test');
});

/**
 * An active route of staff40 built from `layout`: 'j…' a job, 'n…' a note (its text is its name).
 * Answers the route's id and each job's id by name.
 */
async function route(layout: string[], technician: string | null = staff.companyUserId) {
  const customer = (await t.ok(admin.token, CUSTOMERS, { companyId: admin.companyId }))
    .companyActiveCustomers[0].id;
  const { createRoute } = await t.ok(admin.token, CREATE_ROUTE, {
    data: { name: `Route ${layout.join(' ')}`, status: 'active', technician },
  });
  const id: string = createRoute.route.id;
  const jobs: Record<string, string> = {};
  for (const name of layout) {
    const isJob = name.startsWith('j');
    const { createRouteItem } = await t.ok(admin.token, ADD_ITEM, {
      data: { route: id, type: isJob ? 'job' : 'note' },
      ...(isJob ? { job: { customer } } : { note: { note: `<p>${name}</p>` } }),
    });
    if (isJob) jobs[name] = createRouteItem.routeItem.job.id;
  }
  const job = (name: string) => the(jobs[name]);
  return { id, jobs, job };
}

/** The route as names in item order, with the orders. */
async function layoutOf(routeId: string, jobs: Record<string, string>) {
  const names = new Map(Object.entries(jobs).map(([name, id]) => [id, name]));
  const { route: found } = await t.ok(admin.token, ITEMS, { id: routeId });
  return found.items.map(
    (item: { order: number; job: { id: string } | null; note: { note: string } | null }) => [
      item.job ? names.get(item.job.id) : (item.note?.note ?? '').replace(/<\/?p>/g, ''),
      item.order,
    ],
  );
}

const names = (layout: [string, number][]) => layout.map(([name]) => name);

describe('reorderRemainingStops', () => {
  it("puts the technician's remaining stops in the given order, renumbered 10, 20, 30", async () => {
    const r = await route(['j1', 'j2', 'j3']);
    const data = await t.ok(staff.token, REORDER, {
      routeId: r.id,
      jobIds: [r.job('j3'), r.job('j1'), r.job('j2')],
    });
    expect(data.reorderRemainingStops.route.id).toBe(r.id);
    expect(await layoutOf(r.id, r.jobs)).toEqual([
      ['j3', 10],
      ['j1', 20],
      ['j2', 30],
    ]);
  });

  it('keeps done jobs in their places; listed jobs take the places the listed jobs held', async () => {
    const r = await route(['j1', 'j2', 'j3', 'j4', 'j5']);
    await t.ok(staff.token, UPDATE_JOB, { id: r.job('j2'), data: { status: 'complete' } });
    await t.ok(admin.token, UPDATE_JOB, { id: r.job('j4'), data: { status: 'cancelled' } });
    await t.ok(staff.token, REORDER, {
      routeId: r.id,
      jobIds: [r.job('j5'), r.job('j3'), r.job('j1')],
    });
    expect(names(await layoutOf(r.id, r.jobs))).toEqual(['j5', 'j2', 'j3', 'j4', 'j1']);
  });

  it('leaves unlisted remaining jobs in their places', async () => {
    const r = await route(['j1', 'j2', 'j3', 'j4']);
    await t.ok(staff.token, REORDER, { routeId: r.id, jobIds: [r.job('j4'), r.job('j1')] });
    expect(await layoutOf(r.id, r.jobs)).toEqual([
      ['j4', 10],
      ['j2', 20],
      ['j3', 30],
      ['j1', 40],
    ]);
  });

  it('moves each note with the job after it; a note after the last job stays last', async () => {
    const r = await route(['n1', 'j1', 'j2', 'n2', 'j3', 'n3']);
    await t.ok(staff.token, REORDER, {
      routeId: r.id,
      jobIds: [r.job('j3'), r.job('j2'), r.job('j1')],
    });
    expect(await layoutOf(r.id, r.jobs)).toEqual([
      ['n2', 10],
      ['j3', 20],
      ['j2', 30],
      ['n1', 40],
      ['j1', 50],
      ['n3', 60],
    ]);
  });

  it('lets an admin reorder any route of the company', async () => {
    const r = await route(['j1', 'j2'], null);
    await t.ok(admin.token, REORDER, { routeId: r.id, jobIds: [r.job('j2'), r.job('j1')] });
    expect(names(await layoutOf(r.id, r.jobs))).toEqual(['j2', 'j1']);
  });

  it("refuses another member (FORBIDDEN) and another company's route (NOT_FOUND)", async () => {
    // The admin runs this route: staff40 is a member, but not its technician.
    const r = await route(['j1', 'j2'], admin.companyUserId);
    expectError(
      await t.run(staff.token, REORDER, { routeId: r.id, jobIds: [r.job('j2'), r.job('j1')] }),
      'FORBIDDEN',
      messages.forbidden,
    );
    const other = await t.signIn('admin30@routebook.test');
    expectError(
      await t.run(other.token, REORDER, { routeId: r.id, jobIds: [r.job('j2'), r.job('j1')] }),
      'NOT_FOUND',
    );
    expect(names(await layoutOf(r.id, r.jobs))).toEqual(['j1', 'j2']);
  });

  it('refuses a done job, a job of another route, an unknown or foreign job and a job twice', async () => {
    const r = await route(['j1', 'j2', 'j3']);
    const elsewhere = await route(['j9']);
    await t.ok(staff.token, UPDATE_JOB, { id: r.job('j2'), data: { status: 'complete' } });
    const refused = async (jobIds: string[], code: string, message: string) =>
      expectError(await t.run(staff.token, REORDER, { routeId: r.id, jobIds }), code, message);
    await refused(
      [r.job('j3'), r.job('j2'), r.job('j1')],
      'BAD_USER_INPUT',
      messages.remainingStopDone,
    );
    await refused(
      [r.job('j3'), elsewhere.job('j9')],
      'BAD_USER_INPUT',
      messages.remainingStopNotOnRoute,
    );
    await refused([r.job('j3'), r.job('j3')], 'BAD_USER_INPUT', messages.remainingStopListedTwice);
    await refused([r.job('j3'), 'no-such-job'], 'NOT_FOUND', messages.jobDeleted);
    const other = await t.signIn('admin30@routebook.test');
    const foreign = (await t.routeJobs(other.token, other.companyId))[0]?.id as string;
    await refused([r.job('j3'), foreign], 'NOT_FOUND', messages.jobDeleted);
    expect(names(await layoutOf(r.id, r.jobs))).toEqual(['j1', 'j2', 'j3']);
  });

  it('refuses a draft or archived route with CONFLICT', async () => {
    for (const status of ['draft', 'archive']) {
      const r = await route(['j1', 'j2']);
      await t.ok(admin.token, UPDATE_ROUTE, { id: r.id, data: { status } });
      expectError(
        await t.run(admin.token, REORDER, { routeId: r.id, jobIds: [r.job('j2'), r.job('j1')] }),
        'CONFLICT',
        messages.remainingStopsRouteInactive,
      );
      expect(names(await layoutOf(r.id, r.jobs))).toEqual(['j1', 'j2']);
    }
  });

  it('applies a clientMutationId once: a replay answers the same and changes nothing', async () => {
    const r = await route(['j1', 'j2', 'j3']);
    const first = await t.ok(staff.token, REORDER, {
      routeId: r.id,
      jobIds: [r.job('j3'), r.job('j1')],
      key: 'reorder-1',
    });
    expect(first.reorderRemainingStops.clientMutationId).toBe('reorder-1');
    // Moved by hand after the first call: a replay must not undo this.
    await t.ok(staff.token, REORDER, { routeId: r.id, jobIds: [r.job('j2'), r.job('j3')] });
    const moved = await layoutOf(r.id, r.jobs);
    const replay = await t.ok(staff.token, REORDER, {
      routeId: r.id,
      jobIds: [r.job('j3'), r.job('j1')],
      key: 'reorder-1',
    });
    expect(replay.reorderRemainingStops.clientMutationId).toBe('reorder-1');
    expect(replay.reorderRemainingStops.route.id).toBe(r.id);
    expect(await layoutOf(r.id, r.jobs)).toEqual(moved);
    expectError(
      await t.run(staff.token, REORDER, { routeId: r.id, jobIds: [r.job('j1')], key: 'reorder-1' }),
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('never leaves two items with one order, however many calls run at once', async () => {
    const r = await route(['n1', 'j1', 'j2', 'j3', 'j4']);
    const [j1, j2, j3, j4] = [r.job('j1'), r.job('j2'), r.job('j3'), r.job('j4')];
    const orders = [
      [j4, j3, j2, j1],
      [j2, j1],
      [j1, j3, j4],
      [j3, j4, j1, j2],
      [j4, j1],
    ];
    const results = await Promise.all(
      orders.map((jobIds, i) =>
        t.run(i % 2 ? admin.token : staff.token, REORDER, { routeId: r.id, jobIds }),
      ),
    );
    for (const result of results) expect(result.errors).toBeUndefined();
    const layout = await layoutOf(r.id, r.jobs);
    expect(layout.map(([, order]: [string, number]) => order)).toEqual([10, 20, 30, 40, 50]);
    expect([...names(layout)].sort()).toEqual(['j1', 'j2', 'j3', 'j4', 'n1']);
  });
});
