/**
 * What the app keeps on the device for one member's offline reading, and the one place
 * that forgets it: logout and a switch of company call clearMemberData(), so nothing read under
 * one login is there for the next. The app shell's caches (code, icons, config.json) are no one's
 * data and stay.
 *
 * The service worker caches no GraphQL answer and no upload (src/pwa/pwaOptions.ts): the query
 * answers kept for reading offline are in IndexedDB (src/offline/answers.ts), and go here too.
 */
import { offlineStatus } from '../offline/offlineStatus';
import { withAnswers } from '../offline/withAnswers';
import { MEMBER_CACHE_PREFIX } from './cacheNames';

/** Deletes every member's data on this device: stored query answers and Cache Storage entries. */
export async function clearMemberData(): Promise<void> {
  offlineStatus.reset();
  const answers = withAnswers((kept) => kept.clearAnswers());
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(MEMBER_CACHE_PREFIX))
        .map((name) => caches.delete(name)),
    );
  }
  await answers;
}
