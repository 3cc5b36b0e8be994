import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createOptimizerClient, type WorkerHandle } from './client';
import { randomPoints } from './testInstances';
import type { WorkerResponse } from './worker';

let worker: Worker | undefined;
afterEach(async () => {
  await worker?.terminate();
  worker = undefined;
});

/** The worker module under node:worker_threads, its TypeScript loaded by tsx as the CLI's is. */
function startWorker(): WorkerHandle {
  const entry = new URL('./cli/workerThread.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  worker = new Worker(boot, { eval: true });
  const thread = worker;
  return {
    postMessage: (message) => thread.postMessage(message),
    addEventListener: (_type, listener) =>
      thread.on('message', (data: WorkerResponse) => listener({ data })),
  };
}

describe('the optimizer worker', () => {
  it('answers a solve with a route of every stop', async () => {
    const client = createOptimizerClient(startWorker());
    const { result } = client.solve(
      { points: randomPoints(30, 1) },
      { timeMs: 60_000, maxKicks: 200, start: 4 },
    );
    const solution = await result;
    expect(solution.cancelled).toBe(false);
    expect(solution.order[0]).toBe(4);
    expect([...solution.order].sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
  });

  it('cancels a solve while the worker is busy with it: the best route so far comes back', async () => {
    const client = createOptimizerClient(startWorker());
    const hour = 3_600_000;
    const running = client.solve(
      { points: randomPoints(1500, 2), rounding: 'nint' },
      { timeMs: hour },
    );
    await running.started;
    running.cancel();
    const solution = await running.result;
    expect(solution.cancelled).toBe(true);
    expect(solution.ms).toBeLessThan(hour / 10);
    expect([...solution.order].sort((a, b) => a - b)).toEqual([...Array(1500).keys()]);
  });
});
