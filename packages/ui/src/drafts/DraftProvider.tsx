import { createContext, useContext, useMemo, type ReactNode } from 'react';

import { createDraftStore, type DraftStore } from './draftStore';

const DraftContext = createContext<DraftStore | null>(null);

export interface DraftProviderProps {
  /**
   * Whose drafts: the member and the company they are logged in under (null: nobody is logged
   * in, and dialogs keep no drafts).
   */
  scope: string | null;
  /** Where drafts live (default the page's localStorage). */
  storage?: Storage;
  children: ReactNode;
}

/** localStorage, or null where the browser blocks it (then no drafts are kept). */
function pageStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Gives the dialogs below a place to keep drafts of what is typed in them, per member. */
export function DraftProvider({ scope, storage, children }: DraftProviderProps) {
  const store = useMemo(() => {
    const place = storage ?? pageStorage();
    return scope === null || place === null ? null : createDraftStore(place, scope);
  }, [scope, storage]);
  return <DraftContext.Provider value={store}>{children}</DraftContext.Provider>;
}

/** The drafts of the logged-in member, or null outside a DraftProvider or when logged out. */
export const useDraftStore = (): DraftStore | null => useContext(DraftContext);
