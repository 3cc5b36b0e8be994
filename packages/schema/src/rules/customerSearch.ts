/** The fields customer search reads. */
export interface SearchableCustomer {
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  status?: string | null;
}

/** First and last name joined by one space, blank parts dropped (spec §9 "full name"). */
export function customerFullName(c: {
  firstName?: string | null;
  lastName?: string | null;
}): string {
  return [c.firstName, c.lastName]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * The texts customer search looks in, lower-cased: the full name and the display name. The display
 * name is what every list shows ("Bob Brown" for Robert Brown, "Smith Residence"), so a name read
 * off the screen finds its customer (docs/decisions.md, issue 13). The server keeps these per
 * customer, so a search does not lower-case every name again.
 */
export function customerSearchKeys(c: SearchableCustomer): readonly string[] {
  return [customerFullName(c).toLowerCase(), (c.displayName ?? '').trim().toLowerCase()];
}

/** A query as search compares it: without its outer spaces, lower-cased. */
export function customerSearchNeedle(query: string): string {
  return query.trim().toLowerCase();
}

/** Whether one of a customer's search keys contains the needle (a blank needle: always). */
export function customerSearchKeysMatch(keys: readonly string[], needle: string): boolean {
  return keys.some((key) => key.includes(needle));
}

/** Whether the full name or the display name contains the query, ignoring case and outer spaces. */
export function matchesCustomerName(c: SearchableCustomer, query: string): boolean {
  return customerSearchKeysMatch(customerSearchKeys(c), customerSearchNeedle(query));
}

/**
 * Customer search (spec §4, §9): active customers only; case-insensitive substring match on the
 * full name or the display name; a blank query matches every active customer.
 */
export function matchesCustomerSearch(c: SearchableCustomer, query: string): boolean {
  return c.status === 'active' && matchesCustomerName(c, query);
}

/** The customers matching {@link matchesCustomerSearch}, in their given order. */
export function searchCustomers<T extends SearchableCustomer>(
  customers: readonly T[],
  query: string,
): T[] {
  return customers.filter((c) => matchesCustomerSearch(c, query));
}
