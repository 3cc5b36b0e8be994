/**
 * The field actions the outbox keeps and replays (issue 15): what each sends, how it shows at once
 * in the store before the server has it, and which record a create made. Every mutation here takes
 * the change's idempotency key as `clientMutationId`, so a replay after a lost answer never writes
 * twice (the server answers a repeated key with its first answer). A change whose record keeps a
 * time carries the tap's: a note's and a Complete's as `doneAt` (the outbox entry's time), the
 * others in their own fields (a clock-in's times, `reportedAt`, `signedAt`, set at the tap); a
 * service item marked done (issue 26) carries it as `doneAt` too.
 */
import type {
  GraphQLTaggedNode,
  RecordProxy,
  RecordSourceProxy,
  UploadableMap,
} from 'relay-runtime';
import type { fieldChangesCreateJobTimeMutation$variables } from './__generated__/fieldChangesCreateJobTimeMutation.graphql';
import type { fieldChangesUpdateJobTimeMutation$variables } from './__generated__/fieldChangesUpdateJobTimeMutation.graphql';
import type { fieldChangesCreateJobTaskMutation$variables } from './__generated__/fieldChangesCreateJobTaskMutation.graphql';
import type { fieldChangesUpdateJobTaskMutation$variables } from './__generated__/fieldChangesUpdateJobTaskMutation.graphql';
import type { fieldChangesCreateJobNoteMutation$variables } from './__generated__/fieldChangesCreateJobNoteMutation.graphql';
import type { fieldChangesUpdateJobNoteMutation$variables } from './__generated__/fieldChangesUpdateJobNoteMutation.graphql';
import type { fieldChangesUpdateJobMutation$variables } from './__generated__/fieldChangesUpdateJobMutation.graphql';
import type { fieldChangesSyncServiceItemsMutation$variables } from './__generated__/fieldChangesSyncServiceItemsMutation.graphql';
import type { fieldChangesMarkServiceItemDoneMutation$variables } from './__generated__/fieldChangesMarkServiceItemDoneMutation.graphql';
import type { fieldChangesReportCantAccessMutation$variables } from './__generated__/fieldChangesReportCantAccessMutation.graphql';

/** What the tap decides; the key and the tap's time (`doneAt`) come from the outbox entry. */
type Vars<T> = Omit<T, 'clientMutationId' | 'doneAt'>;

/** One field action as it is kept on the device (plain data, and a File for a photo). */
export type FieldChange = { jobId: string } & (
  | { kind: 'createJobTime'; variables: Vars<fieldChangesCreateJobTimeMutation$variables> }
  | { kind: 'updateJobTime'; variables: Vars<fieldChangesUpdateJobTimeMutation$variables> }
  | { kind: 'deleteJobTime'; variables: { id: string } }
  | { kind: 'createJobTask'; variables: Vars<fieldChangesCreateJobTaskMutation$variables> }
  | { kind: 'updateJobTask'; variables: Vars<fieldChangesUpdateJobTaskMutation$variables> }
  | { kind: 'deleteJobTask'; variables: { id: string } }
  | { kind: 'createJobNote'; variables: Vars<fieldChangesCreateJobNoteMutation$variables> }
  | { kind: 'updateJobNote'; variables: Vars<fieldChangesUpdateJobNoteMutation$variables> }
  | { kind: 'deleteJobNote'; variables: { id: string } }
  | { kind: 'updateJob'; variables: Vars<fieldChangesUpdateJobMutation$variables> }
  | {
      kind: 'syncServiceItems';
      variables: Vars<fieldChangesSyncServiceItemsMutation$variables>;
      /** The items' names, to show a new link before the store has read the item. */
      names: Record<string, string>;
    }
  | {
      /** Issue 26: a service item on the job marked done or not done, at the tap's time. */
      kind: 'markServiceItemDone';
      variables: Vars<fieldChangesMarkServiceItemDoneMutation$variables>;
    }
  | { kind: 'deleteJobPhoto'; variables: { id: string } }
  | { kind: 'addJobPhoto'; photo: QueuedPhoto }
  | {
      /**
       * Issue 17: Can't access, with its photo kept on the device until uploaded (its URL then
       * goes in `data.photoUrl`). The job shows cancelled with the report at once.
       */
      kind: 'reportCantAccess';
      variables: Vars<fieldChangesReportCantAccessMutation$variables>;
      photo: QueuedPhoto | null;
    }
  | { kind: 'saveJobSignature'; signature: QueuedSignature }
);

export type FieldChangeKind = FieldChange['kind'];

/** A photo kept on the device until the server has it: the file, then the URL it was stored at. */
export interface QueuedPhoto {
  file: Blob;
  fileName: string;
  /** When it was taken (ISO 8601), from the file. */
  photoDate: string;
  /** Set once uploadImage answered: a retry then only adds it to the job. */
  url?: string;
}

/**
 * Issue 17: a customer's signature kept on the device until the server has it, as a photo is: the
 * PNG, then the URL it was stored at.
 */
export interface QueuedSignature {
  image: Blob;
  signedBy: string;
  /** When the customer signed (ISO 8601): the tap's time, not the upload's. */
  signedAt: string;
  /** Set once uploadImage answered: a retry then only saves it on the job. */
  url?: string;
}

/** The changes whose file is uploaded first (uploadImage), then linked to the job. */
type UploadChange = Extract<FieldChange, { kind: 'addJobPhoto' | 'saveJobSignature' }>;
const isUpload = (change: FieldChange): change is UploadChange =>
  change.kind === 'addJobPhoto' || change.kind === 'saveJobSignature';

/** A stored Blob as a File with a name (IndexedDB may hand back a Blob). */
const asFile = (file: Blob, name: string) =>
  file instanceof File ? file : new File([file], name, { type: file.type });

/** Who is making the changes, for the records shown before the server answers. */
export interface ChangeAuthor {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

/** The id a record made by a queued create has until the server names it. */
export const pendingId = (key: string, suffix?: string) =>
  suffix ? `pending-${key}-${suffix}` : `pending-${key}`;
export const isPendingId = (id: string | null | undefined) => id?.startsWith('pending-') ?? false;

/** One mutation request of a change: the document, its variables, and files. */
export interface ChangeRequest {
  mutation: GraphQLTaggedNode;
  variables: Record<string, unknown>;
  uploadables?: UploadableMap;
}

/** The upload's own key: the photo's key names the step that adds it to the job. */
const uploadKey = (key: string) => `${key}-upload`;

/**
 * The changes the server stamps with the time they were done (`doneAt`): a note, a job's status,
 * a service item marked done.
 */
const takesDoneAt = (kind: FieldChangeKind) =>
  kind === 'createJobNote' || kind === 'updateJob' || kind === 'markServiceItemDone';

/**
 * The requests a change still needs, in order: one for most; a photo's upload and then its link
 * to the job (only the link once the upload's URL is known); likewise a Can't access report's
 * photo, then the report. `doneAt` is when it was tapped (ISO 8601), the same on every retry.
 */
export async function requestsOf(
  change: FieldChange,
  key: string,
  doneAt: string,
): Promise<ChangeRequest[]> {
  const { MUTATIONS, createJobPhoto, reportCantAccess, saveJobSignature, uploadImage } =
    await import('./fieldMutations');
  const upload = (file: File): ChangeRequest => ({
    mutation: uploadImage,
    variables: { file: null, clientMutationId: uploadKey(key) },
    uploadables: { file },
  });
  if (change.kind === 'reportCantAccess') {
    const { photo, variables } = change;
    const report = (photoUrl: string | null): ChangeRequest => ({
      mutation: reportCantAccess,
      variables: { ...variables, data: { ...variables.data, photoUrl }, clientMutationId: key },
    });
    if (!photo) return [report(null)];
    if (photo.url) return [report(photo.url)];
    // The URL is filled in from the upload's answer (withUploadedUrl) before this is sent.
    return [upload(asFile(photo.file, photo.fileName)), report('')];
  }
  if (change.kind === 'saveJobSignature') {
    const { signature } = change;
    const save = (imageUrl: string): ChangeRequest => ({
      mutation: saveJobSignature,
      variables: {
        jobId: change.jobId,
        data: { imageUrl, signedBy: signature.signedBy, signedAt: signature.signedAt },
        clientMutationId: key,
      },
    });
    if (signature.url) return [save(signature.url)];
    // The URL is filled in from the upload's answer (withUploadedUrl) before this is sent.
    return [upload(asFile(signature.image, 'signature.png')), save('')];
  }
  if (change.kind === 'addJobPhoto') {
    const { photo } = change;
    const link = (url: string): ChangeRequest => ({
      mutation: createJobPhoto,
      variables: {
        data: { job: change.jobId, url, notes: photo.fileName, photoDate: photo.photoDate },
        clientMutationId: key,
      },
    });
    if (photo.url) return [link(photo.url)];
    // The URL is filled in from the upload's answer (withUploadedUrl) before this is sent.
    return [upload(asFile(photo.file, photo.fileName)), link('')];
  }
  return [
    {
      mutation: MUTATIONS[change.kind],
      variables: {
        ...change.variables,
        clientMutationId: key,
        ...(takesDoneAt(change.kind) ? { doneAt } : {}),
      },
    },
  ];
}

/** A photo or signature once its file is stored on the server: the next attempt only links it. */
export function withUploadedUrl(change: FieldChange, response: unknown): FieldChange {
  const url = (response as { uploadImage?: { url?: string } }).uploadImage?.url;
  if (!url) return change;
  if (change.kind === 'addJobPhoto') return { ...change, photo: { ...change.photo, url } };
  if (change.kind === 'reportCantAccess' && change.photo) {
    return { ...change, photo: { ...change.photo, url } };
  }
  if (change.kind === 'saveJobSignature') {
    return { ...change, signature: { ...change.signature, url } };
  }
  return change;
}

/** The ids the server gave to what a create made: [the pending id, the real one]. */
export function createdIds(
  change: FieldChange,
  key: string,
  response: unknown,
): [string, string][] {
  const answer = response as Record<string, Record<string, unknown> | undefined>;
  const one = (field: string, payloadField: string) => {
    const record = answer[field]?.[payloadField] as { id?: string } | undefined;
    return record?.id ? [[pendingId(key), record.id] as [string, string]] : [];
  };
  switch (change.kind) {
    case 'createJobTime':
      return one('createJobTime', 'jobTime');
    case 'createJobTask':
      return one('createJobTask', 'jobTask');
    case 'createJobNote':
      return one('createJobNote', 'jobNote');
    case 'syncServiceItems': {
      const links = (answer.updateJobServiceItemByPayload?.jobServiceItems ?? []) as {
        id: string;
        serviceItem: { id: string };
      }[];
      return links.map((link) => [pendingId(key, link.serviceItem.id), link.id]);
    }
    default:
      return [];
  }
}

/** Replaces every pending id in a change's variables by the server's (a create confirmed). */
export function withRealIds(change: FieldChange, ids: ReadonlyMap<string, string>): FieldChange {
  if (isUpload(change) || ids.size === 0) return change;
  const variables = JSON.parse(JSON.stringify(change.variables), (_, value: unknown) =>
    typeof value === 'string' ? (ids.get(value) ?? value) : value,
  ) as typeof change.variables;
  if (change.kind === 'syncServiceItems') {
    // A link made by an earlier queued save and not yet named: the server keeps one link per
    // item, so a still-ticked row is sent as new and an unticked one cannot be named: drop it.
    const items = (variables as typeof change.variables).items.flatMap((item) =>
      isPendingId(item.jobServiceItemId)
        ? item.isChecked
          ? [{ ...item, jobServiceItemId: null }]
          : []
        : [item],
    );
    return { ...change, variables: { ...(variables as typeof change.variables), items } };
  }
  return { ...change, variables } as FieldChange;
}

/** Whether a change names a record made by the queued create `key` (it cannot go without it). */
export function dependsOn(change: FieldChange, key: string): boolean {
  if (isUpload(change)) return false;
  return JSON.stringify(change.variables).includes(`"${pendingId(key)}`);
}

/** The ids of the records a change touches, for the "pending" marks. */
export function touchedIds(change: FieldChange, key: string): string[] {
  switch (change.kind) {
    case 'createJobTime':
    case 'createJobTask':
    case 'createJobNote':
      return [pendingId(key)];
    case 'updateJob':
      return [change.jobId];
    case 'syncServiceItems':
      return change.variables.items
        .filter((item) => item.isChecked)
        .map((item) => item.jobServiceItemId ?? pendingId(key, item.serviceItemId));
    case 'markServiceItemDone':
      return [change.variables.jobServiceItemId];
    case 'addJobPhoto':
    case 'saveJobSignature':
      return [];
    case 'reportCantAccess':
      return [change.jobId, pendingId(key)];
    default:
      return [change.variables.id];
  }
}

/** What the person typed in a change, to copy when the server refused it. */
export function typedText(change: FieldChange): string | null {
  switch (change.kind) {
    case 'createJobTask':
    case 'updateJobTask':
    case 'createJobNote':
    case 'updateJobNote':
      return change.variables.data.description ?? null;
    case 'updateJob':
      return change.variables.data.notes ?? null;
    case 'reportCantAccess': {
      const { reason, note } = change.variables.data;
      return note ? `${reason}: ${note}` : reason;
    }
    default:
      return null;
  }
}

/** What a change is, in a few words: "Task", "Clock-in", shown with its job's customer. */
export const CHANGE_LABELS: Record<FieldChangeKind, string> = {
  createJobTime: 'Clock in',
  updateJobTime: 'Clock-in hours',
  deleteJobTime: 'Clock-in deleted',
  createJobTask: 'Task added',
  updateJobTask: 'Task edited',
  deleteJobTask: 'Task deleted',
  createJobNote: 'Note added',
  updateJobNote: 'Note edited',
  deleteJobNote: 'Note deleted',
  updateJob: 'Job',
  syncServiceItems: 'Service items',
  markServiceItemDone: 'Service item done',
  deleteJobPhoto: 'Photo deleted',
  addJobPhoto: 'Photo',
  reportCantAccess: "Can't access",
  saveJobSignature: 'Customer signature',
};

const recordId = (type: string, id: string) => `${type}:${id}`;

function removeFrom(job: RecordProxy | null | undefined, field: string, id: string) {
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

function setFields(record: RecordProxy | null | undefined, fields: Record<string, unknown>) {
  if (!record) return;
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) record.setValue(value as string | null, name);
  }
}

/** The record a queued create shows until the server names it, added at the end of the job's list. */
function createPending(
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

const minutesBetween = (from?: string | null, to?: string | null) =>
  from && to ? Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000)) : null;

/**
 * Shows a queued change in the store at once, as the server would answer it: Relay keeps it as an
 * optimistic layer under every later answer until the server confirms or refuses it. `doneAt` is
 * when it was tapped (ISO 8601): a note shows that time, after a reload too.
 */
export function applyOptimistically(
  store: RecordSourceProxy,
  change: FieldChange,
  key: string,
  author: ChangeAuthor,
  doneAt: string,
): void {
  const job = store.get(recordId('Job', change.jobId));
  switch (change.kind) {
    case 'createJobTime': {
      const { data } = change.variables;
      const userId = recordId('CompanyUser', author.id);
      const user = store.get(userId) ?? store.create(userId, 'CompanyUser');
      setFields(user, { id: author.id, firstName: author.firstName, lastName: author.lastName });
      createPending(store, job, 'jobTime', 'JobTime', key, {
        status: 'active',
        timeIn: data.timeIn ?? null,
        timeInAt: data.timeInAt ?? null,
        timeOut: null,
        timeOutAt: null,
        minutes: null,
      }).setLinkedRecord(user, 'user');
      return;
    }
    case 'updateJobTime': {
      const { id, data } = change.variables;
      const record = store.get(recordId('JobTime', id));
      setFields(record, {
        timeIn: data.timeIn,
        timeInAt: data.timeInAt,
        timeOut: data.timeOut,
        timeOutAt: data.timeOutAt,
        status: data.timeOut ? 'complete' : data.timeOut === null ? 'active' : undefined,
      });
      if (record) {
        const timeInAt = record.getValue('timeInAt') as string | null;
        const timeOutAt = record.getValue('timeOutAt') as string | null;
        record.setValue(minutesBetween(timeInAt, timeOutAt), 'minutes');
      }
      return;
    }
    case 'createJobTask': {
      createPending(store, job, 'tasks', 'JobTask', key, {
        description: change.variables.data.description ?? '',
        status: 'active',
      });
      return;
    }
    case 'updateJobTask':
      setFields(store.get(recordId('JobTask', change.variables.id)), {
        description: change.variables.data.description,
      });
      return;
    case 'updateJobNote':
      setFields(store.get(recordId('JobNote', change.variables.id)), {
        description: change.variables.data.description,
        forCustomer: change.variables.data.forCustomer ?? undefined,
      });
      return;
    case 'createJobNote': {
      createPending(store, job, 'jobNotes', 'JobNote', key, {
        description: change.variables.data.description ?? '',
        status: 'active',
        createByName: [author.firstName, author.lastName].filter(Boolean).join(' '),
        createdAt: doneAt,
        mine: true,
        forCustomer: change.variables.data.forCustomer ?? false,
      });
      return;
    }
    case 'deleteJobTime':
      return removeFrom(job, 'jobTime', recordId('JobTime', change.variables.id));
    case 'deleteJobTask':
      return removeFrom(job, 'tasks', recordId('JobTask', change.variables.id));
    case 'deleteJobNote':
      return removeFrom(job, 'jobNotes', recordId('JobNote', change.variables.id));
    case 'deleteJobPhoto':
      return removeFrom(job, 'photos', recordId('JobPhoto', change.variables.id));
    case 'updateJob':
      setFields(job, { status: change.variables.data.status, notes: change.variables.data.notes });
      return;
    case 'syncServiceItems': {
      const links = job?.getLinkedRecords('jobServiceItems');
      if (!job || !links) return;
      const named = new Map(change.variables.items.map((item) => [item.serviceItemId, item]));
      const kept = links.filter((link) => {
        const serviceItem = link?.getLinkedRecord('serviceItem')?.getValue('id') as string;
        return named.get(serviceItem)?.isChecked !== false;
      });
      const linked = new Set(
        kept.map((link) => link?.getLinkedRecord('serviceItem')?.getValue('id') as string),
      );
      const added = change.variables.items
        .filter((item) => item.isChecked && !linked.has(item.serviceItemId))
        .map((item) => {
          const id = pendingId(key, item.serviceItemId);
          const link = store.create(recordId('JobServiceItem', id), 'JobServiceItem');
          setFields(link, { id, isComplete: false, note: null });
          const serviceItemId = recordId('ServiceItem', item.serviceItemId);
          let serviceItem = store.get(serviceItemId);
          if (!serviceItem) {
            // After a reload the store may not have read the item yet: it is made from the change.
            serviceItem = store.create(serviceItemId, 'ServiceItem');
            setFields(serviceItem, {
              id: item.serviceItemId,
              name: change.names[item.serviceItemId] ?? '',
            });
          }
          link.setLinkedRecord(serviceItem, 'serviceItem');
          return link;
        });
      job.setLinkedRecords([...kept, ...added], 'jobServiceItems');
      return;
    }
    case 'markServiceItemDone': {
      const { jobServiceItemId, isComplete } = change.variables;
      setFields(store.get(recordId('JobServiceItem', jobServiceItemId)), { isComplete });
      return;
    }
    case 'addJobPhoto':
    case 'saveJobSignature':
      // Shown from the outbox itself (the file's preview), not from the store.
      return;
    case 'reportCantAccess':
      return showCantAccess(store, job, change, key, author);
  }
}

/**
 * Can't access shown at once, as the server answers it: the job cancelled with the report (its
 * photo is the outbox's preview until uploaded), and its open clock-ins clocked out at the
 * report's time.
 */
function showCantAccess(
  store: RecordSourceProxy,
  job: RecordProxy | null | undefined,
  change: Extract<FieldChange, { kind: 'reportCantAccess' }>,
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
