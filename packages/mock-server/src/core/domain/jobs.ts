import type { JobRecordCounts } from '@routebook/schema';
import type { Store } from '../store/store';

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
