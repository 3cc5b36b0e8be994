/**
 * Offline reading's code (answers.ts, and idb with it) loads here, on demand: with the first query
 * answer of a logged-in member, or to forget them all. Best effort: should the code not arrive,
 * the answer is null and the page goes on as it would without offline reading.
 */
export const withAnswers = <T>(use: (answers: typeof import('./answers')) => Promise<T>) =>
  import('./answers').then(use).catch(() => null);
