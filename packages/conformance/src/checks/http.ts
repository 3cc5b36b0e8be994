/**
 * One GraphQL endpoint over HTTP POST. What it answers to requests that are not a
 * well-formed GraphQL request, and to errors it did not mean (decisions.md, "Errors").
 */
import { messages, PREFLIGHT_HEADER } from '@routebook/schema';
import { check, expectEqual, expectRefused, expectTrue } from '../check';
import type { GraphQLResult } from '../client';
import {
  expect4xx,
  expectErrorsOnly,
  expectLoggedIn,
  expectNoInternals,
  expectServing,
  expectStatus,
  LOGOUT,
  ownSession,
} from './fixtures';

const SECTION = '§7 The calls it makes';

const postRaw = (body: string, contentType = 'application/json') => ({
  method: 'POST',
  headers: { 'Content-Type': contentType },
  body,
});

export const httpChecks = [
  check(
    'http.malformed-json',
    SECTION,
    'malformed JSON is answered 400 with a JSON error that shows no internals, and the server keeps answering',
    async ({ client, config }) => {
      const answer = await client.request(config.endpoint, postRaw('{"query": "{ __typename }"'));
      expectStatus(answer, 400);
      expectErrorsOnly(answer, 'malformed JSON');
      expectNoInternals(answer.body, 'malformed JSON');
      await expectServing(client);
    },
  ),
  check(
    'http.not-graphql',
    SECTION,
    'JSON that is not a GraphQL request (no query, a number, an empty batch, a query that is not text) is answered 4xx with a JSON error',
    async ({ client, config }) => {
      for (const body of [{ foo: 1 }, 42, [], { query: 7 }, 'query']) {
        const what = `the body ${JSON.stringify(body)}`;
        const answer = await client.request(config.endpoint, postRaw(JSON.stringify(body)));
        expect4xx(answer, what);
        expectErrorsOnly(answer, what);
      }
      await expectServing(client);
    },
  ),
  check(
    'http.get-mutation',
    SECTION,
    'a mutation sent with GET (with the preflight header and a login) is refused with 405 and runs nothing',
    async (ctx) => {
      const { client, config } = ctx;
      const session = await ownSession(ctx, config.companies.level40.member);
      const url = new URL(config.endpoint);
      url.searchParams.set('query', LOGOUT);
      const answer = await client.request(url.href, {
        token: session.token,
        headers: { [PREFLIGHT_HEADER]: '1' },
      });
      expectStatus(answer, 405);
      expectErrorsOnly(answer, 'a mutation sent with GET');
      await expectLoggedIn(ctx, session.token, 'after logout was sent with GET');
    },
  ),
  check(
    'http.errors-show-no-internals',
    '§8 The error catalogue',
    `inputs a resolver may not expect (an upload that is not a file, a 10,000-character id, a lone surrogate) are answered with coded errors and no stack trace (a masked crash says only "${messages.unexpectedError}"), and intended errors keep their extensions.code`,
    async ({ as, run }) => {
      // No request can make a correct backend fail unexpectedly: what is judged is that nothing
      // these odd inputs answer shows internals, whether the backend refuses them or masks a crash.
      const member = await as('level40', 'member');
      const odd: [string, string, Record<string, unknown>][] = [
        [
          'an upload given as text',
          'mutation ConformanceOddUpload($file: Upload!) { uploadImage(file: $file) { url } }',
          { file: 'not a file' },
        ],
        [
          'an upload given as an object',
          'mutation ConformanceOddUpload($file: Upload!) { uploadImage(file: $file) { url } }',
          { file: { name: 'dot.png', type: 'image/png', size: 3 } },
        ],
        [
          'a 10,000-character id',
          'query ConformanceOddId($id: ID!) { job(id: $id) { id } }',
          { id: 'x'.repeat(10_000) },
        ],
        [
          'a lone surrogate in a search',
          'query ConformanceOddSearch($c: ID!, $s: String) { companyActiveCustomers(companyId: $c, search: $s) { id } }',
          { c: member.companyId, s: '\ud800%_\\' },
        ],
      ];
      for (const [what, query, variables] of odd) {
        const result: GraphQLResult = await run(member, query, variables);
        expectNoInternals(result, what);
        for (const error of result.errors ?? []) {
          expectTrue(
            typeof error.extensions?.code === 'string',
            `${what}: the error "${error.message}" has no extensions.code`,
          );
          if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') {
            expectEqual(
              error.message,
              messages.unexpectedError,
              `${what}: a masked error's message`,
            );
          }
        }
      }
      const intended = await run(
        member,
        'mutation ConformanceMissingTask($id: ID!) { deleteJobTask(id: $id) { job { id } } }',
        { id: 'conformance-missing-task' },
      );
      expectRefused(intended, 'NOT_FOUND', messages.taskDeleted);
    },
  ),
];
