/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed arrays read in the solver's hot
   loops, always within bounds: noUncheckedIndexedAccess would otherwise cost a check per read. */
import type { CostFunction } from './types';

/**
 * A route with stops held at positions: `fixed[p]` is the stop that must be at position p (the
 * start, the end and the pins) or -1. Solved directly on the route, not as a closed tour.
 */
export interface PositionedRoute {
  n: number;
  cost: CostFunction;
  /** Back to the first stop at the end. */
  closed: boolean;
  fixed: Int32Array;
}

export function routeLength(route: PositionedRoute, order: ArrayLike<number>): number {
  let total = 0;
  for (let p = 0; p + 1 < order.length; p++) total += route.cost(order[p]!, order[p + 1]!);
  if (route.closed && order.length > 1) total += route.cost(order[order.length - 1]!, order[0]!);
  return total;
}

/** Held-Karp: the optimal route over subsets, for up to 12 stops (a few million steps at most). */
export function exactRoute(route: PositionedRoute): number[] {
  const { n, cost, closed, fixed } = route;
  if (n === 0) return [];
  const fixedAt = new Int32Array(n).fill(-1);
  fixed.forEach((v, p) => {
    if (v >= 0) fixedAt[v] = p;
  });
  const anyFixed = fixed.some((v) => v >= 0);
  const firsts =
    fixed[0]! >= 0
      ? [fixed[0]!]
      : closed && !anyFixed
        ? [0]
        : [...Array(n).keys()].filter((v) => fixedAt[v] === -1);
  const full = (1 << n) - 1;
  const dp = new Float64Array((full + 1) * n);
  const from = new Int8Array((full + 1) * n);
  let best = Infinity;
  let bestRoute: number[] = [];
  for (const first of firsts) {
    dp.fill(Infinity);
    dp[(1 << first) * n + first] = 0;
    for (let set = 1; set <= full; set++) {
      if (!(set & (1 << first))) continue;
      const position = popcount(set);
      const must = position < n ? fixed[position]! : -1;
      for (let last = 0; last < n; last++) {
        const here = dp[set * n + last]!;
        if (here === Infinity) continue;
        for (let v = 0; v < n; v++) {
          if (set & (1 << v)) continue;
          if (must >= 0 ? v !== must : fixedAt[v] !== -1) continue;
          const at = (set | (1 << v)) * n + v;
          const length = here + cost(last, v);
          if (length < dp[at]!) {
            dp[at] = length;
            from[at] = last;
          }
        }
      }
    }
    for (let last = 0; last < n; last++) {
      const length = dp[full * n + last]! + (closed && n > 1 ? cost(last, first) : 0);
      if (length < best) {
        best = length;
        bestRoute = [];
        for (let set = full, v = last; bestRoute.length < n;) {
          bestRoute.push(v);
          const previous = from[set * n + v]!;
          set &= ~(1 << v);
          v = previous;
        }
        bestRoute.reverse();
      }
    }
  }
  return bestRoute;
}

function popcount(x: number): number {
  let count = 0;
  for (; x; x &= x - 1) count++;
  return count;
}

/**
 * Local search that never moves a fixed stop: swaps of two free stops, and reversals and Or-opt
 * moves inside a stretch of free positions, each judged by the cost of the edges it touches;
 * then random double swaps, kept when no longer, until the budget. Real routes with pins are
 * short, so plain loops over positions do.
 */
export function improvePositioned(
  route: PositionedRoute,
  random: () => number,
  stop: () => boolean,
  maxKicks: number,
  initial: number[] = firstRoute(route),
): number[] {
  const { n, fixed } = route;
  const order = initial.slice();
  const free = [...Array(n).keys()].filter((p) => fixed[p]! < 0);
  descend(route, order, stop);
  let best = order.slice();
  let bestLength = routeLength(route, best);
  for (let kick = 0; kick < maxKicks && free.length >= 2 && !stop(); kick++) {
    for (let s = 0; s < 2; s++) {
      const i = free[Math.floor(random() * free.length)]!;
      const j = free[Math.floor(random() * free.length)]!;
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    descend(route, order, stop);
    const length = routeLength(route, order);
    if (length <= bestLength) {
      best = order.slice();
      bestLength = length;
    } else {
      order.splice(0, n, ...best);
    }
  }
  return best;
}

function firstRoute(route: PositionedRoute): number[] {
  const { n, cost, fixed } = route;
  const used = new Uint8Array(n);
  fixed.forEach((v) => {
    if (v >= 0) used[v] = 1;
  });
  const order: number[] = [];
  for (let p = 0; p < n; p++) {
    let v = fixed[p]!;
    if (v < 0) {
      let best = Infinity;
      for (let u = 0; u < n; u++) {
        const d = p === 0 ? 0 : cost(order[p - 1]!, u);
        if (!used[u] && d < best) {
          best = d;
          v = u;
        }
      }
      used[v] = 1;
    }
    order.push(v);
  }
  return order;
}

/** Edges that touch positions lo..hi (and the closing edge when they reach an end). */
function windowCost(route: PositionedRoute, order: number[], lo: number, hi: number): number {
  const { n, cost, closed } = route;
  let total = 0;
  for (let p = Math.max(lo - 1, 0); p <= Math.min(hi, n - 2); p++)
    total += cost(order[p]!, order[p + 1]!);
  if (closed && n > 1 && (lo === 0 || hi === n - 1)) total += cost(order[n - 1]!, order[0]!);
  return total;
}

type Change = (order: number[]) => void;

function tryChange(
  route: PositionedRoute,
  order: number[],
  lo: number,
  hi: number,
  change: Change,
): boolean {
  const before = windowCost(route, order, lo, hi);
  const saved = order.slice(lo, hi + 1);
  change(order);
  if (windowCost(route, order, lo, hi) < before - 1e-7) return true;
  order.splice(lo, saved.length, ...saved);
  return false;
}

/** Reversals and Or-opt moves reach this many positions: real routes with pins are short. */
const REACH = 30;

function descend(route: PositionedRoute, order: number[], stop: () => boolean): void {
  const { n, fixed } = route;
  const isFree = (p: number) => fixed[p]! < 0;
  // freeUntil[p]: the last position of the stretch of free positions that p starts.
  const freeUntil = new Int32Array(n);
  for (let p = n - 1; p >= 0; p--)
    freeUntil[p] = !isFree(p) ? p - 1 : p === n - 1 ? p : Math.max(p, freeUntil[p + 1]!);
  let improved = true;
  while (improved && !stop()) {
    improved = false;
    for (let i = 0; i < n; i++) {
      if (!isFree(i)) continue;
      if (stop()) return;
      for (let j = i + 1; j < n; j++) {
        if (isFree(j) && trySwap(route, order, i, j)) improved = true;
        if (j > freeUntil[i]! || j - i > REACH) continue;
        if (tryChange(route, order, i, j, (o) => reverse(o, i, j))) improved = true;
        for (let length = 1; length <= 3 && length < j - i + 1; length++) {
          // The run at i..i+length-1 moved to the end of i..j, and the run at the end to i.
          if (
            tryChange(route, order, i, j, (o) =>
              o.splice(j - length + 1, 0, ...o.splice(i, length)),
            )
          )
            improved = true;
          if (
            tryChange(route, order, i, j, (o) =>
              o.splice(i, 0, ...o.splice(j - length + 1, length)),
            )
          )
            improved = true;
        }
      }
    }
  }
}

/** Swaps the stops at i < j when that shortens the route, judging the (up to) four edges touched. */
function trySwap(route: PositionedRoute, order: number[], i: number, j: number): boolean {
  const { n, cost, closed } = route;
  // Edge e joins positions e and e + 1; edge n - 1 is the closing one.
  const edge = (e: number) =>
    e < 0 || e > n - 1 || (e === n - 1 && !closed)
      ? 0
      : cost(order[e]!, order[e + 1 === n ? 0 : e + 1]!);
  const edges = [i === 0 ? n - 1 : i - 1, i, j - 1, j].filter((e, k, all) => all.indexOf(e) === k);
  const sum = () => edges.reduce((total, e) => total + edge(e), 0);
  const before = sum();
  [order[i], order[j]] = [order[j]!, order[i]!];
  if (sum() < before - 1e-7) return true;
  [order[i], order[j]] = [order[j]!, order[i]!];
  return false;
}

function reverse(order: number[], i: number, j: number): void {
  for (; i < j; i++, j--) [order[i], order[j]] = [order[j]!, order[i]!];
}
