import { normalizeEmail } from '@routebook/schema';

/**
 * The device keys password logins handed this device, one per email (docs/decisions.md, "Accounts
 * and sessions"). Each is sent with the next login of its email, so failed logins from elsewhere
 * never lock this device out. Kept apart from the login: logout does not forget them.
 */
export const DEVICE_KEYS_STORAGE_KEY = 'routebook-device-keys';

export interface DeviceKeyStore {
  /** The key the last login of `email` on this device answered, or null. */
  get(email: string): string | null;
  /** Keeps the key a login of `email` answered; without one, the kept key stays. */
  set(email: string, key: string | null | undefined): void;
}

export function createDeviceKeyStore(storage: Storage): DeviceKeyStore {
  const read = (): Record<string, unknown> => {
    try {
      const value: unknown = JSON.parse(storage.getItem(DEVICE_KEYS_STORAGE_KEY) ?? '{}');
      return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  return {
    get(email) {
      const key = read()[normalizeEmail(email)];
      return typeof key === 'string' ? key : null;
    },
    set(email, key) {
      if (!key) return;
      const keys = { ...read(), [normalizeEmail(email)]: key };
      try {
        storage.setItem(DEVICE_KEYS_STORAGE_KEY, JSON.stringify(keys));
      } catch {
        // Storage full or refused: the login still stands; this device just stays unknown.
      }
    },
  };
}
