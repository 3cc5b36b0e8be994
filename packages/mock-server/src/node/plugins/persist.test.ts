/** Each operation's changes are saved before its answer; a failed save is said in the answer. */
import { describe, expect, it, vi } from 'vitest';
import { createSchema, createYoga } from 'graphql-yoga';
import { UNEXPECTED_ERROR_MESSAGE } from '../../core';
import { persistPlugin } from './persist';

const yogaWith = (persist: () => void, onError: (error: unknown) => void) => {
  let count = 0;
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { count: Int } type Mutation { increment: Int }',
      resolvers: {
        Query: { count: () => count },
        Mutation: {
          increment: () => {
            count += 1;
            return count;
          },
        },
      },
    }),
    batching: { limit: 10 },
    logging: false,
    plugins: [persistPlugin(persist, onError)],
  });
  return async (body: unknown) => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as unknown };
  };
};

describe('persistPlugin', () => {
  it('saves after each operation, before answering', async () => {
    const persist = vi.fn();
    const post = yogaWith(persist, () => {});
    await post({ query: 'mutation { increment }' });
    expect(persist).toHaveBeenCalledTimes(1);
    await post([{ query: 'mutation { increment }' }, { query: '{ count }' }]);
    expect(persist).toHaveBeenCalledTimes(3);
  });

  it('answers a failed save with an unexpected error beside the data, and reports it', async () => {
    const failure = new Error('disk full');
    const onError = vi.fn();
    const post = yogaWith(() => {
      throw failure;
    }, onError);
    expect(await post({ query: 'mutation { increment }' })).toEqual({
      status: 200,
      json: {
        data: { increment: 1 },
        errors: [
          { message: UNEXPECTED_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ],
      },
    });
    expect(onError).toHaveBeenCalledWith(failure);
  });
});
