/**
 * The field actions the outbox keeps and replays: every kind of change, and the
 * registry the outbox reads them through. A new action is one module and its document
 * (`<kind>.ts`, `<kind>.mutation.ts`) plus its line in `FieldChange` and in `FIELD_ACTIONS`; a kind
 * missing from the registry fails to compile.
 */
import type { RecordSourceProxy } from 'relay-runtime';
import type { ChangeAuthor, ChangeRequest, FieldAction, KeptFiles } from './fieldAction';
import { pendingId, renamed } from './fieldAction';
import { addJobPhoto, type AddJobPhotoChange } from './addJobPhoto';
import { createJobNote, type CreateJobNoteChange } from './createJobNote';
import { createJobTask, type CreateJobTaskChange } from './createJobTask';
import { createJobTime, type CreateJobTimeChange } from './createJobTime';
import { deleteJobNote, type DeleteJobNoteChange } from './deleteJobNote';
import { deleteJobPhoto, type DeleteJobPhotoChange } from './deleteJobPhoto';
import { deleteJobTask, type DeleteJobTaskChange } from './deleteJobTask';
import { deleteJobTime, type DeleteJobTimeChange } from './deleteJobTime';
import { markServiceItemDone, type MarkServiceItemDoneChange } from './markServiceItemDone';
import { reportCantAccess, type ReportCantAccessChange } from './reportCantAccess';
import { reorderRemainingStops, type ReorderRemainingStopsChange } from './reorderRemainingStops';
import { saveJobSignature, type SaveJobSignatureChange } from './saveJobSignature';
import { syncServiceItems, type SyncServiceItemsChange } from './syncServiceItems';
import { updateJob, type UpdateJobChange } from './updateJob';
import { updateJobNote, type UpdateJobNoteChange } from './updateJobNote';
import { updateJobTask, type UpdateJobTaskChange } from './updateJobTask';
import { updateJobTime, type UpdateJobTimeChange } from './updateJobTime';

export type { ChangeAuthor, ChangeRequest, KeptFiles } from './fieldAction';
export { isPendingId, pendingId } from './fieldAction';
export type { QueuedPhoto } from './queuedFiles';
export type { QueuedSignature } from './saveJobSignature';

/** One field action as it is kept on the device (plain data, and a Blob for a file). */
export type FieldChange =
  | CreateJobTimeChange
  | UpdateJobTimeChange
  | DeleteJobTimeChange
  | CreateJobTaskChange
  | UpdateJobTaskChange
  | DeleteJobTaskChange
  | CreateJobNoteChange
  | UpdateJobNoteChange
  | DeleteJobNoteChange
  | UpdateJobChange
  | SyncServiceItemsChange
  | MarkServiceItemDoneChange
  | DeleteJobPhotoChange
  | AddJobPhotoChange
  | ReportCantAccessChange
  | SaveJobSignatureChange
  | ReorderRemainingStopsChange;

export type FieldChangeKind = FieldChange['kind'];

export const FIELD_ACTIONS: {
  readonly [K in FieldChangeKind]: FieldAction<Extract<FieldChange, { kind: K }>>;
} = {
  createJobTime,
  updateJobTime,
  deleteJobTime,
  createJobTask,
  updateJobTask,
  deleteJobTask,
  createJobNote,
  updateJobNote,
  deleteJobNote,
  updateJob,
  syncServiceItems,
  markServiceItemDone,
  deleteJobPhoto,
  addJobPhoto,
  reportCantAccess,
  saveJobSignature,
  reorderRemainingStops,
};

/**
 * The change's own action. TypeScript cannot relate `FIELD_ACTIONS[change.kind]` to the change's
 * member of the union, so the lookup is widened here once.
 */
const actionOf = <C extends FieldChange>(change: C) =>
  FIELD_ACTIONS[change.kind] as unknown as FieldAction<C>;

/** What a change is, in a few words: "Task added", "Clock in", shown with its job's customer. */
export const labelOf = (change: FieldChange) => actionOf(change).label;

/**
 * The requests a change still needs, in order: one for most; a file's upload and then the request
 * that uses it (only that one once the upload's URL is known). `doneAt` is when it was tapped
 * (ISO 8601), the same on every retry.
 */
export async function requestsOf(
  change: FieldChange,
  key: string,
  doneAt: string,
): Promise<ChangeRequest[]> {
  const { documentOf } = await import('./documents');
  const uploadImage = documentOf('uploadImage');
  const upload = (file: File): ChangeRequest => ({
    mutation: uploadImage,
    variables: { file: null, clientMutationId: `${key}-upload` },
    uploadables: { file },
  });
  const mutation = documentOf(change.kind);
  return actionOf(change).requests(change, { key, doneAt, mutation, upload });
}

/** A photo or signature once its file is stored on the server: the next attempt only links it. */
export function withUploadedUrl(change: FieldChange, response: unknown): FieldChange {
  const url = (response as { uploadImage?: { url?: string } }).uploadImage?.url;
  const action = actionOf(change);
  return url && action.withUploadedUrl ? action.withUploadedUrl(change, url) : change;
}

/** The ids the server gave to what a create made: [the pending id, the real one]. */
export const createdIds = (
  change: FieldChange,
  key: string,
  response: unknown,
): [string, string][] => actionOf(change).createdIds?.(change, key, response) ?? [];

/** Replaces every pending id in a change's variables by the server's (a create confirmed). */
export function withRealIds(change: FieldChange, ids: ReadonlyMap<string, string>): FieldChange {
  if (!('variables' in change) || ids.size === 0) return change;
  const action = actionOf(change);
  if (action.withRealIds) return action.withRealIds(change, ids);
  return { ...change, variables: renamed(change.variables, ids) } as FieldChange;
}

/** Whether a change names a record made by the queued create `key` (it cannot go without it). */
export const dependsOn = (change: FieldChange, key: string): boolean =>
  'variables' in change && JSON.stringify(change.variables).includes(`"${pendingId(key)}`);

/** The ids of the records a change touches, for the "pending" marks. */
export const touchedIds = (change: FieldChange, key: string): string[] =>
  actionOf(change).touchedIds(change, key);

/** What the person typed in a change, to copy when the server refused it. */
export const typedText = (change: FieldChange): string | null =>
  actionOf(change).typedText?.(change) ?? null;

/** Whether `typedText` is rich text (HTML), to copy as plain text. */
export const isRichText = (change: FieldChange): boolean => actionOf(change).richText ?? false;

/** The change's files the job page shows from the outbox, not from the store. */
export const keptFiles = (change: FieldChange): KeptFiles =>
  actionOf(change).keptFiles?.(change) ?? {};

/**
 * Shows a queued change in the store at once, as the server would answer it. `doneAt` is when it
 * was tapped (ISO 8601): a note shows that time, after a reload too.
 */
export const applyOptimistically = (
  store: RecordSourceProxy,
  change: FieldChange,
  key: string,
  author: ChangeAuthor,
  doneAt: string,
): void => actionOf(change).applyOptimistically(store, change, key, author, doneAt);
