import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../config/config';
import { createAppServices } from '../services/services';
import { createMemoryStorage } from '../testing/inProcessFetch';
import { CONFIG_CACHE, MEMBER_CACHE_PREFIX } from './cacheNames';
import { clearMemberData } from './memberData';
import { readAnswer, saveAnswer } from '../offline/answers';
import { offlineDB } from '../offline/db';
import { offlineStatus } from '../offline/offlineStatus';
import { STAFF_SESSION as session } from '../testing/sessionFixture';

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

/** The app's services, logged in. */
function servicesLoggedIn() {
  const services = createAppServices(DEFAULT_CONFIG, createMemoryStorage(), vi.fn());
  services.sessions.set(session);
  return services;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers kept for reading offline by two logins on this device, one shown offline now. */
async function answersKept() {
  await saveAnswer('u1@co1', 'RouteListPageQuery', { companyId: 'co1' }, { data: {} }, 1);
  await saveAnswer('u2@co2', 'RouteListPageQuery', { companyId: 'co2' }, { data: {} }, 2);
  offlineStatus.servedStored(1);
}

const answersLeft = async () => (await offlineDB())?.count('answers');

describe('clearMemberData', () => {
  it("deletes every member's caches and leaves the app's own", async () => {
    const held = fakeCaches([...APP_SHELL, MEMBER, `${MEMBER_CACHE_PREFIX}u2-photos`]);
    await clearMemberData();
    expect([...held]).toEqual(APP_SHELL);
  });

  it("deletes every member's stored answers and the offline notice's time", async () => {
    fakeCaches(APP_SHELL);
    await answersKept();
    await clearMemberData();
    expect(await answersLeft()).toBe(0);
    expect(await readAnswer('u1@co1', 'RouteListPageQuery', { companyId: 'co1' })).toBeNull();
    expect(offlineStatus.get()).toBeNull();
  });

  it('without Cache Storage (old browsers), still deletes the stored answers', async () => {
    vi.stubGlobal('caches', undefined);
    await answersKept();
    await expect(clearMemberData()).resolves.toBeUndefined();
    expect(await answersLeft()).toBe(0);
  });
});

describe('what forgets member data', () => {
  it('logout', async () => {
    const held = fakeCaches([...APP_SHELL, MEMBER]);
    await answersKept();
    servicesLoggedIn().logout();
    await vi.waitFor(() => expect([...held]).toEqual(APP_SHELL));
    await vi.waitFor(async () => expect(await answersLeft()).toBe(0));
    expect(offlineStatus.get()).toBeNull();
  });

  it('a new session (another company, a new account)', async () => {
    const held = fakeCaches([...APP_SHELL, MEMBER]);
    await answersKept();
    servicesLoggedIn().startSession({ ...session, token: 'other' });
    await vi.waitFor(() => expect([...held]).toEqual(APP_SHELL));
    await vi.waitFor(async () => expect(await answersLeft()).toBe(0));
  });
});
