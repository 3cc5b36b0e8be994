/**
 * What the first bundle may know of the offline database without loading it (idb and the outbox
 * load later): its name, whose rows are whose, and whether a member has changes kept on the device.
 */
import type { Session } from '../session/session';

export const OFFLINE_DB_NAME = 'routebook-offline';

/** Sent on the window when a member's outbox opens: the shell's pending count loads then. */
export const OUTBOX_OPENED = 'routebook:outbox-opened';

let outboxOpened = false;

/** The outbox has opened in this page (the shell's bar may mount after the event). */
export const hasOutboxOpened = () => outboxOpened;

export function announceOutboxOpened(): void {
  outboxOpened = true;
  window.dispatchEvent(new Event(OUTBOX_OPENED));
}

/** Whose rows: the person and the company they are logged in under. */
export function memberKey(session: Session | null): string | null {
  const company = session?.user.currentUser?.company.id;
  return session && company ? `${session.user.id}@${company}` : null;
}

/**
 * Whether the member has changes kept in the outbox (pending or refused), read with IndexedDB
 * itself: false when there is no database yet, which this never creates.
 */
export function hasKeptChanges(member: string): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(false);
    const request = indexedDB.open(OFFLINE_DB_NAME);
    // No database: opening would create an empty one that idb's upgrade would then never fill.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('outbox')) {
        db.close();
        return resolve(false);
      }
      const tx = db.transaction('outbox');
      const count = tx.objectStore('outbox').index('member').count(member);
      count.onsuccess = () => resolve(count.result > 0);
      count.onerror = () => resolve(false);
      tx.oncomplete = () => db.close();
    };
  });
}
