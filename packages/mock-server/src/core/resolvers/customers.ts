import type { GraphQLResolveInfo } from 'graphql';
import {
  CUSTOMER_TEXT_FIELDS,
  customerFullName,
  isDefaultCustomerOrder,
  isPageSize,
  MAX_PAGE_SIZE,
  messages,
  validateCustomer,
  validateLocation,
  type GeoPoint,
  type CustomerOrder,
  type CustomerSortKey,
  type CustomerTextField,
} from '@routebook/schema';
import {
  isCallersCompany,
  owned,
  ownedOrNull,
  ownCompanyId,
  requireSession,
  type Context,
} from '../context';
import { assertValid, badInput } from '../errors';
import { outsideWriteTurn } from '../access';
import { hashPassword } from '../crypto';
import { customerPage, listCustomers, type CustomerPage } from '../domain/customerIndex';
import { mayReadCustomerNote } from '../domain/settings';
import { customerPageInOrder } from '../domain/customerOrderPage';
import { decodeCursor, encodeCursor } from '../domain/cursor';
import { lookUpAddress, needsLookup, sameAddress, type PostalAddress } from '../domain/geocoding';
import type {
  CompanyRecord,
  CustomerLocationRecord,
  CustomerRecord,
  CustomerStatus,
} from '../store/records';
import type { Resolver, ResolverMap } from './types';

interface CustomerInput {
  company?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  mobile?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  email?: string | null;
  note?: string | null;
  password?: string | null;
  status?: CustomerStatus | null;
  location?: GeoPoint | null;
}

/** Trimmed text, or null for a blank or missing value. */
const clean = (value: string | null | undefined) => value?.trim() || null;

/** The fields `data` gives, cleaned, over `base` (a field not sent keeps its value). */
function mergeFields(
  base: Pick<CustomerRecord, CustomerTextField> | null,
  data: CustomerInput,
): Pick<CustomerRecord, CustomerTextField> {
  const read = (field: CustomerTextField) =>
    data[field] === undefined ? (base?.[field] ?? null) : clean(data[field]);
  const fields = Object.fromEntries(CUSTOMER_TEXT_FIELDS.map((field) => [field, read(field)]));
  assertValid(validateCustomer(fields));
  return fields as Pick<CustomerRecord, CustomerTextField>;
}

/** A new password is stored hashed; a blank one means none. */
async function passwordHashOf(password: string | null | undefined): Promise<string | null> {
  return password != null && password.trim() !== '' ? hashPassword(password) : null;
}

/** A pin placed by hand, checked (range, finite); undefined when none is given. */
function manualLocation(given: GeoPoint | null | undefined): CustomerLocationRecord | undefined {
  if (!given) return undefined;
  assertValid(validateLocation(given));
  return { latitude: given.latitude, longitude: given.longitude, source: 'manual' };
}

/**
 * What a write looked up: the address asked about and the geocoder's location for it (null: not
 * found, or a geocoder that failed: a write is never refused for it, and a location found for
 * another address would be wrong).
 */
interface Looked {
  address: PostalAddress;
  location: CustomerLocationRecord | null;
}

/**
 * Asks the geocoder about `address` outside the write's turn (a geocoder over the network may
 * take seconds; no other caller's write waits for it).
 */
async function lookUp(ctx: Context, info: GraphQLResolveInfo, address: PostalAddress) {
  const lookup = await outsideWriteTurn(info, () => lookUpAddress(ctx.config.geocoder, address));
  return { address, location: lookup.ok ? lookup.location : null };
}

/**
 * The location a write stores: a pin placed by hand; else, when the write must look the address
 * up (needsLookup), what `looked` found for this very address (a location looked up for an
 * address another write has since changed needs a pin); else the one the customer had.
 */
function locationAfter(
  before: CustomerRecord | null,
  after: PostalAddress,
  given: GeoPoint | null | undefined,
  looked: Looked | null,
): CustomerLocationRecord | null {
  const manual = manualLocation(given);
  if (manual) return manual;
  if (!needsLookup(before, after, given)) return before?.location ?? null;
  return looked && sameAddress(looked.address, after) ? looked.location : null;
}

function customerPayload(ctx: Context, customer: CustomerRecord) {
  return { customer, company: requireSession(ctx).company };
}

/** The active customers, by display name; `search` as customer search matches. */
const companyActiveCustomers: Resolver<unknown, { companyId: string; search?: string | null }> = (
  _,
  { companyId, search },
  ctx,
) => listCustomers(ctx.store, ownCompanyId(ctx, companyId), { search, status: 'active' });

/** Company.customers: every customer; with `search`, as customer search does (active only). */
const companyCustomers: Resolver<CompanyRecord, { search?: string | null }> = (
  company,
  { search },
  ctx,
) =>
  isCallersCompany(ctx, company)
    ? listCustomers(ctx.store, company.id, search == null ? {} : { search, status: 'active' })
    : [];

/**
 * What a cursor of the customer list holds: where its customer sorts. In display-name order (the
 * default) the display name and id, as older cursors hold; in another order the field, the
 * direction, the customer's value (JSON: text, number or null) and id, so a cursor names its order.
 */
const CURSOR_KIND = 'customers';
const cursorOf = (customer: CustomerRecord) =>
  encodeCursor(CURSOR_KIND, [customer.displayName, customer.id]);
const orderedCursorOf = (order: CustomerOrder, key: CustomerSortKey) =>
  encodeCursor(CURSOR_KIND, [order.field, order.direction, JSON.stringify(key.value), key.id]);

/** The place an `after` cursor stands at, refused when it was given out for another order. */
function afterKey(after: string, order: CustomerOrder | null): string[] {
  const parts = decodeCursor(CURSOR_KIND, after, [2, 4]);
  const isDefault = order === null;
  if (isDefault !== (parts.length === 2)) badInput(messages.cursorOtherOrder);
  if (order && (parts[0] !== order.field || parts[1] !== order.direction))
    badInput(messages.cursorOtherOrder);
  return parts;
}

function sortValueOf(text: string): CustomerSortKey['value'] {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  } catch {
    // falls through to the refusal
  }
  return badInput(messages.cursorInvalid);
}

interface ConnectionArgs {
  first: number;
  after?: string | null;
  search?: string | null;
  status?: CustomerStatus | null;
  needsPin?: boolean | null;
  orderBy?: CustomerOrder | null;
}

const emptyPage: CustomerPage = { customers: [], hasNextPage: false, totalCount: () => 0 };

/**
 * A page of the company's customers (a Relay connection) from the per-company order, so a page
 * costs the same at 1,000 customers as at 50,000.
 */
const customersConnection: Resolver<CompanyRecord, ConnectionArgs> = (
  company,
  { first, after, search, status, needsPin, orderBy },
  ctx,
) => {
  if (!isPageSize(first))
    badInput(messages.pageSizeInvalid.replace('{max}', String(MAX_PAGE_SIZE)));
  const order = orderBy == null || isDefaultCustomerOrder(orderBy) ? null : orderBy;
  if (order)
    return orderedConnection(ctx, company, order, { first, after, search, status, needsPin });
  const [displayName, id] = after == null ? [] : afterKey(after, null);
  const page = isCallersCompany(ctx, company)
    ? customerPage(ctx.store, company.id, {
        first,
        after: displayName !== undefined && id !== undefined ? { displayName, id } : null,
        search,
        status,
        needsPin,
      })
    : emptyPage;
  const edges = page.customers.map((customer) => ({ cursor: cursorOf(customer), node: customer }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    page,
  };
};

/** A page of the customers in another order (`orderBy`), the whole list sorted. */
function orderedConnection(
  ctx: Context,
  company: CompanyRecord,
  order: CustomerOrder,
  { first, after, search, status, needsPin }: Omit<ConnectionArgs, 'orderBy'>,
) {
  const [, , value, id] = after == null ? [] : afterKey(after, order);
  const from = value !== undefined && id !== undefined ? { value: sortValueOf(value), id } : null;
  const page = isCallersCompany(ctx, company)
    ? customerPageInOrder(ctx.store, company.id, order, {
        first,
        after: from,
        search,
        status,
        needsPin,
      })
    : { ...emptyPage, keys: [] };
  const edges = page.customers.map((customer, index) => ({
    cursor: orderedCursorOf(order, page.keys[index] as CustomerSortKey),
    node: customer,
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    page,
  };
}

/** A customer is active on creation (createCompanyCustomer and createCustomer). */
const createCustomer: Resolver<unknown, { data: CustomerInput }> = async (
  _,
  { data },
  ctx,
  info,
) => {
  ownCompanyId(ctx, data.company);
  const fields = mergeFields(null, data);
  const looked = needsLookup(null, fields, data.location) ? await lookUp(ctx, info, fields) : null;
  const passwordHash = await passwordHashOf(data.password);
  // Checked again after the awaits: the caller may have changed company meanwhile.
  const companyId = ownCompanyId(ctx, data.company);
  const customer = ctx.store.customers.insert({
    companyId,
    ...fields,
    status: 'active',
    passwordHash,
    location: locationAfter(null, fields, data.location, looked),
  });
  return customerPayload(ctx, customer);
};

/**
 * An edit changes only the fields sent and keeps the status unless one is sent. Last and display
 * name stay required (updateCompanyCustomer and updateCustomer).
 */
const updateCustomer: Resolver<unknown, { id: string; data: CustomerInput }> = async (
  _,
  { id, data },
  ctx,
  info,
) => {
  const customer = owned(ctx, ctx.store.customers, id);
  ownCompanyId(ctx, data.company);
  const fields = mergeFields(customer, data);
  const looked = needsLookup(customer, fields, data.location)
    ? await lookUp(ctx, info, fields)
    : null;
  const passwordHash = (await passwordHashOf(data.password)) ?? customer.passwordHash;
  // Read again after the awaits: the customer may have been edited or deleted meanwhile.
  const current = owned(ctx, ctx.store.customers, id);
  const after = mergeFields(current, data);
  const updated = ctx.store.customers.update(current.id, {
    ...after,
    status: data.status ?? current.status,
    passwordHash,
    location: locationAfter(current, after, data.location, looked),
  });
  return customerPayload(ctx, updated);
};

const deleteCompanyCustomer: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const customer = owned(ctx, ctx.store.customers, id);
  if (ctx.store.jobs.count('customerId', customer.id) > 0) badInput(messages.customerHasJobs);
  ctx.store.customers.delete(customer.id);
  return { deletedId: customer.id, company: requireSession(ctx).company };
};

/** Duplicates a customer as an active "(copy)", without the password. */
const copyCompanyCustomer: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const source = owned(ctx, ctx.store.customers, id);
  const { id: _sourceId, ...rest } = source;
  const copy = ctx.store.customers.insert({
    ...rest,
    displayName: `${source.displayName} (copy)`,
    status: 'active',
    passwordHash: null,
  });
  return customerPayload(ctx, copy);
};

/**
 * Looks the address up again; a hand-placed pin is never moved, and a geocoder that fails changes
 * nothing (the location it had stays).
 */
const geocodeCustomer: Resolver<unknown, { id: string }> = async (_, { id }, ctx, info) => {
  const customer = owned(ctx, ctx.store.customers, id);
  if (customer.location?.source === 'manual') return customerPayload(ctx, customer);
  const lookup = await outsideWriteTurn(info, () => lookUpAddress(ctx.config.geocoder, customer));
  // Read again after the await: written only while the address is the one looked up and no pin
  // was placed by hand meanwhile.
  const current = owned(ctx, ctx.store.customers, id);
  if (!lookup.ok || current.location?.source === 'manual' || !sameAddress(current, customer))
    return customerPayload(ctx, current);
  return customerPayload(
    ctx,
    ctx.store.customers.update(current.id, { location: lookup.location }),
  );
};

type CustomerField = Resolver<CustomerRecord, Record<string, never>>;
const field =
  (read: (customer: CustomerRecord, ctx: Context) => unknown): CustomerField =>
  (customer, _, ctx) =>
    read(customer, ctx);

export const customerResolvers = {
  Query: {
    companyActiveCustomers,
    companyCustomer: (_: unknown, { id }: { id: string }, ctx: Context) =>
      ownedOrNull(ctx, ctx.store.customers, id),
  },
  Mutation: {
    createCompanyCustomer: createCustomer,
    createCustomer,
    updateCompanyCustomer: updateCustomer,
    updateCustomer,
    deleteCompanyCustomer,
    copyCompanyCustomer,
    geocodeCustomer,
  },
  Company: {
    customers: companyCustomers,
    customersConnection,
    customerCount: (company: CompanyRecord, _: unknown, ctx: Context) =>
      isCallersCompany(ctx, company) ? ctx.store.customers.count('companyId', company.id) : 0,
  },
  CustomerConnection: {
    /** Counted only when asked: with a search it reads every customer of the company. */
    totalCount: ({ page }: { page: CustomerPage }) => page.totalCount(),
  },
  Customer: {
    company: field((customer, ctx) => ctx.store.companies.get(customer.companyId)),
    jobCount: field((customer, ctx) => ctx.store.jobs.count('customerId', customer.id)),
    hasJobs: field((customer, ctx) => ctx.store.jobs.count('customerId', customer.id) > 0),
    fullName: field((customer) => customerFullName(customer)),
    note: field((customer, ctx) =>
      mayReadCustomerNote(ctx, customer.companyId) ? customer.note : null,
    ),
    location: field((customer) => customer.location ?? null),
  },
} satisfies ResolverMap;
