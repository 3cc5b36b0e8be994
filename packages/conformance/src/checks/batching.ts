/** Requests are batched at 10 ms, at most 10 operations in one POST. */
import { MAX_BATCH_SIZE } from '@routebook/schema';
import { check, expectEqual, expectTrue, type Check } from '../check';

const SECTION = '§7 The calls it makes';

const COMPANY_NAME = `query ConformanceCompanyName($id: ID!) { company(id: $id) { id name } }`;

export const batchingChecks: Check[] = [
  check(
    'batching.in-order',
    SECTION,
    `a JSON array of ${MAX_BATCH_SIZE} operations is answered with ${MAX_BATCH_SIZE} results, in order`,
    async ({ client, as }) => {
      const admin = await as('level40', 'admin');
      const operations = Array.from({ length: MAX_BATCH_SIZE }, (_, i) => ({
        query: `query ConformanceBatch${i} { n${i}: __typename }`,
        operationName: `ConformanceBatch${i}`,
      }));
      operations[3] = {
        query: COMPANY_NAME,
        operationName: 'ConformanceCompanyName',
        variables: { id: admin.companyId },
      } as (typeof operations)[number];
      const answer = await client.batch(operations, { token: admin.token });
      expectEqual(answer.status, 200, 'HTTP status');
      expectTrue(
        Array.isArray(answer.body),
        `expected an array of results, got ${JSON.stringify(answer.body)}`,
      );
      const results = answer.body as { data?: Record<string, unknown> }[];
      expectEqual(results.length, MAX_BATCH_SIZE, 'number of results');
      expectEqual(results[0]?.data, { n0: 'Query' }, 'first result');
      expectEqual(
        results[3]?.data,
        { company: { id: admin.companyId, name: admin.companyName } },
        'fourth result',
      );
      expectEqual(results[9]?.data, { n9: 'Query' }, 'last result');
    },
  ),
  check(
    'batching.limit',
    SECTION,
    `a batch of ${MAX_BATCH_SIZE + 1} operations is refused with 413, an error naming the limit, and runs none of them`,
    async ({ client }) => {
      const answer = await client.batch(
        Array.from({ length: MAX_BATCH_SIZE + 1 }, () => ({ query: '{ __typename }' })),
      );
      expectEqual(answer.status, 413, 'HTTP status');
      expectTrue(!Array.isArray(answer.body), 'expected no results, got an array of them');
      const message = (answer.body as { errors?: { message?: string }[] } | null)?.errors?.[0]
        ?.message;
      expectTrue(
        message?.includes(String(MAX_BATCH_SIZE)),
        `expected an error naming the limit ${MAX_BATCH_SIZE}, got ${JSON.stringify(answer.body)}`,
      );
    },
  ),
].map((batching) => ({ ...batching, appliesTo: (config) => config.batching }));
