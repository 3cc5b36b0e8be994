/**
 * Watching a registered service worker for a new version, loaded by serviceWorker.ts
 * only once one is on its way, so no first visit carries it. A new version, once installed, waits
 * for the person's word (the update notice's Reload) and is never switched to behind their back.
 */

export interface UpdateWatch {
  /** Whether a new version is installed and waits for apply(). */
  ready(): boolean;
  /** Switches to the new version: the waiting worker takes over, then the page reloads. */
  apply(): void;
}

/** The parts of the browser this needs, so tests can hand in fakes. */
export interface ServiceWorkerHost {
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;
  reload(): void;
}

/**
 * Watches `registration` for a new version, calling `changed` once one is ready. The first install
 * (no worker controls the page yet) is not an update: the page runs the current code.
 */
export function watchUpdates(
  registration: ServiceWorkerRegistration,
  host: ServiceWorkerHost,
  changed: () => void,
): UpdateWatch {
  let ready = false;
  let reloading = false;
  const offer = (worker: ServiceWorker | null) => {
    if (!ready && worker && worker === registration.waiting && host.container.controller) {
      ready = true;
      changed();
    }
  };
  /** A worker on its way: offered once installed (it then waits). */
  const follow = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => offer(worker));

  offer(registration.waiting);
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  // The new worker took over (this tab's Reload): the page loads the new version.
  host.container.addEventListener('controllerchange', () => reloading && host.reload());

  return {
    ready: () => ready,
    apply() {
      if (reloading) return;
      reloading = true;
      // Another tab may have switched already: then only this page is old.
      if (registration.waiting) registration.waiting.postMessage({ type: 'SKIP_WAITING' });
      else host.reload();
    },
  };
}
