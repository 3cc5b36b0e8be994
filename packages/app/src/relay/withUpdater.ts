import type { UseMutationConfig } from 'react-relay/hooks';
import type { Disposable, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';

/**
 * A mutation (what useMutation returns) whose every commit also runs `updater`: for a list in the
 * store that the answer does not carry (a root field, a company's customers).
 */
export function withUpdater<T extends MutationParameters>(
  [commit, inFlight]: readonly [(config: UseMutationConfig<T>) => Disposable, boolean],
  updater: SelectorStoreUpdater<T['response']>,
) {
  return [(config: UseMutationConfig<T>) => commit({ ...config, updater }), inFlight] as const;
}
