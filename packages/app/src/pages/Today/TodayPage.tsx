import { lazy, Suspense } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { TodayPageQuery } from './__generated__/TodayPageQuery.graphql';
import { useSession, type AppServices } from '../../services/services';
import { usePrefetchToday } from '../../offline/usePrefetchToday';
import { TodayStops } from './TodayStops';
import { TechnicianSelect } from './TechnicianSelect';
import styles from './TodayPage.module.css';
import { ViewSwitch } from '@routebook/ui';
import { PAGE_VIEW_OPTIONS, usePageView, type PageView } from '../../routing/pageView';

/** The maps' code (and Leaflet after it) loads when the map is first shown. */
const TodayMap = lazy(() => import('./TodayMap'));

export const todayPageQuery = graphql`
  query TodayPageQuery($companyId: ID!, $companyUserId: ID!, $isAdmin: Boolean!) {
    today(companyId: $companyId, companyUserId: $companyUserId) {
      routes {
        id
        status
      }
      ...TodayStops_today
      ...TodayMap_today
    }
    companyActiveUsers(companyId: $companyId) @include(if: $isAdmin) {
      ...TechnicianSelect_members
    }
  }
`;

/** What the today route's loader gives the page (routing/routes.tsx). */
export interface TodayLoaderData {
  queryRef: PreloadedQuery<TodayPageQuery>;
  companyId: string;
  /** Whose day is shown: the member's own, or for an admin the one chosen. */
  companyUserId: string;
}

/**
 * The today route's loader, imported with the page rather than with the first scripts:
 * whose day (field staff their own; an admin the `technician` the address names, else their own)
 * and its query, with the member list for an admin's Technician select.
 */
export function loadToday(services: AppServices, companyId: string, url: string): TodayLoaderData {
  const member = services.sessions.get()?.user.currentUser;
  const isAdmin = member?.role === 'admin';
  const asked = new URL(url).searchParams.get('technician');
  const companyUserId = (isAdmin && asked) || member?.id || '';
  const queryRef = loadQuery<TodayPageQuery>(
    services.environment(),
    todayPageQuery,
    { companyId, companyUserId, isAdmin },
    // The store at once (a job completed meanwhile shows), then the server's day.
    { fetchPolicy: 'store-and-network' },
  );
  return { queryRef, companyId, companyUserId };
}

/** Today's address for another technician's day, keeping the view (?technician=…&view=map). */
function technicianQuery(technician: string | null, view: PageView): string {
  const params = new URLSearchParams();
  if (technician) params.set('technician', technician);
  if (view === 'map') params.set('view', 'map');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * today: the member's day, the jobs of their active routes in route order with the
 * day's progress, each stop opening its job page and handing its address to the phone's maps.
 * Admins choose whose day to see. The route list stays one tap away.
 */
export function Component() {
  const { queryRef, companyId, companyUserId } = useLoaderData() as TodayLoaderData;
  const data = usePreloadedQuery<TodayPageQuery>(todayPageQuery, queryRef);
  const session = useSession();
  const navigate = useNavigate();
  const [view, setView] = usePageView();
  const ownId = session?.user.currentUser?.id ?? '';
  const fieldStaff = session?.user.currentUser?.role !== 'admin';
  // Field staff's day, read ahead for offline: each route's page and every job on it.
  const routes = data.today.routes.map((route) => ({ id: route.id, status: route.status }));
  usePrefetchToday(companyId, routes, fieldStaff);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Today</h1>
      {data.companyActiveUsers && (
        <TechnicianSelect
          members={data.companyActiveUsers}
          value={companyUserId}
          ownId={ownId}
          onChange={(id) =>
            void navigate(`/today${technicianQuery(id === ownId ? null : id, view)}`, {
              replace: true,
            })
          }
        />
      )}
      <ViewSwitch
        options={PAGE_VIEW_OPTIONS}
        value={view}
        onChange={setView}
        label="View"
        className={styles.viewSwitch}
      />
      {view === 'map' ? (
        <Suspense fallback={<p className={styles.mapEmpty}>Loading the map…</p>}>
          <TodayMap today={data.today} />
        </Suspense>
      ) : (
        <TodayStops today={data.today} />
      )}
      <p className={styles.routeList}>
        <Link to="/route/list">Route list</Link>
      </p>
    </div>
  );
}
