import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../testing/inProcessFetch';
import { createDeviceKeyStore, DEVICE_KEYS_STORAGE_KEY } from './deviceKeys';
import { createSessionStore } from './session';
import { STAFF_SESSION as session } from '../testing/sessionFixture';

const KEY_A = 'a'.repeat(43);
const KEY_B = 'b'.repeat(43);

describe('device keys in device storage', () => {
  it('keeps one key per email, whatever its case and spaces', () => {
    const storage = createMemoryStorage();
    const keys = createDeviceKeyStore(storage);
    keys.set(' Staff10@RouteBook.test ', KEY_A);
    keys.set('admin10@routebook.test', KEY_B);
    expect(keys.get('staff10@routebook.test')).toBe(KEY_A);
    expect(createDeviceKeyStore(storage).get('ADMIN10@routebook.test')).toBe(KEY_B);
    expect(keys.get('nobody@routebook.test')).toBeNull();
  });

  it('replaces a key with the next login’s, and keeps it when a login answers none', () => {
    const keys = createDeviceKeyStore(createMemoryStorage());
    keys.set('staff10@routebook.test', KEY_A);
    keys.set('staff10@routebook.test', KEY_B);
    expect(keys.get('staff10@routebook.test')).toBe(KEY_B);
    keys.set('staff10@routebook.test', null);
    expect(keys.get('staff10@routebook.test')).toBe(KEY_B);
  });

  it('outlives logout', () => {
    const storage = createMemoryStorage();
    const sessions = createSessionStore(storage);
    sessions.set(session as never);
    createDeviceKeyStore(storage).set('staff10@routebook.test', KEY_A);
    sessions.set(null);
    expect(createDeviceKeyStore(storage).get('staff10@routebook.test')).toBe(KEY_A);
  });

  it('reads unreadable storage as no keys, and writes over it', () => {
    const storage = createMemoryStorage({ [DEVICE_KEYS_STORAGE_KEY]: '{not json' });
    const keys = createDeviceKeyStore(storage);
    expect(keys.get('staff10@routebook.test')).toBeNull();
    keys.set('staff10@routebook.test', KEY_A);
    expect(keys.get('staff10@routebook.test')).toBe(KEY_A);
  });
});
