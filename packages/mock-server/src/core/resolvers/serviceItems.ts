import {
  byNameThenId,
  messages,
  planServiceItemSync,
  validateServiceItem,
} from '@routebook/schema';
import { owned, ownCompanyId, requireSession, type Context } from '../context';
import { assertValid, badInput, notFound } from '../errors';
import type { JobRecord, JobServiceItemRecord, ServiceItemRecord } from '../store/records';
import { fieldJob, jobForNewWork } from '../domain/jobs';
import { serviceItemDoneState } from '../domain/serviceItemDone';
import type { Resolver, ResolverMap } from './types';

/** By name, ignoring case, then by id so the order never wobbles. */
const byName = byNameThenId<ServiceItemRecord>((item) => item.name);

/** A service item of the caller's company that is still on the list (a deleted one is gone). */
function activeServiceItem(ctx: Context, id: string | null | undefined): ServiceItemRecord {
  const item = owned(ctx, ctx.store.serviceItems, id, messages.serviceItemDeleted);
  return item.status === 'active' ? item : notFound(messages.serviceItemDeleted);
}

function linkOf(ctx: Context, jobId: string, serviceItemId: string) {
  return ctx.store.jobServiceItems
    .where('jobId', jobId)
    .find((link) => link.serviceItemId === serviceItemId);
}

const getServiceItems: Resolver<unknown, { companyId: string }> = (_, { companyId }, ctx) =>
  ctx.store.serviceItems
    .where('companyId', ownCompanyId(ctx, companyId))
    .filter((item) => item.status === 'active')
    .sort(byName);

interface ServiceItemInput {
  name?: string | null;
  company?: string | null;
}

/** The abbreviation is always the name. */
const createServiceItem: Resolver<unknown, { data: ServiceItemInput }> = (_, { data }, ctx) => {
  const companyId = ownCompanyId(ctx, data.company);
  assertValid(validateServiceItem(data));
  const name = (data.name ?? '').trim();
  const serviceItem = ctx.store.serviceItems.insert({
    companyId,
    name,
    abbreviation: name,
    status: 'active',
  });
  return { serviceItem, company: requireSession(ctx).company };
};

/** The answer's msg is shown as a toast. */
const updateServiceItem: Resolver<unknown, { id: string; data: ServiceItemInput }> = (
  _,
  { id, data },
  ctx,
) => {
  const item = owned(ctx, ctx.store.serviceItems, id);
  ownCompanyId(ctx, data.company);
  assertValid(validateServiceItem(data));
  const name = (data.name ?? '').trim();
  const serviceItem = ctx.store.serviceItems.update(item.id, { name, abbreviation: name });
  return { result: 'success', msg: messages.serviceItemUpdated, serviceItem };
};

/** Removes the item from the list; jobs keep their links for history. */
const deleteServiceItem: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const item = owned(ctx, ctx.store.serviceItems, id);
  ctx.store.serviceItems.update(item.id, { status: 'deleted' });
  return { deletedId: item.id, company: requireSession(ctx).company };
};

const getJobServiceItemsByJobId: Resolver<unknown, { id: string }> = (_, { id }, ctx) =>
  ctx.store.jobServiceItems.where('jobId', owned(ctx, ctx.store.jobs, id).id);

interface LinkArgs {
  jobId?: string | null;
  serviceItemId?: string | null;
  companyId?: string | null;
  note?: string | null;
  isComplete?: boolean | null;
  doneAt?: string | null;
}

const cleanNote = (note: string | null | undefined) => note?.trim() || null;

function linkPayload(ctx: Context, jobServiceItem: JobServiceItemRecord) {
  return { jobServiceItem, job: ctx.store.jobs.get(jobServiceItem.jobId) };
}

/** Links an active service item to a job once. */
const createJobServiceItem: Resolver<unknown, LinkArgs> = (_, args, ctx) => {
  const companyId = ownCompanyId(ctx, args.companyId);
  const job = jobForNewWork(ctx, args.jobId);
  const serviceItem = activeServiceItem(ctx, args.serviceItemId);
  if (linkOf(ctx, job.id, serviceItem.id)) badInput(messages.serviceItemAlreadyLinked);
  const done = serviceItemDoneState(ctx, job, null, { isComplete: args.isComplete });
  const link = ctx.store.jobServiceItems.insert({
    companyId,
    jobId: job.id,
    serviceItemId: serviceItem.id,
    note: cleanNote(args.note),
    ...done,
  });
  return linkPayload(ctx, link);
};

/**
 * Updates a link's note and done flag (any member marks it done at the tap's time, see
 * serviceItemDoneState). A `jobId` must be the link's own job; a different `serviceItemId` switches
 * the link to that (active, not yet linked) item.
 */
const updateJobServiceItem: Resolver<unknown, LinkArgs & { jobServiceItemId: string }> = (
  _,
  args,
  ctx,
) => {
  const link = owned(
    ctx,
    ctx.store.jobServiceItems,
    args.jobServiceItemId,
    messages.jobServiceItemDeleted,
  );
  ownCompanyId(ctx, args.companyId);
  if (args.jobId != null && args.jobId !== link.jobId) notFound();
  const done = serviceItemDoneState(ctx, fieldJob(ctx, link.jobId), link, args);
  let serviceItemId = link.serviceItemId;
  if (args.serviceItemId != null && args.serviceItemId !== link.serviceItemId) {
    serviceItemId = activeServiceItem(ctx, args.serviceItemId).id;
    if (linkOf(ctx, link.jobId, serviceItemId)) badInput(messages.serviceItemAlreadyLinked);
  }
  const updated = ctx.store.jobServiceItems.update(link.id, {
    serviceItemId,
    note: args.note === undefined ? link.note : cleanNote(args.note),
    ...done,
  });
  return linkPayload(ctx, updated);
};

const deleteJobServiceItem: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const link = owned(ctx, ctx.store.jobServiceItems, id, messages.jobServiceItemDeleted);
  ctx.store.jobServiceItems.delete(link.id);
  return { deletedId: link.id, job: ctx.store.jobs.get(link.jobId) };
};

interface Selection {
  serviceItemId: string;
  isChecked: boolean;
  jobServiceItemId?: string | null;
}

/**
 * Every id of the Select Service Item modal's rows must be the caller's: each service item of the
 * company, each existing link of this job and of that row's item. Otherwise NOT_FOUND.
 */
function checkSelections(ctx: Context, job: JobRecord, items: readonly Selection[]): void {
  for (const item of items) {
    const serviceItem = owned(ctx, ctx.store.serviceItems, item.serviceItemId);
    if (item.jobServiceItemId) {
      const link = owned(
        ctx,
        ctx.store.jobServiceItems,
        item.jobServiceItemId,
        messages.jobServiceItemDeleted,
      );
      if (link.jobId !== job.id || link.serviceItemId !== serviceItem.id) notFound();
    }
  }
}

/**
 * Saving the Select Service Item modal links newly checked items, keeps still checked linked ones
 * and unlinks unchecked linked ones, all or nothing. Linking an item that is linked already (a
 * stale modal) keeps the one link; a deleted item cannot be newly linked, nor anything on a
 * cancelled job (unlinking still works there).
 */
const updateJobServiceItemByPayload: Resolver<
  unknown,
  { jobId: string; items: readonly Selection[] }
> = (_, { jobId, items }, ctx) => {
  const job = fieldJob(ctx, jobId);
  checkSelections(ctx, job, items);
  const plan = planServiceItemSync(items);
  const toLink = [...new Set(plan.create)].map((id) => activeServiceItem(ctx, id));
  if (toLink.some((item) => !linkOf(ctx, job.id, item.id))) jobForNewWork(ctx, job.id);
  const { store } = ctx;
  store.transaction(() => {
    for (const linkId of new Set(plan.remove)) store.jobServiceItems.delete(linkId);
    // Still checked and linked: nothing on the link changes (the modal edits no note or flag).
    for (const serviceItem of toLink) {
      if (linkOf(ctx, job.id, serviceItem.id)) continue;
      store.jobServiceItems.insert({
        companyId: job.companyId,
        jobId: job.id,
        serviceItemId: serviceItem.id,
        note: null,
        isComplete: false,
        completedAt: null,
      });
    }
  });
  return { jobServiceItems: store.jobServiceItems.where('jobId', job.id), job };
};

type Field<T> = Resolver<T, Record<string, never>>;
const companyOf: Field<{ companyId: string }> = (record, _, ctx) =>
  ctx.store.companies.get(record.companyId);

export const serviceItemResolvers = {
  Query: { getServiceItems, getJobServiceItemsByJobId },
  Mutation: {
    createServiceItem,
    updateServiceItem,
    deleteServiceItem,
    createJobServiceItem,
    updateJobServiceItem,
    deleteJobServiceItem,
    updateJobServiceItemByPayload,
  },
  ServiceItem: { company: companyOf },
  JobServiceItem: {
    serviceItem: (link: JobServiceItemRecord, _: unknown, ctx: Context) =>
      ctx.store.serviceItems.get(link.serviceItemId),
    job: (link: JobServiceItemRecord, _: unknown, ctx: Context) => ctx.store.jobs.get(link.jobId),
    company: companyOf,
  },
} satisfies ResolverMap;
