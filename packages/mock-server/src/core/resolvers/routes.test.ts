import { beforeEach, describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { expectError, startTestServer, type TestServer } from '../../../test/testSupport';
import { enforceAccess } from '../access';
import { createWriteQueue } from '../writeQueue';

const ROUTES = `query Routes($companyId: ID!, $status: RouteStatus) {
  routes(companyId: $companyId, status: $status) { id name status }
}`;
const ROUTE = `query Route($id: ID!) {
  route(id: $id) {
    id name status
    items { id type order job { id status customer { id } counts { clockIns tasks photos notes serviceItems } } note { id note } }
  }
}`;
const CREATE_ROUTE = `mutation Create($data: RouteInput!) {
  createRoute(data: $data) { route { id name status isTemplate } company { id routes { id } } }
}`;
const UPDATE_ROUTE = `mutation Update($id: ID!, $data: RouteUpdateInput!) {
  updateRoute(id: $id, data: $data) { route { id name status } }
}`;
const ADD_ITEM = `mutation Add($data: RouteItemInput!, $job: RouteItemJobInput, $note: RouteItemNoteInput) {
  createRouteItem(data: $data, job: $job, note: $note) {
    routeItem { id type order job { id status route { id } } note { note } }
    route { id items { id } }
  }
}`;
const CUSTOMERS = `query C($companyId: ID!) { companyActiveCustomers(companyId: $companyId) { id } }`;

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

async function as(email: string) {
  const { token, companyId } = await t.signIn(email);
  const routes = (status?: string) =>
    t.ok(token, ROUTES, { companyId, status }).then((d) => d.routes);
  const route = (id: string) => t.ok(token, ROUTE, { id }).then((d) => d.route);
  const customerId = async () =>
    (await t.ok(token, CUSTOMERS, { companyId })).companyActiveCustomers[0].id;
  return { token, companyId, routes, route, customerId };
}

describe('routes', () => {
  it('creates a route as a draft by default, marked isTemplate when the modal says so', async () => {
    const admin = await as('admin10@routebook.test');
    const data = await t.ok(admin.token, CREATE_ROUTE, {
      data: { name: ' Friday ', isTemplate: true },
    });
    expect(data.createRoute.route).toMatchObject({
      name: 'Friday',
      status: 'draft',
      isTemplate: true,
    });
    expect(data.createRoute.company.routes.map((r: { id: string }) => r.id)).toContain(
      data.createRoute.route.id,
    );
  });

  it('requires a name', async () => {
    const admin = await as('admin10@routebook.test');
    expectError(
      await t.run(admin.token, CREATE_ROUTE, { data: { name: '  ' } }),
      'BAD_USER_INPUT',
      'Route name is required.',
    );
  });

  it.each([
    ['admin10@routebook.test', 1],
    ['admin20@routebook.test', 1],
    ['admin30@routebook.test', 2],
    ['admin-unset@routebook.test', 1],
  ])('%s may have %i active route(s) and no more', async (email, limit) => {
    const admin = await as(email);
    expect((await admin.routes('active')).length).toBe(limit);
    const result = await t.run(admin.token, CREATE_ROUTE, {
      data: { name: 'One more', status: 'active' },
    });
    expectError(
      result,
      'PLAN_LIMIT',
      'Please Upgrade your company plan to allow for more active routes.',
    );
    expect((await admin.routes('active')).length).toBe(limit);
  });

  it('has no active-route limit at plan 40', async () => {
    const admin = await as('admin40@routebook.test');
    for (let i = 0; i < 3; i += 1) {
      await t.ok(admin.token, CREATE_ROUTE, { data: { name: `Active ${i}`, status: 'active' } });
    }
    expect((await admin.routes('active')).length).toBe(5);
  });

  it('lets an active route stay active on edit, and refuses activating another at the limit', async () => {
    const admin = await as('admin10@routebook.test');
    const [active] = await admin.routes('active');
    const [draft] = await admin.routes('draft');
    const renamed = await t.ok(admin.token, UPDATE_ROUTE, {
      id: active.id,
      data: { name: 'Renamed', status: 'active' },
    });
    expect(renamed.updateRoute.route).toMatchObject({ name: 'Renamed', status: 'active' });
    const refused = await t.run(admin.token, UPDATE_ROUTE, {
      id: draft.id,
      data: { status: 'active' },
    });
    expectError(
      refused,
      'PLAN_LIMIT',
      'Please upgrade your company plan to allow for more active routes.',
    );
    await t.ok(admin.token, UPDATE_ROUTE, { id: active.id, data: { status: 'Complete' } });
    const activated = await t.ok(admin.token, UPDATE_ROUTE, {
      id: draft.id,
      data: { status: 'active' },
    });
    expect(activated.updateRoute.route.status).toBe('active');
  });

  it('requires a name on edit', async () => {
    const admin = await as('admin10@routebook.test');
    const [draft] = await admin.routes('draft');
    expectError(
      await t.run(admin.token, UPDATE_ROUTE, { id: draft.id, data: { name: '' } }),
      'BAD_USER_INPUT',
      'Route name is required.',
    );
  });

  it('lists archived routes only in the archive', async () => {
    const admin = await as('admin10@routebook.test');
    const listed = await admin.routes();
    expect(listed.some((r: { status: string }) => r.status === 'archive')).toBe(false);
    const archive = await t.ok(
      admin.token,
      `query A($c: ID!) { routesArchive(companyId: $c) { status } }`,
      { c: admin.companyId },
    );
    expect(archive.routesArchive).toEqual([{ status: 'archive' }]);
  });

  it('copies a route as a draft with new jobs and notes, nothing recorded', async () => {
    const admin = await as('admin40@routebook.test');
    const [active] = await admin.routes('active');
    const source = await admin.route(active.id);
    const copy = await t.ok(
      admin.token,
      `mutation C($id: ID!) { copyRoute(routeId: $id) { route { id name status } } }`,
      { id: active.id },
    );
    expect(copy.copyRoute.route).toMatchObject({ name: `${active.name} (copy)`, status: 'draft' });
    const copied = await admin.route(copy.copyRoute.route.id);
    expect(copied.items.map((i: { type: string; order: number }) => [i.type, i.order])).toEqual(
      source.items.map((_: unknown, index: number) => [source.items[index].type, (index + 1) * 10]),
    );
    const jobs = copied.items.filter((i: { type: string }) => i.type === 'job');
    expect(
      jobs.every(
        (i: any) =>
          i.job.status === 'active' && i.job.counts.clockIns === 0 && i.job.counts.photos === 0,
      ),
    ).toBe(true);
  });

  it("counts a route's stops and those done, without listing its jobs (the route list)", async () => {
    const admin = await as('admin40@routebook.test');
    const [active] = await admin.routes('active');
    const { route } = await t.ok(
      admin.token,
      `query P($id: ID!) {
        route(id: $id) {
          createdAt
          progress { stops done lastCompletedAt }
          items { type note { id } job { status completedAt } }
        }
      }`,
      { id: active.id },
    );
    const jobs = route.items.flatMap((i: any) => (i.job ? [i.job] : []));
    expect(route.items.some((i: any) => i.type === 'note')).toBe(true);
    expect(route.progress.stops).toBe(jobs.length);
    // Complete and cancelled stops are done; active and in progress ones are not.
    expect(route.progress.done).toBe(
      jobs.filter((j: any) => j.status === 'complete' || j.status === 'cancelled').length,
    );
    expect(route.progress.done).toBeGreaterThan(0);
    expect(route.progress.done).toBeLessThan(route.progress.stops);
    const completed = jobs
      .map((j: any) => j.completedAt)
      .filter(Boolean)
      .sort();
    expect(route.progress.lastCompletedAt).toBe(completed.at(-1));
    expect(Number.isNaN(Date.parse(route.createdAt))).toBe(false);
  });

  it("answers another company's route as missing and leaves it unchanged", async () => {
    const other = await as('admin20@routebook.test');
    const [theirs] = await other.routes('draft');
    const admin = await as('admin10@routebook.test');
    expect((await t.ok(admin.token, ROUTE, { id: theirs.id })).route).toBeNull();
    expectError(
      await t.run(admin.token, UPDATE_ROUTE, { id: theirs.id, data: { name: 'Hijacked' } }),
      'NOT_FOUND',
    );
    expectError(
      await t.run(admin.token, ROUTES, { companyId: other.companyId }),
      'FORBIDDEN',
      'That belongs to another company.',
    );
    expect((await other.route(theirs.id)).name).toBe(theirs.name);
  });

  it('refuses to delete a route whose jobs have records, and deletes one whose jobs have none', async () => {
    const admin = await as('admin10@routebook.test');
    const [active] = await admin.routes('active');
    const [draft] = await admin.routes('draft');
    const DELETE = `mutation D($id: ID!) { deleteRoute(id: $id) { deletedId company { routes { id } } } }`;
    expectError(
      await t.run(admin.token, DELETE, { id: active.id }),
      'BAD_USER_INPUT',
      'Route has jobs with clock-ins, tasks, photos, notes or service items and cannot be deleted. Archive it instead.',
    );
    // Once archived, the refusal no longer suggests archiving it.
    await t.ok(admin.token, UPDATE_ROUTE, { id: active.id, data: { status: 'archive' } });
    expectError(
      await t.run(admin.token, DELETE, { id: active.id }),
      'BAD_USER_INPUT',
      'Route has jobs with clock-ins, tasks, photos, notes or service items and cannot be deleted. It stays in the Archive.',
    );
    const deleted = await t.ok(admin.token, DELETE, { id: draft.id });
    expect(deleted.deleteRoute.deletedId).toBe(draft.id);
    expect(deleted.deleteRoute.company.routes.map((r: { id: string }) => r.id)).not.toContain(
      draft.id,
    );
  });
});

describe('archive and restore', () => {
  const ARCHIVED = `query A($c: ID!) { routesArchive(companyId: $c) { id status archivedFrom } }`;
  const LIMIT = 'Please upgrade your company plan to allow for more active routes.';

  it('keeps the status a route had when archived, and Restore gives it back', async () => {
    const admin = await as('admin40@routebook.test');
    const created = await t.ok(admin.token, CREATE_ROUTE, { data: { name: 'Done week' } });
    const id = created.createRoute.route.id;
    await t.ok(admin.token, UPDATE_ROUTE, { id, data: { status: 'Complete' } });
    await t.ok(admin.token, UPDATE_ROUTE, { id, data: { status: 'archive' } });
    // Renaming it in the archive does not lose what it was.
    await t.ok(admin.token, UPDATE_ROUTE, { id, data: { name: 'Done week 1', status: 'archive' } });
    const archived = (await t.ok(admin.token, ARCHIVED, { c: admin.companyId })).routesArchive;
    expect(archived.find((r: { id: string }) => r.id === id)).toEqual({
      id,
      status: 'archive',
      archivedFrom: 'Complete',
    });

    await t.ok(admin.token, UPDATE_ROUTE, { id, data: { status: 'Complete' } });
    const back = await t.ok(
      admin.token,
      `query R($id: ID!) { route(id: $id) { status archivedFrom } }`,
      {
        id,
      },
    );
    expect(back.route).toEqual({ status: 'Complete', archivedFrom: null });
  });

  it('lets only as many archived active routes back as active as the plan allows, even at once', async () => {
    const admin = await as('admin10@routebook.test');
    const [seeded] = await admin.routes('active');
    await t.ok(admin.token, UPDATE_ROUTE, { id: seeded.id, data: { status: 'archive' } });
    const other = await t.ok(admin.token, CREATE_ROUTE, {
      data: { name: 'Second', status: 'active' },
    });
    const otherId = other.createRoute.route.id;
    await t.ok(admin.token, UPDATE_ROUTE, { id: otherId, data: { status: 'archive' } });
    const archived = (await t.ok(admin.token, ARCHIVED, { c: admin.companyId })).routesArchive;
    expect(
      archived.filter((r: { archivedFrom: string }) => r.archivedFrom === 'active'),
    ).toHaveLength(2);
    expect(await admin.routes('active')).toEqual([]);

    // Plan 10 allows one active route: two restores sent together, one is refused.
    const answers = await Promise.all(
      [seeded.id, otherId].map((id) =>
        t.run(admin.token, UPDATE_ROUTE, { id, data: { status: 'active' } }),
      ),
    );
    const refused = answers.filter((answer) => answer.errors !== undefined);
    expect(refused).toHaveLength(1);
    expectError(refused[0] ?? {}, 'PLAN_LIMIT', LIMIT);
    expect(await admin.routes('active')).toHaveLength(1);
  });
});

describe('route items', () => {
  it('appends a new item at (item count + 1) x 10', async () => {
    const admin = await as('admin10@routebook.test');
    const [draft] = await admin.routes('draft');
    const before = await admin.route(draft.id);
    const customer = await admin.customerId();
    const added = await t.ok(admin.token, ADD_ITEM, {
      data: { route: draft.id, type: 'job', order: 5 },
      job: { customer },
    });
    expect(added.createRouteItem.routeItem.order).toBe((before.items.length + 1) * 10);
    expect(added.createRouteItem.routeItem.job).toMatchObject({
      status: 'active',
      route: { id: draft.id },
    });
    expect(added.createRouteItem.route.items).toHaveLength(before.items.length + 1);
  });

  it('stops a job item without a customer with "Customer Required!"', async () => {
    const admin = await as('admin10@routebook.test');
    const [draft] = await admin.routes('draft');
    const before = await admin.route(draft.id);
    expectError(
      await t.run(admin.token, ADD_ITEM, { data: { route: draft.id, type: 'job' } }),
      'BAD_USER_INPUT',
      'Customer Required!',
    );
    expect((await admin.route(draft.id)).items).toHaveLength(before.items.length);
  });

  it('sanitizes a note: no script, event handler or javascript: URL survives', async () => {
    const admin = await as('admin10@routebook.test');
    const [draft] = await admin.routes('draft');
    const added = await t.ok(admin.token, ADD_ITEM, {
      data: { route: draft.id, type: 'note' },
      note: {
        note: '<p style="color: #e60000" onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src="x" onerror="alert(1)"></p>',
      },
    });
    const html: string = added.createRouteItem.routeItem.note.note;
    expect(html).toContain('Hi');
    expect(html).toContain('color:#e60000');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('renumbers 10, 20, 30 ... after a reorder', async () => {
    const admin = await as('admin10@routebook.test');
    const [active] = await admin.routes('active');
    const { items } = await admin.route(active.id);
    const reversed = [...items]
      .reverse()
      .map((item: { id: string }, index: number) => ({ id: item.id, order: index + 1 }));
    const result = await t.ok(
      admin.token,
      `mutation O($items: [RouteItemOrderInput!]!) {
      updateRouteItemsOrder(items: $items) { route { items { id order } } }
    }`,
      { items: reversed },
    );
    expect(result.updateRouteItemsOrder.route.items).toEqual(
      reversed.map((item, index) => ({ id: item.id, order: (index + 1) * 10 })),
    );
  });

  it('refuses a reorder that does not list every item once, changing nothing', async () => {
    const admin = await as('admin10@routebook.test');
    const [active] = await admin.routes('active');
    const { items } = await admin.route(active.id);
    const partial = items
      .slice(1)
      .map((item: { id: string }, index: number) => ({ id: item.id, order: index }));
    const result = await t.run(
      admin.token,
      `mutation O($items: [RouteItemOrderInput!]!) { updateRouteItemsOrder(items: $items) { route { id } } }`,
      { items: partial },
    );
    expectError(
      result,
      'BAD_USER_INPUT',
      'The route changed while you were reordering. Refresh and try again.',
    );
    expect((await admin.route(active.id)).items).toEqual(items);
  });

  it("moves an item to the end of another route and the job's route follows", async () => {
    const admin = await as('admin10@routebook.test');
    const [active] = await admin.routes('active');
    const [draft] = await admin.routes('draft');
    const source = await admin.route(active.id);
    const jobItem = source.items.find((i: { type: string }) => i.type === 'job');
    const target = await admin.route(draft.id);
    const moved = await t.ok(
      admin.token,
      `mutation M($i: ID!, $r: ID!) {
      moveRouteItem(routeItemId: $i, newRouteId: $r) {
        routeItem { order job { route { id } } } fromRoute { items { id } } toRoute { items { id } }
      }
    }`,
      { i: jobItem.id, r: draft.id },
    );
    expect(moved.moveRouteItem.routeItem).toEqual({
      order: (target.items.length + 1) * 10,
      job: { route: { id: draft.id } },
    });
    expect(moved.moveRouteItem.fromRoute.items).toHaveLength(source.items.length - 1);
    expect(moved.moveRouteItem.toRoute.items).toHaveLength(target.items.length + 1);
  });

  it('copies or moves only to an active or draft route (spec modal 7)', async () => {
    const admin = await as('admin10@routebook.test');
    const [active] = await admin.routes('active');
    const [complete] = await admin.routes('Complete');
    const item = (await admin.route(active.id)).items[0];
    const COPY = `mutation C($i: ID!, $r: ID) { copyRouteItem(routeItemId: $i, newRouteId: $r) { routeItem { id order job { id customer { id } status } } route { id } } }`;
    expectError(
      await t.run(admin.token, COPY, { i: item.id, r: complete.id }),
      'BAD_USER_INPUT',
      'Choose an active or draft route.',
    );
    const copied = await t.ok(admin.token, COPY, { i: item.id });
    expect(copied.copyRouteItem.routeItem.job.id).not.toBe(item.job.id);
    expect(copied.copyRouteItem.routeItem.job.customer.id).toBe(item.job.customer.id);
    expect(copied.copyRouteItem.routeItem.job.status).toBe('active');
  });

  it('blocks deleting a job with records with the spec message, and deletes one without', async () => {
    const admin = await as('admin10@routebook.test');
    const [active] = await admin.routes('active');
    const { items } = await admin.route(active.id);
    const busy = items.find((i: any) => i.type === 'job' && i.job.counts.photos > 0);
    const idle = items.find(
      (i: any) => i.type === 'job' && Object.values(i.job.counts).every((n) => n === 0),
    );
    const DELETE = `mutation D($id: ID!) { deleteRouteItem(id: $id) { deletedId deletedJobId route { items { id } } } }`;
    expectError(
      await t.run(admin.token, DELETE, { id: busy.id }),
      'BAD_USER_INPUT',
      'Job has one or more clock-ins, service items, or photos  and cannot be deleted.',
    );
    const deleted = await t.ok(admin.token, DELETE, { id: idle.id });
    expect(deleted.deleteRouteItem).toMatchObject({
      deletedId: idle.id,
      deletedJobId: idle.job.id,
    });
    expect(deleted.deleteRouteItem.route.items).toHaveLength(items.length - 1);
    expect(
      (await t.ok(admin.token, `query J($id: ID!) { job(id: $id) { id } }`, { id: idle.job.id }))
        .job,
    ).toBeNull();
  });
});

describe('jobs', () => {
  const UPDATE_JOB = `mutation U($id: ID!, $data: JobInput!) { updateJob(id: $id, data: $data) { job { id status notes completedAt customer { id } } } }`;

  it('keeps the status when an edit sends none, and lets field staff complete a job', async () => {
    const staff = await as('staff10@routebook.test');
    const [active] = await staff.routes('active');
    const job = (await staff.route(active.id)).items.find(
      (i: any) => i.job?.status === 'active',
    ).job;
    const edited = await t.ok(staff.token, UPDATE_JOB, {
      id: job.id,
      data: { notes: 'Bring the ladder' },
    });
    expect(edited.updateJob.job).toMatchObject({
      status: 'active',
      notes: 'Bring the ladder',
      completedAt: null,
    });
    const completed = await t.ok(staff.token, UPDATE_JOB, {
      id: job.id,
      data: { status: 'complete' },
    });
    expect(completed.updateJob.job.status).toBe('complete');
    expect(completed.updateJob.job.completedAt).toBe('2026-11-02T09:00:00.000Z');
  });

  it("refuses a regular user changing a job's customer", async () => {
    const staff = await as('staff10@routebook.test');
    const [active] = await staff.routes('active');
    const job = (await staff.route(active.id)).items.find((i: any) => i.type === 'job').job;
    const other = await staff.customerId();
    const result = await t.run(staff.token, UPDATE_JOB, {
      id: job.id,
      data: { customer: other === job.customer.id ? 'x' : other },
    });
    expectError(result, 'FORBIDDEN', "Only an admin can change a job's route or customer.");
  });

  it('creates a job with Add Job: status active or complete and a customer required', async () => {
    const admin = await as('admin10@routebook.test');
    const [draft] = await admin.routes('draft');
    const CREATE = `mutation C($data: JobInput!) { createJob(data: $data) { job { id status } routeItem { order } route { id } } }`;
    expectError(
      await t.run(admin.token, CREATE, { data: { status: 'complete' } }),
      'BAD_USER_INPUT',
      'Customer Required!',
    );
    expectError(
      await t.run(admin.token, CREATE, {
        data: { status: 'cancelled', customer: await admin.customerId() },
      }),
      'BAD_USER_INPUT',
      'Job status is required.',
    );
    const before = (await admin.route(draft.id)).items.length;
    const created = await t.ok(admin.token, CREATE, {
      data: { status: 'complete', customer: await admin.customerId(), route: draft.id },
    });
    expect(created.createJob).toMatchObject({
      job: { status: 'complete' },
      routeItem: { order: (before + 1) * 10 },
      route: { id: draft.id },
    });
  });
});

describe('access directives', () => {
  it('refuses to build a schema with an operation that declares no access', () => {
    const schema = buildSchema(`
      directive @access(role: String, feature: String) on FIELD_DEFINITION
      directive @public on FIELD_DEFINITION
      type Query { open: Int @public, forgotten: Int }
    `);
    expect(() => enforceAccess(schema, createWriteQueue())).toThrow(
      'Query.forgotten has no @access or @public',
    );
  });
});
