import {
  canDeleteJob,
  dayProgress,
  canHaveAnotherActiveRoute,
  fieldDayMessages,
  messages,
  validateAddRoute,
  validateEditRoute,
} from '@routebook/schema';
import { owned, ownedOrNull, ownCompanyId, nowIso, requireSession, type Context } from '../context';
import { assertValid, badInput, planLimit } from '../errors';
import { appendItem, sortedItems } from '../domain/routeItems';
import { jobCounts } from '../domain/jobs';
import type { JobRecord, RouteRecord, RouteStatus } from '../store/records';
import type { Resolver, ResolverMap } from './types';

const ROUTE_STATUSES: readonly RouteStatus[] = ['draft', 'active', 'Complete', 'archive'];

/** The company's routes, archived ones only when asked for, newest first. */
export function companyRoutes(
  ctx: Context,
  companyId: string,
  filter: (r: RouteRecord) => boolean,
) {
  return ctx.store.routes
    .where('companyId', companyId)
    .filter(filter)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

const notArchived = (status?: RouteStatus | null) => (route: RouteRecord) =>
  status ? route.status === status : route.status !== 'archive';

function activeRouteCount(ctx: Context, companyId: string): number {
  return ctx.store.routes.where('companyId', companyId).filter((r) => r.status === 'active').length;
}

/**
 * A route may become active only while the plan allows another active route; one that is already
 * active may stay so.
 */
function assertMayBeActive(ctx: Context, route: RouteRecord | null, message: string): void {
  if (route?.status === 'active') return;
  const company = requireSession(ctx).company;
  if (!canHaveAnotherActiveRoute(company.planLevel, activeRouteCount(ctx, company.id))) {
    planLimit(message);
  }
}

/**
 * A route's technician, checked: an active member of the caller's company. Another company's member
 * (or none with that id) is NOT_FOUND, as any other company's record is; an invited or switched-off
 * member is refused with the reason. Null stays null (no technician).
 */
function technicianIdOf(ctx: Context, id: string | null): string | null {
  if (id === null) return null;
  const member = owned(ctx, ctx.store.companyUsers, id, fieldDayMessages.technicianNotFound);
  if (member.status !== 'active') badInput(fieldDayMessages.technicianInactive);
  return member.id;
}

function routePayload(ctx: Context, route: RouteRecord) {
  return { route, company: requireSession(ctx).company };
}

function jobHasRecords(ctx: Context, job: JobRecord): boolean {
  return !canDeleteJob(jobCounts(ctx.store, job.id));
}

const routes: Resolver<unknown, { companyId: string; status?: RouteStatus | null }> = (
  _,
  { companyId, status },
  ctx,
) => companyRoutes(ctx, ownCompanyId(ctx, companyId), notArchived(status));

const routesArchive: Resolver<unknown, { companyId: string; status?: RouteStatus | null }> = (
  _,
  { companyId, status },
  ctx,
) =>
  companyRoutes(ctx, ownCompanyId(ctx, companyId), (route) =>
    status ? route.status === status : route.status === 'archive',
  );

interface RouteInput {
  name?: string | null;
  status?: RouteStatus | null;
  company?: string | null;
  isTemplate?: boolean | null;
  technician?: string | null;
}

const createRoute: Resolver<unknown, { data: RouteInput }> = (_, { data }, ctx) => {
  const companyId = ownCompanyId(ctx, data.company);
  const status = data.status ?? 'draft';
  assertValid(validateAddRoute({ name: data.name, status }));
  if (status !== 'draft' && status !== 'active') badInput(messages.routeStatusRequired);
  if (status === 'active') assertMayBeActive(ctx, null, messages.activeRouteLimitAddRoute);
  const technicianId = technicianIdOf(ctx, data.technician ?? null);
  const route = ctx.store.routes.insert({
    companyId,
    name: (data.name ?? '').trim(),
    status,
    isTemplate: data.isTemplate ?? false,
    createdAt: nowIso(ctx),
    technicianId,
  });
  return routePayload(ctx, route);
};

const updateRoute: Resolver<
  unknown,
  {
    id: string;
    data: { name?: string | null; status?: RouteStatus | null; technician?: string | null };
  }
> = (_, { id, data }, ctx) => {
  const route = owned(ctx, ctx.store.routes, id);
  const name = data.name === undefined ? route.name : data.name;
  assertValid(validateEditRoute({ name }));
  const status = data.status ?? route.status;
  if (!ROUTE_STATUSES.includes(status)) badInput(messages.routeStatusRequired);
  if (status === 'active') assertMayBeActive(ctx, route, messages.activeRouteLimitEditRoute);
  // Kept when not sent: the spec's Edit Route sends name and status only.
  const technicianId =
    data.technician === undefined
      ? (route.technicianId ?? null)
      : route.technicianId && data.technician === route.technicianId
        ? route.technicianId
        : technicianIdOf(ctx, data.technician);
  // Archiving keeps the status it had, so that Restore gives it back (a Complete route is not a
  // draft again); any other status leaves the archive.
  const archivedFrom =
    status !== 'archive'
      ? null
      : route.status === 'archive'
        ? (route.archivedFrom ?? null)
        : route.status;
  return routePayload(
    ctx,
    ctx.store.routes.update(id, { name: (name ?? '').trim(), status, technicianId, archivedFrom }),
  );
};

/** Spec: copying duplicates; a route copy is a draft with new jobs (nothing recorded) and notes. */
const copyRoute: Resolver<unknown, { routeId: string }> = (_, { routeId }, ctx) => {
  const source = owned(ctx, ctx.store.routes, routeId);
  const { store } = ctx;
  const copy = store.routes.insert({
    companyId: source.companyId,
    name: `${source.name} (copy)`,
    status: 'draft',
    isTemplate: source.isTemplate,
    createdAt: nowIso(ctx),
    // Next week's copy of a route is usually run by the same person.
    technicianId: source.technicianId ?? null,
  });
  for (const item of sortedItems(store, source.id)) copyItemTo(ctx, item, copy.id);
  return routePayload(ctx, copy);
};

/** Duplicates a route item with its job or note onto `routeId` (at the end). */
export function copyItemTo(
  ctx: Context,
  item: { type: 'job' | 'note'; jobId: string | null; noteId: string | null; companyId: string },
  routeId: string,
) {
  const { store } = ctx;
  let jobId: string | null = null;
  let noteId: string | null = null;
  if (item.type === 'job') {
    const job = store.jobs.get(item.jobId);
    if (!job) throw new Error(`route item without its job ${item.jobId}`);
    jobId = store.jobs.insert({
      companyId: job.companyId,
      routeId,
      customerId: job.customerId,
      status: 'active',
      notes: job.notes,
      completedAt: null,
      createdAt: nowIso(ctx),
    }).id;
  } else {
    const note = store.routeNotes.get(item.noteId);
    if (!note) throw new Error(`route item without its note ${item.noteId}`);
    noteId = store.routeNotes.insert({ companyId: note.companyId, note: note.note }).id;
  }
  return appendItem(store, { companyId: item.companyId, routeId, type: item.type, jobId, noteId });
}

const deleteRoute: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const route = owned(ctx, ctx.store.routes, id);
  const { store } = ctx;
  const jobs = store.jobs.where('routeId', route.id);
  if (jobs.some((job) => jobHasRecords(ctx, job))) {
    badInput(
      route.status === 'archive'
        ? messages.archivedRouteDeleteBlocked
        : messages.routeDeleteBlocked,
    );
  }
  for (const item of store.routeItems.where('routeId', route.id)) {
    if (item.noteId) store.routeNotes.delete(item.noteId);
    store.routeItems.delete(item.id);
  }
  for (const job of jobs) store.jobs.delete(job.id);
  store.routes.delete(route.id);
  return { deletedId: route.id, company: requireSession(ctx).company };
};

/** The route's jobs, in item order. */
const routeJobs = (ctx: Context, route: RouteRecord): JobRecord[] =>
  sortedItems(ctx.store, route.id).flatMap((item) => {
    const job = item.jobId ? ctx.store.jobs.get(item.jobId) : undefined;
    return job ? [job] : [];
  });

export const routeResolvers = {
  Query: {
    routes,
    routesArchive,
    route: (_: unknown, { id }: { id: string }, ctx: Context) =>
      ownedOrNull(ctx, ctx.store.routes, id),
  },
  Mutation: { createRoute, updateRoute, copyRoute, deleteRoute },
  Route: {
    company: (route: RouteRecord, _: unknown, ctx: Context) =>
      ctx.store.companies.get(route.companyId),
    technician: (route: RouteRecord, _: unknown, ctx: Context) =>
      ctx.store.companyUsers.get(route.technicianId) ?? null,
    items: (route: RouteRecord, _: unknown, ctx: Context) => sortedItems(ctx.store, route.id),
    jobs: (route: RouteRecord, _: unknown, ctx: Context) => routeJobs(ctx, route),
    progress: (route: RouteRecord, _: unknown, ctx: Context) => {
      const jobs = routeJobs(ctx, route);
      const { done, total } = dayProgress(jobs.map((job) => job.status));
      const completed = jobs.flatMap((job) => (job.completedAt ? [job.completedAt] : []));
      const lastCompletedAt = completed.reduce<string | null>(
        (latest, at) => (latest === null || at > latest ? at : latest),
        null,
      );
      return { stops: total, done, lastCompletedAt };
    },
  },
} satisfies ResolverMap;
