/**
 * A page of a company's customers in another order than display name (customersConnection with
 * `orderBy`). The filtered list is sorted per request by the shared rule: unlike the display-name
 * order (customerIndex) it is not kept between requests, since a job count changes with every job;
 * sorting 50,000 customers with one collator stays well under the request budget.
 */
import {
  compareCustomerSortKeys,
  customerFullName,
  customerSortValue,
  type CustomerOrder,
  type CustomerSortKey,
} from '@routebook/schema';
import type { Store } from '../store/store';
import type { CustomerRecord } from '../store/records';
import { listCustomers, type CustomerFilter, type CustomerPage } from './customerIndex';

/** The customer's place in `order`. */
export function customerSortKey(
  store: Store,
  order: CustomerOrder,
  customer: CustomerRecord,
): CustomerSortKey {
  const jobCount = order.field === 'jobCount' ? store.jobs.count('customerId', customer.id) : 0;
  const fields = { ...customer, fullName: customerFullName(customer), jobCount };
  return { value: customerSortValue(order.field, fields), id: customer.id };
}

interface Row {
  customer: CustomerRecord;
  key: CustomerSortKey;
}

/**
 * Up to `first` customers that `filter` keeps, in `order`, from the first one after `after` (the
 * sort key of the previous page's last customer; it need not still exist).
 */
export function customerPageInOrder(
  store: Store,
  companyId: string,
  order: CustomerOrder,
  { first, after, ...filter }: CustomerFilter & { first: number; after?: CustomerSortKey | null },
): CustomerPage & { keys: CustomerSortKey[] } {
  const rows: Row[] = listCustomers(store, companyId, filter).map((customer) => ({
    customer,
    key: customerSortKey(store, order, customer),
  }));
  const compare = (a: CustomerSortKey, b: CustomerSortKey) =>
    compareCustomerSortKeys(order.direction, a, b);
  rows.sort((a, b) => compare(a.key, b.key));
  let start = 0;
  if (after) {
    let high = rows.length;
    while (start < high) {
      const middle = (start + high) >>> 1;
      if (compare((rows[middle] as Row).key, after) <= 0) start = middle + 1;
      else high = middle;
    }
  }
  const page = rows.slice(start, start + first);
  return {
    customers: page.map((row) => row.customer),
    keys: page.map((row) => row.key),
    hasNextPage: start + first < rows.length,
    totalCount: () => rows.length,
  };
}
