import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@routebook/schema';
import { startHttpServer } from '@routebook/mock-server/node';
import type { RequestParameters } from 'relay-runtime';
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

describe('the batching network (spec §7: 10 ms, at most 10)', () => {
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

describe('a server that cannot be reached (issue 13)', () => {
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
