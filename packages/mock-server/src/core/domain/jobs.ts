import { jobTakesNewWork, messages, type JobRecordCounts } from '@routebook/schema';
import type { Store } from '../store/store';
import type { JobRecord } from '../store/records';
import { owned, type Context } from '../context';
import { conflict } from '../errors';

/** How many records a job has (the route row's icons; the delete rule). */
export function jobCounts(store: Store, jobId: string): JobRecordCounts {
  return {
    clockIns: store.jobTimes.count('jobId', jobId),
    tasks: store.jobTasks.count('jobId', jobId),
    photos: store.jobPhotos.count('jobId', jobId),
    notes: store.jobNotes.count('jobId', jobId),
    serviceItems: store.jobServiceItems.count('jobId', jobId),
  };
}

/**
 * The caller's job that a field action names. A missing one (deleted while the phone was offline,
 * or another company's, answered alike) is NOT_FOUND "This job was deleted, ...".
 */
export function fieldJob(ctx: Context, id: string | null | undefined): JobRecord {
  return owned(ctx, ctx.store.jobs, id, messages.jobDeleted);
}

/** The caller's job that new work (a clock-in, task, service item) goes on: not cancelled. */
export function jobForNewWork(ctx: Context, id: string | null | undefined): JobRecord {
  const job = fieldJob(ctx, id);
  if (!jobTakesNewWork(job.status)) conflict(messages.jobCancelled);
  return job;
}
