/**
 * The optimizer as a Web Worker: `solve` messages in, `solved` out. A solve runs in one go, so
 * the worker cannot read a message while it is busy: cancelling goes through a flag in shared
 * memory, set by the page (see client.ts) and read by the solver every few moves.
 */
import { solve } from './solve';
import type { Problem, Solution, SolveOptions } from './types';

export type WorkerRequest =
  | {
      type: 'solve';
      id: number;
      problem: Problem;
      options: Omit<SolveOptions, 'signal'>;
      /** One Int32 in a SharedArrayBuffer: 1 means stop and answer with the best order so far. */
      cancelFlag?: SharedArrayBuffer;
    }
  | { type: 'cancel'; id: number };

export type WorkerResponse =
  | { type: 'started'; id: number }
  | { type: 'solved'; id: number; solution: Solution; cancelled: boolean }
  | { type: 'failed'; id: number; message: string };

export interface WorkerScope {
  postMessage(message: WorkerResponse): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerRequest }) => void): void;
}

export function serve(scope: WorkerScope): void {
  // Cancels that arrive before their solve starts (solves queue up behind a busy one).
  const cancelled = new Set<number>();
  scope.addEventListener('message', ({ data }) => {
    if (data.type === 'cancel') {
      cancelled.add(data.id);
      return;
    }
    const flag = data.cancelFlag ? new Int32Array(data.cancelFlag) : undefined;
    const signal = {
      get aborted() {
        return cancelled.has(data.id) || (flag !== undefined && Atomics.load(flag, 0) === 1);
      },
    };
    scope.postMessage({ type: 'started', id: data.id });
    try {
      const solution = solve(data.problem, { ...data.options, signal });
      scope.postMessage({ type: 'solved', id: data.id, solution, cancelled: signal.aborted });
    } catch (error) {
      scope.postMessage({ type: 'failed', id: data.id, message: (error as Error).message });
    }
    cancelled.delete(data.id);
  });
}

// Started as a dedicated worker (`new Worker(new URL('./worker.ts', import.meta.url))`).
declare const WorkerGlobalScope: unknown;
if (typeof WorkerGlobalScope !== 'undefined') serve(globalThis as unknown as WorkerScope);
