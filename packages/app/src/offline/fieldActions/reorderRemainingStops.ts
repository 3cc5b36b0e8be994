/**
 * Remaining stops: the optimizer's order for the stops still to do, applied as one reorder
 * (Mutation.reorderRemainingStops). Shown at once on the route page and on Today with the rule the
 * server applies (rules/remainingStops.ts), so nothing jumps when the answer comes; once the server
 * answers, Today follows the route's items as the server left them.
 */
import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';
import { reorderRemainingStops as reorder, type StopItem } from '@routebook/schema';
import type { reorderRemainingStopsMutation$variables } from './__generated__/reorderRemainingStopsMutation.graphql';
import { sendVariables, type ChangeOf, type FieldAction, type Vars } from './fieldAction';
import { recordId } from './storeUpdates';

/**
 * `jobId` is the first stop of the new order: the one a refused change is named after. Today's
 * lists are found under `companyId` for the member who reordered (`companyUserId`) and, when the
 * store knows it, the route's technician (an admin's reorder).
 */
export type ReorderRemainingStopsChange = ChangeOf<
  'reorderRemainingStops',
  {
    variables: Vars<reorderRemainingStopsMutation$variables>;
    companyId: string;
    companyUserId: string;
  }
>;

type Records = readonly (RecordProxy | null | undefined)[];

const idOf = (record: RecordProxy | null | undefined) => record?.getValue('id') as string | null;

/** The route's items (and their jobs) in the new order, each renumbered; answers the job ids. */
function reorderRouteItems(route: RecordProxy, jobIds: readonly string[]): string[] | null {
  const items = route.getLinkedRecords('items');
  if (!items) return null;
  const present = items.filter((item): item is RecordProxy => item != null);
  const stops: (StopItem & { record: RecordProxy })[] = present.map((record) => {
    const job = record.getLinkedRecord('job');
    return {
      id: record.getDataID(),
      jobId: job ? idOf(job) : null,
      status: (job?.getValue('status') as string | null | undefined) ?? null,
      record,
    };
  });
  const placed = reorder(stops, jobIds);
  for (const { item, order } of placed) item.record.setValue(order, 'order');
  route.setLinkedRecords(
    placed.map(({ item }) => item.record),
    'items',
  );
  return placed.flatMap(({ item }) => (item.jobId ? [item.jobId] : []));
}

/** The route's jobs on a Today list, put in `order` (job ids); the other routes' stay put. */
function reorderToday(
  today: RecordProxy,
  routeId: string,
  order: (jobs: StopItem[]) => string[],
): void {
  const jobs = today.getLinkedRecords('jobs');
  if (!jobs) return;
  const onRoute = jobs.filter(
    (job): job is RecordProxy => job != null && idOf(job.getLinkedRecord('route')) === routeId,
  );
  const byId = new Map(onRoute.map((job) => [idOf(job), job]));
  const ordered = order(
    onRoute.map((job) => ({
      id: idOf(job) ?? '',
      jobId: idOf(job),
      status: (job.getValue('status') as string | null | undefined) ?? null,
    })),
  ).flatMap((id) => byId.get(id) ?? []);
  if (ordered.length !== onRoute.length) return;
  const onRouteIds = new Set(onRoute.map((job) => job.getDataID()));
  let next = 0;
  today.setLinkedRecords(
    (jobs as Records).map((job) =>
      job && onRouteIds.has(job.getDataID()) ? ordered[next++] : job,
    ) as RecordProxy[],
    'jobs',
  );
}

/** The Today lists in the store that may show the route: its technician's and the caller's. */
function todaysOf(
  store: RecordSourceProxy,
  companyId: string,
  route: RecordProxy | null | undefined,
  callerId: string,
): RecordProxy[] {
  const members = new Set(
    [idOf(route?.getLinkedRecord('technician')), callerId].filter((id) => id != null),
  );
  return [...members].flatMap(
    (companyUserId) => store.getRoot().getLinkedRecord('today', { companyId, companyUserId }) ?? [],
  );
}

/** Orders Today's jobs of the route as `routeOrder` lists them, or by the rule when it is unknown. */
const todayOrder =
  (routeOrder: readonly string[] | null, jobIds: readonly string[]) =>
  (jobs: StopItem[]): string[] =>
    routeOrder
      ? routeOrder.filter((id) => jobs.some((job) => job.jobId === id))
      : reorder(jobs, jobIds).map(({ item }) => item.id);

function apply(store: RecordSourceProxy, change: ReorderRemainingStopsChange, fromServer: boolean) {
  const { routeId, jobIds } = change.variables;
  const route = store.get(recordId('Route', routeId));
  const routeOrder = route
    ? fromServer
      ? (route.getLinkedRecords('items') ?? []).flatMap(
          (item) => idOf(item?.getLinkedRecord('job')) ?? [],
        )
      : reorderRouteItems(route, jobIds)
    : null;
  for (const today of todaysOf(store, change.companyId, route, change.companyUserId)) {
    reorderToday(today, routeId, todayOrder(routeOrder, jobIds));
  }
}

export const reorderRemainingStops: FieldAction<ReorderRemainingStopsChange> = {
  label: 'Stops reordered',
  requests: (change, context) =>
    sendVariables()(change, context).map((request) => ({
      ...request,
      // The answer carries the route's items; Today's list is not in it, so it follows them here.
      updater: (store) => apply(store, change, true),
    })),
  applyOptimistically(store, change) {
    apply(store, change, false);
  },
  touchedIds: (change) => [...change.variables.jobIds],
};
