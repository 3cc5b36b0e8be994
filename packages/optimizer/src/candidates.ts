import type { CostFunction } from './types';

/**
 * Candidate lists: for each node its `k` cheapest neighbours, row i at [i * k, i * k + k), cheapest
 * first. Moves only ever add an edge to a candidate, which is what keeps a move's search local.
 */

/** k nearest points by a uniform grid (about two points a cell): no n^2 sort at 2,400 stops. */
export function nearestByGrid(xs: Float64Array, ys: Float64Array, k: number): Int32Array {
  const n = xs.length;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    minX = Math.min(minX, xs[i]!);
    maxX = Math.max(maxX, xs[i]!);
    minY = Math.min(minY, ys[i]!);
    maxY = Math.max(maxY, ys[i]!);
  }
  const side = Math.max(1, Math.ceil(Math.sqrt(n / 2)));
  const cell = Math.max(maxX - minX, maxY - minY, 1e-9) / side;
  const cellOf = (value: number, min: number) => Math.min(side - 1, Math.floor((value - min) / cell));
  // Points bucketed by cell: a counting sort into `members`, cell c at [first[c], first[c + 1]).
  const first = new Int32Array(side * side + 1);
  const cellIndex = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    cellIndex[i] = cellOf(ys[i]!, minY) * side + cellOf(xs[i]!, minX);
    first[cellIndex[i]! + 1]!++;
  }
  for (let c = 0; c < side * side; c++) first[c + 1]! += first[c]!;
  const fill = first.slice(0, side * side);
  const members = new Int32Array(n);
  for (let i = 0; i < n; i++) members[fill[cellIndex[i]!]!++] = i;

  const result = new Int32Array(n * k);
  const bestD = new Float64Array(k);
  const bestI = new Int32Array(k);
  for (let i = 0; i < n; i++) {
    let count = 0;
    const cx = cellOf(xs[i]!, minX);
    const cy = cellOf(ys[i]!, minY);
    for (let ring = 0; ring <= side; ring++) {
      for (let gy = cy - ring; gy <= cy + ring; gy++) {
        if (gy < 0 || gy >= side) continue;
        const onEdgeRow = gy === cy - ring || gy === cy + ring;
        for (let gx = cx - ring; gx <= cx + ring; gx += onEdgeRow ? 1 : 2 * ring) {
          if (gx >= 0 && gx < side) {
            const c = gy * side + gx;
            for (let m = first[c]!; m < first[c + 1]!; m++) {
              const j = members[m]!;
              if (j === i) continue;
              const dx = xs[i]! - xs[j]!;
              const dy = ys[i]! - ys[j]!;
              count = insertSorted(bestD, bestI, count, k, dx * dx + dy * dy, j);
            }
          }
          if (ring === 0) break;
        }
      }
      // Every point of the next ring is at least `ring` cells away.
      if (count === k && bestD[k - 1]! <= (ring * cell) ** 2) break;
    }
    result.set(bestI.subarray(0, k), i * k);
  }
  return result;
}

/** k cheapest by a cost function: out-going (cost(i, j)) or in-coming (cost(j, i)). */
export function nearestByCost(
  n: number,
  k: number,
  cost: CostFunction,
  direction: 'out' | 'in',
): Int32Array {
  const result = new Int32Array(n * k);
  const bestD = new Float64Array(k);
  const bestI = new Int32Array(k);
  for (let i = 0; i < n; i++) {
    let count = 0;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const d = direction === 'out' ? cost(i, j) : cost(j, i);
      if (count === k && d >= bestD[k - 1]!) continue;
      count = insertSorted(bestD, bestI, count, k, d, j);
    }
    result.set(bestI.subarray(0, k), i * k);
  }
  return result;
}

function insertSorted(
  bestD: Float64Array,
  bestI: Int32Array,
  count: number,
  k: number,
  d: number,
  j: number,
): number {
  if (count === k && d >= bestD[k - 1]!) return count;
  let at = count === k ? k - 1 : count;
  while (at > 0 && bestD[at - 1]! > d) {
    bestD[at] = bestD[at - 1]!;
    bestI[at] = bestI[at - 1]!;
    at--;
  }
  bestD[at] = d;
  bestI[at] = j;
  return count === k ? k : count + 1;
}
