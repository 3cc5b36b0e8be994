import type { UseMutationConfig } from 'react-relay/hooks';
import type { Disposable, MutationParameters } from 'relay-runtime';

/**
 * A mutation as a promise, for the modals' save contract (a rejection keeps the modal open and
 * shows the message): resolves with the response, rejects with the server's error.
 */
export function commitAsPromise<T extends MutationParameters>(
  commit: (config: UseMutationConfig<T>) => Disposable,
  config: Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({
      ...config,
      onCompleted: (response, errors) => {
        const [first] = errors ?? [];
        if (first) reject(new Error(first.message));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
