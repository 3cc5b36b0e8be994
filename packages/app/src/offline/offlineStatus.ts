/**
 * Whether the page shows answers read offline, and how old the oldest of them is: the
 * shell shows "Offline: last updated …" while `lastUpdated` is set. The network layer sets it when
 * it serves a stored answer and resets it when a query is answered by the server again.
 */
let lastUpdated: number | null = null;
const listeners = new Set<() => void>();

const set = (value: number | null) => {
  if (value === lastUpdated) return;
  lastUpdated = value;
  for (const listener of listeners) listener();
};

export const offlineStatus = {
  /** When the oldest answer served from storage since the server last answered was fetched. */
  get: (): number | null => lastUpdated,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** An answer fetched at `fetchedAt` was served from storage. */
  servedStored: (fetchedAt: number) => set(Math.min(lastUpdated ?? fetchedAt, fetchedAt)),
  /** The server answered a query: what shows is current again (and after logout). */
  reset: () => set(null),
};
