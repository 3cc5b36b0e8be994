import {
  CUSTOMER_TEXT_FIELDS,
  customerFullName,
  isPageSize,
  MAX_PAGE_SIZE,
  messages,
  validateCustomer,
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
import { hashPassword } from '../crypto';
import { customerPage, listCustomers, type CustomerPage } from '../domain/customerIndex';
import { mayReadCustomerNote } from '../domain/settings';
import { decodeCursor, encodeCursor } from '../domain/cursor';
import type { CompanyRecord, CustomerRecord, CustomerStatus } from '../store/records';
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

function customerPayload(ctx: Context, customer: CustomerRecord) {
  return { customer, company: requireSession(ctx).company };
}

/** Spec §4, §9: the active customers, by display name; `search` as customer search matches. */
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

/** What a cursor of the customer list holds: where its customer sorts. */
const CURSOR_KIND = 'customers';
const cursorOf = (customer: CustomerRecord) =>
  encodeCursor(CURSOR_KIND, [customer.displayName, customer.id]);

interface ConnectionArgs {
  first: number;
  after?: string | null;
  search?: string | null;
  status?: CustomerStatus | null;
}

const emptyPage: CustomerPage = { customers: [], hasNextPage: false, totalCount: () => 0 };

/**
 * Issue 14: a page of the company's customers (a Relay connection) from the per-company order,
 * so a page costs the same at 1,000 customers as at 50,000.
 */
const customersConnection: Resolver<CompanyRecord, ConnectionArgs> = (
  company,
  { first, after, search, status },
  ctx,
) => {
  if (!isPageSize(first))
    badInput(messages.pageSizeInvalid.replace('{max}', String(MAX_PAGE_SIZE)));
  const [displayName, id] = after == null ? [] : decodeCursor(CURSOR_KIND, after, 2);
  const page = isCallersCompany(ctx, company)
    ? customerPage(ctx.store, company.id, {
        first,
        after: displayName !== undefined && id !== undefined ? { displayName, id } : null,
        search,
        status,
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

/** Spec §4: a customer is active on creation (createCompanyCustomer and createCustomer). */
const createCustomer: Resolver<unknown, { data: CustomerInput }> = async (_, { data }, ctx) => {
  const companyId = ownCompanyId(ctx, data.company);
  const fields = mergeFields(null, data);
  const passwordHash = await passwordHashOf(data.password);
  const customer = ctx.store.customers.insert({
    companyId,
    ...fields,
    status: 'active',
    passwordHash,
  });
  return customerPayload(ctx, customer);
};

/**
 * Spec §4: an edit changes only the fields sent and keeps the status unless one is sent. Last and
 * display name stay required (updateCompanyCustomer and updateCustomer).
 */
const updateCustomer: Resolver<unknown, { id: string; data: CustomerInput }> = async (
  _,
  { id, data },
  ctx,
) => {
  const customer = owned(ctx, ctx.store.customers, id);
  ownCompanyId(ctx, data.company);
  const fields = mergeFields(customer, data);
  const passwordHash = (await passwordHashOf(data.password)) ?? customer.passwordHash;
  // Re-read after the await: the customer may have been deleted meanwhile.
  const current = owned(ctx, ctx.store.customers, id);
  const updated = ctx.store.customers.update(current.id, {
    ...fields,
    status: data.status ?? current.status,
    passwordHash,
  });
  return customerPayload(ctx, updated);
};

const deleteCompanyCustomer: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const customer = owned(ctx, ctx.store.customers, id);
  if (ctx.store.jobs.count('customerId', customer.id) > 0) badInput(messages.customerHasJobs);
  ctx.store.customers.delete(customer.id);
  return { deletedId: customer.id, company: requireSession(ctx).company };
};

/** Spec §7: duplicates a customer as an active "(copy)", without the password. */
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
  },
} satisfies ResolverMap;
