import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { QUERY_LIMITS, QUERY_TOO_LARGE, UNEXPECTED_ERROR_MESSAGE } from '../core';
import { TEST_NOW, the } from '../../test/testSupport';
import { DEMO_PASSWORD } from '../seed/seed';
import {
  DEFAULT_CORS_ORIGINS,
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

describe('GET /uploads/:id', () => {
  it('answers 404 for an unknown id and for ids that are not ids', async () => {
    for (const path of ['f999999', 'nope', '..%2F..%2Fetc%2Fpasswd', 'F1', 'f1.type']) {
      const response = await fetch(`${url}/uploads/${path}`);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
  });
});

describe('uploads are capability URLs that cannot be guessed', () => {
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

describe('rich text cannot reach outside', () => {
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

describe('the company website is a web address', () => {
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

  // The editor's upload (field `file`) and its refusals are the kit's uploads.editor-image-*.
  it('also takes the field image and a raw body: 201 with its url', async () => {
    const { token } = await login('admin40@routebook.test');
    const authorization = `Bearer ${token}`;
    const bodies: [BodyInit, Record<string, string>][] = [
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

// The app's origin and any other are the kit's cors.* checks; these are this server's defaults.
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

  it('allows the app on localhost and 127.0.0.1 and Storybook by default', async () => {
    expect(DEFAULT_CORS_ORIGINS).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://localhost:6006',
    ]);
    for (const origin of DEFAULT_CORS_ORIGINS) {
      const response = await preflight(origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('refuses the preflight of another origin with 403', async () => {
    const response = await preflight('http://evil.example');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    await response.arrayBuffer();
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

  it('refuses the 9-deep route query before running it, while /healthz keeps answering', async () => {
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
    // The figures (a few ms here) are in the log; the bound only tells a refusal from a query that
    // ran, so a busy machine never turns this red.
    expect(median(refusals)).toBeLessThan(2000);
    expect(median(healthChecks)).toBeLessThan(2000);
  });
});

// The refusals themselves (statuses, CORS headers, nothing run) are the kit's cross-site.* and
// uploads.editor-image-needs-token checks; what only this server's store can show stays here.
describe('cross-site requests', () => {
  it('stores nothing from a cross-site form to /v1/image', async () => {
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
      await response.arrayBuffer();
    }
    expect(running.server.store.files.all()).toHaveLength(filesBefore);
  });
});
