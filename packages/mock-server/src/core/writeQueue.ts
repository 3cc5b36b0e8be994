/**
 * One queue for every write: a mutation's checks and its writes run as one step, however often
 * it awaits between them (a password hash, reading an upload). Writes still happen in one
 * synchronous `store.transaction` after the last await, so a query (which takes no turn in the
 * queue) sees a write whole or not at all.
 *
 * A task may step out of its turn for slow work that writes nothing (asking a geocoder over the
 * network): the queue moves on meanwhile, and the task waits for a new turn at the back. What it
 * read before stepping out may have changed by then, so it reads again (see `Turn.outside`).
 */
export interface WriteQueue {
  /**
   * Runs `task` after every task queued before it has finished, failed or not. `resumed` runs
   * first in every new turn the task waits for after stepping out (to check the caller again).
   */
  run<T>(task: (turn: Turn) => Promise<T> | T, resumed?: () => Promise<void> | void): Promise<T>;
}

export interface Turn {
  /**
   * Gives the turn up while `work` runs, then waits for a new one. `work` must not write: a
   * check made before it no longer holds after it.
   */
  outside<T>(work: () => Promise<T>): Promise<T>;
}

export function createWriteQueue(): WriteQueue {
  let last: Promise<void> = Promise.resolve();
  /** Waits for the turn; what it resolves to gives the turn up. */
  const take = (): Promise<() => void> => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = last.then(() => release);
    last = last.then(() => held);
    return ready;
  };
  return {
    async run(task, resumed) {
      let release = await take();
      const turn: Turn = {
        async outside(work) {
          release();
          try {
            return await work();
          } finally {
            release = await take();
            await resumed?.();
          }
        },
      };
      try {
        return await task(turn);
      } finally {
        release();
      }
    },
  };
}
