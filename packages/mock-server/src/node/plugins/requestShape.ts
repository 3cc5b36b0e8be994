/**
 * A POST is JSON or multipart (uploads) and nothing else, and multipart or GET carries
 * PREFLIGHT_HEADER: a cross-site form or link can send neither without a CORS preflight, which
 * only the allowed origins pass (yoga's CSRF prevention, with the refusal said in JSON). Other
 * bodies, and empty batches, get a JSON answer saying what to send.
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { PREFLIGHT_HEADER } from '@routebook/schema';

export const SEND_JSON_OR_MULTIPART =
  'Send GraphQL requests as application/json (multipart/form-data for uploads).';
export const SEND_PREFLIGHT_HEADER = `Send the ${PREFLIGHT_HEADER} header with uploads and GET requests.`;
export const EMPTY_BATCH = 'A batch needs at least one operation.';

export function requestShapePlugin(): Plugin {
  return {
    onRequestParse: ({ request, requestParser, endResponse, fetchAPI }) => {
      const answer = (status: number, message: string) =>
        endResponse(
          new fetchAPI.Response(
            JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }),
            { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } },
          ),
        );
      const type = request.headers.get('content-type') ?? '';
      const json = /^application\/json\s*(;|$)/i.test(type);
      const multipart = /^multipart\/form-data\s*;/i.test(type);
      if (request.method === 'POST' && (!requestParser || !(json || multipart))) {
        answer(415, SEND_JSON_OR_MULTIPART);
        return undefined;
      }
      if (!json && !request.headers.has(PREFLIGHT_HEADER)) {
        answer(403, SEND_PREFLIGHT_HEADER);
        return undefined;
      }
      return {
        onRequestParseDone: ({ requestParserResult }) => {
          if (Array.isArray(requestParserResult) && requestParserResult.length === 0) {
            throw createGraphQLError(EMPTY_BATCH, {
              extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
            });
          }
        },
      };
    },
  };
}
