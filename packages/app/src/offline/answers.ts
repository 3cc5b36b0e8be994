/**
 * Query answers kept for reading offline: the last answer the server gave a member for
 * an operation and its variables, shown again when the server cannot be reached. Best effort: an
 * IndexedDB failure (quota, private mode, no IndexedDB) is a warning in the console, never a
 * failure of the page that is working online. Loaded by the network layer on demand only.
 */
import { offlineDB } from './db';
import { offlineStatus } from './offlineStatus';

/** At most this many answers per member; the oldest fetched go first. */
export const MAX_ANSWERS_PER_MEMBER = 300;

/** JSON with every object's keys sorted: the same variables give the same text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}

export function answerKey(
  member: string,
  operationName: string,
  variables: Record<string, unknown>,
): string {
  return `${member}|${operationName}|${canonicalJson(variables)}`;
}

async function bestEffort<T>(what: string, fallback: T, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.warn(`Offline reading: could not ${what}`, error);
    return fallback;
  }
}

/**
 * Keeps `response` as the member's answer to the operation, dropping their oldest past 300.
 * With `currentMember`, only while they are still the one logged in: a save that lands after a
 * logout would outlive its clearAnswers().
 */
export function saveAnswer(
  member: string,
  operationName: string,
  variables: Record<string, unknown>,
  response: unknown,
  fetchedAt = Date.now(),
  currentMember?: () => string | null,
): Promise<void> {
  return bestEffort('store an answer', undefined, async () => {
    const db = await offlineDB();
    // Logged out (or another login) while the database opened: clearAnswers() may have run.
    if (!db || (currentMember && currentMember() !== member)) return;
    const tx = db.transaction('answers', 'readwrite');
    const key = answerKey(member, operationName, variables);
    await tx.store.put({ key, member, response, fetchedAt });
    const index = tx.store.index('member');
    const count = await index.count(member);
    if (count > MAX_ANSWERS_PER_MEMBER) {
      const rows = await index.getAll(member);
      rows.sort((a, b) => a.fetchedAt - b.fetchedAt);
      await Promise.all(
        rows.slice(0, count - MAX_ANSWERS_PER_MEMBER).map((row) => tx.store.delete(row.key)),
      );
    }
    await tx.done;
  });
}

/** The member's stored answer to the operation, or null. */
export function readAnswer(
  member: string,
  operationName: string,
  variables: Record<string, unknown>,
): Promise<{ response: unknown; fetchedAt: number } | null> {
  return bestEffort('read a stored answer', null, async () => {
    const db = await offlineDB();
    const row = await db?.get('answers', answerKey(member, operationName, variables));
    return row ? { response: row.response, fetchedAt: row.fetchedAt } : null;
  });
}

/** Deletes every member's stored answers (logout, another company, a new login). */
export function clearAnswers(): Promise<void> {
  return bestEffort('clear stored answers', undefined, async () => {
    await (await offlineDB())?.clear('answers');
  });
}

/** The network layer: the server answered a query (data, no errors). */
export function answeredOnline(
  member: string,
  operationName: string,
  variables: Record<string, unknown>,
  response: unknown,
  currentMember?: () => string | null,
): Promise<void> {
  offlineStatus.reset();
  return saveAnswer(member, operationName, variables, response, Date.now(), currentMember);
}

/** The network layer: the server was not reached; the stored answer, if any, noted as served. */
export async function answerOffline(
  member: string,
  operationName: string,
  variables: Record<string, unknown>,
): Promise<unknown> {
  const stored = await readAnswer(member, operationName, variables);
  if (!stored) return null;
  offlineStatus.servedStored(stored.fetchedAt);
  return stored.response;
}
