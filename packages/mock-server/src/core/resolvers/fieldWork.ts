import { messages } from '@routebook/schema';
import { isAdmin, owned, requireSession, type Context } from '../context';
import { badInput, fail, forbidden } from '../errors';
import { isBlankRichText, sanitizeRichText } from '../domain/sanitize';
import { isOwnUpload } from '../uploads';
import { fieldJob, jobForNewWork } from '../domain/jobs';
import { memberName, shownMemberName } from '../domain/cantAccess';
import {
  canonicalInstant,
  clockInMinutes,
  doneAtOf,
  isIsoInstant,
  isWallClock,
  wallClockNotAhead,
} from '../domain/time';
import type { JobNoteRecord, JobRecord, JobTaskRecord, JobTimeRecord } from '../store/records';
import type { Resolver, ResolverMap } from './types';

/** Trimmed text, or null when absent or blank. */
const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** The job as it is now, for a payload (a write may have changed it). */
function currentJob(ctx: Context, jobId: string): JobRecord {
  const job = ctx.store.jobs.get(jobId);
  if (!job) throw new Error(`field work without its job ${jobId}`);
  return job;
}

/** The caller's own record, or an admin: the only ones who may change it. */
function assertOwnerOrAdmin(ctx: Context, ownerId: string): void {
  if (ownerId !== requireSession(ctx).companyUser.id && !isAdmin(ctx)) forbidden();
}

// Tasks -------------------------------------------------------------------------------------------

interface JobTaskInput {
  description?: string | null;
  status?: string | null;
  job?: string | null;
}

/** A task's description sanitized; refused when it shows nothing (an image alone is content). */
function taskDescription(ctx: Context, html: string | null | undefined): string {
  const description = sanitizeRichText(html ?? '', (url) => isOwnUpload(ctx, url));
  if (isBlankRichText(description)) badInput(messages.taskDescriptionRequired);
  return description;
}

/** Tasks are active on create and on update, whatever the client sends. */
const TASK_STATUS = 'active';

const createJobTask: Resolver<unknown, { id: string; data: JobTaskInput }> = (
  _,
  { id, data },
  ctx,
) => {
  const job = jobForNewWork(ctx, id);
  const description = taskDescription(ctx, data.description);
  const jobTask = ctx.store.jobTasks.insert({
    companyId: job.companyId,
    jobId: job.id,
    description,
    status: TASK_STATUS,
  });
  return { jobTask, job: currentJob(ctx, job.id) };
};

/** An omitted description is kept; one sent must not be blank. */
const updateJobTask: Resolver<unknown, { id: string; data: JobTaskInput }> = (
  _,
  { id, data },
  ctx,
) => {
  const task = owned(ctx, ctx.store.jobTasks, id, messages.taskDeleted);
  const description =
    data.description === undefined ? task.description : taskDescription(ctx, data.description);
  const jobTask = ctx.store.jobTasks.update(task.id, { description, status: TASK_STATUS });
  return { jobTask, job: currentJob(ctx, task.jobId) };
};

const deleteJobTask: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const task = owned(ctx, ctx.store.jobTasks, id, messages.taskDeleted);
  ctx.store.jobTasks.delete(task.id);
  return { deletedId: task.id, job: currentJob(ctx, task.jobId) };
};

// Job notes ---------------------------------------------------------------------------------------

interface JobNoteInput {
  job?: string | null;
  description?: string | null;
  forCustomer?: boolean | null;
}

/** A job note is plain text (shown as text, never as HTML), trimmed, and required. */
function noteDescription(text: string | null | undefined): string {
  return textOrNull(text) ?? badInput(messages.noteRequired);
}

/** Written at `doneAt`, the time on the device (a note kept offline), within bounds. */
const createJobNote: Resolver<unknown, { data: JobNoteInput; doneAt?: string | null }> = (
  _,
  { data, doneAt },
  ctx,
) => {
  const job = fieldJob(ctx, data.job);
  const description = noteDescription(data.description);
  const createdAt = doneAtOf(doneAt, { now: ctx.now(), notBefore: job.createdAt });
  const author = requireSession(ctx).companyUser;
  const jobNote = ctx.store.jobNotes.insert({
    companyId: job.companyId,
    jobId: job.id,
    description,
    status: 'active',
    createByName: memberName(author),
    createdById: author.id,
    createdAt,
    // A job note is internal unless marked for the customer.
    forCustomer: data.forCustomer === true,
  });
  return { jobNote, job: currentJob(ctx, job.id) };
};

/**
 * Its author or an admin; an omitted description is kept, one sent must not be blank; an omitted
 * forCustomer is kept.
 */
const updateJobNote: Resolver<unknown, { id: string; data: JobNoteInput }> = (
  _,
  { id, data },
  ctx,
) => {
  const note = owned(ctx, ctx.store.jobNotes, id, messages.jobNoteDeleted);
  assertOwnerOrAdmin(ctx, note.createdById);
  const description =
    data.description === undefined ? note.description : noteDescription(data.description);
  const forCustomer = data.forCustomer == null ? note.forCustomer === true : data.forCustomer;
  const jobNote = ctx.store.jobNotes.update(note.id, { description, forCustomer });
  return { jobNote, job: currentJob(ctx, note.jobId) };
};

const deleteJobNote: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const note = owned(ctx, ctx.store.jobNotes, id, messages.jobNoteDeleted);
  assertOwnerOrAdmin(ctx, note.createdById);
  ctx.store.jobNotes.delete(note.id);
  return { deletedId: note.id, job: currentJob(ctx, note.jobId) };
};

// Clock-ins ---------------------------------------------------------------------------------------

interface JobTimeInput {
  job?: string | null;
  timeIn?: string | null;
  timeInAt?: string | null;
  timeOut?: string | null;
  timeOutAt?: string | null;
  status?: string | null;
}

type ClockTimes = Pick<JobTimeRecord, 'timeIn' | 'timeInAt' | 'timeOut' | 'timeOutAt'>;

/** A wall-clock time as sent (blank: none); refused when it is not YYYY-MM-DDTHH:mm. */
function wallClockOrNull(value: string | null | undefined): string | null {
  const text = textOrNull(value);
  if (text !== null && !isWallClock(text)) badInput(messages.invalidDate);
  return text;
}

/** An instant as sent (blank: none) in canonical UTC form; refused when it is not ISO 8601. */
function instantOrNull(value: string | null | undefined): string | null {
  const text = textOrNull(value);
  if (text === null) return null;
  return isIsoInstant(text) ? canonicalInstant(text) : badInput(messages.invalidDate);
}

/** A sent instant and the wall clock sent with it, kept from the future together. */
const notAhead = (instant: string | null, wallClock: string | null, now: Date) =>
  instant === null ? { instant, wallClock } : wallClockNotAhead(instant, wallClock, now);

/**
 * The times a clock-in will have: `data`'s non-blank fields over `current`'s (a clock-in is never
 * reopened by sending nulls), a time sent from a clock running ahead kept at `now` (see Mutation in
 * the schema). The clock-in instant is required, a clock-out needs its instant, and it must come
 * after the clock-in.
 */
function clockTimes(data: JobTimeInput, current: ClockTimes | null, now: Date): ClockTimes {
  const sentInAt = instantOrNull(data.timeInAt);
  const knownInAt = sentInAt ?? current?.timeInAt ?? null;
  if (knownInAt === null) return badInput(messages.clockInRequired);
  const clockIn = notAhead(sentInAt, wallClockOrNull(data.timeIn), now);
  const clockOut = notAhead(instantOrNull(data.timeOutAt), wallClockOrNull(data.timeOut), now);
  const timeInAt = clockIn.instant ?? knownInAt;
  const timeIn = clockIn.wallClock ?? current?.timeIn ?? null;
  const timeOutAt = clockOut.instant ?? current?.timeOutAt ?? null;
  const timeOut = clockOut.wallClock ?? current?.timeOut ?? null;
  if (timeOut !== null && timeOutAt === null) badInput(messages.clockOutRequired);
  if (timeOutAt !== null && Date.parse(timeOutAt) <= Date.parse(timeInAt)) {
    badInput(messages.clockOutBeforeClockIn);
  }
  return { timeIn, timeInAt, timeOut, timeOutAt };
}

/** Active while clocked in, complete once clocked out. */
const clockStatus = (times: ClockTimes): JobTimeRecord['status'] =>
  times.timeOutAt ? 'complete' : 'active';

/** The member's clock-in still open, wherever it started. */
export function openClockIn(ctx: Context, companyUserId: string): JobTimeRecord | null {
  return (
    ctx.store.jobTimes
      .where('companyUserId', companyUserId)
      .find((entry) => entry.status === 'active') ?? null
  );
}

/**
 * Refuses a second open clock-in. Extension: `extensions.openClockIn` names the clock-in still open
 * (its id, its job's id, route id and customer's display name), so the app can link to it.
 */
function alreadyClockedIn(ctx: Context, open: JobTimeRecord): never {
  const job = ctx.store.jobs.get(open.jobId);
  const customer = job ? ctx.store.customers.get(job.customerId) : undefined;
  return fail('BAD_USER_INPUT', messages.alreadyClockedIn, {
    openClockIn: {
      id: open.id,
      jobId: open.jobId,
      routeId: job?.routeId ?? null,
      customer: customer?.displayName ?? null,
    },
  });
}

/**
 * Clocks the caller in on a job (with timeOutAt: in and out). One open clock-in per person, and
 * none on a cancelled job. Decided: the first clock-in on an active job moves it to inprogress (a
 * visit has started).
 */
const createJobTime: Resolver<unknown, { data: JobTimeInput }> = (_, { data }, ctx) => {
  const job = jobForNewWork(ctx, data.job);
  const times = clockTimes(data, null, ctx.now());
  const status = clockStatus(times);
  const member = requireSession(ctx).companyUser;
  const open = status === 'active' ? openClockIn(ctx, member.id) : null;
  if (open) alreadyClockedIn(ctx, open);
  const jobTime = ctx.store.transaction(() => {
    if (job.status === 'active') ctx.store.jobs.update(job.id, { status: 'inprogress' });
    return ctx.store.jobTimes.insert({
      companyId: job.companyId,
      jobId: job.id,
      companyUserId: member.id,
      status,
      ...times,
    });
  });
  return { jobTime, job: currentJob(ctx, job.id) };
};

/** Clocks out or corrects a clock-in: its owner or an admin; only the fields sent change. */
const updateJobTime: Resolver<unknown, { id: string; data: JobTimeInput }> = (
  _,
  { id, data },
  ctx,
) => {
  const entry = owned(ctx, ctx.store.jobTimes, id, messages.clockInDeleted);
  assertOwnerOrAdmin(ctx, entry.companyUserId);
  const times = clockTimes(data, entry, ctx.now());
  const jobTime = ctx.store.jobTimes.update(entry.id, { ...times, status: clockStatus(times) });
  return { jobTime, job: currentJob(ctx, entry.jobId) };
};

const deleteJobTime: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const entry = owned(ctx, ctx.store.jobTimes, id, messages.clockInDeleted);
  assertOwnerOrAdmin(ctx, entry.companyUserId);
  ctx.store.jobTimes.delete(entry.id);
  return { deletedId: entry.id, job: currentJob(ctx, entry.jobId) };
};

/** The job of a task, note or clock-in. */
const jobOf = (record: JobTaskRecord | JobNoteRecord | JobTimeRecord, _: unknown, ctx: Context) =>
  ctx.store.jobs.get(record.jobId);

export const fieldWorkResolvers = {
  Mutation: {
    createJobTask,
    updateJobTask,
    deleteJobTask,
    createJobNote,
    updateJobNote,
    deleteJobNote,
    createJobTime,
    updateJobTime,
    deleteJobTime,
  },
  JobTask: { job: jobOf },
  JobNote: {
    job: jobOf,
    createByName: (note: JobNoteRecord) => shownMemberName(note.createByName),
    mine: (note: JobNoteRecord, _: unknown, ctx: Context) =>
      note.createdById === requireSession(ctx).companyUser.id,
    forCustomer: (note: JobNoteRecord) => note.forCustomer === true,
  },
  JobTime: {
    user: (entry: JobTimeRecord, _: unknown, ctx: Context) =>
      ctx.store.companyUsers.get(entry.companyUserId),
    job: jobOf,
    minutes: (entry: JobTimeRecord) => clockInMinutes(entry),
  },
} satisfies ResolverMap;
