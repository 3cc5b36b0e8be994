import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Environment } from 'relay-runtime';
import type { AppConfig } from '../config/config';
import { createEnvironment } from '../relay/environment';
import { createNetwork } from '../relay/network';
import { createSessionStore, type Session, type SessionStore } from '../session/session';

/** What the whole app shares: configuration, the login, and the Relay environment. */
export interface AppServices {
  config: AppConfig;
  sessions: SessionStore;
  /** The current Relay environment; a new one (empty store) after each logout. */
  environment(): Environment;
  /** Logs out: clears the stored login and drops every record of the previous user. */
  logout(): void;
  /**
   * Starts a new session (another company, a new account): keeps the login and drops every
   * record read under the previous one, so no company's data shows under another.
   */
  startSession(session: Session): void;
  subscribe(listener: () => void): () => void;
}

export function createAppServices(
  config: AppConfig,
  storage: Storage,
  fetchImpl?: typeof fetch,
): AppServices {
  const sessions = createSessionStore(storage);
  const newEnvironment = () =>
    createEnvironment(
      createNetwork({
        endpoint: config.graphqlEndpoint,
        getToken: () => sessions.get()?.token ?? null,
        ...(fetchImpl ? { fetchImpl } : {}),
      }),
    );
  let environment = newEnvironment();
  const listeners = new Set<() => void>();
  return {
    config,
    sessions,
    environment: () => environment,
    logout() {
      sessions.set(null);
      environment = newEnvironment();
      for (const listener of listeners) listener();
    },
    startSession(session) {
      environment = newEnvironment();
      sessions.set(session);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      const unsubscribe = sessions.subscribe(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
  };
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices outside AppServicesContext');
  return services;
}

/** The login, re-rendering when it changes. */
export function useSession() {
  const { sessions } = useAppServices();
  return useSyncExternalStore(sessions.subscribe, sessions.get);
}
