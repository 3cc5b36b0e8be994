/**
 * Drafts of what a person typed in a dialog, kept on the device (localStorage: read at once when a
 * dialog opens, so its first frame already shows the draft). Each draft belongs to a scope (the
 * member and the company they are logged in under) and a purpose (the dialog and its record, e.g.
 * `routeItem:add:<routeId>`): another member on the same phone never sees it.
 */
export interface Draft<T> {
  values: T;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
}

export interface DraftStore {
  read<T>(purpose: string): Draft<T> | null;
  write(purpose: string, values: unknown): void;
  remove(purpose: string): void;
}

const PREFIX = 'routebook.draft:';

const scopePrefix = (scope: string) => `${PREFIX}${encodeURIComponent(scope)}:`;

/**
 * The drafts of one scope. A draft is a convenience: a full or blocked storage (private browsing,
 * quota) loses it quietly rather than breaking the dialog.
 */
export function createDraftStore(storage: Storage, scope: string): DraftStore {
  const key = (purpose: string) => scopePrefix(scope) + purpose;
  return {
    read<T>(purpose: string): Draft<T> | null {
      try {
        const text = storage.getItem(key(purpose));
        if (text === null) return null;
        const draft = JSON.parse(text) as Partial<Draft<T>>;
        return draft.values === undefined || typeof draft.savedAt !== 'number'
          ? null
          : { values: draft.values, savedAt: draft.savedAt };
      } catch {
        return null;
      }
    },
    write(purpose, values) {
      try {
        storage.setItem(key(purpose), JSON.stringify({ values, savedAt: Date.now() }));
      } catch {
        // Full or blocked storage: the dialog keeps its text while open, as before.
      }
    },
    remove(purpose) {
      try {
        storage.removeItem(key(purpose));
      } catch {
        // Nothing to remove from a blocked storage.
      }
    },
  };
}

/** Removes every draft of a scope (a member logging out). */
export function clearDrafts(storage: Storage, scope: string): void {
  try {
    const prefix = scopePrefix(scope);
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // A blocked storage holds no drafts.
  }
}
