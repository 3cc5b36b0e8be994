import { lazy, Suspense, useSyncExternalStore } from 'react';
import { updates } from '../pwa/serviceWorker';

// Its code arrives only with a new version (from the service worker's cache, like every chunk):
// the first page carries none of it. Should it not arrive (another tab already switched, and the
// host dropped the old chunks), the page goes on without the notice rather than failing.
const UpdatePrompt = lazy(() => import('./UpdatePrompt').catch(() => ({ default: () => null })));

const notReady = () => false;

/** In the shell: the update notice once a new version of the app is ready. */
export function NewVersion() {
  const ready = useSyncExternalStore(updates.subscribe, updates.ready, notReady);
  return ready ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
