/**
 * One queue for every write: a mutation's checks and its writes run as one step, however often
 * it awaits between them (a password hash, reading an upload). Writes still happen in one
 * synchronous `store.transaction` after the last await, so a query (which takes no turn in the
 * queue) sees a write whole or not at all.
 */
export interface WriteQueue {
  /** Runs `task` after every task queued before it has finished, failed or not. */
  run<T>(task: () => Promise<T> | T): Promise<T>;
}

export function createWriteQueue(): WriteQueue {
  let last: Promise<unknown> = Promise.resolve();
  return {
    run(task) {
      const result = last.then(task);
      last = result.catch(() => undefined);
      return result;
    },
  };
}
