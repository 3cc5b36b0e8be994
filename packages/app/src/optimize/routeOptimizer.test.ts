import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkerResponse } from '@routebook/optimizer/worker';
import { buildPlan, type PlanItem } from './plan';
import { createRouteOptimizer, OptimizeCancelled, type OptimizerWorker } from './routeOptimizer';

const workers: Worker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
});

/** The optimizer's worker module under node:worker_threads (a MessagePort serves as its scope). */
function startWorker(): OptimizerWorker {
  const entry = import.meta.resolve('@routebook/optimizer/worker');
  const boot = `import('tsx/esm/api').then(async (tsx) => {
    tsx.register();
    const { serve } = await import(${JSON.stringify(entry)});
    serve(require('node:worker_threads').parentPort);
  })`;
  const worker = new Worker(boot, { eval: true });
  workers.push(worker);
  return {
    postMessage: (message) => worker.postMessage(message),
    addEventListener: (_type, listener) =>
      worker.on('message', (data: WorkerResponse) => listener({ data })),
    terminate: () => void worker.terminate(),
  };
}

/** `n` stops scattered over a few kilometres, in a fixed pseudo-random order. */
function scattered(n: number): PlanItem[] {
  let seed = 7;
  const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 0.05;
  return Array.from({ length: n }, (_, i) => ({
    id: `item-${i}`,
    job: {
      id: `job-${i}`,
      status: 'active',
      name: `Customer ${i}`,
      location: { latitude: 51.5 + next(), longitude: -0.1 + next() },
    },
  }));
}

const choice = {
  start: { latitude: 51.5, longitude: -0.1 },
  end: 'anywhere',
  pinned: new Set(),
} as const;

/** An optimizer whose workers are counted as they start (1, 2 …) and as they are ended. */
function countedOptimizer() {
  const ended: number[] = [];
  let started = 0;
  const optimizer = createRouteOptimizer(() => {
    const number = ++started;
    const worker = startWorker();
    return { ...worker, terminate: () => (ended.push(number), worker.terminate()) };
  });
  return { optimizer, ended, started: () => started };
}

describe('the route optimizer in its worker', () => {
  it('proposes a shorter order of the same stops', async () => {
    const optimizer = createRouteOptimizer(startWorker);
    const plan = buildPlan(scattered(30), { ...choice, pinned: new Set<string>() });
    const outcome = await optimizer.optimize(plan, null).result;
    expect(outcome.improved).toBe(true);
    expect([...outcome.jobIds].sort()).toEqual(plan.stops.map((stop) => stop.id).sort());
    expect(outcome.after.metres).toBeLessThan(outcome.before.metres);
  });

  it('cancels the first Optimize when a second one starts while the worker is busy', async () => {
    const { optimizer, ended, started } = countedOptimizer();
    // 200 stops: the solver uses its whole budget, so the first is still running.
    const first = optimizer.optimize(
      buildPlan(scattered(200), { ...choice, pinned: new Set<string>() }),
      null,
    );
    const firstSettled = first.result.then(
      () => 'answered',
      (failure: unknown) => failure,
    );
    const second = optimizer.optimize(
      buildPlan(scattered(5), { ...choice, pinned: new Set<string>() }),
      null,
    );
    expect(await firstSettled).toBeInstanceOf(OptimizeCancelled);
    // The busy worker was ended, not left to run out its budget; the second ran in a new one.
    expect(ended).toEqual([1]);
    const outcome = await second.result;
    expect(outcome.jobIds).toHaveLength(5);
    expect(started()).toBe(2);
    // A third Optimize after the second answered reuses its worker.
    await optimizer.optimize(
      buildPlan(scattered(6), { ...choice, pinned: new Set<string>() }),
      null,
    ).result;
    expect(started()).toBe(2);
  });

  it('cancels a solve under way on Cancel, ending its worker', async () => {
    const { optimizer, ended } = countedOptimizer();
    const running = optimizer.optimize(
      buildPlan(scattered(200), { ...choice, pinned: new Set<string>() }),
      null,
    );
    running.cancel();
    await expect(running.result).rejects.toBeInstanceOf(OptimizeCancelled);
    expect(ended).toEqual([1]);
  });

  it('answers at once, without a worker, when there is nothing to order', async () => {
    const { optimizer, started } = countedOptimizer();
    const outcome = await optimizer.optimize(
      buildPlan([], { ...choice, pinned: new Set<string>() }),
      null,
    ).result;
    expect(outcome).toMatchObject({ improved: false, jobIds: [], itemIds: [], moved: [] });
    expect(started()).toBe(0);
  });
});
