/**
 * The server modes the app must adapt to, over HTTP: operations sent by persisted id (`{ doc_id }`,
 * alone, batched, in an upload's `operations`), the allow-list mode that refuses text
 * (--persisted-only), and a server without batching (--no-batching).
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/seed';
import { PREFLIGHT_HEADER, startHttpServer, type HttpServerOptions } from './httpServer';
import {
  PersistedQueriesFileError,
  persistedQueriesFrom,
  persistedQueriesFromFile,
  readPersistedQueriesFile,
} from './persistedOperations';

const PLANS = 'query Plans { plans { level } }';
const LOGIN = 'query Login($data: UserLoginInput!) { userLogin(data: $data) { token } }';
const UPLOAD = 'mutation Upload($file: Upload!) { uploadImage(file: $file) { url } }';
const ALLOWED = persistedQueriesFrom({ p1: PLANS, l1: LOGIN, u1: UPLOAD });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Answer = { data?: Record<string, unknown> | null; errors?: GraphQLErrorBody[] };
type GraphQLErrorBody = { message: string; extensions?: { code?: string } };

const closing: (() => Promise<void>)[] = [];
const directories: string[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

async function start(options: HttpServerOptions = {}) {
  const running = await startHttpServer({ port: 0, quiet: true, ...options });
  closing.push(running.close);
  return `${running.url}/graphql`;
}

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer & Answer[] };
}

const staffLogin = { data: { email: 'staff10@routebook.test', password: DEMO_PASSWORD } };

async function upload(url: string, token: string, operation: Record<string, unknown>) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...operation, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new File([PNG], 'dot.png', { type: 'image/png' }));
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, [PREFLIGHT_HEADER]: '1' },
    body: form,
  });
  return (await response.json()) as Answer;
}

const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

describe('operations sent by persisted id (Relay: { doc_id, variables, operationName })', () => {
  it('runs the operation the id names, alone or in a batch beside one sent as text', async () => {
    const url = await start({ persistedQueries: ALLOWED });
    const alone = await post(url, { doc_id: 'p1', variables: {}, operationName: 'Plans' });
    expect(alone.status).toBe(200);
    expect((alone.body.data?.plans as unknown[]).length).toBe(4);

    const batch = await post(url, [
      { doc_id: 'l1', variables: staffLogin, operationName: 'Login' },
      { query: PLANS, variables: {} },
    ]);
    expect(batch.body).toHaveLength(2);
    expect(batch.body[0]?.data?.userLogin).toHaveProperty('token');
    expect(batch.body[1]?.data?.plans).toHaveLength(4);
  });

  it('answers an unknown id with PersistedQueryNotFound, saying where ids come from', async () => {
    const url = await start({ persistedQueries: ALLOWED });
    const { status, body } = await post(url, { doc_id: 'nope', variables: {} });
    expect(status).toBe(400);
    expect(code(body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(body.errors?.[0]?.message).toMatch(/^PersistedQueryNotFound: .*"nope".*same build/);

    const none = await post(await start(), { doc_id: 'p1', variables: {} });
    expect(none.body.errors?.[0]?.message).toMatch(/no persisted queries.*--persisted-queries/);
  });

  it('takes an upload whose operations part carries the id', async () => {
    const url = await start({ persistedQueries: ALLOWED, persistedOnly: true });
    const login = await post(url, { doc_id: 'l1', variables: staffLogin });
    const token = (login.body.data?.userLogin as { token: string }).token;
    const answer = await upload(url, token, { doc_id: 'u1', operationName: 'Upload' });
    expect(answer.errors).toBeUndefined();
    expect((answer.data?.uploadImage as { url: string }).url).toMatch(/^\/uploads\//);
  });
});

describe('allow-list mode (--persisted-only)', () => {
  it('refuses an operation sent as text, alone, in a batch or in an upload', async () => {
    const url = await start({ persistedQueries: ALLOWED, persistedOnly: true });
    const alone = await post(url, { query: PLANS, variables: {} });
    expect(alone.status).toBe(400);
    expect(code(alone.body)).toBe('PERSISTED_QUERY_ONLY');
    expect(alone.body.errors?.[0]?.message).toMatch(
      /^PersistedQueryOnly: this server runs only the app's persisted operations\. Send \{ "doc_id"/,
    );

    const batch = await post(url, [
      { doc_id: 'p1', variables: {} },
      { query: PLANS, variables: {} },
    ]);
    expect(batch.body[0]?.data?.plans).toHaveLength(4);
    expect(code(batch.body[1] ?? {})).toBe('PERSISTED_QUERY_ONLY');

    const login = await post(url, { doc_id: 'l1', variables: staffLogin });
    const token = (login.body.data?.userLogin as { token: string }).token;
    expect(code(await upload(url, token, { query: UPLOAD }))).toBe('PERSISTED_QUERY_ONLY');
  });

  it('says what to send when a request has neither text nor id', async () => {
    const url = await start({ persistedQueries: ALLOWED, persistedOnly: true });
    const { status, body } = await post(url, { variables: {} });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe(
      'Send the operation\'s text as "query", or its persisted id as "doc_id".',
    );
  });
});

describe('a server without batching (--no-batching)', () => {
  it('answers an array body 400 and an object body as usual', async () => {
    const url = await start({ batching: false });
    const batch = await post(url, [{ query: PLANS }]);
    expect(batch.status).toBe(400);
    expect(batch.body.errors?.[0]?.message).toBe('Batching is not supported.');
    const alone = await post(url, { query: PLANS });
    expect(alone.status).toBe(200);
    expect(alone.body.data?.plans).toHaveLength(4);
    // With batching (the default), the same array is answered.
    expect((await post(await start(), [{ query: PLANS }])).body).toHaveLength(1);
  });
});

describe('the persisted queries file (relay-compiler writes it)', () => {
  const temporaryFile = (text: string) => {
    const directory = mkdtempSync(join(tmpdir(), 'routebook-persisted-'));
    directories.push(directory);
    const file = join(directory, 'persistedQueries.json');
    writeFileSync(file, text);
    return file;
  };

  it('is a JSON object of id to text; anything else is refused, naming the file', () => {
    expect(readPersistedQueriesFile(temporaryFile('{"a":"query A { plans { level } }"}'))).toEqual({
      a: 'query A { plans { level } }',
    });
    for (const text of ['[]', '{"a":1}', 'not json']) {
      const file = temporaryFile(text);
      expect(() => readPersistedQueriesFile(file)).toThrow(PersistedQueriesFileError);
      expect(() => readPersistedQueriesFile(file)).toThrow(file);
    }
  });

  it('is read again when the compiler rewrites it', () => {
    const file = temporaryFile('{"a":"query A { plans { level } }"}');
    const lookUp = persistedQueriesFromFile(file);
    expect(lookUp('b')).toBeUndefined();
    writeFileSync(file, '{"a":"query A { plans { level } }","b":"query B { plans { level } }"}');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(lookUp('b')).toBe('query B { plans { level } }');
    expect(lookUp('toString')).toBeUndefined();
  });
});
