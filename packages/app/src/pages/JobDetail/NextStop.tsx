import { Component as ReactComponent, Suspense, use, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  graphql,
  loadQuery,
  usePreloadedQuery,
  type Environment,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { fillOnMyWay, nextStop } from '@routebook/schema';
import { NextStopCard, customerAddressLines } from '@routebook/ui';
import type { NextStopQuery } from './__generated__/NextStopQuery.graphql';
import { renderRouterLink } from '../../routing/links';
import { TODAY_PATH } from '../../routing/guards';
import { useSession } from '../../services/services';

/**
 * The route's stops for Next stop, loaded with the job page (routing/routes.tsx) so
 * they are in the store before the job is completed, and fetched ahead with the day for reading
 * offline (offline/prefetchToday.ts).
 */
export const nextStopQuery = graphql`
  query NextStopQuery($routeId: ID!, $companyId: ID!) {
    route(id: $routeId) {
      id
      name
      items {
        id
        job {
          id
          status
          customer {
            ...customerAddress_customer @relay(mask: false)
            firstName
            mobile
          }
        }
      }
    }
    company(id: $companyId) {
      id
      name
      onMyWayMessage
    }
  }
`;

/** The job page loader's promise of the stops query; null when its code did not arrive. */
export type NextStopQueryRef = Promise<PreloadedQuery<NextStopQuery> | null>;

/** Loads the route's stops (the job page's loader, with this page's code). */
export const loadNextStop = (environment: Environment, variables: NextStopQuery['variables']) =>
  loadQuery<NextStopQuery>(environment, nextStopQuery, variables);

const jobPath = (routeId: string, jobId: string) => `/route/${routeId}/job/${jobId}`;

/** Next stop, read from the store: the route's stops as they are now (a queued change counts). */
function NextStopOfRoute({
  queryRef,
  jobId,
}: {
  queryRef: PreloadedQuery<NextStopQuery>;
  jobId: string;
}) {
  const { route, company } = usePreloadedQuery<NextStopQuery>(nextStopQuery, queryRef);
  const session = useSession();
  if (!route || !company) return <BackToToday />;
  const stops = route.items.flatMap((item) =>
    item.job ? [{ jobId: item.job.id, status: item.job.status, job: item.job }] : [],
  );
  if (!stops.some((stop) => stop.jobId === jobId)) return <BackToToday />;
  const { next, earlierOpen } = nextStop(stops, jobId);
  const customer = next?.job.customer;
  const address = customer ? customerAddressLines(customer).join(', ') : '';
  return (
    <NextStopCard
      routeName={route.name}
      next={
        next && customer
          ? {
              customerName: customer.displayName,
              address: address || null,
              mobile: customer.mobile ?? null,
              href: jobPath(route.id, next.jobId),
            }
          : null
      }
      earlierOpen={earlierOpen.map((stop) => ({
        id: stop.jobId,
        customerName: stop.job.customer.displayName,
        href: jobPath(route.id, stop.jobId),
      }))}
      onMyWayMessage={
        customer
          ? fillOnMyWay(company.onMyWayMessage, {
              customer: { firstName: customer.firstName, displayName: customer.displayName },
              technician: {
                firstName: session?.user.firstName,
                lastName: session?.user.lastName,
              },
              company: company.name,
            })
          : ''
      }
      todayHref={TODAY_PATH}
      renderLink={renderRouterLink}
      focusOnShow
    />
  );
}

/** When the route's stops cannot be read (offline, never fetched): the way back to the day. */
function BackToToday() {
  return (
    <p>
      <Link to={TODAY_PATH}>Back to Today</Link>
    </p>
  );
}

function NextStopFromLoader({ stops, jobId }: { stops: NextStopQueryRef; jobId: string }) {
  const queryRef = use(stops);
  return queryRef ? <NextStopOfRoute queryRef={queryRef} jobId={jobId} /> : <BackToToday />;
}

/** A failed read of the stops costs the panel, never the job page. */
class NextStopBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <BackToToday /> : this.props.children;
  }
}

/**
 * Finish then next stop: shown once the job was completed on this page. The next open
 * stop of the route in order (nextStop, the shared rule), the open stops passed over, or the
 * route's end; On my way's text is the company's, filled for the customer and the member.
 */
export function NextStop({ stops, jobId }: { stops: NextStopQueryRef; jobId: string }) {
  return (
    <NextStopBoundary>
      <Suspense fallback={null}>
        <NextStopFromLoader stops={stops} jobId={jobId} />
      </Suspense>
    </NextStopBoundary>
  );
}
