import { SETTING_KEYS, mayChangeJobStatus, messages, validateAddJob } from '@routebook/schema';
import {
  isAdmin,
  nowIso,
  owned,
  ownedOrNull,
  ownCompanyId,
  requireSession,
  type Context,
} from '../context';
import { assertValid, conflict, forbidden } from '../errors';
import { appendItem } from '../domain/routeItems';
import { fieldJob, jobCounts } from '../domain/jobs';
import { closeOpenReport } from '../domain/cantAccess';
import { doneAtOf } from '../domain/time';
import { assertMayBecomeComplete, settingIsOn } from '../domain/settings';
import type { JobRecord, JobStatus } from '../store/records';
import { assertJobDeletable, deleteItem, moveItem } from './routeItems';
import type { Resolver, ResolverMap } from './types';

interface JobInput {
  route?: string | null;
  customer?: string | null;
  company?: string | null;
  status?: JobStatus | null;
  notes?: string | null;
}

/**
 * completedAt follows the status: set when a job becomes complete (at `doneAt`, when Complete was
 * done on the device, else now), kept while it stays complete, cleared when it leaves.
 */
function completedAtFor(
  ctx: Context,
  job: JobRecord | null,
  status: JobStatus,
  doneAt: string = nowIso(ctx),
): string | null {
  if (status !== 'complete') return null;
  return job?.status === 'complete' ? job.completedAt : doneAt;
}

/** A job with its route item and route, as JobPayload answers them. */
export function jobPayload(ctx: Context, job: JobRecord) {
  const routeItem = ctx.store.routeItems.where('jobId', job.id)[0] ?? null;
  return { job, routeItem, route: ctx.store.routes.get(job.routeId) ?? null };
}

const createJob: Resolver<unknown, { data: JobInput }> = (_, { data }, ctx) => {
  const status = data.status ?? 'active';
  assertValid(validateAddJob({ status, customerId: data.customer }));
  const companyId = ownCompanyId(ctx, data.company);
  const customer = owned(ctx, ctx.store.customers, data.customer);
  const route = data.route ? owned(ctx, ctx.store.routes, data.route) : null;
  const job = ctx.store.transaction(() => {
    // A new job has no photo yet.
    assertMayBecomeComplete(ctx, { id: null, companyId, status: null }, status);
    const created = ctx.store.jobs.insert({
      companyId,
      routeId: route?.id ?? null,
      customerId: customer.id,
      status,
      notes: data.notes?.trim() || null,
      completedAt: completedAtFor(ctx, null, status),
      createdAt: nowIso(ctx),
    });
    if (route) {
      appendItem(ctx.store, {
        companyId,
        routeId: route.id,
        type: 'job',
        jobId: created.id,
        noteId: null,
      });
    }
    return created;
  });
  return jobPayload(ctx, job);
};

/**
 * A job edit keeps the status unless one is sent. Regular users record their work (status,
 * Important Note); moving a job or changing its customer is an admin's, and so is taking a job out
 * of cancelled (a Complete queued offline does not undo the office's Cancel). A Complete done
 * offline is complete from its own time (`doneAt`), within bounds.
 */
const updateJob: Resolver<unknown, { id: string; data: JobInput; doneAt?: string | null }> = (
  _,
  { id, data, doneAt: sentDoneAt },
  ctx,
) => {
  const job = fieldJob(ctx, id);
  ownCompanyId(ctx, data.company);
  const routeChanges = data.route != null && data.route !== job.routeId;
  const customerChanges = data.customer != null && data.customer !== job.customerId;
  if ((routeChanges || customerChanges) && !isAdmin(ctx)) forbidden(messages.jobEditAdminOnly);
  const customer = customerChanges ? owned(ctx, ctx.store.customers, data.customer) : null;
  const route = routeChanges ? owned(ctx, ctx.store.routes, data.route) : null;
  const status = data.status ?? job.status;
  if (!mayChangeJobStatus(job.status, status, requireSession(ctx).companyUser.role)) {
    conflict(messages.jobCancelled);
  }
  const doneAt = doneAtOf(sentDoneAt, { now: ctx.now(), notBefore: job.createdAt });
  const updated = ctx.store.transaction(() => {
    assertMayBecomeComplete(ctx, job, status);
    // A job taken out of cancelled is no longer called off by its Can't access report.
    if (job.status === 'cancelled' && status !== 'cancelled') closeOpenReport(ctx, job.id);
    if (route) {
      const item = ctx.store.routeItems.where('jobId', job.id)[0];
      if (item) moveItem(ctx, item, route.id);
      else
        appendItem(ctx.store, {
          companyId: job.companyId,
          routeId: route.id,
          type: 'job',
          jobId: job.id,
          noteId: null,
        });
    }
    return ctx.store.jobs.update(job.id, {
      status,
      completedAt: completedAtFor(ctx, job, status, doneAt),
      notes: data.notes === undefined ? job.notes : data.notes?.trim() || null,
      customerId: customer?.id ?? job.customerId,
      routeId: route?.id ?? job.routeId,
    });
  });
  return jobPayload(ctx, updated);
};

const deleteJob: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const job = owned(ctx, ctx.store.jobs, id);
  const item = ctx.store.routeItems.where('jobId', job.id)[0];
  if (item) return deleteItem(ctx, item);
  assertJobDeletable(ctx, job.id);
  ctx.store.jobs.delete(job.id);
  return { deletedId: job.id, deletedJobId: job.id, route: null };
};

type JobField = Resolver<JobRecord, Record<string, never>>;
const field =
  (read: (job: JobRecord, ctx: Context) => unknown): JobField =>
  (job, _, ctx) =>
    read(job, ctx);

export const jobResolvers = {
  Query: {
    job: (_: unknown, { id }: { id: string }, ctx: Context) => ownedOrNull(ctx, ctx.store.jobs, id),
  },
  Mutation: { createJob, updateJob, deleteJob },
  Job: {
    route: field((job, ctx) => ctx.store.routes.get(job.routeId) ?? null),
    customer: field((job, ctx) => ctx.store.customers.get(job.customerId)),
    company: field((job, ctx) => ctx.store.companies.get(job.companyId)),
    tasks: field((job, ctx) => ctx.store.jobTasks.where('jobId', job.id)),
    jobTime: field((job, ctx) => ctx.store.jobTimes.where('jobId', job.id)),
    photos: field((job, ctx) => ctx.store.jobPhotos.where('jobId', job.id)),
    jobNotes: field((job, ctx) => ctx.store.jobNotes.where('jobId', job.id)),
    jobServiceItems: field((job, ctx) => ctx.store.jobServiceItems.where('jobId', job.id)),
    counts: field((job, ctx) => jobCounts(ctx.store, job.id)),
    photoRequiredToComplete: field((job, ctx) =>
      settingIsOn(ctx.store, job.companyId, SETTING_KEYS.photoRequiredToComplete),
    ),
  },
} satisfies ResolverMap;
