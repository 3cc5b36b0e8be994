/**
 * What every field action is: one module per kind (`<kind>.ts`) gives the outbox all it
 * needs of that kind; its document sits beside it (`<kind>.mutation.ts`, see documents.ts), loaded
 * with the first change sent, not with the shell. Every mutation takes the change's idempotency
 * key as `clientMutationId`, so a replay after a lost answer never writes twice (the server
 * answers a repeated key with its first answer).
 */
import type {
  GraphQLTaggedNode,
  RecordSourceProxy,
  RecordSourceSelectorProxy,
  UploadableMap,
} from 'relay-runtime';

/** What the tap decides; the key and the tap's time (`doneAt`) come from the outbox entry. */
export type Vars<T> = Omit<T, 'clientMutationId' | 'doneAt'>;

/** One kind of change as it is kept on the device (plain data, and a Blob for a file). */
export type ChangeOf<Kind extends string, Fields> = { kind: Kind; jobId: string } & Fields;

/** Who is making the changes, for the records shown before the server answers. */
export interface ChangeAuthor {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

/** One mutation request of a change: the document, its variables, and files. */
export interface ChangeRequest {
  mutation: GraphQLTaggedNode;
  variables: Record<string, unknown>;
  uploadables?: UploadableMap;
  /** Store edits once the server answered, for what its payload cannot carry (a Today list). */
  updater?: (store: RecordSourceSelectorProxy) => void;
}

/** What `requests` is given: the change's key, its tap time, and its documents, loaded. */
export interface RequestContext {
  key: string;
  /** When it was tapped (ISO 8601), the same on every retry. */
  doneAt: string;
  /** The action's own document (`<kind>.mutation.ts`). */
  mutation: GraphQLTaggedNode;
  /** The upload of a file under the change's own upload key (`<key>-upload`). */
  upload(file: File): ChangeRequest;
}

/** Files kept on the device that the job page shows from the outbox, not from the store. */
export interface KeptFiles {
  /** A job photo waiting (or refused). */
  photo?: { fileName: string; file: Blob };
  /** A customer's signature waiting (or refused). */
  signature?: { image: Blob; signedBy: string; signedAt: string };
  /** A Can't access report's photo, shown on the report's pending record while it waits. */
  reportPhoto?: Blob;
}

/** One field action: everything the outbox does with a change of its kind. */
export interface FieldAction<C extends ChangeOf<string, object>> {
  /** What it is, in a few words ("Task added"), shown with its job's customer. */
  label: string;
  /** The requests it still needs, in order (an upload first, for a file not yet on the server). */
  requests(change: C, context: RequestContext): ChangeRequest[];
  /**
   * Shows it in the store at once, as the server would answer it: Relay keeps it as an optimistic
   * layer under every later answer until the server confirms or refuses it.
   */
  applyOptimistically(
    store: RecordSourceProxy,
    change: C,
    key: string,
    author: ChangeAuthor,
    doneAt: string,
  ): void;
  /** The ids of the records it touches, for the "pending" marks. */
  touchedIds(change: C, key: string): string[];
  /** What a create made: [the pending id, the server's id]; none by default. */
  createdIds?(change: C, key: string, response: unknown): [string, string][];
  /** Its variables with pending ids replaced by the server's; every string by default. */
  withRealIds?(change: C, ids: ReadonlyMap<string, string>): C;
  /** Its file once uploadImage stored it at `url`: a retry then only links it. */
  withUploadedUrl?(change: C, url: string): C;
  /** What the person typed, to copy when the server refused it; none by default. */
  typedText?(change: C): string | null;
  /** `typedText` is rich text (HTML): copy its plain text. */
  richText?: boolean;
  /** Its files the job page shows from the outbox. */
  keptFiles?(change: C): KeptFiles;
}

/** The id a record made by a queued create has until the server names it. */
export const pendingId = (key: string, suffix?: string) =>
  suffix ? `pending-${key}-${suffix}` : `pending-${key}`;
export const isPendingId = (id: string | null | undefined) => id?.startsWith('pending-') ?? false;

/** Variables with every pending id the map names replaced by the server's id. */
export function renamed<T>(variables: T, ids: ReadonlyMap<string, string>): T {
  return JSON.parse(JSON.stringify(variables), (_, value: unknown) =>
    typeof value === 'string' ? (ids.get(value) ?? value) : value,
  ) as T;
}

/** The request of most actions: the tap's variables and the key (and the tap's time, if asked). */
export const sendVariables =
  ({ withDoneAt = false } = {}) =>
  (change: { variables: object }, { key, doneAt, mutation }: RequestContext): ChangeRequest[] => [
    {
      mutation,
      variables: { ...change.variables, clientMutationId: key, ...(withDoneAt ? { doneAt } : {}) },
    },
  ];

/**
 * What a create of one record shares: its pending record is what it touches, and the server's
 * answer names it (`mutationField.payloadField.id`).
 */
export const createsRecord = (mutationField: string, payloadField: string) => ({
  touchedIds: (_change: unknown, key: string) => [pendingId(key)],
  createdIds(_change: unknown, key: string, response: unknown): [string, string][] {
    const answer = response as Record<
      string,
      Record<string, { id?: string } | undefined> | undefined
    >;
    const id = answer[mutationField]?.[payloadField]?.id;
    return id ? [[pendingId(key), id]] : [];
  },
});
