import { createContext, useContext, useSyncExternalStore } from 'react';
import { commitMutation, graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import { clearDrafts } from '@routebook/ui';
import type { AppConfig } from '../config/config';
import { memberKey } from '../offline/member';
import { clearMemberData } from '../pwa/memberData';
import { createEnvironment } from '../relay/environment';
import { createNetwork } from '../relay/network';
import { createSessionStore, type Session, type SessionStore } from '../session/session';
import { createDeviceKeyStore, type DeviceKeyStore } from '../session/deviceKeys';
import type { servicesLogoutMutation } from './__generated__/servicesLogoutMutation.graphql';

/** What the whole app shares: configuration, the login, and the Relay environment. */
export interface AppServices {
  config: AppConfig;
  sessions: SessionStore;
  /** The device keys of this device's password logins, by email (kept through logout). */
  deviceKeys: DeviceKeyStore;
  /** Where the login is kept, and the drafts of what a member typed in dialogs. */
  storage: Storage;
  /** The current Relay environment; a new one (empty store) after each logout. */
  environment(): Environment;
  /**
   * Logs out: clears the stored login and drops every record of the previous user at once, forgets
   * what was kept on the device for them (clearMemberData, and their dialogs' drafts), then asks the server to end the
   * session (neither awaited; a failure is ignored).
   */
  logout(): void;
  /**
   * Starts a new session (another company, a new account): keeps the login and drops every
   * record read under the previous one, and what was kept on the device for it, so no company's
   * data shows under another.
   */
  startSession(session: Session): void;
  subscribe(listener: () => void): () => void;
}

/** What the network takes from config.json: where, with which headers, in what shape. */
function networkConfig(config: AppConfig) {
  const { graphqlEndpoint: endpoint, uploadUrl, headers, batching, persistedQueries } = config;
  return { endpoint, uploadUrl, headers, batching, persistedQueries };
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
        ...networkConfig(config),
        getToken: () => sessions.get()?.token ?? null,
        getMember: () => memberKey(sessions.get()),
        ...(fetchImpl ? { fetchImpl } : {}),
      }),
    );
  let environment = newEnvironment();
  const listeners = new Set<() => void>();
  return {
    config,
    sessions,
    deviceKeys: createDeviceKeyStore(storage),
    storage,
    environment: () => environment,
    logout() {
      const token = sessions.get()?.token ?? null;
      const member = memberKey(sessions.get());
      if (member) clearDrafts(storage, member);
      sessions.set(null);
      environment = newEnvironment();
      for (const listener of listeners) listener();
      void clearMemberData().catch(() => undefined);
      if (token) revokeOnServer(config, token, fetchImpl);
    },
    startSession(session) {
      void clearMemberData().catch(() => undefined);
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

const logoutMutation = graphql`
  mutation servicesLogoutMutation {
    logout
  }
`;

/**
 * Asks the server to end the session of `token` (Logout). Best effort: the device has already
 * forgotten the login, so a failure or no network changes nothing for the person; the session
 * then ends by itself (SESSION_IDLE_MS).
 */
function revokeOnServer(config: AppConfig, token: string, fetchImpl?: typeof fetch): void {
  const network = createNetwork({
    ...networkConfig(config),
    getToken: () => token,
    ...(fetchImpl ? { fetchImpl } : {}),
  });
  commitMutation<servicesLogoutMutation>(createEnvironment(network), {
    mutation: logoutMutation,
    variables: {},
    onError: () => undefined,
  });
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
