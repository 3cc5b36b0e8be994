import { createOptimizerClient, type WorkerHandle } from '@routebook/optimizer/client';
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

/** A worker the optimizer may end: a solve under way reads no message, so cancelling ends it. */
export type OptimizerWorker = WorkerHandle & { terminate(): void };

/**
 * Runs route plans through one optimizer worker, started on the first optimize. One solve at a
 * time: a second Optimize cancels the first (which answers with nothing to show). A solve under
 * way is stopped by ending its worker (the page is not cross-origin isolated, so the solver's
 * shared cancel flag is not there); the next Optimize starts a new one.
 */
export function createRouteOptimizer(startWorker: () => OptimizerWorker) {
  let worker: OptimizerWorker | null = null;
  let client: ReturnType<typeof createOptimizerClient> | null = null;
  let running: { stop(): void } | null = null;

  const stopRunning = () => {
    running?.stop();
    running = null;
  };

  return {
    optimize(plan: RoutePlan, travelSeconds: number[][] | null): RunningOptimize {
      stopRunning();
      if (!hasChoice(plan)) {
        return { result: Promise.resolve(readOutcome(plan, [], travelSeconds)), cancel() {} };
      }
      if (!worker || !client) {
        worker = startWorker();
        client = createOptimizerClient(worker);
      }
      const solve = client.solve(
        { matrix: costMatrix(plan, travelSeconds) },
        { ...plan.options, timeMs: SOLVE_TIME_MS },
      );
      let refuse: (reason: OptimizeCancelled) => void = () => undefined;
      const cancelled = new Promise<never>((_, reject) => (refuse = reject));
      const mine = {
        stop() {
          worker?.terminate();
          worker = null;
          client = null;
          refuse(new OptimizeCancelled());
        },
      };
      running = mine;
      const result = Promise.race([solve.result, cancelled]).then((solution) => {
        if (running === mine) running = null;
        return readOutcome(plan, solution.order, travelSeconds);
      });
      return {
        result,
        cancel() {
          if (running === mine) stopRunning();
        },
      };
    },
  };
}
