/** What a job has recorded on it; the route row's icons show the same counts. */
export interface JobRecordCounts {
  clockIns: number;
  tasks: number;
  photos: number;
  notes: number;
  serviceItems: number;
}

/**
 * Spec §5: a job item cannot be deleted while it has clock-ins, tasks, photos, notes or service
 * items (the message is `messages.jobDeleteBlocked`).
 */
export function canDeleteJob(counts: JobRecordCounts): boolean {
  return Object.values(counts).every((count) => count === 0);
}
