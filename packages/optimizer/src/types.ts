/** The cost of going from stop `from` to stop `to`; need not equal the way back. */
export type CostFunction = (from: number, to: number) => number;

/**
 * The stops and what travel between them costs, in one of three forms:
 * - `points`: straight-line distance between coordinates (`rounding: 'nint'` rounds each leg to
 *   the nearest integer, as TSPLIB's EUC_2D does);
 * - `matrix`: `matrix[from][to]`, symmetric or not (a road travel-time matrix);
 * - `cost`: any function of two stop indexes; `symmetric` says whether cost(a, b) = cost(b, a).
 */
export type Problem =
  | { points: readonly (readonly [number, number])[]; rounding?: 'nint' | 'none' }
  | { matrix: readonly (readonly number[])[] }
  | { size: number; cost: CostFunction; symmetric: boolean };

/** A stop kept at a position of the order (0 is the first stop). */
export interface Pin {
  index: number;
  position: number;
}

/** What an AbortSignal offers that the solver reads: a flag checked every few hundred moves. */
export interface AbortFlag {
  readonly aborted: boolean;
}

export interface SolveOptions {
  /** The budget in milliseconds; the solver returns its best order by then. */
  timeMs: number;
  seed?: number;
  /** The stop the route starts at (a depot or the technician's position); any stop if absent. */
  start?: number;
  /**
   * Where the route ends: a stop, or 'anywhere' (an open route). Absent: back where it started,
   * a closed tour (TSPLIB's case).
   */
  end?: number | 'anywhere';
  pinned?: readonly Pin[];
  signal?: AbortFlag;
  /** Stop after this many kicks of the iterated local search: the same seed then gives the same order whatever the machine's speed. */
  maxKicks?: number;
}

export interface Solution {
  /** Every stop index once, in route order; a closed tour starts at `start` (or at stop 0). */
  order: number[];
  /** Sum of the legs' costs; a closed tour includes the leg back to its first stop. */
  length: number;
  /** Time the solver spent, measured by itself. */
  ms: number;
}
