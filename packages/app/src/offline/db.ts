/**
 * The app's IndexedDB database: what one member read, for reading offline (`answers`),
 * and what they did that the server has not confirmed yet (`outbox`, photos' files included).
 * One database, opened once per page; every row carries its member's key, so one device shared by
 * several logins keeps each one's rows apart.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** Bump with a migration in `upgrade` when a store or index changes. */
const VERSION = 1;
export { OFFLINE_DB_NAME, memberKey } from './member';
import { OFFLINE_DB_NAME } from './member';

/** A query's last answer from the server, kept to show it again offline. */
export interface StoredAnswer {
  /** `member|operation|variables` (answerKey()). */
  key: string;
  member: string;
  /** The GraphQL response as the server sent it (data, no errors). */
  response: unknown;
  /** When it arrived (ms since the epoch): the "last updated" time shown offline. */
  fetchedAt: number;
}

/** A change the member made: kept until the server confirmed it or they dismissed its refusal. */
export interface StoredChange {
  /** The change's idempotency key (`clientMutationId`), made once at the tap. */
  key: string;
  member: string;
  /** Order of the taps: changes replay in this order. */
  seq: number;
  /** The change (see outbox/changes.ts); photos carry their file as a Blob. */
  change: unknown;
  /** What it is and whose job, in a few words ("Task added · Smith, John"). */
  label: string;
  /** 'pending' until confirmed; 'refused' with the server's message and code when refused. */
  state: 'pending' | 'refused';
  message?: string;
  code?: string;
  /**
   * When the person tapped (ms since the epoch), recorded once: the action's time the server keeps
   * (`doneAt`), so work done offline is not stamped with the time it synced.
   */
  createdAt: number;
}

interface OfflineSchema extends DBSchema {
  answers: { key: string; value: StoredAnswer; indexes: { member: string } };
  outbox: { key: string; value: StoredChange; indexes: { member: string } };
}

export type OfflineDB = IDBPDatabase<OfflineSchema>;

let opened: Promise<OfflineDB> | null = null;

/** The database, opened on first use; null where the browser has no IndexedDB. */
export function offlineDB(): Promise<OfflineDB> | null {
  if (typeof indexedDB === 'undefined') return null;
  opened ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, VERSION, {
    upgrade(db) {
      db.createObjectStore('answers', { keyPath: 'key' }).createIndex('member', 'member');
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('member', 'member');
    },
    // Another tab opened a newer version: let it, and open again on next use.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}
