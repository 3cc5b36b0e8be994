/**
 * Extension: request limits (packages/schema/src/rules/requestLimits.ts). A document over a query
 * limit is refused before anything runs (400, QUERY_TOO_LARGE, the limit in the message), and a
 * JSON body over MAX_JSON_BYTES with 413; up to each limit, requests are answered.
 */
import {
  MAX_JSON_BYTES,
  messages,
  QUERY_LIMITS,
  QUERY_TOO_LARGE,
  REQUEST_TOO_LARGE,
} from '@routebook/schema';
import { check, expectEqual, expectTrue } from '../check';
import type { Client, HttpAnswer } from '../client';
import type { Session } from '../context';
import { expectServing, expectStatus, ownJob } from './fixtures';

const SECTION = 'Extension: request limits';

const fill = (template: string, found: number | null, max: number) =>
  template.replace('{found}', String(found)).replace('{max}', String(max));

/** A message made from `template`, whatever figures it was filled with. */
const startsLike = (template: string) =>
  new RegExp(`^${template.split('{')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Refused before running: 400, exactly one error with QUERY_TOO_LARGE and `message`, no data. */
function expectTooLarge(answer: HttpAnswer, message: string | RegExp, what: string) {
  const body = answer.body as { data?: unknown; errors?: { message: string; extensions?: any }[] };
  expectStatus(answer, 400, `HTTP status of ${what}`);
  expectEqual(body?.data, undefined, `data of ${what}`);
  expectEqual(body?.errors?.length, 1, `errors of ${what}`);
  const error = body.errors![0]!;
  expectEqual(error.extensions?.code, QUERY_TOO_LARGE, `error code of ${what}`);
  if (typeof message === 'string') expectEqual(error.message, message, `message of ${what}`);
  else expectTrue(message.test(error.message), `message of ${what}: got "${error.message}"`);
}

/** Answered: 200 and no error. */
function expectAnswered(answer: HttpAnswer, what: string) {
  expectStatus(answer, 200, `HTTP status of ${what}`);
  const errors = (answer.body as { errors?: unknown[] } | null)?.errors;
  expectEqual(errors, undefined, `errors of ${what}`);
}

/**
 * A query `depth` fields deep: route, items, job, route, ... and `id` last. The route id need not
 * exist: depth is judged before anything runs, and at the limit the route is just null.
 */
function nestedQuery(depth: number): string {
  const cycle = ['items', 'job', 'route'];
  let selection = 'id';
  for (let level = depth - 1; level >= 2; level -= 1) {
    selection = `${cycle[(level - 2) % 3]} { ${selection} }`;
  }
  return `query ConformanceDeep($id: ID!) { route(id: $id) { ${selection} } }`;
}

const post = (client: Client, session: Session | null, query: string, variables = {}) =>
  client.graphql({ query, variables }, { token: session?.token ?? null });

/** A JSON GraphQL request of exactly `size` bytes (padded in a variable). */
function jsonOfSize(size: number): string {
  const shell = JSON.stringify({ query: '{ __typename }', variables: { pad: '' } });
  return JSON.stringify({
    query: '{ __typename }',
    variables: { pad: 'x'.repeat(size - shell.length) },
  });
}

const postBody = (client: Client, body: BodyInit) =>
  client.request(client.config.endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    // A stream body needs half duplex (fetch sends it chunked, without Content-Length).
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit & { headers: Record<string, string> });

const streamOf = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) {
        controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      }
      controller.close();
    },
  });
};

export const limitChecks = [
  check(
    'limits.depth',
    SECTION,
    `a query ${QUERY_LIMITS.maxDepth + 1} fields deep is refused before running (400, ${QUERY_TOO_LARGE}, "${fill(messages.queryTooDeep, QUERY_LIMITS.maxDepth + 1, QUERY_LIMITS.maxDepth)}"), one ${QUERY_LIMITS.maxDepth} deep is answered, and a 70-deep one leaves the server answering`,
    async ({ client, as }) => {
      const member = await as('level40', 'member');
      const id = { id: 'conformance-missing-route' };
      const max = QUERY_LIMITS.maxDepth;
      expectTooLarge(
        await post(client, member, nestedQuery(max + 1), id),
        fill(messages.queryTooDeep, max + 1, max),
        `a query ${max + 1} deep`,
      );
      expectAnswered(await post(client, member, nestedQuery(max), id), `a query ${max} deep`);
      expectTooLarge(
        await post(client, member, nestedQuery(70), id),
        startsLike(messages.queryTooDeep),
        'a query 70 deep',
      );
      await expectServing(client);
    },
  ),
  check(
    'limits.aliases',
    SECTION,
    `an operation of ${QUERY_LIMITS.maxAliases + 1} aliases is refused before running (400, ${QUERY_TOO_LARGE}, "${fill(messages.queryTooManyAliases, QUERY_LIMITS.maxAliases + 1, QUERY_LIMITS.maxAliases)}"); ${QUERY_LIMITS.maxAliases} are answered`,
    async ({ client, as }) => {
      const member = await as('level40', 'member');
      const aliased = (count: number) =>
        `query ConformanceAliases { ${Array.from({ length: count }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
      const max = QUERY_LIMITS.maxAliases;
      expectTooLarge(
        await post(client, member, aliased(max + 1)),
        fill(messages.queryTooManyAliases, max + 1, max),
        `${max + 1} aliases`,
      );
      expectAnswered(await post(client, member, aliased(max)), `${max} aliases`);
    },
  ),
  check(
    'limits.tokens',
    SECTION,
    `a document of more than ${QUERY_LIMITS.maxTokens} tokens is refused before running, logged in or not (400, ${QUERY_TOO_LARGE}, "${fill(messages.queryTooManyTokens, null, QUERY_LIMITS.maxTokens)}"); one of ${QUERY_LIMITS.maxTokens} is answered`,
    async ({ client }) => {
      const max = QUERY_LIMITS.maxTokens;
      // `{`, then `... on Query { __typename }` (6 tokens) and `__typename` (1) to fill, then
      // `}`. Not just __typename again and again: graphql-js gives up comparing that many equal
      // fields ("Validation aborted.") before the token limit is reached.
      const ofTokens = (count: number) => {
        const inner = count - 2;
        const fragments = '... on Query { __typename } '.repeat(Math.floor(inner / 6));
        return `{ ${fragments}${'__typename '.repeat(inner % 6)}}`;
      };
      expectTooLarge(
        await post(client, null, ofTokens(max + 1)),
        fill(messages.queryTooManyTokens, null, max),
        `a document of ${max + 1} tokens`,
      );
      expectAnswered(await post(client, null, ofTokens(max)), `a document of ${max} tokens`);
    },
  ),
  check(
    'limits.cost',
    SECTION,
    `a shallow query whose lists multiply past an estimated ${QUERY_LIMITS.maxCost} fields (each list counted as ${QUERY_LIMITS.assumedListSize}) is refused before running (400, ${QUERY_TOO_LARGE}); one branch of it is answered`,
    async ({ client, as }) => {
      const member = await as('level40', 'member');
      const branch = (alias: string) =>
        `${alias}: routes(companyId: $c) { items { job { tasks { id description } } } }`;
      const wide = `query ConformanceWide($c: ID!) { ${['a', 'b', 'c', 'd', 'e'].map(branch).join(' ')} }`;
      expectTooLarge(
        await post(client, member, wide, { c: member.companyId }),
        startsLike(messages.queryTooCostly),
        'five branches of routes, items, jobs and tasks',
      );
      expectAnswered(
        await post(client, member, `query ConformanceOne($c: ID!) { ${branch('a')} }`, {
          c: member.companyId,
        }),
        'one branch',
      );
    },
  ),
  check(
    'limits.json-body',
    SECTION,
    `a JSON body of ${MAX_JSON_BYTES} + 1 bytes is refused with 413 (${REQUEST_TOO_LARGE}, "${messages.requestTooLarge.replace('{max}', String(MAX_JSON_BYTES / 1024))}"), with a Content-Length or streamed; one of exactly ${MAX_JSON_BYTES} bytes and a 600 KB rich-text task are answered`,
    async (ctx) => {
      const { client } = ctx;
      const message = messages.requestTooLarge.replace('{max}', String(MAX_JSON_BYTES / 1024));
      const over = jsonOfSize(MAX_JSON_BYTES + 1);
      expectEqual(new TextEncoder().encode(over).length, MAX_JSON_BYTES + 1, 'size of the body');
      for (const [what, body] of [
        ['with a Content-Length', over],
        ['streamed', streamOf(over)],
      ] as const) {
        const answer = await postBody(client, body);
        expectStatus(answer, 413, `HTTP status of a body ${what}`);
        const error = (answer.body as { errors?: { message: string; extensions?: any }[] })
          ?.errors?.[0];
        expectEqual(error?.message, message, `message of a body ${what}`);
        expectEqual(error?.extensions?.code, REQUEST_TOO_LARGE, `error code of a body ${what}`);
      }
      const exact = await postBody(client, jsonOfSize(MAX_JSON_BYTES));
      expectAnswered(exact, `a body of ${MAX_JSON_BYTES} bytes`);
      expectEqual((exact.body as any)?.data, { __typename: 'Query' }, 'data of the exact body');

      const { jobId } = await ownJob(ctx, 'level40');
      const member = await ctx.as('level40', 'member');
      const paragraph = `<p>${'Check the <strong>north</strong> gate and the hedge. '.repeat(20)}</p>`;
      const description = paragraph.repeat(Math.ceil(600_000 / paragraph.length));
      const { createJobTask } = await ctx.ok(
        member,
        'mutation ConformanceLongTask($id: ID!, $data: JobTaskInput!) { createJobTask(id: $id, data: $data) { jobTask { id } } }',
        { id: jobId, data: { description } },
      );
      expectTrue(typeof createJobTask?.jobTask?.id === 'string', 'the long task was saved');
      await expectServing(client);
    },
  ),
];
