/**
 * Issue 17: where a technician goes after a job is done with (Can't access now; the "Next stop"
 * panel of Complete can share it): the next open job of the route in route order (the schema
 * package's nextStop), or the route page when none is left. The route's items are read from the
 * Relay store, which has them from the route page (or the offline answers); a job opened without
 * them asks the server once, and without a network goes to the route page.
 */
import { nextStop } from '@routebook/schema';
import {
  createOperationDescriptor,
  fetchQuery,
  getRequest,
  graphql,
  type Environment,
} from 'relay-runtime';
import type {
  nextStopAfterRouteQuery,
  nextStopAfterRouteQuery$data,
} from './__generated__/nextStopAfterRouteQuery.graphql';

const routeStopsQuery = graphql`
  query nextStopAfterRouteQuery($id: ID!) {
    route(id: $id) {
      id
      items {
        job {
          id
          status
          customer {
            displayName
          }
        }
      }
    }
  }
`;

/** Where to go next, and what to tell the technician about it. */
export interface NextStopTarget {
  /** The next open job's page, or the route page (the route list for a job on no route). */
  path: string;
  /** The next job's customer; null when none is left after this one. */
  customer: string | null;
  /** Open jobs before this one on the route: still to visit, never skipped silently. */
  earlierOpen: number;
}

type Route = NonNullable<nextStopAfterRouteQuery$data['route']>;

/** The route's items as the store has them now (optimistic changes included), or null. */
function routeFromStore(environment: Environment, routeId: string): Route | null {
  const operation = createOperationDescriptor(getRequest(routeStopsQuery), { id: routeId });
  const snapshot = environment.lookup(operation.fragment);
  if (snapshot.isMissingData) return null;
  return (snapshot.data as nextStopAfterRouteQuery$data).route ?? null;
}

async function routeOf(environment: Environment, routeId: string): Promise<Route | null> {
  const stored = routeFromStore(environment, routeId);
  if (stored) return stored;
  try {
    const data = await fetchQuery<nextStopAfterRouteQuery>(environment, routeStopsQuery, {
      id: routeId,
    }).toPromise();
    return data?.route ?? null;
  } catch {
    return null;
  }
}

/** The stop after job `jobId` of route `routeId` (null: the job is on no route). */
export async function nextStopAfter(
  environment: Environment,
  routeId: string | null,
  jobId: string,
): Promise<NextStopTarget> {
  if (!routeId) return { path: '/route/list', customer: null, earlierOpen: 0 };
  const route = await routeOf(environment, routeId);
  const stops = (route?.items ?? []).flatMap((item) =>
    item.job
      ? [{ jobId: item.job.id, status: item.job.status, customer: item.job.customer.displayName }]
      : [],
  );
  const { next, earlierOpen } = nextStop(stops, jobId);
  return {
    path: next ? `/route/${routeId}/job/${next.jobId}` : `/route/${routeId}`,
    customer: next?.customer ?? null,
    earlierOpen: earlierOpen.length,
  };
}

/** What the toast says once the technician is moved on, after `done` ("Can't access recorded."). */
export function movedOnMessage(done: string, target: NextStopTarget): string {
  const earlier =
    target.earlierOpen === 0
      ? ''
      : ` ${target.earlierOpen === 1 ? '1 earlier stop is' : `${target.earlierOpen} earlier stops are`} still open.`;
  if (target.customer) return `${done} Next stop: ${target.customer}.${earlier}`;
  return `${done} No open jobs left after this one on the route.${earlier}`;
}
