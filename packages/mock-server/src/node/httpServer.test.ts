import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { MAX_UPLOAD_BYTES, QUERY_LIMITS, QUERY_TOO_LARGE, UNEXPECTED_ERROR_MESSAGE } from '../core';
import { TEST_NOW, the } from '../testSupport';
import { DEMO_PASSWORD } from '../seed/seed';
import {
  MAX_JSON_BYTES,
  PREFLIGHT_HEADER,
  startHttpServer,
  type RunningHttpServer,
} from './httpServer';

/** A valid 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let running: RunningHttpServer;
let url: string;

beforeAll(async () => {
  running = await startHttpServer({ port: 0, quiet: true, now: () => TEST_NOW });
  url = running.url;
});
afterAll(() => running.close());

const jsonHeaders = (token?: string | null) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function post(body: unknown, token?: string | null) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: jsonHeaders(token),
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as any };
}

async function ok(token: string | null, query: string, variables?: Record<string, unknown>) {
  const { status, json } = await post({ query, variables }, token);
  expect(json.errors, JSON.stringify(json.errors)).toBeUndefined();
  expect(status).toBe(200);
  return json.data;
}

const LOGIN = `query Login($data: UserLoginInput!) {
  userLogin(data: $data) { token user { currentUser { role company { id name } } } }
}`;

async function login(email: string) {
  const data = await ok(null, LOGIN, { data: { email, password: DEMO_PASSWORD } });
  return {
    token: data.userLogin.token as string,
    companyId: data.userLogin.user.currentUser.company.id as string,
  };
}

/** An upload URL as stored and answered: relative, with 22 base64url characters (128 bits). */
const UPLOAD_URL = /^\/uploads\/[A-Za-z0-9_-]{22}$/;

const UPLOAD = 'mutation Upload($file: Upload!) { uploadImage(file: $file) { url } }';

/** A GraphQL multipart request (operations, map, one file part). */
function multipartUpload(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

async function postMultipart(form: FormData, token: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, [PREFLIGHT_HEADER]: '1' },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as any };
}

/** An image of `size` bytes: a PNG signature, then zeros. */
const bigPng = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.subarray(0, 8));
  return bytes;
};

describe('POST /graphql', () => {
  it('logs in and answers an authenticated query', async () => {
    const { token, companyId } = await login('admin40@routebook.test');
    const data = await ok(
      token,
      'query Routes($companyId: ID!) { routes(companyId: $companyId) { id name company { id } } }',
      { companyId },
    );
    expect(data.routes.length).toBeGreaterThan(0);
    for (const route of data.routes) expect(route.company.id).toBe(companyId);
  });

  it('answers UNAUTHENTICATED without a token, and with an unknown one', async () => {
    const { companyId } = await login('admin40@routebook.test');
    const query = 'query Routes($companyId: ID!) { routes(companyId: $companyId) { id } }';
    for (const token of [null, 'not-a-token']) {
      const { status, json } = await post({ query, variables: { companyId } }, token);
      expect(status).toBe(200);
      expect(json.errors).toHaveLength(1);
      expect(json.errors[0].message).toBe(messages.notLoggedIn);
      expect(json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers another company id with FORBIDDEN over HTTP too', async () => {
    const { token } = await login('admin40@routebook.test');
    const { companyId: other } = await login('admin30@routebook.test');
    const { json } = await post(
      { query: 'query R($c: ID!) { routes(companyId: $c) { id } }', variables: { c: other } },
      token,
    );
    expect(json.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(json.errors[0].message).toBe(messages.wrongCompany);
  });

  it('answers a batch of 3 with 3 results in order, and a batch of 10', async () => {
    const three = await post([
      { query: '{ a: __typename }' },
      { query: '{ b: __typename }' },
      { query: '{ c: __typename }' },
    ]);
    expect(three.status).toBe(200);
    expect(three.json).toEqual([
      { data: { a: 'Query' } },
      { data: { b: 'Query' } },
      { data: { c: 'Query' } },
    ]);

    const ten = await post(Array.from({ length: 10 }, () => ({ query: '{ __typename }' })));
    expect(ten.status).toBe(200);
    expect(ten.json).toHaveLength(10);
  });

  it('refuses a batch of 11 operations with 413', async () => {
    const { status, json } = await post(
      Array.from({ length: 11 }, () => ({ query: '{ __typename }' })),
    );
    expect(status).toBe(413);
    expect(json.errors[0].message).toMatch(/10/);
  });

  it('answers malformed JSON with a 400 JSON error and keeps serving', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: '{"query": "{ __typename }"',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/json/);
    const json = (await response.json()) as any;
    expect(json.errors[0].message).toBe('POST body sent invalid JSON.');
    expect(JSON.stringify(json)).not.toMatch(/ at .*\.(js|ts):\d+/);

    expect(await ok(null, '{ __typename }')).toEqual({ __typename: 'Query' });
  });

  it('refuses JSON that is not a GraphQL request with a 4xx', async () => {
    for (const body of [{ foo: 1 }, 42, [], { query: 7 }]) {
      const { status, json } = await post(body);
      expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(json.errors.length).toBeGreaterThan(0);
    }
    const text = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    expect(((await text.json()) as any).errors[0].extensions.code).toBe('BAD_REQUEST');

    expect(await ok(null, '{ __typename }')).toEqual({ __typename: 'Query' });
  });

  it('refuses a body over 12 MB with 413, declared or streamed', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { x: 'x'.repeat(13e6) } });
    const declared = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: big,
    });
    expect(declared.status).toBe(413);
    await declared.arrayBuffer();

    const bytes = new TextEncoder().encode(big);
    const streamed = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 1 << 20) {
            controller.enqueue(bytes.subarray(at, at + (1 << 20)));
          }
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    await streamed.arrayBuffer();

    expect(await ok(null, '{ __typename }')).toEqual({ __typename: 'Query' });
  });

  it('refuses a mutation sent with GET', async () => {
    const query = encodeURIComponent('mutation { __typename }');
    const response = await fetch(`${url}/graphql?query=${query}`, {
      headers: { [PREFLIGHT_HEADER]: '1' },
    });
    expect(response.status).toBe(405);
  });

  it('masks an unexpected error and keeps the codes of intended ones', async () => {
    const { token, companyId } = await login('admin40@routebook.test');
    const routes = running.server.store.routes;
    const where = routes.where;
    routes.where = () => {
      throw new Error('secret internals at /srv/db');
    };
    try {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: jsonHeaders(token),
        body: JSON.stringify({
          query: 'query R($c: ID!) { routes(companyId: $c) { id } }',
          variables: { c: companyId },
        }),
      });
      const text = await response.text();
      expect(text).not.toContain('secret');
      const json = JSON.parse(text);
      expect(json.errors).toHaveLength(1);
      expect(json.errors[0].message).toBe(UNEXPECTED_ERROR_MESSAGE);
      expect(json.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      routes.where = where;
    }
    const { json } = await post({ query: '{ routes(companyId: "x") { id } }' });
    expect(json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('uploads through GraphQL multipart requests', () => {
  it('stores a PNG and serves the same bytes at the returned URL', async () => {
    const { token } = await login('admin40@routebook.test');
    const { status, json } = await postMultipart(
      multipartUpload(PNG, 'dot.png', 'image/png'),
      token,
    );
    expect(status).toBe(200);
    expect(json.errors).toBeUndefined();
    const imageUrl: string = json.data.uploadImage.url;
    expect(imageUrl).toMatch(UPLOAD_URL);

    const response = await fetch(`${url}${imageUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('types a file by its bytes: a text file named .png is refused', async () => {
    const { token } = await login('admin40@routebook.test');
    const text = new TextEncoder().encode('just some text, not an image');
    const { json } = await postMultipart(multipartUpload(text, 'fake.png', 'image/png'), token);
    expect(json.errors).toHaveLength(1);
    expect(json.errors[0].message).toBe(messages.notAnImage);
    expect(json.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an image over the upload limit', async () => {
    const { token } = await login('admin40@routebook.test');
    const { json } = await postMultipart(
      multipartUpload(bigPng(MAX_UPLOAD_BYTES + 1), 'big.png', 'image/png'),
      token,
    );
    expect(json.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(json.errors[0].message).toBe(
      messages.fileTooLarge.replace('{max}', String(MAX_UPLOAD_BYTES / 1024 / 1024)),
    );
  });

  it('refuses uploading without a token', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { [PREFLIGHT_HEADER]: '1' },
      body: multipartUpload(PNG, 'dot.png', 'image/png'),
    });
    const json = (await response.json()) as any;
    expect(json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /uploads/:id', () => {
  it('answers 404 for an unknown id and for ids that are not ids', async () => {
    for (const path of ['f999999', 'nope', '..%2F..%2Fetc%2Fpasswd', 'F1', 'f1.type']) {
      const response = await fetch(`${url}/uploads/${path}`);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
  });
});

describe('uploads are capability URLs that cannot be guessed (issue 12)', () => {
  const JOB_PHOTOS = `query R($c: ID!) { routes(companyId: $c) { items { job { photos { url } } } } }`;
  const photoUrls = async (who: { token: string; companyId: string }): Promise<string[]> => {
    const data = await ok(who.token, JOB_PHOTOS, { c: who.companyId });
    return data.routes.flatMap((r: any) =>
      r.items.flatMap((i: any) => (i.job ? i.job.photos.map((p: any) => p.url) : [])),
    );
  };

  it("answers 404 to sequential ids and guesses, anonymous or another company's member", async () => {
    // Before: /uploads/f1 ... /uploads/f6 answered every company's seeded job photo to anyone.
    const admin10 = await login('admin10@routebook.test');
    const guesses = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'AAAAAAAAAAAAAAAAAAAAAA', 'x'];
    const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${admin10.token}` }];
    for (const headers of callers) {
      for (const guess of guesses) {
        const response = await fetch(`${url}/uploads/${guess}`, { headers });
        expect(response.status, guess).toBe(404);
        await response.arrayBuffer();
      }
    }
  });

  it('gives the seeded photos random ids too, served to whoever holds the URL', async () => {
    const admin40 = await login('admin40@routebook.test');
    const [photo] = await photoUrls(admin40);
    expect(photo).toMatch(UPLOAD_URL);
    expect((await fetch(`${url}${the(photo)}`)).status).toBe(200);
    const admin30 = await login('admin30@routebook.test');
    expect(await photoUrls(admin30)).not.toContain(photo);
  });

  it('gives each upload 128 random bits at a URL relative to the server', async () => {
    const { token } = await login('admin40@routebook.test');
    const upload = async () => {
      const { json } = await postMultipart(multipartUpload(PNG, 'dot.png', 'image/png'), token);
      return json.data.uploadImage.url as string;
    };
    const [first, second] = [await upload(), await upload()];
    // Before: http://127.0.0.1:PORT/uploads/f7, then f8.
    expect(first).toMatch(UPLOAD_URL);
    expect(second).toMatch(UPLOAD_URL);
    expect(first).not.toBe(second);
    const served = await fetch(`${url}${first}`, { headers: { authorization: `Bearer ${token}` } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });
});

describe('rich text cannot reach outside (issue 12)', () => {
  const JOBS = `query R($c: ID!) { routes(companyId: $c) { items { job { id } } } }`;
  const CREATE_TASK = `mutation T($id: ID!, $data: JobTaskInput!) {
    createJobTask(id: $id, data: $data) { jobTask { id description } }
  }`;
  const TASK = 'query J($id: ID!) { job(id: $id) { tasks { id description } } }';

  const firstJob = async (who: { token: string; companyId: string }): Promise<string> => {
    const data = await ok(who.token, JOBS, { c: who.companyId });
    return data.routes.flatMap((r: any) =>
      r.items.flatMap((i: any) => (i.job ? [i.job.id] : [])),
    )[0];
  };
  const uploadAs = async (token: string): Promise<string> => {
    const { json } = await postMultipart(multipartUpload(PNG, 'dot.png', 'image/png'), token);
    return json.data.uploadImage.url;
  };

  it("keeps only the company's own uploaded images in a saved task", async () => {
    const staff = await login('staff40@routebook.test');
    const other = await login('admin30@routebook.test');
    const own = await uploadAs(staff.token);
    const othersUpload = await uploadAs(other.token);
    const jobId = await firstJob(staff);
    const description =
      '<p>Gate<img src="https://tracker.example/p.gif" alt="t">' +
      `<img src="${othersUpload}" alt="theirs"><img src="${url}${own}" alt="absolute">` +
      `<img src="${own}" alt="own"></p>`;
    const data = await ok(staff.token, CREATE_TASK, { id: jobId, data: { description } });
    // Before: all four images were kept, and every viewer's browser called tracker.example.
    expect(data.createJobTask.jobTask.description).toBe(
      `<p>Gate<img src="${own}" alt="own" /></p>`,
    );
    const { job } = await ok(staff.token, TASK, { id: jobId });
    const saved = job.tasks.find((task: any) => task.id === data.createJobTask.jobTask.id);
    expect(saved.description).not.toMatch(/tracker\.example|theirs|absolute/);
  });

  it('gives every link rel="noopener noreferrer nofollow" and a new tab', async () => {
    const staff = await login('staff40@routebook.test');
    const jobId = await firstJob(staff);
    const description = '<p><a href="https://example.com/manual" rel="opener">Manual</a></p>';
    const data = await ok(staff.token, CREATE_TASK, { id: jobId, data: { description } });
    // Before: rel="noopener noreferrer", so search engines and readers gave the link rank.
    expect(data.createJobTask.jobTask.description).toBe(
      '<p><a href="https://example.com/manual" rel="noopener noreferrer nofollow" target="_blank">Manual</a></p>',
    );
  });
});

describe('the company website is a web address (issue 12)', () => {
  const UPDATE = `mutation U($id: ID!, $data: CompanyInput!) { updateCompany(id: $id, data: $data) { website } }`;

  it('refuses javascript:, data: and bare text, and takes http(s)', async () => {
    const admin = await login('admin20@routebook.test');
    for (const website of [
      'javascript:alert(document.domain)',
      'data:text/html,x',
      'example.com',
    ]) {
      const { json } = await post(
        { query: UPDATE, variables: { id: admin.companyId, data: { website } } },
        admin.token,
      );
      // Before: saved as given, then linked from the company's profile.
      expect(json.errors[0].message, website).toBe(messages.websiteNotWebAddress);
      expect(json.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    for (const website of ['https://greenway.example/about', 'http://greenway.example', '']) {
      const data = await ok(admin.token, UPDATE, { id: admin.companyId, data: { website } });
      expect(data.updateCompany.website).toBe(website || null);
    }
  });
});

describe('POST /v1/image', () => {
  const postImage = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${url}/v1/image`, { method: 'POST', headers, body });

  const imageForm = (bytes: Uint8Array, field = 'file') => {
    const form = new FormData();
    form.set(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'dot.png');
    return form;
  };

  it('needs a valid Bearer token', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'Basic x' },
    ];
    for (const headers of headerSets) {
      const response = await postImage(imageForm(PNG), headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: messages.notLoggedIn,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('stores a multipart image (field file or image) and a raw one: 201 with its url', async () => {
    const { token } = await login('admin40@routebook.test');
    const authorization = `Bearer ${token}`;
    const bodies: [BodyInit, Record<string, string>][] = [
      [imageForm(PNG, 'file'), { authorization }],
      [imageForm(PNG, 'image'), { authorization }],
      [new Uint8Array(PNG), { authorization, 'content-type': 'image/png' }],
    ];
    for (const [body, headers] of bodies) {
      const response = await postImage(body, headers);
      expect(response.status).toBe(201);
      const { url: imageUrl } = (await response.json()) as { url: string };
      expect(imageUrl).toMatch(UPLOAD_URL);
      const served = await fetch(`${url}${imageUrl}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });

  it('refuses what is not an image with 415, a missing file with 400, too much with 413', async () => {
    const { token } = await login('admin40@routebook.test');
    const authorization = `Bearer ${token}`;

    const text = await postImage(imageForm(new TextEncoder().encode('hello')), { authorization });
    expect(text.status).toBe(415);
    expect(((await text.json()) as any).message).toBe(messages.notAnImage);

    const noFile = new FormData();
    noFile.set('other', 'value');
    const missing = await postImage(noFile, { authorization });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as any).message).toBe(messages.fileUnreadable);

    const big = await postImage(imageForm(bigPng(MAX_UPLOAD_BYTES + 100_000)), { authorization });
    expect(big.status).toBe(413);
    expect(((await big.json()) as any).message).toBe(
      messages.fileTooLarge.replace('{max}', String(MAX_UPLOAD_BYTES / 1024 / 1024)),
    );
  });

  it("files the image under the caller's company only", async () => {
    const admin40 = await login('admin40@routebook.test');
    const admin30 = await login('admin30@routebook.test');
    const response = await postImage(imageForm(PNG), {
      authorization: `Bearer ${admin40.token}`,
    });
    const { url: imageUrl } = (await response.json()) as { url: string };

    const jobOf = async (who: { token: string; companyId: string }) => {
      const data = await ok(
        who.token,
        `query R($c: ID!) { routes(companyId: $c) { items { job { id photos { id } } } } }`,
        { c: who.companyId },
      );
      const jobs = data.routes.flatMap((r: any) => r.items.map((i: any) => i.job)).filter(Boolean);
      return jobs[0] as { id: string; photos: { id: string }[] };
    };
    const addPhoto = `mutation P($data: JobPhotoInput!) {
      createJobPhoto(data: $data) { jobPhoto { id url } }
    }`;

    const job30 = await jobOf(admin30);
    const refused = await post(
      { query: addPhoto, variables: { data: { job: job30.id, url: imageUrl } } },
      admin30.token,
    );
    expect(refused.json.errors[0].message).toBe(messages.photoNotUploaded);
    expect((await jobOf(admin30)).photos).toEqual(job30.photos);

    const job40 = await jobOf(admin40);
    const data = await ok(admin40.token, addPhoto, { data: { job: job40.id, url: imageUrl } });
    expect(data.createJobPhoto.jobPhoto.url).toBe(imageUrl);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it('allows the app and Storybook origins', async () => {
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://localhost:6006',
    ]) {
      const response = await preflight(origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    }
    const actual = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { ...jsonHeaders(), origin: 'http://localhost:5173' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(actual.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('does not allow other origins', async () => {
    const response = await preflight('http://evil.example');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();

    const actual = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { ...jsonHeaders(), origin: 'http://evil.example' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(actual.headers.get('access-control-allow-origin')).toBeNull();
    await actual.arrayBuffer();

    const image = await fetch(`${url}/v1/image`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(image.headers.get('access-control-allow-origin')).toBeNull();
    await image.arrayBuffer();
  });
});

describe('other paths', () => {
  it('answers /healthz with ok and anything else with a 404 JSON', async () => {
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok');

    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/v1/image'],
      ['POST', '/uploads/f1'],
      ['GET', '/graphql/extra'],
    ] as const) {
      const response = await fetch(`${url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(((await response.json()) as any).code).toBe('NOT_FOUND');
    }
  });
});

describe('query limits', () => {
  /** route(id){items{job{route{items{job{...}}}}}}, with `levels` routes below the first. */
  const nestedRoutes = (levels: number) => {
    let inner = 'id';
    for (let i = 0; i < levels; i += 1) inner = `id route { id items { id job { ${inner} } } }`;
    return `query Deep($id: ID!) { route(id: $id) { id items { id job { ${inner} } } } }`;
  };

  async function memberWithRoute() {
    const { token, companyId } = await login('staff40@routebook.test');
    const { routes } = await ok(token, 'query R($c: ID!) { routes(companyId: $c) { id } }', {
      c: companyId,
    });
    return { token, routeId: routes[0].id as string };
  }

  /** Asserts a refusal before execution: 400, one QUERY_TOO_LARGE error, no data. */
  function expectRefused(answer: { status: number; json: any }, message: string) {
    expect(answer.status, JSON.stringify(answer.json)).toBe(400);
    expect(answer.json.data).toBeUndefined();
    expect(answer.json.errors).toHaveLength(1);
    expect(answer.json.errors[0].extensions.code).toBe(QUERY_TOO_LARGE);
    expect(answer.json.errors[0].message).toBe(message);
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

  it('refuses the 9-deep route query in under 50 ms while /healthz answers at once', async () => {
    const { token, routeId } = await memberWithRoute();
    const query = nestedRoutes(9);
    const refusals: number[] = [];
    const healthChecks: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const timed = async <T>(request: () => Promise<T>, into: number[]) => {
        const started = performance.now();
        const result = await request();
        into.push(performance.now() - started);
        return result;
      };
      const [answer, health] = await Promise.all([
        timed(() => post({ query, variables: { id: routeId } }, token), refusals),
        timed(() => fetch(`${url}/healthz`).then((response) => response.status), healthChecks),
      ]);
      expectRefused(
        answer,
        messages.queryTooDeep
          .replace('{found}', '31')
          .replace('{max}', String(QUERY_LIMITS.maxDepth)),
      );
      expect(health).toBe(200);
    }
    console.info(
      `9-deep refusal: median ${median(refusals).toFixed(1)} ms; /healthz meanwhile: median ${median(healthChecks).toFixed(1)} ms`,
    );
    expect(median(refusals)).toBeLessThan(50);
    expect(median(healthChecks)).toBeLessThan(50);
  });

  it('refuses the 24-deep query (which ran the process out of memory) and keeps serving', async () => {
    const { token, routeId } = await memberWithRoute();
    const answer = await post({ query: nestedRoutes(24), variables: { id: routeId } }, token);
    expect(answer.json.errors[0].message).toMatch(/nested too deeply/);
    expectRefused(answer, answer.json.errors[0].message);
    expect(await ok(null, '{ __typename }')).toEqual({ __typename: 'Query' });
  });

  it('refuses a shallow query whose lists multiply past the cost limit', async () => {
    const { token, routeId } = await memberWithRoute();
    const { companyId } = await login('staff40@routebook.test');
    const branch = (alias: string) =>
      `${alias}: routes(companyId: $c) { items { job { tasks { id description } } } }`;
    const query = `query Wide($c: ID!) { ${['a', 'b', 'c', 'd', 'e'].map(branch).join(' ')} }`;
    const answer = await post({ query, variables: { c: companyId } }, token);
    expect(answer.json.errors?.[0]?.message).toMatch(/asks for too much/);
    expectRefused(answer, answer.json.errors[0].message);
    // The same shape once is fine.
    const one = `query One($c: ID!) { ${branch('a')} }`;
    expect(
      (await post({ query: one, variables: { c: companyId } }, token)).json.errors,
    ).toBeUndefined();
    expect(routeId).toBeTruthy();
  });

  it('refuses more aliases than the limit', async () => {
    const { token } = await memberWithRoute();
    const count = QUERY_LIMITS.maxAliases + 1;
    const query = `{ ${Array.from({ length: count }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    expectRefused(
      await post({ query }, token),
      messages.queryTooManyAliases
        .replace('{found}', String(count))
        .replace('{max}', String(QUERY_LIMITS.maxAliases)),
    );
  });

  it('refuses a document of more tokens than the limit, and a public one too', async () => {
    const query = `{ ${'__typename '.repeat(QUERY_LIMITS.maxTokens)} }`;
    expectRefused(
      await post({ query }),
      messages.queryTooManyTokens.replace('{max}', String(QUERY_LIMITS.maxTokens)),
    );
  });
});

describe('cross-site requests', () => {
  const SIGNUP = `mutation { signupCompany(data: { companyName: "Forged Co", firstName: "Eve",
    lastName: "Forger", email: "forged@example.test", password: "secret1", botToken: "x" }) { token } }`;
  const forgedAccounts = () => running.server.store.users.where('email', 'forged@example.test');

  it('runs nothing a cross-site form can send: urlencoded, text/plain, multipart', async () => {
    const multipart = new FormData();
    multipart.set('operations', JSON.stringify({ query: SIGNUP }));
    multipart.set('map', '{}');
    const forms: [string, RequestInit, number][] = [
      [
        'urlencoded',
        { body: new URLSearchParams({ query: SIGNUP }) }, // fetch sets x-www-form-urlencoded
        415,
      ],
      [
        'text/plain',
        { headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: SIGNUP }) },
        415,
      ],
      ['multipart without the header', { body: multipart }, 403],
    ];
    for (const [kind, init, status] of forms) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        ...init,
        headers: { origin: 'http://evil.example', ...init.headers },
      });
      const json = (await response.json()) as any;
      expect(response.status, kind).toBe(status);
      expect(json.data, kind).toBeUndefined();
      expect(json.errors[0].extensions.code, kind).toBe('BAD_REQUEST');
    }
    expect(forgedAccounts()).toHaveLength(0);
  });

  it('answers GET only with the preflight header', async () => {
    const query = encodeURIComponent('{ __typename }');
    const bare = await fetch(`${url}/graphql?query=${query}`);
    expect(bare.status).toBe(403);
    expect(((await bare.json()) as any).errors[0].message).toContain(PREFLIGHT_HEADER);
    const withHeader = await fetch(`${url}/graphql?query=${query}`, {
      headers: { [PREFLIGHT_HEADER]: '1' },
    });
    expect(withHeader.status).toBe(200);
    expect(((await withHeader.json()) as any).data).toEqual({ __typename: 'Query' });
  });

  it("lets the app's origin send the header after a preflight, and its uploads through", async () => {
    const preflight = await fetch(`${url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': `authorization, ${PREFLIGHT_HEADER}`,
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain(PREFLIGHT_HEADER);

    const { token } = await login('admin40@routebook.test');
    const { status, json } = await postMultipart(
      multipartUpload(PNG, 'dot.png', 'image/png'),
      token,
    );
    expect(status).toBe(200);
    expect(json.data.uploadImage.url).toMatch(/\/uploads\//);
  });

  it('keeps /v1/image out of reach of a cross-site form: no bearer token, 401, nothing stored', async () => {
    const filesBefore = running.server.store.files.all().length;
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'dot.png');
    for (const body of [form, new URLSearchParams({ file: 'x' }), 'plain text']) {
      const response = await fetch(`${url}/v1/image`, {
        method: 'POST',
        headers: { origin: 'http://evil.example' },
        body,
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      await response.arrayBuffer();
    }
    expect(running.server.store.files.all()).toHaveLength(filesBefore);
  });
});

describe('the JSON body limit', () => {
  /** A JSON GraphQL request of exactly `size` bytes (padded in a variable). */
  const jsonOfSize = (size: number) => {
    const shell = JSON.stringify({ query: '{ __typename }', variables: { pad: '' } });
    return JSON.stringify({
      query: '{ __typename }',
      variables: { pad: 'x'.repeat(size - shell.length) },
    });
  };
  const tooLarge = messages.requestTooLarge.replace('{max}', String(MAX_JSON_BYTES / 1024));

  it('refuses a JSON body one byte over the limit with 413, declared or streamed', async () => {
    const body = jsonOfSize(MAX_JSON_BYTES + 1);
    expect(new TextEncoder().encode(body).length).toBe(MAX_JSON_BYTES + 1);
    const declared = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: jsonHeaders(),
      body,
    });
    expect(declared.status).toBe(413);
    const declaredJson = (await declared.json()) as any;
    expect(declaredJson.errors[0].message).toBe(tooLarge);
    expect(declaredJson.errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');

    const bytes = new TextEncoder().encode(body);
    const streamed = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64 * 1024) {
            controller.enqueue(bytes.subarray(at, at + 64 * 1024));
          }
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as any).errors[0].message).toBe(tooLarge);

    expect(await ok(null, '{ __typename }')).toEqual({ __typename: 'Query' });
  });

  it('passes a body of exactly the limit, and a rich-text task of 600 KB', async () => {
    const exact = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: jsonOfSize(MAX_JSON_BYTES),
    });
    expect(exact.status).toBe(200);
    expect(((await exact.json()) as any).data).toEqual({ __typename: 'Query' });

    const { token, companyId } = await login('admin40@routebook.test');
    const { routes } = await ok(
      token,
      'query R($c: ID!) { routes(companyId: $c) { items { job { id } } } }',
      {
        c: companyId,
      },
    );
    const jobId = routes.flatMap((r: any) => r.items).find((item: any) => item.job)?.job.id;
    const paragraph = `<p>${'Check the <strong>north</strong> gate and the hedge. '.repeat(20)}</p>`;
    const description = paragraph.repeat(Math.ceil(600_000 / paragraph.length));
    const data = await ok(
      token,
      'mutation T($id: ID!, $data: JobTaskInput!) { createJobTask(id: $id, data: $data) { jobTask { id } } }',
      { id: jobId, data: { description } },
    );
    expect(data.createJobTask.jobTask.id).toBeTruthy();
  });
});
