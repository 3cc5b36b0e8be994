/**
 * Can't access, with its photo kept on the device until uploaded (its URL then goes in
 * `data.photoUrl`). The job shows cancelled with the report at once.
 */
import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';
import type { reportCantAccessMutation$variables } from './__generated__/reportCantAccessMutation.graphql';
import {
  pendingId,
  type ChangeAuthor,
  type ChangeOf,
  type FieldAction,
  type Vars,
} from './fieldAction';
import { asFile, type QueuedPhoto } from './queuedFiles';
import { jobOf, minutesBetween, recordId, setFields } from './storeUpdates';

export type ReportCantAccessChange = ChangeOf<
  'reportCantAccess',
  { variables: Vars<reportCantAccessMutation$variables>; photo: QueuedPhoto | null }
>;

export const reportCantAccess: FieldAction<ReportCantAccessChange> = {
  label: "Can't access",
  requests(change, { key, mutation, upload }) {
    const { photo, variables } = change;
    const report = (photoUrl: string | null) => ({
      mutation,
      variables: { ...variables, data: { ...variables.data, photoUrl }, clientMutationId: key },
    });
    if (!photo) return [report(null)];
    if (photo.url) return [report(photo.url)];
    // The URL is filled in from the upload's answer (withUploadedUrl) before this is sent.
    return [upload(asFile(photo.file, photo.fileName)), report('')];
  },
  applyOptimistically: (store, change, key, author) =>
    showCantAccess(store, jobOf(store, change), change, key, author),
  touchedIds: (change, key) => [change.jobId, pendingId(key)],
  withUploadedUrl: (change, url) =>
    change.photo ? { ...change, photo: { ...change.photo, url } } : change,
  typedText(change) {
    const { reason, note } = change.variables.data;
    return note ? `${reason}: ${note}` : reason;
  },
  keptFiles: (change) => (change.photo ? { reportPhoto: change.photo.file } : {}),
};

/**
 * Can't access shown at once, as the server answers it: the job cancelled with the report (its
 * photo is the outbox's preview until uploaded), and its open clock-ins clocked out at the
 * report's time.
 */
function showCantAccess(
  store: RecordSourceProxy,
  job: RecordProxy | null | undefined,
  change: ReportCantAccessChange,
  key: string,
  author: ChangeAuthor,
) {
  if (!job) return;
  const { data } = change.variables;
  const reportedAt = data.reportedAt ?? new Date().toISOString();
  const id = pendingId(key);
  const report = store.create(recordId('CantAccess', id), 'CantAccess');
  const name = [author.firstName, author.lastName].filter(Boolean).join(' ');
  const memberId = recordId('CantAccessMember', author.id);
  const member = store.get(memberId) ?? store.create(memberId, 'CantAccessMember');
  setFields(member, { id: author.id, name });
  setFields(report, {
    id,
    reason: data.reason,
    note: data.note?.trim() || null,
    photoUrl: null,
    reportedAt,
    reopenedAt: null,
  });
  report.setLinkedRecord(member, 'reportedBy');
  report.setValue(null, 'reopenedBy');
  report.setLinkedRecord(job, 'job');
  job.setLinkedRecord(report, 'cantAccess');
  job.setValue('cancelled', 'status');
  for (const entry of job.getLinkedRecords('jobTime') ?? []) {
    if (entry?.getValue('status') !== 'active') continue;
    setFields(entry, {
      status: 'complete',
      timeOut: data.reportedWallClock ?? null,
      timeOutAt: reportedAt,
    });
    entry.setValue(minutesBetween(entry.getValue('timeInAt') as string, reportedAt), 'minutes');
  }
}
