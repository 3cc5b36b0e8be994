/**
 * Route items: orders in steps of 10, reorder, copy, move, and the deletes that
 * records on a job block. Every check builds draft routes of its own at level 40 (service items
 * are there) and deletes them afterwards.
 */
import { ORDER_STEP, messages, nextItemOrder } from '@routebook/schema';
import { check, expectEqual, expectRefused, expectTrue, fail, type Check } from '../check';
import type { CheckContext, Session } from '../context';
import {
  DELETE_ROUTE_ITEM,
  DELETE_ROUTE,
  UPDATE_ROUTE,
  aCustomer,
  addItem,
  adminAt,
  companyImageUrl,
  makeRoute,
  routeItems,
  serviceItemIds,
  show,
  undoIfMade,
  type MadeItem,
} from './support';

const STATES = '§4 States and transitions';
const VALIDATION = '§5 Validation rules';

const REORDER = `mutation ConformanceReorder($items: [RouteItemOrderInput!]!) {
  updateRouteItemsOrder(items: $items) { route { id items { id order } } }
}`;

const COPY_ITEM = `mutation ConformanceCopyItem($routeItemId: ID!, $newRouteId: ID) {
  copyRouteItem(routeItemId: $routeItemId, newRouteId: $newRouteId) {
    routeItem { id order type job { id status customer { id } route { id } } note { id note } route { id } }
  }
}`;

const MOVE_ITEM = `mutation ConformanceMoveItem($routeItemId: ID!, $newRouteId: ID!) {
  moveRouteItem(routeItemId: $routeItemId, newRouteId: $newRouteId) {
    routeItem { id order job { id route { id } } route { id } }
  }
}`;

const JOB = `query ConformanceJob($id: ID!) {
  job(id: $id) { id status customer { id } route { id } counts { clockIns tasks photos notes serviceItems } }
}`;

/** A route of three items: job, note, job. */
async function threeItems(ctx: CheckContext, admin: Session, label: string) {
  const route = await makeRoute(ctx, admin, label);
  const customerId = await aCustomer(ctx, admin);
  const items = [
    await addItem(ctx, admin, route.id, { customerId }),
    await addItem(ctx, admin, route.id, { note: '<p>Conformance note</p>' }),
    await addItem(ctx, admin, route.id, { customerId }),
  ];
  return { route, customerId, items };
}

const ordersOf = (items: readonly { id: string; order: number }[]) =>
  items.map((item) => [item.id, item.order]);

const newItemOrder = check(
  'routes.new-item-order',
  STATES,
  `a new item's order is (item count + 1) x ${ORDER_STEP}, whatever order the client sends, also after a deletion left a gap`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const route = await makeRoute(ctx, admin, 'Orders');
    const customerId = await aCustomer(ctx, admin);
    const made: MadeItem[] = [];
    for (const [i, item] of [{ customerId }, { note: '<p>Note</p>' }, { customerId }].entries()) {
      const added = await addItem(ctx, admin, route.id, item, 5 + i);
      expectEqual(
        added.order,
        nextItemOrder(i),
        `order of item ${i + 1} (the client sent ${5 + i})`,
      );
      made.push(added);
    }
    expectEqual(
      ordersOf(await routeItems(ctx, admin, route.id)),
      ordersOf(made),
      "the route's items",
    );
    await ctx.ok(admin, DELETE_ROUTE_ITEM, { id: made[1]!.id });
    const after = await addItem(ctx, admin, route.id, { note: '<p>After the gap</p>' }, 15);
    expectEqual(
      after.order,
      nextItemOrder(2),
      'order of an item added to 2 items after a deletion',
    );
  },
);

const reorder = check(
  'routes.reorder',
  STATES,
  `a reorder renumbers every item ${ORDER_STEP}, ${2 * ORDER_STEP}, ${3 * ORDER_STEP} … in the order of the orders sent`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const { route, items } = await threeItems(ctx, admin, 'Reorder');
    const [a, b, c] = items as [MadeItem, MadeItem, MadeItem];
    const sent = [
      { id: b.id, order: 300 },
      { id: a.id, order: 7 },
      { id: c.id, order: 45 },
    ];
    const expected = [
      [a.id, ORDER_STEP],
      [c.id, 2 * ORDER_STEP],
      [b.id, 3 * ORDER_STEP],
    ];
    const data = await ctx.ok(admin, REORDER, { items: sent });
    expectEqual(
      ordersOf(data.updateRouteItemsOrder?.route?.items ?? []),
      expected,
      'items answered by updateRouteItemsOrder',
    );
    expectEqual(ordersOf(await routeItems(ctx, admin, route.id)), expected, 'items read again');
  },
);

const reorderStale = check(
  'routes.reorder-stale',
  'Extension: a reorder lists every item of one route',
  `a reorder that leaves out an item of the route is refused with BAD_USER_INPUT "${messages.reorderStale}" and changes nothing`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const { route, items } = await threeItems(ctx, admin, 'Stale Reorder');
    const before = ordersOf(await routeItems(ctx, admin, route.id));
    const answer = await ctx.run(admin, REORDER, {
      items: [
        { id: items[2]!.id, order: 10 },
        { id: items[0]!.id, order: 20 },
      ],
    });
    expectRefused(answer, 'BAD_USER_INPUT', messages.reorderStale);
    expectEqual(
      ordersOf(await routeItems(ctx, admin, route.id)),
      before,
      'items after the refusal',
    );
  },
);

const copyItem = check(
  'routes.copy-item',
  STATES,
  'copying an item duplicates it at the end of the chosen route (a new active job for the same customer), and the original stays',
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const { route, customerId, items } = await threeItems(ctx, admin, 'Copy From');
    const target = await makeRoute(ctx, admin, 'Copy To');
    const job = items[0]!;
    const data = await ctx.ok(admin, COPY_ITEM, { routeItemId: job.id, newRouteId: target.id });
    const copy = data.copyRouteItem?.routeItem;
    expectTrue(copy?.id && copy.id !== job.id, `expected a new item, got ${show(copy)}`);
    expectTrue(
      copy.job?.id && copy.job.id !== job.jobId,
      `expected a new job, got ${show(copy.job)}`,
    );
    expectEqual(copy.route?.id, target.id, "the copy's route");
    expectEqual(copy.order, nextItemOrder(0), "the copy's order on an empty route");
    expectEqual(copy.job.customer?.id, customerId, "the copied job's customer");
    expectEqual(copy.job.status, 'active', "the copied job's status");
    expectEqual(
      (await routeItems(ctx, admin, route.id)).map((item) => item.id),
      items.map((item) => item.id),
      'the items of the route copied from',
    );
    const note = await ctx.ok(admin, COPY_ITEM, { routeItemId: items[1]!.id });
    const noteCopy = note.copyRouteItem?.routeItem;
    expectEqual(noteCopy?.route?.id, route.id, 'the route of a note copied without newRouteId');
    expectEqual(noteCopy?.order, nextItemOrder(items.length), "the note copy's order");
    expectTrue(
      noteCopy?.note?.id && noteCopy.note.id !== items[1]!.noteId,
      `expected a new note, got ${show(noteCopy?.note)}`,
    );
  },
);

const moveItem = check(
  'routes.move-item',
  STATES,
  "moving an item puts it at the end of the other route and the job's route follows",
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const { route, items } = await threeItems(ctx, admin, 'Move From');
    const target = await makeRoute(ctx, admin, 'Move To');
    const customerId = await aCustomer(ctx, admin);
    const already = await addItem(ctx, admin, target.id, { customerId });
    const job = items[0]!;
    const data = await ctx.ok(admin, MOVE_ITEM, { routeItemId: job.id, newRouteId: target.id });
    const moved = data.moveRouteItem?.routeItem;
    expectEqual(moved?.route?.id, target.id, "the moved item's route");
    expectEqual(moved?.order, nextItemOrder(1), "the moved item's order after one item");
    expectEqual(
      (await routeItems(ctx, admin, route.id)).map((item) => item.id),
      [items[1]!.id, items[2]!.id],
      'the items left on the route moved from',
    );
    const onTarget = await routeItems(ctx, admin, target.id);
    expectEqual(
      onTarget.map((item) => item.jobId),
      [already.jobId, job.jobId],
      'the jobs on the route moved to',
    );
    const read = await ctx.ok(admin, JOB, { id: job.jobId });
    expectEqual(read.job?.route?.id, target.id, "the moved job's route");
  },
);

const copyMoveArchived = check(
  'routes.copy-move-archived',
  'Extension: copy and move only to an active or draft route',
  `copying or moving an item to an archived route is refused with BAD_USER_INPUT "${messages.copyMoveTargetInvalid}"`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const { route, items } = await threeItems(ctx, admin, 'Copy Move From');
    const archived = await makeRoute(ctx, admin, 'Archived Target');
    await ctx.ok(admin, UPDATE_ROUTE, { id: archived.id, data: { status: 'archive' } });
    const copied = await ctx.run(admin, COPY_ITEM, {
      routeItemId: items[0]!.id,
      newRouteId: archived.id,
    });
    undoIfMade(ctx, copied, ['copyRouteItem', 'routeItem', 'id'], (id) =>
      ctx.ok(admin, DELETE_ROUTE_ITEM, { id }),
    );
    expectRefused(copied, 'BAD_USER_INPUT', messages.copyMoveTargetInvalid);
    const moved = await ctx.run(admin, MOVE_ITEM, {
      routeItemId: items[2]!.id,
      newRouteId: archived.id,
    });
    expectRefused(moved, 'BAD_USER_INPUT', messages.copyMoveTargetInvalid);
    expectEqual(
      (await routeItems(ctx, admin, route.id)).map((item) => item.id),
      items.map((item) => item.id),
      'the items of the route after the refusals',
    );
    expectEqual(await routeItems(ctx, admin, archived.id), [], 'the archived route');
  },
);

/** One kind of record that blocks deleting a job, added and removed through the API. */
interface JobRecordKind {
  name: string;
  add(ctx: CheckContext, admin: Session, jobId: string): Promise<string>;
  remove(ctx: CheckContext, admin: Session, id: string): Promise<unknown>;
}

const JOB_RECORDS: JobRecordKind[] = [
  {
    name: 'a clock-in',
    add: async (ctx, admin, jobId) => {
      const start = new Date(Date.now() - 60 * 60_000);
      const data = await ctx.ok(
        admin,
        `mutation ConformanceClockIn($data: JobTimeInput!) { createJobTime(data: $data) { jobTime { id } } }`,
        {
          data: {
            job: jobId,
            timeInAt: start.toISOString(),
            timeOutAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
          },
        },
      );
      return data.createJobTime.jobTime.id;
    },
    remove: (ctx, admin, id) =>
      ctx.ok(
        admin,
        `mutation ConformanceDeleteClockIn($id: ID!) { deleteJobTime(id: $id) { deletedId } }`,
        { id },
      ),
  },
  {
    name: 'a task',
    add: async (ctx, admin, jobId) => {
      const data = await ctx.ok(
        admin,
        `mutation ConformanceAddTask($id: ID!, $data: JobTaskInput!) { createJobTask(id: $id, data: $data) { jobTask { id } } }`,
        { id: jobId, data: { description: '<p>Conformance task</p>', job: jobId } },
      );
      return data.createJobTask.jobTask.id;
    },
    remove: (ctx, admin, id) =>
      ctx.ok(
        admin,
        `mutation ConformanceDeleteTask($id: ID!) { deleteJobTask(id: $id) { deletedId } }`,
        { id },
      ),
  },
  {
    name: 'a job note',
    add: async (ctx, admin, jobId) => {
      const data = await ctx.ok(
        admin,
        `mutation ConformanceAddJobNote($data: JobNoteInput!) { createJobNote(data: $data) { jobNote { id } } }`,
        { data: { job: jobId, description: 'Conformance note' } },
      );
      return data.createJobNote.jobNote.id;
    },
    remove: (ctx, admin, id) =>
      ctx.ok(
        admin,
        `mutation ConformanceDeleteJobNote($id: ID!) { deleteJobNote(id: $id) { deletedId } }`,
        { id },
      ),
  },
  {
    name: 'a photo',
    add: async (ctx, admin, jobId) => {
      const url = await companyImageUrl(ctx, admin);
      const data = await ctx.ok(
        admin,
        `mutation ConformanceAddPhoto($data: JobPhotoInput!) { createJobPhoto(data: $data) { jobPhoto { id } } }`,
        { data: { job: jobId, url, notes: 'Conformance photo' } },
      );
      return data.createJobPhoto.jobPhoto.id;
    },
    remove: (ctx, admin, id) =>
      ctx.ok(
        admin,
        `mutation ConformanceDeletePhoto($id: ID!) { deleteJobPhoto(id: $id) { deletedId } }`,
        { id },
      ),
  },
  {
    name: 'a service item',
    add: async (ctx, admin, jobId) => {
      const [serviceItemId] = await serviceItemIds(ctx, admin, 1);
      const data = await ctx.ok(
        admin,
        `mutation ConformanceLinkServiceItem($jobId: ID!, $serviceItemId: ID!) { createJobServiceItem(jobId: $jobId, serviceItemId: $serviceItemId) { jobServiceItem { id } } }`,
        { jobId, serviceItemId },
      );
      return data.createJobServiceItem.jobServiceItem.id;
    },
    remove: (ctx, admin, id) =>
      ctx.ok(
        admin,
        `mutation ConformanceUnlinkServiceItem($id: ID!) { deleteJobServiceItem(id: $id) { deletedId } }`,
        { id },
      ),
  },
];

/** Adds a record to the job; the clean-up removes it before the route goes. */
async function addRecord(
  ctx: CheckContext,
  admin: Session,
  kind: JobRecordKind,
  jobId: string,
): Promise<() => Promise<unknown>> {
  const id = await kind.add(ctx, admin, jobId);
  let removed = false;
  const remove = async () => {
    if (removed) return;
    removed = true;
    await kind.remove(ctx, admin, id);
  };
  ctx.cleanup(remove);
  return remove;
}

const deleteJobBlocked = check(
  'routes.delete-job-blocked',
  VALIDATION,
  `deleting a job item that has a clock-in, task, note, photo or service item is refused with BAD_USER_INPUT "${messages.jobDeleteBlocked}"`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const route = await makeRoute(ctx, admin, 'Delete Blocked');
    const customerId = await aCustomer(ctx, admin);
    const item = await addItem(ctx, admin, route.id, { customerId });
    for (const kind of JOB_RECORDS) {
      const remove = await addRecord(ctx, admin, kind, item.jobId!);
      const answer = await ctx.run(admin, DELETE_ROUTE_ITEM, { id: item.id });
      if (!answer.errors?.length) fail(`a job with ${kind.name} was deleted: ${show(answer)}`);
      expectRefused(answer, 'BAD_USER_INPUT', messages.jobDeleteBlocked);
      await remove();
    }
    const answer = await ctx.run(admin, DELETE_ROUTE_ITEM, { id: item.id });
    expectEqual(answer.errors ?? [], [], 'errors deleting the job once nothing is recorded');
  },
);

const deleteRouteBlocked = check(
  'routes.delete-route-blocked',
  'Extension: a route whose jobs have records cannot be deleted',
  `deleting a route with a job that has a task is refused with BAD_USER_INPUT "${messages.routeDeleteBlocked}" (archived: "${messages.archivedRouteDeleteBlocked}")`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const route = await makeRoute(ctx, admin, 'Route Delete Blocked');
    const customerId = await aCustomer(ctx, admin);
    const item = await addItem(ctx, admin, route.id, { customerId });
    await addRecord(ctx, admin, JOB_RECORDS[1]!, item.jobId!);
    const answer = await ctx.run(admin, DELETE_ROUTE, { id: route.id });
    expectRefused(answer, 'BAD_USER_INPUT', messages.routeDeleteBlocked);
    await ctx.ok(admin, UPDATE_ROUTE, { id: route.id, data: { status: 'archive' } });
    const archived = await ctx.run(admin, DELETE_ROUTE, { id: route.id });
    expectRefused(archived, 'BAD_USER_INPUT', messages.archivedRouteDeleteBlocked);
    const read = await ctx.ok(admin, JOB, { id: item.jobId });
    expectEqual(read.job?.counts?.tasks, 1, "the job's tasks after the refusals");
  },
);

export const routeChecks: Check[] = [
  newItemOrder,
  reorder,
  reorderStale,
  copyItem,
  moveItem,
  copyMoveArchived,
  deleteJobBlocked,
  deleteRouteBlocked,
];
