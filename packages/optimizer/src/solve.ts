import { readProblem } from './costs';
import { buildGraph, closingOf, nearestNeighbourTour, routeFromTour } from './graph';
import { Search } from './localSearch';
import { exactRoute, improvePositioned, routeLength, type PositionedRoute } from './positions';
import { createRandom } from './random';
import type { Problem, Solution, SolveOptions } from './types';

/** Up to this many stops the order is found by exact dynamic programming (Held-Karp). */
export const EXACT_UP_TO = 12;

/** The share of the budget kept back from the search, and at least this many milliseconds. */
const RESERVE = 0.04;
const RESERVE_MS = 4;

const now = () => performance.now();

/**
 * The best order of a route's stops within `timeMs`. Exact up to 12 stops; above, iterated local
 * search (see localSearch.ts), or for a route with pins a search that never moves a pinned stop.
 */
export function solve(problem: Problem, options: SolveOptions): Solution {
  const started = now();
  const costs = readProblem(problem);
  const { n } = costs;
  const { start, end, pinned = [] } = options;
  checkOptions(n, options);
  const random = createRandom(options.seed ?? 1);
  const maxKicks = options.maxKicks ?? Infinity;
  // A little of the budget is kept for reading the route off the tour, and for the moves under
  // way when the clock is read.
  const deadline =
    started + Math.max(0, options.timeMs - Math.max(RESERVE_MS, options.timeMs * RESERVE));
  const closed = end === undefined || end === start;
  const fixed = new Int32Array(n).fill(-1);
  if (start !== undefined && n > 0) fixed[0] = start;
  if (typeof end === 'number' && end !== start) fixed[n - 1] = end;
  for (const { index, position } of pinned) fixed[position] = index;
  const route: PositionedRoute = { n, cost: costs.cost, closed, fixed };

  let order: number[];
  if (n <= EXACT_UP_TO) {
    order = exactRoute(route);
  } else {
    // With pins: the best route without them first (half the budget), then the pinned stops put
    // in their places and the search that never moves them. A pin where the best route would
    // have the stop anyway costs nothing.
    const searchUntil = pinned.length > 0 ? started + (deadline - started) / 2 : deadline;
    const closing = closingOf(n, start, end);
    const graph = buildGraph(costs, closing);
    const first = closing.forcedFrom >= 0 ? closing.forcedFrom : 0;
    const search = new Search(
      graph,
      nearestNeighbourTour(graph, first),
      { deadline: searchUntil, maxKicks, signal: options.signal, now },
      random,
    );
    search.run();
    order = routeFromTour(search.tour.order, n, closing, start);
    if (pinned.length > 0) {
      const stop = () => options.signal?.aborted === true || now() >= deadline;
      order = improvePositioned(route, random, stop, maxKicks, withPinsInPlace(order, fixed));
    }
  }
  return { order, length: routeLength(route, order), ms: now() - started };
}

/** The route's free stops in their order, the fixed ones at their positions. */
function withPinsInPlace(order: number[], fixed: Int32Array): number[] {
  const isFixed = new Set(fixed.filter((v) => v >= 0));
  const rest = order.filter((v) => !isFixed.has(v));
  let next = 0;
  return Array.from(fixed, (v) => (v >= 0 ? v : (rest[next++] ?? -1)));
}

function checkOptions(n: number, { start, end, pinned = [] }: SolveOptions): void {
  const isStop = (v: number) => Number.isInteger(v) && v >= 0 && v < n;
  if (start !== undefined && !isStop(start))
    throw new RangeError(`The start ${start} is not one of the ${n} stops.`);
  if (typeof end === 'number' && !isStop(end))
    throw new RangeError(`The end ${end} is not one of the ${n} stops.`);
  const taken = new Set<number>();
  const held = new Set<number>(
    [start, typeof end === 'number' ? end : undefined].filter((v) => v !== undefined),
  );
  if (start !== undefined) taken.add(0);
  if (typeof end === 'number' && end !== start) taken.add(n - 1);
  for (const { index, position } of pinned) {
    if (!isStop(index))
      throw new RangeError(`The pinned stop ${index} is not one of the ${n} stops.`);
    if (!isStop(position))
      throw new RangeError(`Position ${position} is not in a route of ${n} stops.`);
    if (taken.has(position) || held.has(index)) {
      throw new RangeError(
        `Stop ${index} cannot be pinned at position ${position}: that place is already taken.`,
      );
    }
    taken.add(position);
    held.add(index);
  }
}
