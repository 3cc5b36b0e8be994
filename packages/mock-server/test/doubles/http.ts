import { jsonAnswer, jsonOf, rewriteResults, type Breakage, type Exchange } from './proxy';

const isJsonPost = (request: Exchange) =>
  request.method === 'POST' && /json/i.test(request.headers['content-type'] ?? '');

/** A Node stack as an unmasked server sends it. */
const STACK = [
  'TypeError: file.arrayBuffer is not a function',
  '    at readUpload (/srv/routebook/dist/uploads.js:41:27)',
  '    at uploadImage (/srv/routebook/dist/resolvers/uploads.js:12:9)',
];

export const httpDoubles: Breakage[] = [
  {
    breaks: 'http.malformed-json',
    description: "a server whose JSON parser's exception escapes: 500 with the stack",
    failsWith: 'HTTP status: expected 400, got 500',
    handle: (request, forward) =>
      isJsonPost(request) && jsonOf(request.body) === undefined
        ? Promise.resolve(
            jsonAnswer(500, {
              errors: [
                {
                  message: `SyntaxError: Unexpected end of JSON input\n    at JSON.parse (<anonymous>)\n    at readBody (/srv/routebook/dist/server.js:88:21)`,
                },
              ],
            }),
          )
        : forward(request),
  },
  {
    breaks: 'http.not-graphql',
    description: 'a server that answers every JSON POST 200, errors in the body',
    failsWith: 'expected a 4xx status, got 200',
    handle: async (request, forward) => {
      const answer = await forward(request);
      return isJsonPost(request) && answer.status >= 400 ? { ...answer, status: 200 } : answer;
    },
  },
  {
    breaks: 'http.get-mutation',
    description: 'a server that runs any operation sent with GET, mutations too',
    failsWith: 'HTTP status: expected 405, got 200',
    handle: (request, forward) => {
      const url = new URL(request.path, 'http://double');
      const query = url.searchParams.get('query');
      if (request.method !== 'GET' || query === null) return forward(request);
      return forward({
        ...request,
        method: 'POST',
        path: url.pathname,
        headers: { ...request.headers, 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ query })),
      });
    },
  },
  {
    breaks: 'http.errors-show-no-internals',
    description:
      'a server that does not mask errors: an upload sent as JSON crashes with its stack',
    failsWith: 'the answer shows a stack trace',
    handle: rewriteResults(
      (operation) => /\buploadImage\b/.test(operation.query ?? ''),
      (result) =>
        result.errors
          ? {
              ...result,
              errors: [
                {
                  message: STACK[0],
                  extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: STACK },
                },
              ],
            }
          : result,
    ),
  },
  {
    breaks: 'http.errors-show-no-internals',
    description: 'a server that sends bare error messages, without extensions.code',
    failsWith: 'has no extensions.code',
    handle: rewriteResults(
      () => true,
      (result) =>
        result.errors
          ? {
              ...result,
              errors: result.errors.map(({ message }: { message: string }) => ({ message })),
            }
          : result,
    ),
  },
];
