/** The fields customer search reads. */
export interface SearchableCustomer {
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  status?: string | null;
}

/** First and last name joined by one space, blank parts dropped (the "full name"). */
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
 * A text as customer search compares it: lower-cased and without accents, so "cafe" finds
 * "Café Zoë" and "ZOE" finds it too. Letters are decomposed (NFD) and their combining marks
 * dropped; letters with no decomposition ("ø", "ß") stay as they are.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The texts customer search looks in, folded (lower case, no accents): the full name and the display name. The display
 * name is what every list shows ("Bob Brown" for Robert Brown, "Smith Residence"), so a name read
 * off the screen finds its customer (docs/decisions.md, "Customers"). The server keeps these per
 * customer, so a search does not lower-case every name again.
 */
export function customerSearchKeys(c: SearchableCustomer): readonly string[] {
  return [foldForSearch(customerFullName(c)), foldForSearch((c.displayName ?? '').trim())];
}

/** A query as search compares it: without its outer spaces, folded (lower case, no accents). */
export function customerSearchNeedle(query: string): string {
  return foldForSearch(query.trim());
}

/** Whether one of a customer's search keys contains the needle (a blank needle: always). */
export function customerSearchKeysMatch(keys: readonly string[], needle: string): boolean {
  return keys.some((key) => key.includes(needle));
}

/**
 * Whether the full name or the display name contains the query, ignoring case, accents and outer
 * spaces.
 */
export function matchesCustomerName(c: SearchableCustomer, query: string): boolean {
  return customerSearchKeysMatch(customerSearchKeys(c), customerSearchNeedle(query));
}

/**
 * Customer search: active customers only; case- and accent-insensitive substring match on the full
 * name or the display name; a blank query matches every active customer.
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
