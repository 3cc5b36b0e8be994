/**
 * Exactly once, as an API client meets it over HTTP: parallel repeats, batches, uploads, and a
 * restart with a data file in between.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_TTL_MS } from '@routebook/schema';
import { postGraphQL, TEST_NOW, the } from '../../test/testSupport';
import { DEMO_PASSWORD } from '../seed/seed';
import { loadDataFile } from './dataFile';
import { PREFLIGHT_HEADER, startHttpServer, type RunningHttpServer } from './httpServer';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const LOGIN = `query L($data: UserLoginInput!) {
  userLogin(data: $data) { token user { currentUser { company { id } } } }
}`;
const ROUTES = `query R($c: ID!) { routes(companyId: $c) { items { job { id status counts { tasks notes } } } } }`;
const ADD_NOTE = `mutation N($data: JobNoteInput!, $key: ID) {
  createJobNote(data: $data, clientMutationId: $key) {
    clientMutationId jobNote { id description createdAt } job { id counts { notes } }
  }
}`;
const UPLOAD = `mutation U($file: Upload!, $key: ID) {
  uploadImage(file: $file, clientMutationId: $key) { clientMutationId url }
}`;

let directory: string;
let clock = TEST_NOW.getTime();
const open: RunningHttpServer[] = [];

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'routebook-idempotency-'));
});
afterEach(async () => {
  for (const running of open.splice(0)) await running.close();
  rmSync(directory, { recursive: true, force: true });
});

async function start(dataFile?: string) {
  const running = await startHttpServer({
    port: 0,
    quiet: true,
    now: () => new Date(clock),
    ...(dataFile ? { dataFile } : {}),
  });
  open.push(running);
  return running;
}

async function stop(running: RunningHttpServer) {
  open.splice(open.indexOf(running), 1);
  await running.close();
}

async function gql(
  running: RunningHttpServer,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
) {
  const response = await postGraphQL(running.url, query, variables, token);
  expect(response.status).toBe(200);
  return (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
}

/** staff40's token and a job of theirs with nothing recorded. */
async function technician(running: RunningHttpServer) {
  const login = await gql(running, LOGIN, {
    data: { email: 'staff40@routebook.test', password: DEMO_PASSWORD },
  });
  const token: string = login.data?.userLogin.token;
  const companyId: string = login.data?.userLogin.user.currentUser.company.id;
  const jobs = async () => {
    const { data } = await gql(running, ROUTES, { c: companyId }, token);
    return (data?.routes as { items: { job: any }[] }[]).flatMap((route) =>
      route.items.flatMap((item) => (item.job ? [item.job] : [])),
    );
  };
  const bare = (await jobs()).find(
    (job) => job.status === 'active' && job.counts.tasks === 0 && job.counts.notes === 0,
  );
  return { token, companyId, jobs, jobId: bare.id as string };
}

// A repeat's answers (at once, in a batch, as uploads) are the kit's errors.repeat-answers-first;
// what only this server's store shows stays here.
describe('exactly once over HTTP', () => {
  it('stores one file for 10 identical multipart uploads sent at once', async () => {
    const running = await start();
    const { token } = await technician(running);
    const before = running.server.store.files.size;
    const upload = () => {
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({ query: UPLOAD, variables: { file: null, key: 'photo-1' } }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      form.set('0', new Blob([PNG], { type: 'image/png' }), 'gate.png');
      return fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, [PREFLIGHT_HEADER]: '1' },
        body: form,
      }).then((response) => response.json());
    };
    const answers = await Promise.all(Array.from({ length: 10 }, upload));
    expect((answers[0] as any).data.uploadImage.clientMutationId).toBe('photo-1');
    expect(running.server.store.files.size).toBe(before + 1);
  });
});

describe('remembered answers in the data file', () => {
  it('answers a repeat after a restart without writing again', async () => {
    const file = join(directory, 'mock-server.json');
    clock = TEST_NOW.getTime();
    const first = await start(file);
    const { token, jobId } = await technician(first);
    const variables = { data: { job: jobId, description: 'Left a tag' }, key: 'restart-1' };
    const answer = await gql(first, ADD_NOTE, variables, token);
    expect(answer.errors).toBeUndefined();
    await stop(first);

    const [row] = the(loadDataFile(file)).tables.idempotencyKeys?.rows ?? [];
    expect(row).toMatchObject({ operation: 'createJobNote', clientMutationId: 'restart-1' });
    // The arguments are kept as a hash only: the note's text is not copied into the table.
    expect(JSON.stringify(row)).not.toContain('Left a tag');

    const second = await start(file);
    const repeat = await gql(second, ADD_NOTE, variables, token);
    expect(repeat).toEqual(answer);
    expect(second.server.store.jobNotes.where('jobId', jobId)).toHaveLength(1);
  });

  it(`forgets answers older than ${IDEMPOTENCY_KEY_TTL_MS / 86_400_000} days when it starts`, async () => {
    const file = join(directory, 'mock-server.json');
    clock = TEST_NOW.getTime();
    const first = await start(file);
    const { token, jobId } = await technician(first);
    const variables = { data: { job: jobId, description: 'Old' }, key: 'old-1' };
    await gql(first, ADD_NOTE, variables, token);
    await stop(first);

    clock = TEST_NOW.getTime() + IDEMPOTENCY_KEY_TTL_MS;
    const second = await start(file);
    expect(the(loadDataFile(file)).tables.idempotencyKeys?.rows).toEqual([]);
    const again = await gql(second, ADD_NOTE, variables, token);
    expect(again.errors).toBeUndefined();
    expect(second.server.store.jobNotes.where('jobId', jobId)).toHaveLength(2);
  });
});
