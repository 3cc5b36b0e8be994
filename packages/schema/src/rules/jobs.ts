import type { Role } from './users';

/** What a job has recorded on it; the route row's icons show the same counts. */
export interface JobRecordCounts {
  clockIns: number;
  tasks: number;
  photos: number;
  notes: number;
  serviceItems: number;
}

/**
 * A job item cannot be deleted while it has clock-ins, tasks, photos, notes or service items (the
 * message is `messages.jobDeleteBlocked`).
 */
export function canDeleteJob(counts: JobRecordCounts): boolean {
  return Object.values(counts).every((count) => count === 0);
}

/**
 * A cancelled job takes no new work: no clock-in, task or service item is added to it
 * (`messages.jobCancelled`), so work queued offline after the office called the visit off is
 * refused, not recorded. Job notes and photos may still be added (they say why a visit was called
 * off), and what was recorded before stays correctable (clock out, edit hours, edit or delete).
 */
export function jobTakesNewWork(status: string): boolean {
  return status !== 'cancelled';
}

/**
 * Only an admin takes a job out of cancelled; a regular user's status change of a cancelled job (a
 * Complete queued while offline) is refused. Sending the status back unchanged, as Edit Job does,
 * is no change.
 */
export function mayChangeJobStatus(current: string, next: string, role: Role): boolean {
  return current === next || role === 'admin' || current !== 'cancelled';
}
