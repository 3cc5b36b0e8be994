import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../services/services';

// The outbox and its bar load once the page is idle, for a logged-in member only: /login carries
// none of it, and a page's first paint waits for none of it.
const SyncBar = lazy(() => import('./SyncBar'));

/**
 * In the shell, for a logged-in member: the changes not yet sent and those the server refused
 * (issue 15). Opening it opens the member's outbox, so what a closed tab kept is sent at start.
 */
export function PendingChanges() {
  const loggedIn = useSession() !== null;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!loggedIn || idle) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }, [loggedIn, idle]);
  return loggedIn && idle ? (
    <Suspense fallback={null}>
      <SyncBar />
    </Suspense>
  ) : null;
}
