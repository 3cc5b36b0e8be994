/** JSON bodies over MAX_JSON_BYTES are refused, by their Content-Length or while streaming. */
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { MAX_JSON_BYTES, messages, REQUEST_TOO_LARGE } from '@routebook/schema';

const tooLarge = () =>
  createGraphQLError(messages.requestTooLarge.replace('{max}', String(MAX_JSON_BYTES / 1024)), {
    extensions: { http: { status: 413 }, code: REQUEST_TOO_LARGE },
  });

export function jsonLimitPlugin(): Plugin {
  return {
    onRequestParse: ({ request, requestParser, setRequestParser, fetchAPI }) => {
      if (
        !requestParser ||
        !/^application\/json/i.test(request.headers.get('content-type') ?? '')
      ) {
        return;
      }
      if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BYTES) throw tooLarge();
      setRequestParser(async (limited) => {
        const chunks: Uint8Array[] = [];
        let size = 0;
        const reader = limited.body?.getReader();
        for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
          size += next.value.byteLength;
          if (size > MAX_JSON_BYTES) {
            await reader?.cancel();
            throw tooLarge();
          }
          chunks.push(next.value);
        }
        const body = new Uint8Array(Buffer.concat(chunks));
        const { url: requestUrl, method, headers } = limited;
        return requestParser(new fetchAPI.Request(requestUrl, { method, headers, body }));
      });
    },
  };
}
