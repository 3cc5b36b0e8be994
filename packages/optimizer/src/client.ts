import type { WorkerRequest, WorkerResponse } from './worker';
import type { Problem, Solution, SolveOptions } from './types';

/** What the page needs of a worker: a Web Worker, or an adapter over node:worker_threads. */
export interface WorkerHandle {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerResponse }) => void): void;
}

export interface RunningSolve {
  /** The solution; `cancelled` says it is the best found before `cancel()`. */
  result: Promise<Solution & { cancelled: boolean }>;
  /** Stops a solve under way (or queued): it answers promptly with its best order so far. */
  cancel(): void;
  /** Resolves when the worker has begun this solve. */
  started: Promise<void>;
}

/**
 * Sends solves to an optimizer worker. Cancelling writes a shared flag the busy worker reads;
 * without SharedArrayBuffer (a page not cross-origin isolated) a cancel only reaches solves
 * still queued, and a busy one runs to its budget.
 */
export function createOptimizerClient(worker: WorkerHandle) {
  let nextId = 1;
  const waiting = new Map<
    number,
    {
      resolve: (value: Solution & { cancelled: boolean }) => void;
      reject: (error: Error) => void;
      onStart: () => void;
    }
  >();
  worker.addEventListener('message', ({ data }) => {
    const entry = waiting.get(data.id);
    if (!entry) return;
    if (data.type === 'started') return entry.onStart();
    waiting.delete(data.id);
    if (data.type === 'solved') entry.resolve({ ...data.solution, cancelled: data.cancelled });
    else entry.reject(new Error(data.message));
  });

  return {
    solve(problem: Problem, options: Omit<SolveOptions, 'signal'>): RunningSolve {
      const id = nextId++;
      const cancelFlag =
        typeof SharedArrayBuffer === 'function' ? new SharedArrayBuffer(4) : undefined;
      let onStart = () => {};
      const started = new Promise<void>((resolve) => (onStart = resolve));
      const result = new Promise<Solution & { cancelled: boolean }>((resolve, reject) => {
        waiting.set(id, { resolve, reject, onStart: () => onStart() });
      });
      worker.postMessage({ type: 'solve', id, problem, options, cancelFlag });
      return {
        result,
        started,
        cancel() {
          // Answered already: the worker would keep the id of a cancel that finds no solve.
          if (!waiting.has(id)) return;
          if (cancelFlag) Atomics.store(new Int32Array(cancelFlag), 0, 1);
          worker.postMessage({ type: 'cancel', id });
        },
      };
    },
  };
}
