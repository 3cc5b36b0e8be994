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
 * Whether the full name or the display name contains the query, ignoring case and the query's
 * outer spaces. The display name is what every list shows ("Bob Brown" for Robert Brown, "Smith
 * Residence"), so a name read off the screen finds its customer (docs/decisions.md, issue 13).
 */
export function matchesCustomerName(c: SearchableCustomer, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return [customerFullName(c), (c.displayName ?? '').trim()].some((name) =>
    name.toLowerCase().includes(needle),
  );
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
