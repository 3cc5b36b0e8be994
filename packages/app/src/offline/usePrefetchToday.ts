import { useEffect } from 'react';
import { useAppServices, useSession } from '../services/services';
import { offlineStatus } from './offlineStatus';

/** A run fetches the day again at most this often (the route list is opened many times a day). */
const AGAIN_AFTER_MS = 5 * 60_000;
/**
 * The last run per Relay environment: a new login (a new environment, its stored answers cleared)
 * fetches its day again at once.
 */
const lastRuns = new WeakMap<object, { key: string; at: number }>();

/**
 * The route list and Today, for field staff: once the page answered from the server, today's
 * routes and their jobs are fetched ahead for reading offline (prefetchToday.ts, loaded only
 * then); from the route list, the member's Today too (`withToday`). Admins get only what they
 * open.
 */
export function usePrefetchToday(
  companyId: string,
  routes: readonly { id: string; status: string }[],
  fieldStaff: boolean,
  { withToday = false }: { withToday?: boolean } = {},
) {
  const services = useAppServices();
  const companyUserId = useSession()?.user.currentUser?.id ?? null;
  const activeIds = routes
    .filter((route) => route.status === 'active')
    .map((route) => route.id)
    .join(',');
  useEffect(() => {
    // Not offline, nor while pages show stored answers (the list did not come from the server).
    if (!fieldStaff || !activeIds || !navigator.onLine || offlineStatus.get() !== null) return;
    const today = withToday ? companyUserId : null;
    const key = `${companyId}|${today ?? ''}|${activeIds}`;
    const now = Date.now();
    const environment = services.environment();
    const lastRun = lastRuns.get(environment);
    if (lastRun?.key === key && now - lastRun.at < AGAIN_AFTER_MS) return;
    lastRuns.set(environment, { key, at: now });
    import('./prefetchToday')
      .then(({ prefetchToday }) =>
        prefetchToday({
          environment,
          companyId,
          routeIds: activeIds.split(','),
          companyUserId: today,
          going: () => services.environment() === environment,
        }),
      )
      .catch((error: unknown) => console.warn('Offline reading: prefetch stopped', error));
  }, [services, companyId, activeIds, fieldStaff, withToday, companyUserId]);
}
