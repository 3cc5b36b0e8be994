import { useEffect } from 'react';
import { useAppServices } from '../services/services';
import { offlineStatus } from './offlineStatus';

/** A run fetches the day again at most this often (the route list is opened many times a day). */
const AGAIN_AFTER_MS = 5 * 60_000;
let lastRun: { key: string; at: number } | null = null;

/**
 * The route list page, for field staff: once it answered from the server, today's routes and
 * their jobs are fetched ahead for reading offline (prefetchToday.ts, loaded only then). Admins
 * get only what they open.
 */
export function usePrefetchToday(
  companyId: string,
  routes: readonly { id: string; status: string }[],
  fieldStaff: boolean,
) {
  const services = useAppServices();
  const activeIds = routes
    .filter((route) => route.status === 'active')
    .map((route) => route.id)
    .join(',');
  useEffect(() => {
    // Not offline, nor while pages show stored answers (the list did not come from the server).
    if (!fieldStaff || !activeIds || !navigator.onLine || offlineStatus.get() !== null) return;
    const key = `${companyId}|${activeIds}`;
    const now = Date.now();
    if (lastRun?.key === key && now - lastRun.at < AGAIN_AFTER_MS) return;
    lastRun = { key, at: now };
    const environment = services.environment();
    import('./prefetchToday')
      .then(({ prefetchToday }) =>
        prefetchToday({
          environment,
          companyId,
          routeIds: activeIds.split(','),
          going: () => services.environment() === environment,
        }),
      )
      .catch((error: unknown) => console.warn('Offline reading: prefetch stopped', error));
  }, [services, companyId, activeIds, fieldStaff]);
}
