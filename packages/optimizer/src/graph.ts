/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed arrays read in the solver's hot
   loops, always within bounds: noUncheckedIndexedAccess would otherwise cost a check per read. */
import { nearestByCost, nearestByGrid } from './candidates';
import type { Costs } from './costs';
import type { Graph } from './localSearch';
import type { CostFunction } from './types';

/** Candidate list length: enough for good moves, few enough to keep each node's search short. */
const CANDIDATES = 10;

/**
 * Every route is solved as a closed tour. A route from `start` to a different `end` forces the
 * edge end -> start (a cost so negative that no move gives it up); a route that ends anywhere
 * gets a dummy node that costs nothing to reach or leave, forced to lead into `start` (or out of
 * `end`) when there is one. The tour read from the dummy onwards is then the open route.
 */
export interface Closing {
  /** The dummy node's index (n), or -1. */
  dummy: number;
  /** The forced edge from -> to, or -1. */
  forcedFrom: number;
  forcedTo: number;
}

export function closingOf(
  n: number,
  start: number | undefined,
  end: number | 'anywhere' | undefined,
): Closing {
  if (end === 'anywhere') {
    return { dummy: n, forcedFrom: start === undefined ? -1 : n, forcedTo: start ?? -1 };
  }
  if (end === undefined || end === start) return { dummy: -1, forcedFrom: -1, forcedTo: -1 };
  if (start === undefined) return { dummy: n, forcedFrom: end, forcedTo: n };
  return { dummy: -1, forcedFrom: end, forcedTo: start };
}

export function buildGraph(costs: Costs, closing: Closing): Graph {
  const { n, symmetric, cost } = costs;
  const m = closing.dummy >= 0 ? n + 1 : n;
  const k = Math.min(CANDIDATES, n - 1);
  const outReal =
    costs.xs && costs.ys ? nearestByGrid(costs.xs, costs.ys, k) : nearestByCost(n, k, cost, 'out');
  const inReal = symmetric ? outReal : nearestByCost(n, k, cost, 'in');
  const { dummy, forcedFrom, forcedTo } = closing;
  if (dummy < 0 && forcedFrom < 0)
    return { m, symmetric, dist: tabulated(cost, m), out: outReal, in: inReal, width: k };

  const big = 8 * maxCost(costs) + 1;
  const dist: CostFunction = (i, j) => {
    if ((i === forcedFrom && j === forcedTo) || (symmetric && i === forcedTo && j === forcedFrom))
      return -big;
    if (i === dummy || j === dummy) return 0;
    return cost(i, j);
  };
  // The forced partner and the dummy go first in the lists: they are the cheapest edges.
  const width = k + (dummy >= 0 ? 1 : 0) + (forcedFrom >= 0 ? 1 : 0);
  const widen = (real: Int32Array, partner: (v: number) => number) => {
    const lists = new Int32Array(m * width);
    for (let v = 0; v < m; v++) {
      const row: number[] = [];
      const forced = partner(v);
      if (forced >= 0) row.push(forced);
      if (dummy >= 0 && v !== dummy && forced !== dummy) row.push(dummy);
      if (v === dummy) {
        for (let j = 0; row.length < width && j < n; j++) if (j !== forced) row.push(j);
      } else {
        for (let c = 0; c < k; c++) if (real[v * k + c] !== forced) row.push(real[v * k + c]!);
      }
      while (row.length < width) row.push(row[row.length - 1]!);
      lists.set(row.slice(0, width), v * width);
    }
    return lists;
  };
  const outPartner = (v: number) =>
    v === forcedFrom ? forcedTo : symmetric && v === forcedTo ? forcedFrom : -1;
  const inPartner = (v: number) =>
    v === forcedTo ? forcedFrom : symmetric && v === forcedFrom ? forcedTo : -1;
  const out = widen(outReal, outPartner);
  return {
    m,
    symmetric,
    dist: tabulated(dist, m),
    out,
    in: symmetric ? out : widen(inReal, inPartner),
    width,
  };
}

/** Up to this many nodes, costs are read from a table (at most 2 MB). */
const TABLE_UP_TO = 500;

/**
 * Small instances read their costs from a table built once: faster than a square root per leg,
 * and every route, whatever its kind of costs, then calls the same function, which V8 need not
 * compile again for each kind (the first, cold, milliseconds are most of a 50 ms budget).
 */
function tabulated(cost: CostFunction, m: number): CostFunction {
  if (m > TABLE_UP_TO) return cost;
  const table = new Float64Array(m * m);
  for (let i = 0; i < m; i++)
    for (let j = 0; j < m; j++) table[i * m + j] = i === j ? 0 : cost(i, j);
  return (i, j) => table[i * m + j]!;
}

function maxCost(costs: Costs): number {
  const { n, cost, xs, ys } = costs;
  let most = 0;
  if (xs && ys) {
    let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
    for (let i = 0; i < n; i++) {
      minX = Math.min(minX, xs[i]!);
      maxX = Math.max(maxX, xs[i]!);
      minY = Math.min(minY, ys[i]!);
      maxY = Math.max(maxY, ys[i]!);
    }
    return Math.hypot(maxX - minX, maxY - minY) + 1;
  }
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) most = Math.max(most, Math.abs(cost(i, j)));
  return most;
}

/** A first tour: nearest neighbour through the candidate lists, from the forced edge if any. */
export function nearestNeighbourTour(graph: Graph, first: number): Int32Array {
  const { m, out, width, dist } = graph;
  const order = new Int32Array(m);
  const used = new Uint8Array(m);
  let current = first;
  used[current] = 1;
  order[0] = current;
  let scanFrom = 0;
  for (let p = 1; p < m; p++) {
    let nextNode = -1;
    for (let c = current * width; c < current * width + width; c++) {
      if (!used[out[c]!]) {
        nextNode = out[c]!;
        break;
      }
    }
    if (nextNode < 0) {
      let best = Infinity;
      while (used[scanFrom]) scanFrom++;
      for (let v = scanFrom; v < m; v++) {
        if (!used[v] && dist(current, v) < best) {
          best = dist(current, v);
          nextNode = v;
        }
      }
    }
    used[nextNode] = 1;
    order[p] = nextNode;
    current = nextNode;
  }
  return order;
}

/** The route read off a closed tour (`order`, with `next`/`prev` by position). */
export function routeFromTour(
  order: Int32Array,
  n: number,
  closing: Closing,
  start: number | undefined,
): number[] {
  const m = order.length;
  const pos = new Int32Array(m);
  order.forEach((v, p) => (pos[v] = p));
  const at = (p: number) => order[((p % m) + m) % m]!;
  const walk = (from: number, step: 1 | -1) => {
    const route: number[] = [];
    for (let k = 0; route.length < n; k++) {
      const v = at(pos[from]! + step * k);
      if (v !== closing.dummy) route.push(v);
    }
    return route;
  };
  const { dummy, forcedFrom, forcedTo } = closing;
  if (dummy >= 0) {
    // Read away from the dummy, in the direction that puts a forced partner where it belongs.
    const after = at(pos[dummy]! + 1);
    const before = at(pos[dummy]! - 1);
    const forward =
      forcedTo === dummy ? before === forcedFrom : forcedFrom === dummy ? after === forcedTo : true;
    return forward ? walk(after, 1) : walk(before, -1);
  }
  if (forcedFrom >= 0) {
    return at(pos[forcedTo]! - 1) === forcedFrom ? walk(forcedTo, 1) : walk(forcedTo, -1);
  }
  return walk(start ?? 0, 1);
}
