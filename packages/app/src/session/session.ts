import type { Role } from '@routebook/schema';

/** The login is kept in device storage under this key. */
export const SESSION_STORAGE_KEY = 'company-user-login';

export interface SessionCompany {
  id: string;
  name: string;
  planLevel: number | null;
  logo: string | null;
}

/** What userLogin answers, as kept on the device. */
export interface Session {
  status: string;
  token: string;
  user: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    currentUser: { id: string; role: Role; company: SessionCompany } | null;
    /** The account's memberships (absent from logins stored by older versions). */
    companies?: readonly { id: string; status: string }[];
  };
}

/** The stored login, or null; stored data lacking a user with currentUser is discarded. */
export function readSession(storage: Storage): Session | null {
  const text = storage.getItem(SESSION_STORAGE_KEY);
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<Session> | null;
    if (typeof value?.token === 'string' && value.user?.currentUser?.company?.id) {
      return value as Session;
    }
  } catch {
    // Unreadable: discarded below.
  }
  storage.removeItem(SESSION_STORAGE_KEY);
  return null;
}

export interface SessionStore {
  get(): Session | null;
  set(session: Session | null): void;
  /**
   * A saved company profile's name and logo, kept in the login (the menu shows them from it);
   * ignored unless it is the company the user is logged in under.
   */
  updateCompany(company: Pick<SessionCompany, 'id' | 'name' | 'logo'>): void;
  subscribe(listener: () => void): () => void;
}

/** The login in memory and in device storage; components subscribe to changes. */
export function createSessionStore(storage: Storage): SessionStore {
  let current = readSession(storage);
  const listeners = new Set<() => void>();
  const set = (session: Session | null) => {
    current = session;
    if (session) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage.removeItem(SESSION_STORAGE_KEY);
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    set,
    updateCompany({ id, name, logo }) {
      const currentUser = current?.user.currentUser;
      if (!current || !currentUser || currentUser.company.id !== id) return;
      const company = { ...currentUser.company, name, logo };
      set({ ...current, user: { ...current.user, currentUser: { ...currentUser, company } } });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The beta flag is set when the host name contains beta or localhost. */
export function isBetaHost(hostname: string): boolean {
  return hostname.includes('beta') || hostname.includes('localhost');
}
