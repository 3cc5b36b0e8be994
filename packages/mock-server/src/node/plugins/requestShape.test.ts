/** The request shapes /graphql takes, through a small yoga with only this plugin. */
import { describe, expect, it } from 'vitest';
import { createSchema, createYoga } from 'graphql-yoga';
import { PREFLIGHT_HEADER } from '@routebook/schema';
import {
  EMPTY_BATCH,
  requestShapePlugin,
  SEND_JSON_OR_MULTIPART,
  SEND_PREFLIGHT_HEADER,
} from './requestShape';

const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { hello: String }',
    resolvers: { Query: { hello: () => 'hi' } },
  }),
  batching: { limit: 10 },
  logging: false,
  plugins: [requestShapePlugin()],
});

const post = (body: string, headers: Record<string, string>) =>
  yoga.fetch('http://localhost/graphql', { method: 'POST', body, headers });

const answer = async (response: Response) => ({
  status: response.status,
  json: (await response.json()) as unknown,
});

const refusal = (message: string) => ({
  errors: [{ message, extensions: { code: 'BAD_REQUEST' } }],
});

describe('requestShapePlugin', () => {
  it('answers a JSON POST', async () => {
    const response = await post('{"query":"{ hello }"}', { 'content-type': 'application/json' });
    expect(await answer(response)).toEqual({ status: 200, json: { data: { hello: 'hi' } } });
  });

  it('refuses a form or text POST with 415 saying what to send', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const response = await post('query={ hello }', { 'content-type': type });
      expect(await answer(response)).toEqual({
        status: 415,
        json: refusal(SEND_JSON_OR_MULTIPART),
      });
    }
    expect(SEND_JSON_OR_MULTIPART).toBe(
      'Send GraphQL requests as application/json (multipart/form-data for uploads).',
    );
  });

  it(`refuses a GET or multipart POST without ${PREFLIGHT_HEADER} with 403`, async () => {
    const get = await yoga.fetch('http://localhost/graphql?query=%7B%20hello%20%7D');
    expect(await answer(get)).toEqual({ status: 403, json: refusal(SEND_PREFLIGHT_HEADER) });
    const form = new FormData();
    form.append('operations', '{"query":"{ hello }"}');
    form.append('map', '{}');
    const multipart = await yoga.fetch('http://localhost/graphql', { method: 'POST', body: form });
    expect(await answer(multipart)).toEqual({ status: 403, json: refusal(SEND_PREFLIGHT_HEADER) });
    expect(SEND_PREFLIGHT_HEADER).toBe(
      `Send the ${PREFLIGHT_HEADER} header with uploads and GET requests.`,
    );
  });

  it(`answers a GET that carries ${PREFLIGHT_HEADER}`, async () => {
    const get = await yoga.fetch('http://localhost/graphql?query=%7B%20hello%20%7D', {
      headers: { [PREFLIGHT_HEADER]: '1' },
    });
    expect(await answer(get)).toEqual({ status: 200, json: { data: { hello: 'hi' } } });
  });

  it('refuses an empty batch with 400', async () => {
    const response = await post('[]', { 'content-type': 'application/json' });
    const { status, json } = await answer(response);
    expect(status).toBe(400);
    expect(json).toMatchObject({ errors: [{ message: EMPTY_BATCH }] });
  });
});
