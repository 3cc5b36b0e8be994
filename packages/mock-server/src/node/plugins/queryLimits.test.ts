/** Core's query limits in yoga: refused with 400 before anything runs. */
import { describe, expect, it } from 'vitest';
import { createSchema, createYoga } from 'graphql-yoga';
import { messages, QUERY_LIMITS, QUERY_TOO_LARGE } from '@routebook/schema';
import { queryLimitsPlugin } from './queryLimits';

let resolved = 0;
const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { node: Node } type Node { id: Int, child: Node }',
    resolvers: {
      Query: { node: () => ({}) },
      Node: {
        id: () => {
          resolved += 1;
          return 1;
        },
        child: () => ({}),
      },
    },
  }),
  logging: false,
  plugins: [queryLimitsPlugin()],
});

const ask = async (query: string) => {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
};

/** `{ node { child { … { id } } } }`, `levels` fields deep. */
const nested = (levels: number) =>
  `{ node { ${'child { '.repeat(levels - 2)}id${' }'.repeat(levels - 2)} } }`;

const refusal = (message: string) => ({
  errors: [{ message, extensions: { code: QUERY_TOO_LARGE } }],
});

describe('queryLimitsPlugin', () => {
  it(`answers a query ${QUERY_LIMITS.maxDepth} levels deep`, async () => {
    const { status, json } = await ask(nested(QUERY_LIMITS.maxDepth));
    expect(status).toBe(200);
    expect(JSON.stringify(json)).toContain('"id":1');
  });

  it(`refuses a query ${QUERY_LIMITS.maxDepth + 1} levels deep with 400, running nothing`, async () => {
    const before = resolved;
    const found = QUERY_LIMITS.maxDepth + 1;
    const message = messages.queryTooDeep
      .replace('{found}', String(found))
      .replace('{max}', String(QUERY_LIMITS.maxDepth));
    expect(await ask(nested(found))).toMatchObject({ status: 400, json: refusal(message) });
    expect(resolved).toBe(before);
  });

  it(`refuses a document of more than ${QUERY_LIMITS.maxTokens} tokens with 400`, async () => {
    // `{`, `}` and one token per `id`.
    const query = `{ ${'node { id } '.repeat(QUERY_LIMITS.maxTokens / 4)}}`;
    const message = messages.queryTooManyTokens.replace('{max}', String(QUERY_LIMITS.maxTokens));
    expect(await ask(query)).toMatchObject({ status: 400, json: refusal(message) });
  });
});
