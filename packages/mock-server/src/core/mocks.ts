import type { IMocks } from '@graphql-tools/mock';

/**
 * Values for the few fields no resolver sets, the same for the same seed (a small LCG), so a
 * story or test never sees data change between runs.
 */
export function deterministicMocks(seed: number): IMocks {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  return {
    Int: () => next() % 100,
    Float: () => (next() % 10000) / 100,
    String: () => `mock-${next().toString(36)}`,
    Boolean: () => next() % 2 === 0,
    ID: () => `mock-${next().toString(36)}`,
  };
}
