/**
 * Each company's customers kept in display-name order with their search keys, so a page of the
 * customers page or a picker's search reads a slice instead of sorting the whole company per
 * request (50,000 customers).
 *
 * The order is brought up to date lazily: while the store's version has not moved it is used as it
 * is; after any write, the company's rows are compared with the order by identity (the table
 * replaces a row's object on every insert, update, undo and restore) and only the rows that
 * changed are taken out and put back in their place. Many changes at once (an import, a restore)
 * sort the company again. Nothing here writes to the store.
 */
import {
  byNameThenId,
  customerSearchKeys,
  customerSearchKeysMatch,
  customerSearchNeedle,
} from '@routebook/schema';
import type { Store } from '../store/store';
import type { CustomerRecord, CustomerStatus } from '../store/records';

/**
 * A customer with the lower-cased texts customer search looks in, and its status beside them: a
 * search reads these for every customer of the company, and not the records' scattered fields.
 */
interface Entry {
  customer: CustomerRecord;
  status: CustomerStatus;
  keys: readonly string[];
  needsPin: boolean;
}

/** Where an entry sorts: by display name (the shared collator), then by id. */
type SortKey = Pick<CustomerRecord, 'id' | 'displayName'>;

interface CompanyOrder {
  /** The store's version the order was last checked against. */
  version: number;
  sorted: Entry[];
  byId: Map<string, Entry>;
  /** The records in the order: a row not among them is new or changed (checked by identity). */
  records: Set<CustomerRecord>;
  /** How many customers each filter keeps, counted at this version (a search's pages). */
  counts: Map<string, number>;
}

/** Above this many changed rows the company is sorted again rather than patched. */
const RESORT_OVER = 256;

/** How many filters' counts are kept per company (each search typed is one). */
const MAX_COUNTS = 64;

const byDisplayName = byNameThenId<SortKey>((customer) => customer.displayName);

const orders = new WeakMap<Store, Map<string, CompanyOrder>>();

const entryOf = (customer: CustomerRecord): Entry => ({
  customer,
  status: customer.status,
  keys: customerSearchKeys(customer),
  needsPin: customer.location == null,
});

/** The index of the first entry that sorts after `key` (or at it, with `inclusive`). */
function positionAfter(sorted: readonly Entry[], key: SortKey, inclusive = false): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const order = byDisplayName((sorted[middle] as Entry).customer, key);
    if (order < 0 || (order === 0 && !inclusive)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function sortedOrder(rows: readonly CustomerRecord[], version: number): CompanyOrder {
  const sorted = rows.map(entryOf).sort((a, b) => byDisplayName(a.customer, b.customer));
  const byId = new Map(sorted.map((entry) => [entry.customer.id, entry]));
  return { version, sorted, byId, records: new Set(rows), counts: new Map() };
}

function take(order: CompanyOrder, entry: Entry): void {
  const at = positionAfter(order.sorted, entry.customer, true);
  if (order.sorted[at] === entry) order.sorted.splice(at, 1);
  else order.sorted.splice(order.sorted.indexOf(entry), 1);
  order.byId.delete(entry.customer.id);
  order.records.delete(entry.customer);
}

function put(order: CompanyOrder, customer: CustomerRecord): void {
  const entry = entryOf(customer);
  order.sorted.splice(positionAfter(order.sorted, customer), 0, entry);
  order.byId.set(customer.id, entry);
  order.records.add(customer);
}

/** The company's customers in order, brought up to date with the store. */
function companyOrder(store: Store, companyId: string): CompanyOrder {
  let companies = orders.get(store);
  if (!companies) orders.set(store, (companies = new Map()));
  const known = companies.get(companyId);
  if (known && known.version === store.version) return known;

  const rows = store.customers.where('companyId', companyId);
  if (!known) {
    const order = sortedOrder(rows, store.version);
    companies.set(companyId, order);
    return order;
  }
  const changed: CustomerRecord[] = [];
  for (const row of rows) if (!known.records.has(row)) changed.push(row);
  let replaced = 0;
  for (const row of changed) if (known.byId.has(row.id)) replaced += 1;
  const removed = known.byId.size - (rows.length - changed.length) - replaced;
  if (changed.length + removed > RESORT_OVER) {
    const order = sortedOrder(rows, store.version);
    companies.set(companyId, order);
    return order;
  }
  if (removed > 0) {
    const ids = new Set(rows.map((row) => row.id));
    for (const entry of [...known.byId.values()]) {
      if (!ids.has(entry.customer.id)) take(known, entry);
    }
  }
  for (const row of changed) {
    const before = known.byId.get(row.id);
    if (before) take(known, before);
    put(known, row);
  }
  known.version = store.version;
  if (changed.length + removed > 0) known.counts.clear();
  return known;
}

/** Which of a company's customers a list shows. */
export interface CustomerFilter {
  /** Full name or display name contains it, ignoring case (customer search's rule). */
  search?: string | null;
  /** Only this status (customer search is `active`). */
  status?: CustomerStatus | null;
  /** true: only customers without a location; false: only those with one. */
  needsPin?: boolean | null;
}

interface Matcher {
  keeps(entry: Entry): boolean;
  /** Names the filter among the counts. */
  key: string;
}

function matcher({ search, status, needsPin }: CustomerFilter): Matcher | null {
  const needle = search == null ? '' : customerSearchNeedle(search);
  if (needle === '' && status == null && needsPin == null) return null;
  return {
    keeps: (entry) =>
      (status == null || entry.status === status) &&
      (needsPin == null || entry.needsPin === needsPin) &&
      (needle === '' || customerSearchKeysMatch(entry.keys, needle)),
    key: JSON.stringify([status ?? null, needsPin ?? null, needle]),
  };
}

/** Every customer of the company that `filter` keeps, in display-name order. */
export function listCustomers(
  store: Store,
  companyId: string,
  filter: CustomerFilter = {},
): CustomerRecord[] {
  const { sorted } = companyOrder(store, companyId);
  const filtered = matcher(filter);
  const result: CustomerRecord[] = [];
  for (const entry of sorted) if (!filtered || filtered.keeps(entry)) result.push(entry.customer);
  return result;
}

export interface CustomerPage {
  customers: CustomerRecord[];
  /** Whether a customer the filter keeps follows the page. */
  hasNextPage: boolean;
  /** How many customers the filter keeps, on every page (counted when asked). */
  totalCount(): number;
}

/**
 * Up to `first` customers that `filter` keeps, from the first one after `after` (the sort key of
 * the previous page's last customer; it need not still exist) in display-name order.
 */
export function customerPage(
  store: Store,
  companyId: string,
  { first, after, ...filter }: CustomerFilter & { first: number; after?: SortKey | null },
): CustomerPage {
  const order = companyOrder(store, companyId);
  const { sorted } = order;
  const filtered = matcher(filter);
  const customers: CustomerRecord[] = [];
  let hasNextPage = false;
  for (let i = after ? positionAfter(sorted, after) : 0; i < sorted.length; i += 1) {
    const entry = sorted[i] as Entry;
    if (filtered && !filtered.keeps(entry)) continue;
    if (customers.length === first) {
      hasNextPage = true;
      break;
    }
    customers.push(entry.customer);
  }
  const totalCount = () => {
    if (!filtered) return sorted.length;
    let total = order.counts.get(filtered.key);
    if (total === undefined) {
      total = 0;
      for (const entry of sorted) if (filtered.keeps(entry)) total += 1;
      if (order.counts.size >= MAX_COUNTS) order.counts.clear();
      order.counts.set(filtered.key, total);
    }
    return total;
  };
  return { customers, hasNextPage, totalCount };
}
