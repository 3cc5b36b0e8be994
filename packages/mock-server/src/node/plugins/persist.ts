/**
 * Saves the store's changes (the data file's journal) once an operation has run, before its
 * answer goes out. A save that fails is said in the answer, as an unexpected error: the client
 * must not believe a change is kept that the file does not hold.
 */
import { GraphQLError, type ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { UNEXPECTED_ERROR_MESSAGE } from '../../core';

export function persistPlugin(persist: () => void, onError: (error: unknown) => void): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        try {
          persist();
        } catch (error) {
          onError(error);
          if (isAsyncIterable(result)) return;
          const failure = new GraphQLError(UNEXPECTED_ERROR_MESSAGE, {
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          });
          setResult({
            ...(result as ExecutionResult),
            errors: [...(result.errors ?? []), failure],
          });
        }
      },
    }),
  };
}
