/**
 * What the app keeps on the device for one member's offline reading (issue 15), and the one place
 * that forgets it: logout and a switch of company call clearMemberData(), so nothing read under
 * one login is there for the next. The app shell's caches (code, icons, config.json) are no one's
 * data and stay.
 *
 * Today nothing member-scoped is stored: the service worker caches no GraphQL answer and no
 * upload (src/pwa/pwaOptions.ts). Offline reading adds its stores here.
 */
import { MEMBER_CACHE_PREFIX } from './cacheNames';

/** Deletes every member's data on this device: their Cache Storage entries (and, later, IndexedDB). */
export async function clearMemberData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(MEMBER_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}
