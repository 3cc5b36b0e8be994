/**
 * The outbox: every field action of one member, kept in IndexedDB from the tap until
 * the server confirms it, shown at once in the Relay store (an optimistic layer per change), and
 * sent one at a time in the order of the taps. A change is sent with its idempotency key every
 * time, so a replay after a lost answer is answered, not written again.
 *
 * - No network (or a server that does not answer): the queue waits, retries with backoff, and goes
 *   at once on the browser's `online` event or "Sync now".
 * - Refused by the server (job cancelled or deleted, already clocked in, a plan limit): the change
 *   leaves the store; while its tap is still waiting (sent at once, online) the refusal is the
 *   caller's to show, as before; otherwise it is kept as refused, with the server's message and
 *   what was typed, until the person dismisses it. Changes that name a record the refused create
 *   would have made are refused with it.
 * - A login that expired: the queue waits for the next login of the same member.
 */
import {
  commitMutation,
  type Disposable,
  type Environment,
  type MutationParameters,
  type PayloadError,
} from 'relay-runtime';
import type { OfflineDB, StoredChange } from '../db';
import { GraphQLResponseError } from '../../relay/network';
import { ServerUnreachableError } from '../../relay/batchingFetch';
import {
  applyOptimistically,
  createdIds,
  dependsOn,
  isRichText,
  keptFiles,
  labelOf,
  pendingId,
  requestsOf,
  touchedIds,
  typedText,
  withRealIds,
  withUploadedUrl,
  type ChangeAuthor,
  type ChangeRequest,
  type FieldChange,
} from '../fieldActions';

/** Waits between automatic retries while the server cannot be reached; the last one repeats. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 30_000];

interface Entry extends StoredChange {
  change: FieldChange;
  label: string;
}

export interface RefusedChange {
  key: string;
  label: string;
  message: string;
  code: string | null;
  typed: string | null;
  /** `typed` is a task's rich text (HTML): copy its plain text. */
  richText: boolean;
}

/** A photo kept on the device: waiting, or refused with the server's message. */
export interface OutboxPhoto {
  key: string;
  jobId: string;
  fileName: string;
  file: Blob;
  refused: string | null;
}

/** A customer's signature kept on the device: waiting, or refused with why. */
export interface OutboxSignature {
  key: string;
  jobId: string;
  image: Blob;
  signedBy: string;
  signedAt: string;
  refused: string | null;
}

export interface OutboxState {
  /** Changes not yet confirmed (refused ones not counted). */
  pending: number;
  /** A change is on its way now. */
  sending: boolean;
  /** The queue stopped for a login that is no longer valid. */
  needsLogin: boolean;
  /** When the next automatic retry goes (ms since the epoch), or null. */
  retryAt: number | null;
  /** Records with a change not yet confirmed (pending ids of creates included). */
  pendingIds: ReadonlySet<string>;
  refused: readonly RefusedChange[];
  photos: readonly OutboxPhoto[];
  /**
   * The photos of Can't access reports kept on the device, by the report's pending id
   * (the `CantAccess` record shown until the server has it), for their previews.
   */
  cantAccessPhotos: ReadonlyMap<string, Blob>;
  signatures: readonly OutboxSignature[];
}

export const EMPTY_OUTBOX_STATE: OutboxState = {
  pending: 0,
  sending: false,
  needsLogin: false,
  retryAt: null,
  pendingIds: new Set(),
  refused: [],
  photos: [],
  cantAccessPhotos: new Map(),
  signatures: [],
};

export interface OutboxOptions {
  environment: Environment;
  member: string;
  author: ChangeAuthor;
  /** The database; null keeps changes in memory only (no IndexedDB in this browser). */
  db: OfflineDB | null;
  newKey?: () => string;
  now?: () => number;
  retryDelays?: readonly number[];
}

/** A fresh idempotency key: a UUID (random hex where randomUUID needs a secure context). */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** Nothing reached the server, or it answered without GraphQL: worth trying again later. */
const isUnreachable = (error: unknown) =>
  error instanceof ServerUnreachableError || error instanceof TypeError;

const codeOf = (error: unknown) => (error instanceof GraphQLResponseError ? error.code : undefined);

function send(environment: Environment, request: ChangeRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    commitMutation<MutationParameters>(environment, {
      mutation: request.mutation,
      variables: request.variables,
      ...(request.uploadables ? { uploadables: request.uploadables } : {}),
      ...(request.updater ? { updater: request.updater } : {}),
      onCompleted: (response, errors) => {
        if (errors?.length) {
          reject(new GraphQLResponseError(errors as (PayloadError & { message: string })[]));
        } else resolve(response);
      },
      onError: reject,
    });
  });
}

/** "Smith, John": the customer of the job, as the store has it, for naming a change. */
function customerOf(environment: Environment, jobId: string): string | null {
  const source = environment.getStore().getSource();
  const ref = (source.get(`Job:${jobId}`)?.customer as { __ref?: string } | undefined)?.__ref;
  const name = ref ? source.get(ref)?.displayName : null;
  return typeof name === 'string' ? name : null;
}

/** When the change was tapped (ISO 8601): kept with it on the device, sent as its `doneAt`. */
const tappedAt = (entry: Entry) => new Date(entry.createdAt).toISOString();

/** What became of a change once its caller may go on. */
export type SendOutcome = 'saved' | 'queued';

interface Waiter {
  resolve(outcome: SendOutcome): void;
  reject(error: unknown): void;
}

export class Outbox {
  private entries: Entry[] = [];
  private readonly layers = new Map<string, Disposable>();
  private readonly waiters = new Map<string, Waiter>();
  private readonly listeners = new Set<() => void>();
  private state: OutboxState = EMPTY_OUTBOX_STATE;
  private running = false;
  /** Asked to send while a run was on its way: run again once it ends. */
  private runAgain = false;
  private failures = 0;
  private needsLogin = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryAt: number | null = null;
  private closed = false;
  private lastSeq = 0;

  private constructor(private readonly options: OutboxOptions) {}

  /** The member's outbox: their kept changes shown again in the store, and sent if they can be. */
  static async open(options: OutboxOptions): Promise<Outbox> {
    const outbox = new Outbox(options);
    const stored = options.db
      ? ((await options.db.getAllFromIndex('outbox', 'member', options.member)) as Entry[])
      : [];
    outbox.entries = stored.sort((a, b) => a.seq - b.seq);
    outbox.lastSeq = outbox.entries.at(-1)?.seq ?? 0;
    for (const entry of outbox.entries) if (entry.state === 'pending') outbox.layer(entry);
    outbox.publish();
    void outbox.flush();
    return outbox;
  }

  getState = (): OutboxState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Keeps a change and sends it when it can. Resolves 'saved' once the server confirmed it, or
   * 'queued' once it is kept to send later (no network); rejects with the server's refusal when it was sent at once,
   * leaving nothing queued (the person is still where they tapped, to read why).
   */
  send(change: FieldChange): Promise<SendOutcome> {
    const { environment, member, now = Date.now, newKey = randomKey } = this.options;
    this.lastSeq = Math.max(this.lastSeq + 1, now());
    const customer = customerOf(environment, change.jobId);
    const label = labelOf(change);
    const entry: Entry = {
      key: newKey(),
      member,
      seq: this.lastSeq,
      change,
      label: customer ? `${label} · ${customer}` : label,
      state: 'pending',
      createdAt: now(),
    };
    this.entries.push(entry);
    this.layer(entry);
    this.publish();
    const outcome = new Promise<SendOutcome>((resolve, reject) => {
      this.waiters.set(entry.key, { resolve, reject });
    });
    void this.store(entry).then(() => this.flush());
    return outcome;
  }

  /** "Sync now": try at once, whatever the backoff says. */
  syncNow(): void {
    this.failures = 0;
    this.needsLogin = false;
    void this.flush();
  }

  /** Forgets a refused change (the person has read it, and copied what they typed). */
  async dismiss(key: string): Promise<void> {
    this.entries = this.entries.filter((entry) => entry.key !== key);
    this.publish();
    await this.options.db?.delete('outbox', key).catch(warn);
  }

  /** Stops (logout, another company): layers leave this store; the kept changes stay on the device. */
  close(): void {
    this.closed = true;
    this.clearRetry();
    for (const layer of this.layers.values()) layer.dispose();
    this.layers.clear();
    this.releaseWaiters();
  }

  private async flush(): Promise<void> {
    if (this.closed) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = true;
    this.runAgain = false;
    this.clearRetry();
    this.publish();
    try {
      for (;;) {
        const entry = this.entries.find((candidate) => candidate.state === 'pending');
        if (!entry || this.closed || !(await this.attempt(entry))) break;
      }
    } finally {
      this.running = false;
      this.publish();
      if (this.runAgain) void this.flush();
    }
  }

  /** Sends one change; false when the queue must wait (no network, no login). */
  private async attempt(entry: Entry): Promise<boolean> {
    const { environment } = this.options;
    try {
      let response: unknown;
      for (;;) {
        const [request, ...rest] = await requestsOf(entry.change, entry.key, tappedAt(entry));
        if (!request) break;
        response = await send(environment, request);
        if (rest.length === 0) break;
        // A photo's (or signature's) file is on the server: keep its URL, so a retry only links it.
        entry.change = withUploadedUrl(entry.change, response);
        await this.store(entry);
      }
      this.failures = 0;
      this.needsLogin = false;
      await this.confirmed(entry, response);
      return true;
    } catch (error) {
      if (isUnreachable(error) || codeOf(error) === 'UNAUTHENTICATED') {
        if (isUnreachable(error)) this.scheduleRetry();
        else this.needsLogin = true;
        this.releaseWaiters();
        return false;
      }
      await this.refused(entry, error);
      return true;
    }
  }

  private async confirmed(entry: Entry, response: unknown): Promise<void> {
    this.entries = this.entries.filter((other) => other !== entry);
    this.unlayer(entry.key);
    const ids = new Map(createdIds(entry.change, entry.key, response));
    const renamed: Entry[] = [];
    if (ids.size > 0) {
      for (const later of this.entries) {
        const change = withRealIds(later.change, ids);
        if (change === later.change) continue;
        later.change = change;
        renamed.push(later);
        if (later.state === 'pending') {
          this.unlayer(later.key);
          this.layer(later);
        }
      }
    }
    await this.write(async (db) => {
      const tx = db.transaction('outbox', 'readwrite');
      await Promise.all([
        tx.store.delete(entry.key),
        ...renamed.map((e) => tx.store.put(e)),
        tx.done,
      ]);
    });
    this.waiters.get(entry.key)?.resolve('saved');
    this.waiters.delete(entry.key);
    this.publish();
  }

  private async refused(entry: Entry, error: unknown): Promise<void> {
    const message = (error as Error).message;
    const code = codeOf(error) ?? null;
    const dependents = this.entries.filter(
      (later) => later !== entry && later.state === 'pending' && dependsOn(later.change, entry.key),
    );
    for (const refused of [entry, ...dependents]) {
      this.unlayer(refused.key);
      const waiter = this.waiters.get(refused.key);
      this.waiters.delete(refused.key);
      if (waiter && refused === entry) {
        this.entries = this.entries.filter((other) => other !== refused);
        await this.write((db) => db.delete('outbox', refused.key));
        waiter.reject(error);
        continue;
      }
      refused.state = 'refused';
      refused.message = message;
      if (code) refused.code = code;
      await this.store(refused);
      waiter?.resolve('queued');
    }
    this.publish();
  }

  private layer(entry: Entry): void {
    const { environment, author } = this.options;
    const change = entry.change;
    this.layers.set(
      entry.key,
      environment.applyUpdate({
        storeUpdater: (store) =>
          applyOptimistically(store, change, entry.key, author, tappedAt(entry)),
      }),
    );
  }

  private unlayer(key: string): void {
    this.layers.get(key)?.dispose();
    this.layers.delete(key);
  }

  /** Every waiting tap is safely kept: its caller may go on. */
  private releaseWaiters(): void {
    for (const waiter of this.waiters.values()) waiter.resolve('queued');
    this.waiters.clear();
  }

  private scheduleRetry(): void {
    const delays = this.options.retryDelays ?? RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.failures, delays.length - 1)] ?? 0;
    this.failures += 1;
    this.clearRetry();
    this.retryAt = (this.options.now ?? Date.now)() + delay;
    this.retryTimer = setTimeout(() => void this.flush(), delay);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retryAt = null;
  }

  private store(entry: Entry): Promise<void> {
    return this.write(async (db) => {
      await db.put('outbox', entry);
    });
  }

  /** A write to the device; a failing one (storage full) leaves the change in memory, and says so. */
  private async write(work: (db: OfflineDB) => Promise<unknown>): Promise<void> {
    if (this.options.db) await work(this.options.db).catch(warn);
  }

  private publish(): void {
    const pending = this.entries.filter((entry) => entry.state === 'pending');
    this.state = {
      pending: pending.length,
      sending: this.running && pending.length > 0,
      needsLogin: this.needsLogin,
      retryAt: this.retryAt,
      pendingIds: new Set(pending.flatMap((entry) => touchedIds(entry.change, entry.key))),
      refused: this.entries
        .filter((entry) => entry.state === 'refused')
        .map((entry) => ({
          key: entry.key,
          label: entry.label,
          message: entry.message ?? '',
          code: entry.code ?? null,
          typed: typedText(entry.change),
          richText: isRichText(entry.change),
        })),
      photos: this.entries.flatMap((entry) => {
        const photo = keptFiles(entry.change).photo;
        return photo
          ? [{ key: entry.key, jobId: entry.change.jobId, ...photo, refused: refusal(entry) }]
          : [];
      }),
      cantAccessPhotos: new Map(
        pending.flatMap((entry) => {
          const photo = keptFiles(entry.change).reportPhoto;
          return photo ? [[pendingId(entry.key), photo] as const] : [];
        }),
      ),
      signatures: this.entries.flatMap((entry) => {
        const signature = keptFiles(entry.change).signature;
        return signature
          ? [{ key: entry.key, jobId: entry.change.jobId, ...signature, refused: refusal(entry) }]
          : [];
      }),
    };
    for (const listener of this.listeners) listener();
  }
}

/** A refused entry's message (the server's), or null while it waits. */
const refusal = (entry: Entry) => (entry.state === 'refused' ? (entry.message ?? '') : null);

function warn(error: unknown): void {
  console.warn('Routebook could not keep a change on this device', error);
}
