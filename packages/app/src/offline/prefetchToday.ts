/**
 * Field staff's day, fetched ahead for reading offline: after the route list or Today
 * answered from the server, the member's Today (asked from the route list, Today keeps
 * its own), the route page of each of today's routes with its stops for Next stop, and
 * the job page of each job on them, and the company's service items the job page's Select service
 * items offers, asked with the same variables as the pages' loaders
 * (routing/routes.tsx), so the answers the network layer keeps are the ones those pages read back
 * offline. Routes have no date: today's routes are the active ones (the company's from the route
 * list, the member's from Today). At idle and a few at a time; loaded on demand
 * (usePrefetchToday.ts).
 *
 * Asked through the environment's network, not fetchQuery: the answers are for reading offline,
 * not for the store. Put in the store, they would answer the pages' store-or-network loaders
 * instead of the server, and a route opened online would show what was fetched minutes before.
 */
import {
  getRequest,
  type Environment,
  type GraphQLTaggedNode,
  type Variables,
} from 'relay-runtime';
import RouteDetailPageQuery from '../pages/RouteDetail/__generated__/RouteDetailPageQuery.graphql';
import JobDetailPageQuery from '../pages/JobDetail/__generated__/JobDetailPageQuery.graphql';
import JobServiceItemsChoicesQuery from '../pages/JobDetail/__generated__/JobServiceItemsChoicesQuery.graphql';
import { idle } from '../idle';

/** At most this many routes and jobs per run. */
export const MAX_ROUTES = 10;
export const MAX_JOBS = 200;
/** Requests in flight at once (they share the network's batches with the page's own). */
const AT_ONCE = 3;

/** The part of RouteDetailPageQuery's answer that names the route's jobs. */
interface RouteJobs {
  data?: { route?: { items?: { job?: { id: string } | null }[] } | null } | null;
}

/** Asks the server through the network layer, which keeps the answer for the member. */
const ask = (environment: Environment, query: GraphQLTaggedNode, variables: Variables) =>
  environment.getNetwork().execute(getRequest(query).params, variables, {}).toPromise();

/** Runs `work` over `items` AT_ONCE at a time, each group at idle, while `going()`. */
async function inTurn<T>(
  items: readonly T[],
  work: (item: T) => Promise<unknown>,
  going: () => boolean,
) {
  for (let start = 0; start < items.length; start += AT_ONCE) {
    await idle();
    if (!going()) return;
    // One failing (a job deleted meanwhile, the network gone) does not stop the others.
    await Promise.all(
      items.slice(start, start + AT_ONCE).map((item) => work(item).catch(() => null)),
    );
  }
}

export interface PrefetchToday {
  environment: Environment;
  companyId: string;
  /** Today's routes (active ones), in the list's order. */
  routeIds: readonly string[];
  /** The member whose Today to ask for too (field staff: their own); none when Today asked. */
  companyUserId?: string | null;
  /** False once the member logged out or switched company: the rest is not fetched. */
  going(): boolean;
}

/** Fetches today's routes and their jobs; answers how many of each were asked for. */
export async function prefetchToday({
  environment,
  companyId,
  routeIds,
  companyUserId,
  going,
}: PrefetchToday) {
  // Today's and Next stop's queries come with their pages' code (which field staff open next
  // anyway): in their own chunks, their names would be in the first scripts' preload list.
  const [{ todayPageQuery }, { nextStopQuery }] = await Promise.all([
    import('../pages/Today/TodayPage'),
    import('../pages/JobDetail/JobDetailPage'),
  ]);
  if (companyUserId) {
    // As the today loader asks for field staff: their own day, no member list.
    await ask(environment, todayPageQuery, { companyId, companyUserId, isAdmin: false }).catch(
      () => null,
    );
  }
  if (going()) {
    // A plan without service items refuses it (PLAN_LIMIT): nothing to keep then.
    await ask(environment, JobServiceItemsChoicesQuery, { companyId }).catch(() => null);
  }
  const jobIds = new Set<string>();
  const routes = routeIds.slice(0, MAX_ROUTES);
  await inTurn(
    routes,
    async (id) => {
      const [answer] = (await Promise.all([
        ask(environment, RouteDetailPageQuery, { id, companyId }),
        // As the job page's loader asks for the route's stops (Next stop).
        ask(environment, nextStopQuery, { routeId: id, companyId }).catch(() => null),
      ])) as [RouteJobs, unknown];
      for (const item of answer?.data?.route?.items ?? []) if (item.job) jobIds.add(item.job.id);
    },
    going,
  );
  const jobs = [...jobIds].slice(0, MAX_JOBS);
  await inTurn(jobs, (id) => ask(environment, JobDetailPageQuery, { id, companyId }), going);
  return { routes: routes.length, jobs: jobs.length };
}
