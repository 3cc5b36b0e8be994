/**
 * Optimizing a route's order, the part that is not the solver: which jobs the solver may move and
 * where the route starts and ends (the problem), and the solver's order turned back into the
 * route's items with what it changes (the before/after).
 *
 * The solver's stops are the open jobs with a location. They take, in the new order, the places
 * they held among the route's jobs; done jobs and jobs without a location keep theirs, as do
 * pinned stops; each note moves with the job that follows it (a note after the last job stays
 * last). reorderRemainingStops applies the same rule on the server.
 */
import { isOpenStop, reorderRemainingStops } from '@routebook/schema';
import type { SolveOptions } from '@routebook/optimizer';
import { STRAIGHT_LINE_SPEED_M_PER_S, straightLineMatrix, type GeoPoint } from './distance';

export interface PlanJob {
  id: string;
  status: string;
  /** What the before/after lists: the customer's name. */
  name: string;
  location: GeoPoint | null;
}

/** A route item in route order: a job, or a note (`job` null). */
export interface PlanItem {
  id: string;
  job: PlanJob | null;
}

export interface PlanChoice {
  /** Where the route starts (the depot, the technician's position, the last finished stop); null: at any stop. */
  start: GeoPoint | null;
  /** Where it ends: a point (the depot), or anywhere. */
  end: GeoPoint | 'anywhere';
  /** Jobs kept at their place. */
  pinned: ReadonlySet<string>;
}

export interface RoutePlan {
  items: readonly PlanItem[];
  /** Every job, in route order. */
  jobs: PlanJob[];
  /** The jobs the solver orders, in route order. */
  stops: PlanJob[];
  /** Open jobs without a location: they keep their place and are listed as such. */
  missing: PlanJob[];
  /** The points costs are measured between: the start (if any), the stops, the end (if its own). */
  points: GeoPoint[];
  /** The index of stops[0] in `points`. */
  first: number;
  /** The solver's start, end and pins, as indexes of `points`. */
  options: Pick<SolveOptions, 'start' | 'end' | 'pinned'>;
}

export interface RouteMeasure {
  /** Straight-line distance along the route. */
  metres: number;
  /** Driving time: the server's travel times, else the straight line at the assumed speed. */
  seconds: number;
}

export interface MovedStop {
  id: string;
  name: string;
  /** The stop's number among the route's jobs (1 is the first) before, and after. */
  from: number;
  to: number;
}

export interface PlanOutcome {
  /** False when the solver found nothing shorter: then the order is the current one. */
  improved: boolean;
  /** The solver's stops in their new order (reorderRemainingStops' jobIds). */
  jobIds: string[];
  /** Every item in its new order (updateRouteItemsOrder). */
  itemIds: string[];
  before: RouteMeasure;
  after: RouteMeasure;
  /** The jobs whose number changes, in their new order. */
  moved: MovedStop[];
}

const samePoint = (a: GeoPoint, b: GeoPoint) =>
  a.latitude === b.latitude && a.longitude === b.longitude;

export function buildPlan(items: readonly PlanItem[], choice: PlanChoice): RoutePlan {
  const jobs = items.flatMap((item) => (item.job ? [item.job] : []));
  const open = jobs.filter((job) => isOpenStop(job.status));
  const stops = open.filter((job) => job.location !== null);
  const missing = open.filter((job) => job.location === null);
  const { start, end } = choice;
  const first = start ? 1 : 0;
  const points = [...(start ? [start] : []), ...stops.map((job) => job.location as GeoPoint)];
  let endIndex: number | 'anywhere';
  if (end === 'anywhere') endIndex = 'anywhere';
  else if (start && samePoint(start, end)) endIndex = 0;
  else endIndex = points.push(end) - 1;
  const pinned = stops.flatMap((job, i) =>
    choice.pinned.has(job.id) ? [{ index: first + i, position: first + i }] : [],
  );
  return {
    items,
    jobs,
    stops,
    missing,
    points,
    first,
    options: { ...(start ? { start: 0 } : {}), end: endIndex, pinned },
  };
}

/** Whether there is an order to find: at least two stops that are not pinned. */
export function hasChoice(plan: RoutePlan): boolean {
  return plan.stops.length - (plan.options.pinned?.length ?? 0) >= 2;
}

/**
 * What the solver minimizes: the server's travel times (seconds, row `from` column `to`, for
 * `plan.points`) when it gave them, else straight-line metres.
 */
export function costMatrix(plan: RoutePlan, travelSeconds: number[][] | null): number[][] {
  return travelSeconds ?? straightLineMatrix(plan.points);
}

/** The solver's order (indexes of `plan.points`) as the route's new order and its before/after. */
export function readOutcome(
  plan: RoutePlan,
  solverOrder: readonly number[],
  travelSeconds: number[][] | null,
): PlanOutcome {
  const { stops, first } = plan;
  const isStop = (index: number) => index >= first && index < first + stops.length;
  const current = stops.map((_, i) => first + i);
  const proposed = solverOrder.filter(isStop);
  const metres = straightLineMatrix(plan.points);
  const measure = (order: number[]): RouteMeasure => {
    const path = pathOf(plan, order);
    const along = (matrix: number[][]) =>
      path.slice(1).reduce((sum, to, i) => sum + (matrix[path[i] as number]?.[to] ?? 0), 0);
    const straight = along(metres);
    return {
      metres: straight,
      seconds: travelSeconds ? along(travelSeconds) : straight / STRAIGHT_LINE_SPEED_M_PER_S,
    };
  };
  const before = measure(current);
  const after = measure(proposed);
  const cost = (m: RouteMeasure) => (travelSeconds ? m.seconds : m.metres);
  // Costs summed in another order can differ in the last bits: "shorter" means by a metre or second.
  const improved = proposed.length === stops.length && cost(after) < cost(before) - 0.5;
  if (!improved) {
    return {
      improved: false,
      jobIds: stops.map((job) => job.id),
      itemIds: plan.items.map((item) => item.id),
      before,
      after: before,
      moved: [],
    };
  }
  const newStops = proposed.map((index) => stops[index - first] as PlanJob);
  return { improved, ...reorder(plan, newStops), before, after };
}

/** The route's points in driving order: from the start through the stops to the end. */
function pathOf(plan: RoutePlan, stopOrder: number[]): number[] {
  const { start, end } = plan.options;
  const path = start === undefined ? [...stopOrder] : [start, ...stopOrder];
  if (typeof end === 'number') path.push(end);
  return path;
}

/** The stops take the places the stops held, in their new order; notes go with their job. */
function reorder(
  plan: RoutePlan,
  newStops: PlanJob[],
): Pick<PlanOutcome, 'jobIds' | 'itemIds' | 'moved'> {
  const isStop = new Set(plan.stops.map((job) => job.id));
  let next = 0;
  const newJobs = plan.jobs.map((job) =>
    isStop.has(job.id) ? (newStops[next++] as PlanJob) : job,
  );

  // The server's own rule (reorderRemainingStops), so the admin's full reorder and Today's queued
  // one put every note and unlisted job in the same place.
  const stopItems = plan.items.map((item) => ({
    id: item.id,
    jobId: item.job?.id ?? null,
    status: item.job?.status ?? null,
  }));
  const jobIds = newStops.map((job) => job.id);
  const itemIds = reorderRemainingStops(stopItems, jobIds).map(({ item }) => item.id);

  const numberBefore = new Map(plan.jobs.map((job, i) => [job.id, i + 1]));
  const moved = newJobs.flatMap((job, i) => {
    const from = numberBefore.get(job.id) ?? 0;
    return from === i + 1 ? [] : [{ id: job.id, name: job.name, from, to: i + 1 }];
  });
  return { jobIds, itemIds, moved };
}
