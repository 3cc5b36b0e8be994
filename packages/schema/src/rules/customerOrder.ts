import { compareNames } from './nameOrder';

/**
 * How the customers list sorts by a column of the customers table (customersConnection's
 * `orderBy`), the whole list on the server. Names in the house's name order, numbers by size,
 * empty values last in either direction (as the table sorts), ties by id ascending so a page's
 * cursor always stands at one place.
 */
export type CustomerOrderField =
  'displayName' | 'fullName' | 'place' | 'mobile' | 'status' | 'jobCount';

export type CustomerSortDirection = 'ascending' | 'descending';

export interface CustomerOrder {
  field: CustomerOrderField;
  direction: CustomerSortDirection;
}

/** The list's order without `orderBy`. */
export const DEFAULT_CUSTOMER_ORDER: CustomerOrder = {
  field: 'displayName',
  direction: 'ascending',
};

export const isDefaultCustomerOrder = (order: CustomerOrder | null | undefined): boolean =>
  order == null || (order.field === 'displayName' && order.direction === 'ascending');

/** The customer's place as the table shows it: address line 1, then "city, state". */
export function customerPlace(customer: {
  address1?: string | null;
  city?: string | null;
  state?: string | null;
}): string {
  return [customer.address1, [customer.city, customer.state].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');
}

/** What a customer sorts by in one column: text, a number, or null when empty. */
export type CustomerSortValue = string | number | null;

/** Where a customer stands in an order: its value in the sorted column and its id. */
export interface CustomerSortKey {
  value: CustomerSortValue;
  id: string;
}

/** The fields a customer sorts by. */
export interface CustomerSortFields {
  displayName: string;
  fullName: string;
  address1?: string | null;
  city?: string | null;
  state?: string | null;
  mobile?: string | null;
  status: string;
  jobCount: number;
}

/** The customer's value in `field` (a blank text is empty). */
export function customerSortValue(
  field: CustomerOrderField,
  customer: CustomerSortFields,
): CustomerSortValue {
  const text = (value: string | null | undefined) => (value?.trim() ? value : null);
  switch (field) {
    case 'displayName':
      return customer.displayName;
    case 'fullName':
      return text(customer.fullName);
    case 'place':
      return text(customerPlace(customer));
    case 'mobile':
      return text(customer.mobile);
    case 'status':
      return customer.status;
    case 'jobCount':
      return customer.jobCount;
  }
}

const compareValues = (a: string | number, b: string | number): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : compareNames(String(a), String(b));

/** Compares two sort keys in `direction`: empty values last either way, then ids ascending. */
export function compareCustomerSortKeys(
  direction: CustomerSortDirection,
  a: CustomerSortKey,
  b: CustomerSortKey,
): number {
  const byId = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  if (a.value === null || b.value === null) {
    if (a.value === b.value) return byId;
    return a.value === null ? 1 : -1;
  }
  const byValue = compareValues(a.value, b.value);
  return (direction === 'descending' ? -byValue : byValue) || byId;
}
