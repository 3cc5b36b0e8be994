/**
 * A client that adapts to the server it is given: one production build, two backends
 * as a team may run them, each told to the app by config.json alone. A server without batching
 * (it answers array bodies 400) with `batching.enabled` false, and a server that runs only the
 * app's persisted operations (an allow-list) with `persistedQueries` true. A technician on a
 * phone logs in, opens a route and a job and adds a task (and, by id, a photo).
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERSISTED_QUERIES_FILE,
  persistedQueriesFromFile,
} from '@routebook/mock-server/node';
import { logIn, openRouteList, useE2eApp, waitForPath } from './harness';
import { addPhotoFiles, addTask, section, writePng } from './jobPage';
import { PHONE_VIEWPORT } from './previewApp';

const STAFF = 'staff40@routebook.test';
/** What the page sent to /graphql: JSON bodies, and each upload's `operations` part. */
interface SentGraphQL {
  json: unknown[];
  uploads: Record<string, unknown>[];
}

/** How the page's probe marks an upload's `operations` part in the console. */
const UPLOAD_MARK = 'graphql-upload-operations:';

/**
 * Records every GraphQL POST the page sends from the next navigation on. Chromium does not hand
 * Playwright a multipart body with a file in it, so a probe in the page reads each upload's
 * `operations` part as the app hands it to XMLHttpRequest.
 */
async function recordGraphQL(page: Page): Promise<SentGraphQL> {
  const sent: SentGraphQL = { json: [], uploads: [] };
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
    if ((request.headers()['content-type'] ?? '').startsWith('application/json'))
      sent.json.push(JSON.parse(request.postData() ?? 'null'));
  });
  page.on('console', (message) => {
    if (message.text().startsWith(UPLOAD_MARK))
      sent.uploads.push(JSON.parse(message.text().slice(UPLOAD_MARK.length)));
  });
  await page.addInitScript((mark) => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) console.log(`${mark}${String(body.get('operations'))}`);
      return send.call(this, body);
    };
  }, UPLOAD_MARK);
  return sent;
}

/** Each operation of JSON bodies (a batch's entries one by one). */
const operationsOf = (bodies: unknown[]) =>
  bodies.flatMap((body) => (Array.isArray(body) ? body : [body])) as Record<string, unknown>[];

/** Logs in, opens Monday Route and its first Active job, adds a task; answers the job's path. */
async function visitAndAddTask(page: Page, baseUrl: string, task: string): Promise<string> {
  expect(page.viewportSize()).toEqual(PHONE_VIEWPORT);
  await logIn(page, baseUrl, STAFF);
  await openRouteList(page);
  await page.getByRole('link', { name: /^Monday Route/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
  const row = page
    .getByRole('list', { name: 'Route items' })
    .getByRole('link', { name: /,\s*Active\s*,/ })
    .first();
  const href = (await row.getAttribute('href')) ?? '';
  const name = ((await row.textContent()) ?? '').split(',')[0]?.trim() ?? '';
  await row.click();
  await waitForPath(page, href);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await addTask(page, task);
  return href;
}

/** The task shows again after a reload: the server stored it. */
async function expectStored(page: Page, task: string): Promise<void> {
  await page.reload();
  await section(page, 'Tasks').getByText(task, { exact: true }).waitFor();
}

describe('a server without batching, config.json batching.enabled false', () => {
  const app = useE2eApp({
    config: { batching: { enabled: false } },
    mock: { batching: false },
  });

  it('logs in, opens a route and a job, adds a task; no request body is an array', async () => {
    const page = await app().newPage();
    const sent = await recordGraphQL(page);
    const task = 'Check the meter, batching off';
    await visitAndAddTask(page, app().baseUrl, task);
    await expectStored(page, task);

    // Login, the route list, the route, the job, the task and more: each a POST of its own.
    expect(sent.json.length).toBeGreaterThanOrEqual(5);
    expect(sent.json.filter((body) => Array.isArray(body))).toEqual([]);
    for (const operation of operationsOf(sent.json)) {
      expect(typeof operation.query, String(operation.operationName)).toBe('string');
    }
  });
});

describe('a server that runs only persisted operations, config.json persistedQueries true', () => {
  const app = useE2eApp({
    config: { persistedQueries: true },
    // The allow-list the build's relay-compiler run wrote (globalSetup), as a backend gets it.
    mock: {
      persistedQueries: persistedQueriesFromFile(DEFAULT_PERSISTED_QUERIES_FILE),
      persistedOnly: true,
    },
  });

  it('logs in, opens a route and a job, adds a task and a photo, each sent by id', async () => {
    const page = await app().newPage();
    const sent = await recordGraphQL(page);
    const task = 'Check the meter, by id';
    await visitAndAddTask(page, app().baseUrl, task);

    const photos = section(page, 'Photos').getByRole('link');
    const before = await photos.count();
    const png = await writePng('server-modes');
    await addPhotoFiles(page, [png]);
    await expect.poll(() => photos.count()).toBe(before + 1);
    await expectStored(page, task);
    // The server kept the photo: the upload, by id, passed its allow-list.
    await expect.poll(() => photos.count()).toBe(before + 1);

    expect(sent.uploads.map((operations) => operations.operationName)).toEqual([
      'uploadImageMutation',
    ]);
    const operations = [...operationsOf(sent.json), ...sent.uploads];
    expect(operations.length).toBeGreaterThanOrEqual(6);
    for (const operation of operations) {
      expect(operation.doc_id, String(operation.operationName)).toMatch(/^[0-9a-f]{32}$/);
      expect(operation).not.toHaveProperty('query');
    }
  });
});
