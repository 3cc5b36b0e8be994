/** JSON bodies over MAX_JSON_BYTES, declared or streamed, through a small yoga with the plugin. */
import { describe, expect, it } from 'vitest';
import { createSchema, createYoga } from 'graphql-yoga';
import { MAX_JSON_BYTES, messages, REQUEST_TOO_LARGE } from '@routebook/schema';
import { jsonLimitPlugin } from './jsonLimit';

const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { echo(text: String!): Int }',
    resolvers: { Query: { echo: (_: unknown, { text }: { text: string }) => text.length } },
  }),
  logging: false,
  plugins: [jsonLimitPlugin()],
});

/** A JSON body of exactly `bytes` bytes, asking for the length of its padding. */
function bodyOf(bytes: number): string {
  const empty = JSON.stringify({
    query: 'query ($t: String!) { echo(text: $t) }',
    variables: { t: '' },
  });
  const padded = JSON.stringify({
    query: 'query ($t: String!) { echo(text: $t) }',
    variables: { t: 'x'.repeat(bytes - empty.length) },
  });
  expect(padded.length).toBe(bytes);
  return padded;
}

/** The body in chunks of 16 KiB, with no Content-Length: the limit is met while reading. */
const streamed = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 16 * 1024) {
        controller.enqueue(bytes.slice(at, at + 16 * 1024));
      }
      controller.close();
    },
  });
};

const send = async (
  body: string | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) => {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, json: (await response.json()) as unknown };
};

const tooLarge = {
  errors: [
    {
      message: messages.requestTooLarge.replace('{max}', String(MAX_JSON_BYTES / 1024)),
      extensions: { code: REQUEST_TOO_LARGE },
    },
  ],
};

describe('jsonLimitPlugin', () => {
  it(`answers a body of exactly ${MAX_JSON_BYTES} bytes, declared or streamed`, async () => {
    const body = bodyOf(MAX_JSON_BYTES);
    const padding = (JSON.parse(body) as { variables: { t: string } }).variables.t.length;
    const data = { data: { echo: padding } };
    expect(await send(body, { 'content-length': String(MAX_JSON_BYTES) })).toEqual({
      status: 200,
      json: data,
    });
    expect(await send(streamed(body))).toEqual({ status: 200, json: data });
  });

  it('refuses a larger body with 413 by its Content-Length', async () => {
    const body = bodyOf(MAX_JSON_BYTES + 1);
    const answer = await send(body, { 'content-length': String(MAX_JSON_BYTES + 1) });
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject(tooLarge);
  });

  it('refuses a larger body with 413 while streaming it', async () => {
    const answer = await send(streamed(bodyOf(MAX_JSON_BYTES + 1)));
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject(tooLarge);
  });
});
