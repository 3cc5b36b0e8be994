/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed arrays read in the solver's hot
   loops, always within bounds: noUncheckedIndexedAccess would otherwise cost a check per read. */
import type { CostFunction, Problem } from './types';

/** A problem read into one shape: n stops, a cost function, and coordinates when there are. */
export interface Costs {
  n: number;
  symmetric: boolean;
  cost: CostFunction;
  xs?: Float64Array;
  ys?: Float64Array;
}

export function readProblem(problem: Problem): Costs {
  if ('points' in problem) {
    const n = problem.points.length;
    const xs = new Float64Array(n);
    const ys = new Float64Array(n);
    problem.points.forEach(([x, y], i) => {
      xs[i] = x;
      ys[i] = y;
    });
    return { n, symmetric: true, cost: euclidean(xs, ys, problem.rounding === 'nint'), xs, ys };
  }
  if ('matrix' in problem) {
    const n = problem.matrix.length;
    const data = new Float64Array(n * n);
    let symmetric = true;
    problem.matrix.forEach((row, i) => {
      if (row.length !== n)
        throw new RangeError(`Row ${i + 1} of the matrix has ${row.length} costs, not ${n}.`);
      row.forEach((value, j) => {
        if (!Number.isFinite(value))
          throw new RangeError(`The matrix's cost from ${i} to ${j} is not a number.`);
        data[i * n + j] = value;
      });
    });
    for (let i = 0; i < n && symmetric; i++) {
      for (let j = 0; j < i; j++) {
        if (data[i * n + j] !== data[j * n + i]) {
          symmetric = false;
          break;
        }
      }
    }
    return { n, symmetric, cost: (i, j) => data[i * n + j]! };
  }
  return { n: problem.size, symmetric: problem.symmetric, cost: problem.cost };
}

/** Straight-line distance; `nint` rounds it to the nearest integer (TSPLIB's EUC_2D). */
function euclidean(xs: Float64Array, ys: Float64Array, nint: boolean): CostFunction {
  if (nint) {
    return (i, j) => {
      const dx = xs[i]! - xs[j]!;
      const dy = ys[i]! - ys[j]!;
      return Math.floor(Math.sqrt(dx * dx + dy * dy) + 0.5);
    };
  }
  return (i, j) => {
    const dx = xs[i]! - xs[j]!;
    const dy = ys[i]! - ys[j]!;
    return Math.sqrt(dx * dx + dy * dy);
  };
}
