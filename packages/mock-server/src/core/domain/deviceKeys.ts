/**
 * Device keys (OWASP's "device cookies"): a password login hands the device a random key bound to
 * the account, and the device sends it with its next logins. Failures sent with a live key count
 * against that key alone (LoginThrottle), so someone guessing at an email from elsewhere never
 * locks out the devices its owner already logged in on.
 */
import { DEVICE_KEY_LIFETIME_MS, DEVICE_KEYS_PER_ACCOUNT } from '@routebook/schema';
import { randomUrlToken, sha256Hex } from '../crypto';
import type { Store } from '../store/store';

/** What randomUrlToken() makes: 32 bytes as base64url, 43 characters. */
const DEVICE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The id a sent key would be stored under (its SHA-256), or null when nothing that could be a key
 * was sent. Whether it is a live key of the account is `liveDeviceKey`'s to say.
 */
export async function sentDeviceKeyId(key: string | null | undefined): Promise<string | null> {
  return key != null && DEVICE_KEY_PATTERN.test(key) ? sha256Hex(key) : null;
}

/** `id` when it names an unexpired key of the account, else null (an unknown device). */
export function liveDeviceKey(
  store: Store,
  userId: string | undefined,
  id: string | null,
  now: Date,
): string | null {
  const record = store.deviceKeys.get(id);
  if (!record || userId === undefined || record.userId !== userId) return null;
  return record.expiresAt > now.toISOString() ? record.id : null;
}

/** A new key and the id it is stored under; made before the write so the write stays synchronous. */
export interface PreparedDeviceKey {
  key: string;
  id: string;
}

export async function prepareDeviceKey(): Promise<PreparedDeviceKey> {
  const key = randomUrlToken();
  return { key, id: await sha256Hex(key) };
}

/**
 * Stores `prepared` for the account in place of `replacedId` (the key the login was sent with),
 * forgets the account's expired keys and keeps at most DEVICE_KEYS_PER_ACCOUNT; answers the key.
 */
export function issueDeviceKey(
  store: Store,
  prepared: PreparedDeviceKey,
  userId: string,
  replacedId: string | null,
  now: Date,
): string {
  const at = now.toISOString();
  if (replacedId) store.deviceKeys.delete(replacedId);
  for (const record of store.deviceKeys.where('userId', userId)) {
    if (record.expiresAt <= at) store.deviceKeys.delete(record.id);
  }
  // Oldest first (keys are never updated, so in the order handed out): the devices not seen for
  // longest make room.
  const live = store.deviceKeys.where('userId', userId);
  const over = live.length + 1 - DEVICE_KEYS_PER_ACCOUNT;
  for (const record of live.slice(0, Math.max(0, over))) store.deviceKeys.delete(record.id);
  store.deviceKeys.insert({
    id: prepared.id,
    userId,
    createdAt: at,
    expiresAt: new Date(now.getTime() + DEVICE_KEY_LIFETIME_MS).toISOString(),
  });
  return prepared.key;
}
