import type { Context } from '../context';
import type { JobRecord, JobServiceItemRecord } from '../store/records';
import { jobForNewWork } from './jobs';
import { doneAtOf } from './time';

type DoneState = Pick<JobServiceItemRecord, 'isComplete' | 'completedAt'>;

const NOT_DONE: DoneState = { isComplete: false, completedAt: null };

/**
 * The one rule of a job service item's done flag, for every write that sets it. Marking it done is
 * new work (not on a cancelled job: CONFLICT) kept at the tap's time (`doneAt`, within a field
 * action's bounds; not ISO 8601: BAD_USER_INPUT); an item already done keeps its first time, as a
 * job's completion does. Not done clears the time; it corrects what was recorded, so a cancelled
 * job allows it, as it allows unlinking. `isComplete` omitted keeps `current`.
 */
export function serviceItemDoneState(
  ctx: Context,
  job: JobRecord,
  current: DoneState | null,
  { isComplete, doneAt }: { isComplete?: boolean | null; doneAt?: string | null },
): DoneState {
  // The two fields alone: the caller spreads the answer over the rest of its write.
  const before = current
    ? { isComplete: current.isComplete, completedAt: current.completedAt ?? null }
    : NOT_DONE;
  // A time that is not an instant is refused whatever else the call says.
  const completedAt = doneAtOf(doneAt, { now: ctx.now(), notBefore: job.createdAt });
  if (isComplete == null) return before;
  if (!isComplete) return NOT_DONE;
  if (before.isComplete) return before;
  jobForNewWork(ctx, job.id);
  return { isComplete: true, completedAt };
}
