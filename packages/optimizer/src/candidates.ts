/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed arrays read in the solver's hot
   loops, always within bounds: noUncheckedIndexedAccess would otherwise cost a check per read. */
import type { CostFunction } from './types';

/**
 * Candidate lists: for each node its `k` cheapest neighbours, row i at [i * k, i * k + k), cheapest
 * first. Moves only ever add an edge to a candidate, which is what keeps a move's search local.
 */

/**
 * k neighbours of each point by a uniform grid (about two points a cell), no n^2 sort at 2,400
 * stops: the nearest two in each quadrant around the point, then the nearest overall. The
 * quadrant ones matter for clustered stops, whose nearest neighbours are all in their own town.
 */
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
  const cellOf = (value: number, min: number) =>
    Math.min(side - 1, Math.floor((value - min) / cell));
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

  const perQuadrant = Math.min(QUADRANT_NEIGHBOURS, Math.floor(k / 4));
  const result = new Int32Array(n * k);
  const bestD = new Float64Array(k);
  const bestI = new Int32Array(k);
  const quadD = new Float64Array(4 * perQuadrant);
  const quadI = new Int32Array(4 * perQuadrant);
  const quadCount = new Int32Array(4);
  for (let i = 0; i < n; i++) {
    let count = 0;
    quadCount.fill(0);
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
              const dx = xs[j]! - xs[i]!;
              const dy = ys[j]! - ys[i]!;
              const d = dx * dx + dy * dy;
              count = insertSorted(bestD, bestI, count, k, d, j, 0);
              if (perQuadrant > 0) {
                const q = (dx >= 0 ? 0 : 1) + (dy >= 0 ? 0 : 2);
                quadCount[q] = insertSorted(
                  quadD,
                  quadI,
                  quadCount[q]!,
                  perQuadrant,
                  d,
                  j,
                  q * perQuadrant,
                );
              }
            }
          }
          if (ring === 0) break;
        }
      }
      // Every point of the next ring is at least `ring` cells away.
      const reach = (ring * cell) ** 2;
      let done = count === k && bestD[k - 1]! <= reach;
      for (let q = 0; q < 4 && done; q++) {
        done = quadCount[q] === perQuadrant && quadD[q * perQuadrant + perQuadrant - 1]! <= reach;
      }
      if (done) break;
    }
    // The quadrant neighbours, then the nearest others, in order of distance.
    const chosen = new Map<number, number>();
    for (let q = 0; q < 4; q++) {
      for (let c = 0; c < quadCount[q]!; c++)
        chosen.set(quadI[q * perQuadrant + c]!, quadD[q * perQuadrant + c]!);
    }
    for (let c = 0; c < count && chosen.size < Math.min(k, n - 1); c++)
      chosen.set(bestI[c]!, bestD[c]!);
    const row = [...chosen].sort((a, b) => a[1] - b[1]).map(([j]) => j);
    while (row.length < k) row.push(row[row.length - 1] ?? i);
    result.set(row.slice(0, k), i * k);
  }
  return result;
}

/** Nearest neighbours kept in each quadrant around a point. */
const QUADRANT_NEIGHBOURS = 2;

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
      count = insertSorted(bestD, bestI, count, k, d, j, 0);
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
  offset: number,
): number {
  if (count === k && d >= bestD[offset + k - 1]!) return count;
  let at = count === k ? k - 1 : count;
  while (at > 0 && bestD[offset + at - 1]! > d) {
    bestD[offset + at] = bestD[offset + at - 1]!;
    bestI[offset + at] = bestI[offset + at - 1]!;
    at--;
  }
  bestD[offset + at] = d;
  bestI[offset + at] = j;
  return count === k ? k : count + 1;
}
