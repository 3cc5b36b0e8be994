/**
 * What the transport and API checks share: test files, HTTP expectations, and records a check
 * makes for itself and removes afterwards (a job of its own, sessions of its own), so that no check
 * depends on the demo data or leaves a company changed.
 */
import { besideEndpoint } from '../config';
import type { Client, GraphQLResult, HttpAnswer } from '../client';
import { expectEqual, expectTrue, fail } from '../check';
import type { CheckContext, Session } from '../context';
import type { CompanyKey, Credentials } from '../config';

/** A valid 1x1 PNG. */
export const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A valid 1x1 GIF: an image, but no PNG. */
export const GIF = new Uint8Array(
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
);

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** A PNG chunk of `type` holding `data`, its CRC right. */
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(new TextEncoder().encode(type), 4);
  chunk.set(data, 8);
  let crc = 0xffffffff;
  for (const byte of chunk.subarray(4, 8 + data.length)) {
    crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  view.setUint32(8 + data.length, (crc ^ 0xffffffff) >>> 0);
  return chunk;
}

/** The name of the private chunk `pngWithFiller` adds (ancillary, so a decoder may skip it). */
export const FILLER_CHUNK = 'cfLr';

/** PNG with a private chunk of `size` filler bytes after its header: all of it, metadata. */
export function pngWithFiller(size: number): Uint8Array<ArrayBuffer> {
  const headerEnd = 8 + 25; // the signature, then IHDR (13 bytes of data)
  const filler = pngChunk(FILLER_CHUNK, new Uint8Array(size).fill(0x20));
  const bytes = new Uint8Array(PNG.length + filler.length);
  bytes.set(PNG.subarray(0, headerEnd));
  bytes.set(filler, headerEnd);
  bytes.set(PNG.subarray(headerEnd), headerEnd + filler.length);
  return bytes;
}

/** PNG with `junk` after its IEND chunk, where nothing may follow. */
export function pngWithJunkAfterEnd(junk: string): Uint8Array<ArrayBuffer> {
  const tail = new TextEncoder().encode(junk);
  const bytes = new Uint8Array(PNG.length + tail.length);
  bytes.set(PNG);
  bytes.set(tail, PNG.length);
  return bytes;
}

/** An "image" of `size` bytes: a PNG signature, then zeros (typed by its bytes, it is a PNG). */
export function pngOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.subarray(0, 8));
  return bytes;
}

export const textBytes = (text: string) => new Uint8Array(new TextEncoder().encode(text));

/** The same bytes? */
export const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.byteLength === b.byteLength && a.every((byte, i) => byte === b[i]);

/** An origin that no backend allows: the CORS and cross-site checks ask as it. */
export const OTHER_ORIGIN = 'https://conformance-other-origin.example';

export function expectStatus(answer: HttpAnswer, status: number, what = 'HTTP status'): void {
  expectEqual(answer.status, status, what);
}

export function expect4xx(answer: HttpAnswer, what = 'HTTP status'): void {
  expectTrue(
    answer.status >= 400 && answer.status < 500,
    `${what}: expected a 4xx status, got ${answer.status} (${JSON.stringify(answer.body)})`,
  );
}

/** The answer is a JSON GraphQL error answer: `errors` with at least one message, no `data`. */
export function expectErrorsOnly(answer: HttpAnswer, what: string): GraphQLResult {
  const body = answer.body as GraphQLResult | null;
  expectTrue(
    /json/i.test(answer.headers.get('content-type') ?? ''),
    `${what}: expected a JSON answer, got ${answer.headers.get('content-type') ?? 'no content type'}`,
  );
  expectTrue(
    Array.isArray(body?.errors) &&
      body.errors.length > 0 &&
      typeof body.errors[0]?.message === 'string',
    `${what}: expected { errors: [{ message }] }, got ${JSON.stringify(body)}`,
  );
  expectTrue(
    body.data === undefined || body.data === null,
    `${what}: nothing may run, but data came back: ${JSON.stringify(body.data)}`,
  );
  return body;
}

/** Stack frames (`at fn (/srv/app.js:12:5)`) and exception fields that tell a caller the internals. */
const STACK_FRAME = /\bat\s+\S*\s*\(?(?:file:\/\/|\/|[A-Za-z]:\\)[^\s)]*:\d+/;
const INTERNAL_KEYS = ['stack', 'stacktrace', 'exception'];

/** Fails when an answer tells anything of the server's internals: a stack or an exception. */
export function expectNoInternals(body: unknown, what: string): void {
  const text = JSON.stringify(body) ?? '';
  expectTrue(!STACK_FRAME.test(text), `${what}: the answer shows a stack trace: ${text}`);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (INTERNAL_KEYS.includes(key)) fail(`${what}: the answer has "${key}": ${text}`);
        visit(inner);
      }
    }
  };
  visit(body);
}

/** The endpoint still answers a plain query (after one that might have broken it). */
export async function expectServing(client: Client): Promise<void> {
  const answer = await client.graphql({ query: 'query ConformanceServing { __typename }' });
  expectStatus(answer, 200, 'HTTP status of a plain query afterwards');
  expectEqual(answer.body?.data, { __typename: 'Query' }, 'a plain query afterwards');
}

/** An upload URL (relative to the server, or absolute) as a URL to fetch. */
export const fileUrl = (client: Client, url: string) => besideEndpoint(client.config.endpoint, url);

/** `ctx.unique(label)` as an idempotency key or a name part: letters, digits and `-` only. */
export const uniqueKey = (ctx: CheckContext, label: string) =>
  ctx.unique(label).replace(/[^A-Za-z0-9-]+/g, '-');

export const ME = 'query ConformanceMe { me { id } }';
export const LOGOUT = 'mutation ConformanceLogout { logout }';

/** A session of its own for `credentials`, logged out after the check. */
export async function ownSession(ctx: CheckContext, credentials: Credentials): Promise<Session> {
  const session = await ctx.logIn(credentials);
  ctx.cleanup(() => ctx.run(session, LOGOUT));
  return session;
}

/** Fails unless `token` still answers `me`. */
export async function expectLoggedIn(ctx: CheckContext, token: string, what: string) {
  const result = await ctx.run(token, ME);
  expectTrue(
    !result.errors?.length && typeof result.data?.me?.id === 'string',
    `${what}: the session should still work, but me answered ${JSON.stringify(result)}`,
  );
}

const CREATE_CUSTOMER = `mutation ConformanceCreateCustomer($data: CustomerInput!) {
  createCompanyCustomer(data: $data) { customer { id } }
}`;
const DELETE_CUSTOMER = `mutation ConformanceDeleteCustomer($id: ID!) {
  deleteCompanyCustomer(id: $id) { deletedId }
}`;
const CREATE_ROUTE = `mutation ConformanceCreateRoute($data: RouteInput!) {
  createRoute(data: $data) { route { id } }
}`;
const DELETE_ROUTE = `mutation ConformanceDeleteRoute($id: ID!) { deleteRoute(id: $id) { deletedId } }`;
const ADD_JOB = `mutation ConformanceAddJob($data: RouteItemInput!, $job: RouteItemJobInput) {
  createRouteItem(data: $data, job: $job) { routeItem { id job { id status } } }
}`;

export interface OwnJob {
  jobId: string;
  routeId: string;
  customerId: string;
  /** The customer's display name, new to this run. */
  customerName: string;
  admin: Session;
}

/**
 * A job of the check's own in `company`: a customer and a draft route (a draft counts against no
 * plan limit) with one job of `status`, all deleted after the check, with the tasks, notes and
 * clock-ins the check put on the job (a route whose jobs have records cannot be deleted).
 */
export async function ownJob(
  ctx: CheckContext,
  company: CompanyKey,
  status: 'active' | 'cancelled' | 'complete' = 'active',
): Promise<OwnJob> {
  const admin = await ctx.as(company, 'admin');
  const name = ctx.unique('Conformance');
  const { createCompanyCustomer } = await ctx.ok(admin, CREATE_CUSTOMER, {
    data: { company: admin.companyId, lastName: name, displayName: name },
  });
  const customerId: string = createCompanyCustomer.customer.id;
  ctx.cleanup(() => ctx.ok(admin, DELETE_CUSTOMER, { id: customerId }));
  const { createRoute } = await ctx.ok(admin, CREATE_ROUTE, {
    data: { name, status: 'draft', company: admin.companyId },
  });
  const routeId: string = createRoute.route.id;
  let jobId: string | null = null;
  ctx.cleanup(async () => {
    if (jobId) await clearJob(ctx, admin, jobId);
    await ctx.ok(admin, DELETE_ROUTE, { id: routeId });
  });
  const { createRouteItem } = await ctx.ok(admin, ADD_JOB, {
    data: { route: routeId, type: 'job' },
    job: { route: routeId, customer: customerId, company: admin.companyId, status },
  });
  const job = createRouteItem.routeItem.job;
  jobId = job.id as string;
  expectEqual(job.status, status, 'status of the new job');
  return { jobId, routeId, customerId, customerName: name, admin };
}

const JOB_RECORDS = `query ConformanceJobRecords($id: ID!) {
  job(id: $id) { tasks { id } jobNotes { id } jobTime { id } photos { id } }
}`;
const DELETE_TASK = `mutation ConformanceDeleteTask($id: ID!) { deleteJobTask(id: $id) { job { id } } }`;
const DELETE_NOTE = `mutation ConformanceDeleteNote($id: ID!) { deleteJobNote(id: $id) { job { id } } }`;
const DELETE_CLOCK_IN = `mutation ConformanceDeleteClockIn($id: ID!) { deleteJobTime(id: $id) { job { id } } }`;
const DELETE_PHOTO = `mutation ConformanceDeletePhoto($id: ID!) { deleteJobPhoto(id: $id) { job { id } } }`;

/** Deletes the tasks, notes, clock-ins and photos of a job, so that its route can be deleted. */
async function clearJob(ctx: CheckContext, admin: Session, jobId: string): Promise<void> {
  const { job } = await ctx.ok(admin, JOB_RECORDS, { id: jobId });
  for (const task of job?.tasks ?? []) await ctx.ok(admin, DELETE_TASK, { id: task.id });
  for (const note of job?.jobNotes ?? []) await ctx.ok(admin, DELETE_NOTE, { id: note.id });
  for (const entry of job?.jobTime ?? []) await ctx.ok(admin, DELETE_CLOCK_IN, { id: entry.id });
  for (const photo of job?.photos ?? []) await ctx.ok(admin, DELETE_PHOTO, { id: photo.id });
}

const CLOCK_IN = `mutation ConformanceClockIn($data: JobTimeInput!) {
  createJobTime(data: $data) { jobTime { id status } }
}`;

/**
 * Clocks `member` in on a job an hour ago; with `minutes`, out again that much later (a visit
 * done), else left open. The job's clean-up deletes it.
 */
export async function clockIn(
  ctx: CheckContext,
  member: Session,
  jobId: string,
  minutes?: number,
): Promise<string> {
  const start = new Date(Date.now() - 60 * 60_000);
  const out =
    minutes === undefined
      ? {}
      : { timeOutAt: new Date(start.getTime() + minutes * 60_000).toISOString() };
  const { createJobTime } = await ctx.ok(member, CLOCK_IN, {
    data: { job: jobId, timeInAt: start.toISOString(), ...out },
  });
  return createJobTime.jobTime.id as string;
}

const ADD_NOTE = `mutation ConformanceAddJobNote($data: JobNoteInput!) {
  createJobNote(data: $data) { jobNote { id } }
}`;

/** A job note by `member`, marked for the customer's visit report or internal. */
export async function addJobNote(
  ctx: CheckContext,
  member: Session,
  jobId: string,
  description: string,
  forCustomer: boolean,
): Promise<void> {
  await ctx.ok(member, ADD_NOTE, { data: { job: jobId, description, forCustomer } });
}
