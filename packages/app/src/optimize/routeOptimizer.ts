import {
  createOptimizerClient,
  type RunningSolve,
  type WorkerHandle,
} from '@routebook/optimizer/client';
import { costMatrix, hasChoice, readOutcome, type PlanOutcome, type RoutePlan } from './plan';

/** The solver's budget: routes up to 12 stops are exact at once; longer ones get this long. */
export const SOLVE_TIME_MS = 1000;

export interface RunningOptimize {
  /** The proposed order; rejects with a CancelledError when another optimize replaced it. */
  result: Promise<PlanOutcome>;
  cancel(): void;
}

export class OptimizeCancelled extends Error {
  constructor() {
    super('Optimizing was cancelled.');
    this.name = 'OptimizeCancelled';
  }
}

/**
 * Runs route plans through one optimizer worker, started on the first optimize. One solve at a
 * time: a second Optimize cancels the first (which answers with nothing to show).
 */
export function createRouteOptimizer(startWorker: () => WorkerHandle) {
  let client: ReturnType<typeof createOptimizerClient> | null = null;
  let running: { solve: RunningSolve; cancelled: boolean } | null = null;

  return {
    optimize(plan: RoutePlan, travelSeconds: number[][] | null): RunningOptimize {
      if (running) {
        running.cancelled = true;
        running.solve.cancel();
        running = null;
      }
      if (!hasChoice(plan)) {
        return { result: Promise.resolve(readOutcome(plan, [], travelSeconds)), cancel() {} };
      }
      client ??= createOptimizerClient(startWorker());
      const solve = client.solve(
        { matrix: costMatrix(plan, travelSeconds) },
        { ...plan.options, timeMs: SOLVE_TIME_MS },
      );
      const mine = { solve, cancelled: false };
      running = mine;
      const result = solve.result.then((solution) => {
        if (running === mine) running = null;
        if (mine.cancelled) throw new OptimizeCancelled();
        return readOutcome(plan, solution.order, travelSeconds);
      });
      return {
        result,
        cancel() {
          mine.cancelled = true;
          solve.cancel();
          if (running === mine) running = null;
        },
      };
    },
  };
}
