/** The store edits the field actions' optimistic updates share. */
import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';
import { pendingId } from './fieldAction';

export const recordId = (type: string, id: string) => `${type}:${id}`;

/** The change's job in the store, if it has read it. */
export const jobOf = (store: RecordSourceProxy, change: { jobId: string }) =>
  store.get(recordId('Job', change.jobId));

export function removeFrom(job: RecordProxy | null | undefined, field: string, id: string) {
  const list = job?.getLinkedRecords(field);
  if (!job || !list) return;
  job.setLinkedRecords(
    list.filter((record) => record?.getDataID() !== id),
    field,
  );
}

function append(job: RecordProxy | null | undefined, field: string, record: RecordProxy) {
  const list = job?.getLinkedRecords(field);
  if (job && list) job.setLinkedRecords([...list, record], field);
}

export function setFields(record: RecordProxy | null | undefined, fields: Record<string, unknown>) {
  if (!record) return;
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) record.setValue(value as string | null, name);
  }
}

/** The record a queued create shows until the server names it, added at the end of the job's list. */
export function createPending(
  store: RecordSourceProxy,
  job: RecordProxy | null | undefined,
  list: string,
  type: string,
  key: string,
  fields: Record<string, unknown>,
): RecordProxy {
  const id = pendingId(key);
  const record = store.create(recordId(type, id), type);
  setFields(record, { id, ...fields });
  append(job, list, record);
  return record;
}

export const minutesBetween = (from?: string | null, to?: string | null) =>
  from && to ? Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000)) : null;

/** A delete shown at once: the record leaves its job's list. */
export const removeRecord =
  (list: string, type: string) =>
  (store: RecordSourceProxy, change: { jobId: string; variables: { id: string } }) =>
    removeFrom(jobOf(store, change), list, recordId(type, change.variables.id));
