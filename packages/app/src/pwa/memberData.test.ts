import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../config/config';
import { createAppServices } from '../services/services';
import { createMemoryStorage } from '../testing/inProcessFetch';
import { CONFIG_CACHE, MEMBER_CACHE_PREFIX } from './cacheNames';
import { clearMemberData } from './memberData';

// services.ts declares its logout mutation with Relay's `graphql` tag, which the Relay compiler's
// Babel plugin replaces in the app (there is none here); asking the server is not what is tested.
vi.mock('react-relay/hooks', async (original) => ({
  ...(await original<typeof import('react-relay/hooks')>()),
  graphql: () => ({}),
  commitMutation: vi.fn(),
}));

/** Cache Storage with the names given (the page and the service worker share it). */
function fakeCaches(names: string[]) {
  const held = new Set(names);
  vi.stubGlobal('caches', {
    keys: () => Promise.resolve([...held]),
    delete: (name: string) => Promise.resolve(held.delete(name)),
  });
  return held;
}

const APP_SHELL = ['routebook-precache-v2-http://127.0.0.1/', CONFIG_CACHE];
const MEMBER = `${MEMBER_CACHE_PREFIX}u1-photos`;

const session = {
  status: 'success',
  token: 't0k3n',
  user: {
    id: 'u1',
    firstName: 'Sam',
    lastName: 'Staff',
    email: 'staff10@routebook.test',
    currentUser: {
      id: 'cu1',
      role: 'regular' as const,
      company: { id: 'co1', name: 'Greenway', planLevel: 10, logo: null },
    },
  },
};

/** The app's services, logged in. */
function servicesLoggedIn() {
  const services = createAppServices(DEFAULT_CONFIG, createMemoryStorage(), vi.fn());
  services.sessions.set(session);
  return services;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('clearMemberData', () => {
  it("deletes every member's caches and leaves the app's own", async () => {
    const held = fakeCaches([...APP_SHELL, MEMBER, `${MEMBER_CACHE_PREFIX}u2-photos`]);
    await clearMemberData();
    expect([...held]).toEqual(APP_SHELL);
  });

  it('does nothing where there is no Cache Storage (tests, old browsers)', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearMemberData()).resolves.toBeUndefined();
  });
});

describe('what forgets member data', () => {
  it('logout', async () => {
    const held = fakeCaches([...APP_SHELL, MEMBER]);
    servicesLoggedIn().logout();
    await vi.waitFor(() => expect([...held]).toEqual(APP_SHELL));
  });

  it('a new session (another company, a new account)', async () => {
    const held = fakeCaches([...APP_SHELL, MEMBER]);
    servicesLoggedIn().startSession({ ...session, token: 'other' });
    await vi.waitFor(() => expect([...held]).toEqual(APP_SHELL));
  });
});
