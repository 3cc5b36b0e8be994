import { canDeleteJob, messages, renumber, validateRouteItem } from '@routebook/schema';
import { owned, ownCompanyId, type Context } from '../context';
import { assertValid, badInput } from '../errors';
import { appendItem } from '../domain/routeItems';
import { jobCounts } from '../domain/jobs';
import { assertMayBecomeComplete } from '../domain/settings';
import { isBlankRichText, sanitizeRichText } from '../domain/sanitize';
import { isOwnUpload } from '../uploads';
import type { JobStatus, RouteItemRecord, RouteItemType, RouteRecord } from '../store/records';
import { copyItemTo } from './routes';
import type { Resolver, ResolverMap } from './types';

interface RouteItemInput {
  route: string;
  order?: number | null;
  type?: RouteItemType | null;
}
interface RouteItemJobInput {
  customer?: string | null;
  company?: string | null;
  status?: JobStatus | null;
  notes?: string | null;
}

/** Items are copied or moved only to an active or draft route. */
function copyMoveTarget(ctx: Context, routeId: string): RouteRecord {
  const target = owned(ctx, ctx.store.routes, routeId);
  if (target.status !== 'active' && target.status !== 'draft')
    badInput(messages.copyMoveTargetInvalid);
  return target;
}

/** Refuses to delete a job that has anything recorded on it. */
export function assertJobDeletable(ctx: Context, jobId: string): void {
  if (!canDeleteJob(jobCounts(ctx.store, jobId))) badInput(messages.jobDeleteBlocked);
}

const createRouteItem: Resolver<
  unknown,
  { data: RouteItemInput; job?: RouteItemJobInput | null; note?: { note?: string | null } | null }
> = (_, { data, job, note }, ctx) => {
  const route = owned(ctx, ctx.store.routes, data.route);
  const html =
    data.type === 'note' ? sanitizeRichText(note?.note ?? '', (url) => isOwnUpload(ctx, url)) : '';
  assertValid(
    validateRouteItem({
      type: data.type,
      customerId: job?.customer,
      note: data.type === 'note' && !isBlankRichText(html) ? html : null,
    }),
  );
  const { store } = ctx;
  if (data.type === 'job') {
    ownCompanyId(ctx, job?.company);
    const customer = owned(ctx, store.customers, job?.customer);
    const record = store.transaction(() => {
      // A new job has no photo yet.
      assertMayBecomeComplete(
        ctx,
        { id: null, companyId: route.companyId, status: null },
        job?.status ?? 'active',
      );
      const created = store.jobs.insert({
        companyId: route.companyId,
        routeId: route.id,
        customerId: customer.id,
        status: job?.status ?? 'active',
        notes: job?.notes?.trim() || null,
        completedAt: job?.status === 'complete' ? ctx.now().toISOString() : null,
        createdAt: ctx.now().toISOString(),
      });
      return appendItem(store, {
        companyId: route.companyId,
        routeId: route.id,
        type: 'job',
        jobId: created.id,
        noteId: null,
      });
    });
    return { routeItem: record, route };
  }
  const routeItem = store.transaction(() => {
    const created = store.routeNotes.insert({ companyId: route.companyId, note: html });
    return appendItem(store, {
      companyId: route.companyId,
      routeId: route.id,
      type: 'note',
      jobId: null,
      noteId: created.id,
    });
  });
  return { routeItem, route };
};

/**
 * After a reorder every item is renumbered 10, 20, 30 ... The list must name each item of one route
 * exactly once; anything else means the client's view was stale.
 */
const updateRouteItemsOrder: Resolver<unknown, { items: { id: string; order: number }[] }> = (
  _,
  { items },
  ctx,
) => {
  const records = items.map((item) => owned(ctx, ctx.store.routeItems, item.id));
  const routeId = records[0]?.routeId;
  if (!routeId) return badInput(messages.reorderStale);
  const current = new Set(ctx.store.routeItems.where('routeId', routeId).map((item) => item.id));
  const given = new Set(items.map((item) => item.id));
  const sameSet =
    given.size === items.length &&
    given.size === current.size &&
    [...given].every((id) => current.has(id));
  if (!sameSet) badInput(messages.reorderStale);
  const inNewOrder = items
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  ctx.store.transaction(() => {
    for (const { id, order } of renumber(inNewOrder)) ctx.store.routeItems.update(id, { order });
  });
  return { route: ctx.store.routes.get(routeId) };
};

const updateRouteNote: Resolver<unknown, { id: string; data: { note: string } }> = (
  _,
  { id, data },
  ctx,
) => {
  owned(ctx, ctx.store.routeNotes, id);
  const html = sanitizeRichText(data.note, (url) => isOwnUpload(ctx, url));
  if (isBlankRichText(html)) badInput(messages.noteRequired);
  return ctx.store.routeNotes.update(id, { note: html });
};

/** Deletes a route item with its note or job; a job with records is refused. */
export function deleteItem(ctx: Context, item: RouteItemRecord) {
  const { store } = ctx;
  if (item.jobId) assertJobDeletable(ctx, item.jobId);
  store.transaction(() => {
    if (item.jobId) store.jobs.delete(item.jobId);
    if (item.noteId) store.routeNotes.delete(item.noteId);
    store.routeItems.delete(item.id);
  });
  return { deletedId: item.id, deletedJobId: item.jobId, route: store.routes.get(item.routeId) };
}

const deleteRouteItem: Resolver<unknown, { id: string }> = (_, { id }, ctx) =>
  deleteItem(ctx, owned(ctx, ctx.store.routeItems, id));

/** Moves an item to the end of `routeId`; a job item's job follows it. */
export function moveItem(ctx: Context, item: RouteItemRecord, routeId: string): RouteItemRecord {
  const { store } = ctx;
  return store.transaction(() => {
    store.routeItems.delete(item.id);
    const moved = appendItem(store, { ...item, routeId });
    if (item.jobId) store.jobs.update(item.jobId, { routeId });
    return moved;
  });
}

const moveRouteItem: Resolver<unknown, { routeItemId: string; newRouteId: string }> = (
  _,
  { routeItemId, newRouteId },
  ctx,
) => {
  const item = owned(ctx, ctx.store.routeItems, routeItemId);
  const target = copyMoveTarget(ctx, newRouteId);
  const fromRoute = ctx.store.routes.get(item.routeId);
  return { routeItem: moveItem(ctx, item, target.id), fromRoute, toRoute: target };
};

const copyRouteItem: Resolver<unknown, { routeItemId: string; newRouteId?: string | null }> = (
  _,
  { routeItemId, newRouteId },
  ctx,
) => {
  const item = owned(ctx, ctx.store.routeItems, routeItemId);
  const target = copyMoveTarget(ctx, newRouteId ?? item.routeId);
  const routeItem = ctx.store.transaction(() => copyItemTo(ctx, item, target.id));
  return { routeItem, route: target };
};

export const routeItemResolvers = {
  Mutation: {
    createRouteItem,
    updateRouteItemsOrder,
    updateRouteNote,
    deleteRouteItem,
    moveRouteItem,
    copyRouteItem,
  },
  RouteItem: {
    job: (item: RouteItemRecord, _: unknown, ctx: Context) =>
      ctx.store.jobs.get(item.jobId) ?? null,
    note: (item: RouteItemRecord, _: unknown, ctx: Context) =>
      ctx.store.routeNotes.get(item.noteId) ?? null,
    route: (item: RouteItemRecord, _: unknown, ctx: Context) => ctx.store.routes.get(item.routeId),
  },
} satisfies ResolverMap;
