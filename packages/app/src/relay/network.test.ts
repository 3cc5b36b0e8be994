import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@routebook/schema';
import {
  DEFAULT_PERSISTED_QUERIES_FILE,
  persistedQueriesFrom,
  persistedQueriesFromFile,
  startHttpServer,
  type HttpServerOptions,
} from '@routebook/mock-server/node';
import type { RequestParameters } from 'relay-runtime';
import { parseConfig } from '../config/config';
import LoginPageQuery from '../pages/Login/__generated__/LoginPageQuery.graphql';
import { createBatchingFetch } from './batchingFetch';
import { createNetwork } from './network';

const PLANS = { query: 'query Plans { plans { level } }', variables: {}, operationName: 'Plans' };
const ME = { query: 'query Me { me { id } }', variables: {}, operationName: 'Me' };

let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const running = await startHttpServer({ port: 0, quiet: true });
  url = `${running.url}/graphql`;
  close = running.close;
});
afterAll(() => close());

/** fetch that records each POST's body. */
function recordingFetch() {
  const bodies: unknown[][] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    bodies.push(JSON.parse(String(init?.body)));
    return fetch(input, init);
  };
  return { bodies, fetchImpl };
}

describe('the batching network (10 ms, at most 10)', () => {
  it('sends two queries issued together in one POST and gives each its own answer', async () => {
    const { bodies, fetchImpl } = recordingFetch();
    const send = createBatchingFetch({ endpoint: url, getToken: () => null, fetchImpl });
    const [plans, me] = await Promise.all([send(PLANS), send(ME)]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toHaveLength(2);
    expect((plans.data?.plans as unknown[]).length).toBe(4);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('splits 12 operations into POSTs of 10 and 2', async () => {
    const { bodies, fetchImpl } = recordingFetch();
    const send = createBatchingFetch({ endpoint: url, getToken: () => null, fetchImpl });
    const results = await Promise.all(Array.from({ length: 12 }, () => send(PLANS)));
    expect(bodies.map((body) => body.length)).toEqual([10, 2]);
    expect(results.every((result) => result.data?.plans)).toBe(true);
  });

  it('sends operations issued after the window in a later POST', async () => {
    const { bodies, fetchImpl } = recordingFetch();
    const send = createBatchingFetch({ endpoint: url, getToken: () => null, fetchImpl });
    const first = send(PLANS);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await Promise.all([first, send(PLANS)]);
    expect(bodies).toHaveLength(2);
  });

  it('sends the session token', async () => {
    const login = await createBatchingFetch({ endpoint: url, getToken: () => null })({
      query: 'query L($d: UserLoginInput!) { userLogin(data: $d) { token } }',
      variables: { d: { email: 'staff10@routebook.test', password: 'routebook' } },
      operationName: 'L',
    });
    const token = (login.data?.userLogin as { token: string }).token;
    const me = await createBatchingFetch({ endpoint: url, getToken: () => token })(ME);
    expect(me.errors).toBeUndefined();
    expect((me.data?.me as { id: string }).id).toMatch(/./);
  });
});

describe('a server that cannot be reached', () => {
  const answering =
    (status: number, body: string): typeof fetch =>
    () =>
      Promise.resolve(new Response(body, { status }));

  it('a 502 without results says so in words and logs the status for the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = createBatchingFetch({
      endpoint: url,
      getToken: () => null,
      fetchImpl: answering(502, '<html>Bad Gateway</html>'),
    });
    await expect(send(PLANS)).rejects.toThrow(messages.serverUnreachable);
    expect(messages.serverUnreachable).toBe(
      "Can't reach the server. Your changes are kept; try again.",
    );
    expect(String(log.mock.calls[0]?.[0])).toMatch(/HTTP 502.*Plans/);
    log.mockRestore();
  });

  it('no answer at all (the network is down) says the same', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = createBatchingFetch({
      endpoint: url,
      getToken: () => null,
      fetchImpl: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(send(PLANS)).rejects.toThrow(messages.serverUnreachable);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("a request refused as a whole (413 with errors) keeps the server's words", async () => {
    const refusal = { errors: [{ message: 'Too large.', extensions: { code: 'X' } }] };
    const send = createBatchingFetch({
      endpoint: url,
      getToken: () => null,
      fetchImpl: answering(413, JSON.stringify(refusal)),
    });
    expect((await send(PLANS)).errors?.[0]?.message).toBe('Too large.');
  });
});

/** A mock server in another mode, closed after this file's tests. */
const others: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of others) await stop();
});
async function serverWith(options: HttpServerOptions): Promise<string> {
  const running = await startHttpServer({ port: 0, quiet: true, ...options });
  others.push(running.close);
  return `${running.url}/graphql`;
}

/** fetch that records each request's address, headers and body as sent. */
function capturingFetch() {
  const sent: { url: string; headers: Headers; body: unknown }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const body = init?.body;
    sent.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: body instanceof FormData ? body : JSON.parse(String(body)),
    });
    return fetch(input, init);
  };
  return { sent, fetchImpl };
}

const UPLOAD_TEXT = 'mutation Upload($file: Upload!) { uploadImage(file: $file) { url } }';
const UPLOAD_PARAMS = {
  cacheID: 'Upload',
  metadata: {},
  name: 'Upload',
  operationKind: 'mutation',
  text: UPLOAD_TEXT,
} as const;
/**
 * The upload mutation as an artifact without an id, or with one and its text too, as
 * relay.config.js's include_query_text writes them (Relay's types know only one or the other).
 */
const uploadRequest = (id: string | null): RequestParameters =>
  id === null ? { ...UPLOAD_PARAMS, id } : ({ ...UPLOAD_PARAMS, id } as never);
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** An admin's token, logged in by the login page's query (by id when `persisted`). */
async function tokenOf(endpoint: string, persisted: boolean): Promise<string> {
  const email = 'admin40@routebook.test';
  const network = createNetwork({ endpoint, getToken: () => null, persistedQueries: persisted });
  const answer = await network
    .execute(LoginPageQuery.params, { data: { email, password: 'routebook' } }, {})
    .toPromise();
  return (answer as { data: { userLogin: { token: string } } }).data.userLogin.token;
}

describe('a server without batching (config.json batching.enabled false)', () => {
  it('sends each operation at once as a POST of its own with an object body', async () => {
    const endpoint = await serverWith({ batching: false });
    const { sent, fetchImpl } = capturingFetch();
    const { batching } = parseConfig({ batching: { enabled: false } });
    const send = createBatchingFetch({ endpoint, getToken: () => null, fetchImpl, batching });
    const [plans, me] = await Promise.all([send(PLANS), send(ME)]);
    expect(sent.map(({ body }) => Array.isArray(body))).toEqual([false, false]);
    expect(sent.map(({ body }) => (body as { operationName: string }).operationName)).toEqual([
      'Plans',
      'Me',
    ]);
    expect((plans.data?.plans as unknown[]).length).toBe(4);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('batched, such a server answers 400 "Batching is not supported.": the app says so', async () => {
    const endpoint = await serverWith({ batching: false });
    const send = createBatchingFetch({ endpoint, getToken: () => null });
    expect((await send(PLANS)).errors?.[0]?.message).toBe('Batching is not supported.');
  });

  it('keeps to a smaller maxSize and intervalMs from config.json', async () => {
    const { sent, fetchImpl } = capturingFetch();
    const { batching } = parseConfig({ batching: { maxSize: 3, intervalMs: 0 } });
    const send = createBatchingFetch({ endpoint: url, getToken: () => null, fetchImpl, batching });
    await Promise.all(Array.from({ length: 7 }, () => send(PLANS)));
    expect(sent.map(({ body }) => (body as unknown[]).length)).toEqual([3, 3, 1]);
  });
});

describe("config.json's headers (an API gateway's key)", () => {
  it('go with every request and upload; the session still sets Authorization', async () => {
    const { headers } = parseConfig({
      headers: { 'X-Api-Key': 'gateway-key', Authorization: 'Basic nope' },
    });
    const token = await tokenOf(url, false);
    const { sent, fetchImpl } = capturingFetch();
    const network = createNetwork({ endpoint: url, headers, getToken: () => token, fetchImpl });
    const file = new File([PNG], 'dot.png', { type: 'image/png' });
    await network.execute(uploadRequest(null), { file: null }, {}, { file }).toPromise();
    await createBatchingFetch({ endpoint: url, headers, getToken: () => token, fetchImpl })(ME);
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      expect(request.headers.get('X-Api-Key')).toBe('gateway-key');
      expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
    }
  });
});

describe('persisted queries (config.json persistedQueries)', () => {
  it("an artifact's id is the MD5 of its text, and the compiled file maps it to the text", () => {
    const { id, text } = LoginPageQuery.params;
    expect(id).toBe(
      createHash('md5')
        .update(text ?? '')
        .digest('hex'),
    );
    const file = JSON.parse(readFileSync(DEFAULT_PERSISTED_QUERIES_FILE, 'utf8')) as Record<
      string,
      string
    >;
    expect(file[id ?? '']).toBe(text);
  });

  it('sends the id and no text, which a server running only those operations answers', async () => {
    const endpoint = await serverWith({
      persistedQueries: persistedQueriesFromFile(DEFAULT_PERSISTED_QUERIES_FILE),
      persistedOnly: true,
    });
    const { sent, fetchImpl } = capturingFetch();
    const network = createNetwork({
      endpoint,
      getToken: () => null,
      fetchImpl,
      persistedQueries: true,
    });
    const variables = { data: { email: 'staff10@routebook.test', password: 'routebook' } };
    const answer = await network.execute(LoginPageQuery.params, variables, {}).toPromise();
    expect(JSON.stringify(answer)).toMatch(/"token":"[^"]+"/);
    expect(sent[0]?.body).toEqual([
      { doc_id: LoginPageQuery.params.id, variables, operationName: 'LoginPageQuery' },
    ]);
  });

  it('without persistedQueries the text goes, which such a server refuses in words', async () => {
    const endpoint = await serverWith({
      persistedQueries: persistedQueriesFrom({}),
      persistedOnly: true,
    });
    const network = createNetwork({ endpoint, getToken: () => null });
    const variables = { data: { email: 'staff10@routebook.test', password: 'routebook' } };
    await expect(network.execute(LoginPageQuery.params, variables, {}).toPromise()).rejects.toThrow(
      /^PersistedQueryOnly: /,
    );
  });

  it("an upload's operations part carries the id, sent to config.json's uploadUrl", async () => {
    const endpoint = await serverWith({
      persistedQueries: persistedQueriesFrom({
        up1: UPLOAD_TEXT,
        [LoginPageQuery.params.id ?? '']: LoginPageQuery.params.text ?? '',
      }),
      persistedOnly: true,
    });
    const token = await tokenOf(endpoint, true);
    const uploadUrl = `${endpoint}?for=uploads`;
    const { sent, fetchImpl } = capturingFetch();
    const network = createNetwork({
      endpoint,
      uploadUrl,
      getToken: () => token,
      fetchImpl,
      persistedQueries: true,
    });
    const file = new File([PNG], 'dot.png', { type: 'image/png' });
    const response = await network
      .execute(uploadRequest('up1'), { file: null }, {}, { file })
      .toPromise();
    expect(JSON.stringify(response)).toMatch(/"url":"\/uploads\//);
    expect(sent.map((request) => request.url)).toEqual([uploadUrl]);
    const form = sent[0]?.body as FormData;
    expect(JSON.parse(String(form.get('operations')))).toEqual({
      doc_id: 'up1',
      variables: { file: null },
      operationName: 'Upload',
    });
  });
});

describe("the network's uploads", () => {
  it("pass the server's cross-site request rule (multipart with the preflight header)", async () => {
    const login = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query L($d: UserLoginInput!) { userLogin(data: $d) { token } }',
        variables: { d: { email: 'admin40@routebook.test', password: 'routebook' } },
      }),
    });
    const token = ((await login.json()) as { data: { userLogin: { token: string } } }).data
      .userLogin.token;
    const network = createNetwork({ endpoint: url, getToken: () => token, fetchImpl: fetch });
    const request = {
      id: null,
      cacheID: 'Upload',
      metadata: {},
      name: 'Upload',
      operationKind: 'mutation',
      text: 'mutation Upload($file: Upload!) { uploadImage(file: $file) { url } }',
    } satisfies RequestParameters;
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    const file = new File([png], 'dot.png', { type: 'image/png' });
    const response = await network.execute(request, { file: null }, {}, { file }).toPromise();
    expect(JSON.stringify(response)).toMatch(/"url":"[^"]*\/uploads\//);
  });
});
