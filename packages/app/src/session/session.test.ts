import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../testing/inProcessFetch';
import { createSessionStore, isBetaHost, readSession, SESSION_STORAGE_KEY } from './session';
import { STAFF_SESSION as session } from '../testing/sessionFixture';

describe('session in device storage', () => {
  it("is kept under the key 'company-user-login'", () => {
    const storage = createMemoryStorage();
    createSessionStore(storage).set(session as never);
    expect(SESSION_STORAGE_KEY).toBe('company-user-login');
    expect(JSON.parse(storage.getItem('company-user-login')!)).toEqual(session);
  });

  it('is restored at start', () => {
    const storage = createMemoryStorage({ 'company-user-login': JSON.stringify(session) });
    expect(createSessionStore(storage).get()?.user.email).toBe('staff10@routebook.test');
  });

  it.each([
    [
      'a user without currentUser',
      JSON.stringify({ ...session, user: { ...session.user, currentUser: null } }),
    ],
    ['no user', JSON.stringify({ status: 'success', token: 'x' })],
    ['no token', JSON.stringify({ ...session, token: undefined })],
    ['unreadable JSON', '{not json'],
  ])('discards stored data with %s', (_, stored) => {
    const storage = createMemoryStorage({ 'company-user-login': stored });
    expect(readSession(storage)).toBeNull();
    expect(storage.getItem('company-user-login')).toBeNull();
  });

  it('clears storage on logout and tells subscribers', () => {
    const storage = createMemoryStorage({ 'company-user-login': JSON.stringify(session) });
    const store = createSessionStore(storage);
    let told = 0;
    store.subscribe(() => (told += 1));
    store.set(null);
    expect(storage.getItem('company-user-login')).toBeNull();
    expect(told).toBe(1);
  });

  it("keeps a saved company's name and logo in the stored login and tells subscribers", () => {
    const storage = createMemoryStorage({ 'company-user-login': JSON.stringify(session) });
    const store = createSessionStore(storage);
    let told = 0;
    store.subscribe(() => (told += 1));
    store.updateCompany({ id: 'co1', name: 'Greenway Lawns', logo: '/uploads/logo' });
    const company = { id: 'co1', name: 'Greenway Lawns', planLevel: 10, logo: '/uploads/logo' };
    expect(store.get()?.user.currentUser?.company).toEqual(company);
    expect(createSessionStore(storage).get()?.user.currentUser?.company).toEqual(company);
    expect(told).toBe(1);
  });

  it("leaves the login alone for another company's profile", () => {
    const storage = createMemoryStorage({ 'company-user-login': JSON.stringify(session) });
    const store = createSessionStore(storage);
    store.updateCompany({ id: 'co2', name: 'Other', logo: '/uploads/other' });
    expect(store.get()?.user.currentUser?.company).toEqual(session.user.currentUser.company);
  });
});

describe('beta flag', () => {
  it.each([
    ['beta.routebook.app', true],
    ['localhost', true],
    ['app-beta.example.com', true],
    ['app.routebook.app', false],
    ['127.0.0.1', false],
  ])('%s → %s', (host, expected) => {
    expect(isBetaHost(host)).toBe(expected);
  });
});
