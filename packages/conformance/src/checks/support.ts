/**
 * What the rule checks build on: the operations they send (named `Conformance…`, so a server's log
 * shows where they came from) and fixtures that make a record and undo it in the check's clean-up.
 * Everything a fixture makes is named with `ctx.unique`, so a second run never collides.
 */
import { PLAN_LEVELS } from '@routebook/schema';
import type { GraphQLResult } from '../client';
import { expectEqual, fail } from '../check';
import type { PlanKey } from '../config';
import type { CheckContext, Session } from '../context';

export const CREATE_ROUTE = `mutation ConformanceCreateRoute($data: RouteInput!) {
  createRoute(data: $data) { route { id name status } }
}`;

export const UPDATE_ROUTE = `mutation ConformanceUpdateRoute($id: ID!, $data: RouteUpdateInput!) {
  updateRoute(id: $id, data: $data) { route { id name status } }
}`;

export const DELETE_ROUTE = `mutation ConformanceDeleteRoute($id: ID!) {
  deleteRoute(id: $id) { deletedId }
}`;

export const ROUTE_ITEMS = `query ConformanceRouteItems($id: ID!) {
  route(id: $id) { id name status items { id order type job { id } note { id } } }
}`;

export const ACTIVE_ROUTES = `query ConformanceActiveRoutes($companyId: ID!) {
  routes(companyId: $companyId, status: active) { id }
}`;

export const CREATE_ROUTE_ITEM = `mutation ConformanceCreateRouteItem(
  $data: RouteItemInput!
  $job: RouteItemJobInput
  $note: RouteItemNoteInput
) {
  createRouteItem(data: $data, job: $job, note: $note) {
    routeItem { id order type job { id } note { id } }
  }
}`;

export const DELETE_ROUTE_ITEM = `mutation ConformanceDeleteRouteItem($id: ID!) {
  deleteRouteItem(id: $id) { deletedId }
}`;

export const ACTIVE_CUSTOMERS = `query ConformanceActiveCustomers($companyId: ID!, $search: String) {
  companyActiveCustomers(companyId: $companyId, search: $search) { id displayName }
}`;

export const CREATE_CUSTOMER = `mutation ConformanceCreateCustomer($data: CustomerInput!) {
  createCompanyCustomer(data: $data) { customer { id firstName lastName displayName status } }
}`;

export const UPDATE_CUSTOMER = `mutation ConformanceUpdateCustomer($id: ID!, $data: CustomerInput!) {
  updateCompanyCustomer(id: $id, data: $data) { customer { id status } }
}`;

export const DELETE_CUSTOMER = `mutation ConformanceDeleteCustomer($id: ID!) {
  deleteCompanyCustomer(id: $id) { deletedId }
}`;

export const COMPANY_USERS = `query ConformanceCompanyUsers($id: ID!) {
  company(id: $id) { id companyUsers { id email role status } }
}`;

export const INVITE_USER = `mutation ConformanceInviteUser($data: InviteInput!) {
  inviteCompanyUser(data: $data) { companyUser { id role status } }
}`;

export const CREATE_COMPANY_USER = `mutation ConformanceCreateCompanyUser($data: CompanyUserInput!) {
  createCompanyUser(data: $data) { companyUser { id role status } }
}`;

export const DELETE_COMPANY_USER = `mutation ConformanceDeleteCompanyUser($id: ID!) {
  deleteCompanyUser(id: $id) { deletedId }
}`;

/** The plan level a company key stands for (`level30` → 30). */
export function levelOf(key: PlanKey): (typeof PLAN_LEVELS)[number] {
  return Number(key.slice('level'.length)) as (typeof PLAN_LEVELS)[number];
}

/** The company key of a plan level. */
export function keyOf(level: number): PlanKey {
  return `level${level}` as PlanKey;
}

/** The admin of a plan-level company, failing when the server answers another plan level. */
export async function adminAt(ctx: CheckContext, key: PlanKey): Promise<Session> {
  const admin = await ctx.as(key, 'admin');
  expectEqual(admin.planLevel, levelOf(key), `plan level of ${admin.companyName} (${key})`);
  return admin;
}

/** `label` as the local part of an email no one receives (`.invalid`, RFC 2606). */
export function uniqueEmail(ctx: CheckContext, label: string): string {
  const local = ctx
    .unique(label)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return `${local}@conformance.invalid`;
}

/** The path's value in a result's data (`['createRoute', 'route', 'id']`), if there is one. */
export function dataAt(result: GraphQLResult, path: readonly string[]): unknown {
  let value: unknown = result.data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * When the server made something it should have refused, undoes it in the clean-up, so a wrong
 * answer leaves the company as it was (as far as the server lets the kit undo it).
 */
export function undoIfMade(
  ctx: CheckContext,
  result: GraphQLResult,
  path: readonly string[],
  undo: (id: string) => Promise<unknown>,
): void {
  const id = dataAt(result, path);
  if (typeof id === 'string') ctx.cleanup(() => undo(id));
}

/**
 * A draft route (or `status`) of the caller's company, run by `technician` (a membership id) when
 * given, deleted with its items afterwards.
 */
export async function makeRoute(
  ctx: CheckContext,
  admin: Session,
  label = 'Route',
  status: 'draft' | 'active' = 'draft',
  technician?: string,
): Promise<{ id: string; name: string; status: string }> {
  const name = ctx.unique(`Conformance ${label}`);
  const data = await ctx.ok(admin, CREATE_ROUTE, {
    data: { name, status, company: admin.companyId, ...(technician ? { technician } : {}) },
  });
  const route = data.createRoute?.route;
  if (typeof route?.id !== 'string') fail(`createRoute answered no route id: ${show(data)}`);
  ctx.cleanup(() => ctx.ok(admin, DELETE_ROUTE, { id: route.id }));
  return route;
}

/** A customer made for the check (active), deleted afterwards (after the jobs made later). */
export async function makeCustomer(
  ctx: CheckContext,
  admin: Session,
  fields: { firstName?: string; lastName: string; displayName: string },
): Promise<{ id: string; displayName: string }> {
  const data = await ctx.ok(admin, CREATE_CUSTOMER, {
    data: { ...fields, company: admin.companyId },
  });
  const customer = data.createCompanyCustomer?.customer;
  if (typeof customer?.id !== 'string') {
    fail(`createCompanyCustomer answered no customer id: ${show(data)}`);
  }
  ctx.cleanup(() => ctx.ok(admin, DELETE_CUSTOMER, { id: customer.id }));
  return customer;
}

/** A customer of the company for new jobs: the first active one, or one made for the check. */
export async function aCustomer(ctx: CheckContext, admin: Session): Promise<string> {
  const data = await ctx.ok(admin, ACTIVE_CUSTOMERS, { companyId: admin.companyId });
  const first = (data.companyActiveCustomers as { id: string }[] | undefined)?.[0];
  if (first) return first.id;
  const made = await makeCustomer(ctx, admin, {
    lastName: 'Customer',
    displayName: ctx.unique('Conformance Customer'),
  });
  return made.id;
}

export interface MadeItem {
  id: string;
  order: number;
  type: 'job' | 'note';
  jobId: string | null;
  noteId: string | null;
}

function itemOf(raw: any): MadeItem {
  return {
    id: raw.id,
    order: raw.order,
    type: raw.type,
    jobId: raw.job?.id ?? null,
    noteId: raw.note?.id ?? null,
  };
}

export type JobStatus = 'active' | 'inprogress' | 'cancelled' | 'complete';

/**
 * Adds a job (for `customerId`, active unless `status` says) or a note at the end of a route;
 * `order` is what the client sends, which the server ignores. The route's clean-up deletes it.
 */
export async function addItem(
  ctx: CheckContext,
  admin: Session,
  routeId: string,
  item: { customerId: string; status?: JobStatus } | { note: string },
  order = 10,
): Promise<MadeItem> {
  const variables =
    'customerId' in item
      ? {
          data: { route: routeId, type: 'job', order },
          job: {
            route: routeId,
            customer: item.customerId,
            company: admin.companyId,
            ...(item.status ? { status: item.status } : {}),
          },
        }
      : {
          data: { route: routeId, type: 'note', order },
          note: { route: routeId, note: item.note },
        };
  const data = await ctx.ok(admin, CREATE_ROUTE_ITEM, variables);
  const raw = data.createRouteItem?.routeItem;
  if (typeof raw?.id !== 'string') fail(`createRouteItem answered no item: ${show(data)}`);
  return itemOf(raw);
}

/** A route's items in the order the server answers them. */
export async function routeItems(
  ctx: CheckContext,
  caller: Session,
  routeId: string,
): Promise<MadeItem[]> {
  const data = await ctx.ok(caller, ROUTE_ITEMS, { id: routeId });
  if (!data.route) fail(`route ${routeId} answered null`);
  return (data.route.items as unknown[]).map(itemOf);
}

/** Today and a week before, as YYYY-MM-DD (a period every report and time sheet accepts). */
export function lastWeek(): { from: string; to: string } {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const now = new Date();
  return { from: day(new Date(now.getTime() - 7 * 86_400_000)), to: day(now) };
}

/** A way a check sends a call it judges: alone, or inside a batch. */
export interface Way {
  /** "alone" or "in a batch", for the failure message. */
  how: string;
  run: CheckContext['run'];
}

/**
 * The ways to send a call whose rule must hold however it arrives: alone, and inside a batch when
 * the backend batches (a server may take another path for a JSON array and skip a rule there).
 */
export function eachWay(ctx: CheckContext): Way[] {
  const ways: Way[] = [{ how: 'alone', run: ctx.run }];
  if (ctx.config.batching) ways.push({ how: 'in a batch', run: ctx.runBatched });
  return ways;
}

export const show = (value: unknown) => JSON.stringify(value) ?? String(value);

const SERVICE_ITEM_IDS = `query ConformanceServiceItemIds($companyId: ID!) {
  getServiceItems(companyId: $companyId) { id }
}`;

/**
 * `count` service items of the caller's company (plan level 40): the company's own, and any
 * missing made for the check and deleted from the list afterwards.
 */
export async function serviceItemIds(
  ctx: CheckContext,
  admin: Session,
  count: number,
): Promise<string[]> {
  const data = await ctx.ok(admin, SERVICE_ITEM_IDS, { companyId: admin.companyId });
  const ids = (data.getServiceItems as { id: string }[]).map((item) => item.id).slice(0, count);
  while (ids.length < count) {
    const made = await ctx.ok(
      admin,
      `mutation ConformanceMakeServiceItem($data: ServiceItemInput!) { createServiceItem(data: $data) { serviceItem { id } } }`,
      { data: { name: ctx.unique('Conformance Service Item'), company: admin.companyId } },
    );
    const id = made.createServiceItem.serviceItem.id as string;
    ctx.cleanup(() =>
      ctx.ok(
        admin,
        `mutation ConformanceRemoveServiceItem($id: ID!) { deleteServiceItem(id: $id) { deletedId } }`,
        { id },
      ),
    );
    ids.push(id);
  }
  return ids;
}

/** A 1 x 1 PNG, for a company that has no uploaded image to reuse, and for signatures. */
export const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);

/**
 * An image URL of the caller's company for a job photo: one its photos already use (a URL may be
 * used again, so the check stores nothing), else a tiny PNG uploaded once (that file stays).
 */
export async function companyImageUrl(ctx: CheckContext, admin: Session): Promise<string> {
  const data = await ctx.ok(
    admin,
    `query ConformancePhotoUrls($companyId: ID!) { routes(companyId: $companyId) { jobs { photos { url } } } }`,
    { companyId: admin.companyId },
  );
  for (const route of data.routes ?? []) {
    for (const job of route.jobs ?? []) {
      const url = job.photos?.[0]?.url;
      if (typeof url === 'string') return url;
    }
  }
  return uploadTinyPng(ctx, admin);
}

async function uploadTinyPng(ctx: CheckContext, caller: Session): Promise<string> {
  const answer = await ctx.client.upload(
    {
      query: `mutation ConformanceUploadImage($file: Upload!) { uploadImage(file: $file) { url } }`,
    },
    { file: { bytes: TINY_PNG, name: 'conformance.png', type: 'image/png' } },
    { token: caller.token },
  );
  const url = answer.body?.data?.uploadImage?.url;
  if (typeof url !== 'string') fail(`uploadImage answered no url: ${show(answer.body)}`);
  return url;
}

/** Per run (its client) and company: the URL of the TINY_PNG the kit uploaded there. */
const pngUploads = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * The URL of a PNG of the caller's company, TINY_PNG, uploaded once a run (that file stays): a
 * signature must be a PNG, and a company's own photos may well be JPEGs.
 */
export function companyPngUrl(ctx: CheckContext, caller: Session): Promise<string> {
  let urls = pngUploads.get(ctx.client);
  if (!urls) pngUploads.set(ctx.client, (urls = new Map()));
  let url = urls.get(caller.companyId);
  if (!url) {
    url = uploadTinyPng(ctx, caller);
    urls.set(caller.companyId, url);
    url.catch(() => urls.delete(caller.companyId));
  }
  return url;
}
