import { MAX_JSON_BYTES, messages, QUERY_TOO_LARGE } from '@routebook/schema';
import { jsonAnswer, jsonOf, withJson, type Breakage } from './proxy';

/**
 * A server without the limit whose refusal starts as `template` does: where the server refuses, it
 * answers 200 as if it had run the operation (its fields null).
 */
function withoutLimit(breaks: string, what: string, template: string): Breakage {
  const prefix = template.split('{')[0]!;
  return {
    breaks,
    description: `a server without a limit on ${what}`,
    failsWith: 'expected 400, got 200',
    handle: async (request, forward) => {
      const answer = await forward(request);
      const error = jsonOf(answer.body)?.errors?.[0];
      return error?.extensions?.code === QUERY_TOO_LARGE && error.message.startsWith(prefix)
        ? jsonAnswer(200, { data: null })
        : answer;
    },
  };
}

export const limitDoubles: Breakage[] = [
  withoutLimit('limits.depth', 'depth', messages.queryTooDeep),
  withoutLimit('limits.aliases', 'aliases', messages.queryTooManyAliases),
  withoutLimit('limits.tokens', 'tokens', messages.queryTooManyTokens),
  withoutLimit('limits.cost', 'estimated cost', messages.queryTooCostly),
  {
    breaks: 'limits.json-body',
    description: `a server that takes JSON bodies over ${MAX_JSON_BYTES} bytes`,
    failsWith: 'HTTP status of a body with a Content-Length: expected 413, got 200',
    handle: (request, forward) => {
      const json = request.body.length > MAX_JSON_BYTES ? jsonOf(request.body) : undefined;
      if (!json || typeof json !== 'object') return forward(request);
      // The server behind still has its limit: what the double runs is the request without its
      // (padded) variables, as a server with a larger limit would run the whole of it.
      const { variables: _padding, ...operation } = json;
      return forward(withJson(request, operation));
    },
  },
];
