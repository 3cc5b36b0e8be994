import {
  messages,
  remainingStopsProblem,
  reorderRemainingStops as reorder,
  type RemainingStopsProblem,
} from '@routebook/schema';
import { isAdmin, owned, requireSession, type Context } from '../context';
import { badInput, conflict, forbidden, notFound } from '../errors';
import { sortedItems } from '../domain/routeItems';
import type { RouteRecord } from '../store/records';
import type { Resolver, ResolverMap } from './types';

/** The route's technician runs it; an admin may reorder any route of the company. */
function assertMayReorder(ctx: Context, route: RouteRecord): void {
  if (route.technicianId !== requireSession(ctx).companyUser.id && !isAdmin(ctx)) forbidden();
}

function refuse(problem: RemainingStopsProblem): never {
  switch (problem.kind) {
    case 'unknown':
      return notFound(messages.jobDeleted);
    case 'otherRoute':
      return badInput(messages.remainingStopNotOnRoute);
    case 'done':
      return badInput(messages.remainingStopDone);
    case 'listedTwice':
      return badInput(messages.remainingStopListedTwice);
  }
}

/**
 * A field action: the optimizer's order for the stops still to do, applied as one renumbering
 * (rules/remainingStops.ts). Checks and the write run in this mutation's turn of the write queue
 * with no await between them, so parallel calls each see the order the last one left.
 */
const reorderRemainingStops: Resolver<unknown, { routeId: string; jobIds: string[] }> = (
  _,
  { routeId, jobIds },
  ctx,
) => {
  const { store } = ctx;
  const route = owned(ctx, store.routes, routeId);
  assertMayReorder(ctx, route);
  if (route.status !== 'active') conflict(messages.remainingStopsRouteInactive);
  const items = sortedItems(store, route.id).map((item) => ({
    ...item,
    status: item.jobId ? (store.jobs.get(item.jobId)?.status ?? null) : null,
  }));
  const companyId = requireSession(ctx).company.id;
  const problem = remainingStopsProblem(items, jobIds, (jobId) => {
    const job = store.jobs.get(jobId);
    return job !== undefined && job.companyId === companyId;
  });
  if (problem) refuse(problem);
  store.transaction(() => {
    for (const { item, order } of reorder(items, jobIds)) {
      if (item.order !== order) store.routeItems.update(item.id, { order });
    }
  });
  return { route: store.routes.get(route.id) };
};

export const remainingStopsResolvers = {
  Mutation: { reorderRemainingStops },
} satisfies ResolverMap;
