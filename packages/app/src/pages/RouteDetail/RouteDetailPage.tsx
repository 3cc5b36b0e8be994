import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import {
  fetchQuery,
  graphql,
  useFragment,
  usePreloadedQuery,
  useRelayEnvironment,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { showsAdFooter } from '@routebook/schema';
import { Button, PullToRefresh, useToast, ViewSwitch } from '@routebook/ui';
import { whenIdleAfterPaint } from '../../routing/prefetch';
import { useSession } from '../../services/services';
import type { RouteDetailPageQuery } from './__generated__/RouteDetailPageQuery.graphql';
import type { RouteDetailPage_company$key } from './__generated__/RouteDetailPage_company.graphql';
import { RouteItems } from './RouteItems';
import { AddItem } from './AddItem';
import { EditRoute } from './EditRoute';
import styles from './RouteDetailPage.module.css';
import { loadFailureText } from '../../relay/failureText';
import { PAGE_VIEW_OPTIONS, usePageView } from '../../routing/pageView';

/** The map's code (and Leaflet after it) loads when the map is first shown. */
const RouteMapPanel = lazy(() => import('./RouteMapPanel'));

export const routeDetailPageQuery = graphql`
  query RouteDetailPageQuery($id: ID!, $companyId: ID!) {
    route(id: $id) {
      id
      name
      status
      ...RouteItems_route
      ...EditRoute_route
      ...RouteMapPanel_route
    }
    company(id: $companyId) {
      ...RouteDetailPage_company
    }
  }
`;

/** route/{id}: the route's jobs and notes in order. */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<RouteDetailPageQuery> };
  return <RouteDetail queryRef={queryRef} />;
}

/** The route detail page's content, also shown behind the route forms' deep links. */
export function RouteDetail({ queryRef }: { queryRef: PreloadedQuery<RouteDetailPageQuery> }) {
  const data = usePreloadedQuery<RouteDetailPageQuery>(routeDetailPageQuery, queryRef);
  const company = useFragment<RouteDetailPage_company$key>(
    graphql`
      fragment RouteDetailPage_company on Company {
        id
        planLevel
        ...EditRoute_company
        ...RouteItems_company
      }
    `,
    data.company,
  );
  const session = useSession();
  const environment = useRelayEnvironment();
  const { show } = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const [view, setView] = usePageView();
  const isAdmin = session?.user.currentUser?.role === 'admin';
  const { route } = data;

  // A job is what people open next from a route: fetch its page's code once this page is shown
  // and the phone is idle (no deadline: the route's own code and data come first).
  useEffect(() => whenIdleAfterPaint(() => void import('../JobDetail/JobDetailPage')), []);

  if (!route || !company) {
    return (
      <>
        <h1>Route not found</h1>
        <p>This route does not exist or belongs to another company.</p>
      </>
    );
  }

  // An archived route is kept as it was: admins restore it from the Archive to change it.
  const archived = route.status === 'archive';

  const refresh = async () => {
    setRefreshing(true);
    try {
      await fetchQuery(environment, routeDetailPageQuery, queryRef.variables, {
        fetchPolicy: 'network-only',
      }).toPromise();
    } catch (failure) {
      show(`Could not refresh: ${loadFailureText(failure)}`, { tone: 'error' });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <PullToRefresh className={styles.page} onRefresh={() => void refresh()} refreshing={refreshing}>
      <header className={styles.header}>
        <h1 className={styles.title}>{route.name}</h1>
        {isAdmin && (
          <div className={styles.actions}>
            <Button variant="secondary" loading={refreshing} onClick={() => void refresh()}>
              Refresh
            </Button>
            {!archived && (
              <>
                <EditRoute route={route} company={company} />
                <AddItem routeId={route.id} companyId={company.id} />
              </>
            )}
          </div>
        )}
      </header>
      {archived && (
        <p className={styles.archived}>
          This route is archived and read-only.
          {isAdmin && (
            <>
              {' '}
              Restore it from the <Link to="/archive">Archive</Link> to change it.
            </>
          )}
        </p>
      )}
      <ViewSwitch
        options={PAGE_VIEW_OPTIONS}
        value={view}
        onChange={setView}
        label="View"
        className={styles.viewSwitch}
      />
      {view === 'map' ? (
        <Suspense fallback={<p className={styles.mapLoading}>Loading the map…</p>}>
          <RouteMapPanel route={route} />
        </Suspense>
      ) : (
        <RouteItems route={route} editable={isAdmin && !archived} company={company} />
      )}
      {showsAdFooter(company.planLevel) && (
        <aside className={styles.ad} aria-label="Advertisement">
          Routebook Starter. Upgrade your plan for more active routes and no ads.
        </aside>
      )}
    </PullToRefresh>
  );
}
