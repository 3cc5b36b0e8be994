/** Text as a table's search compares it: lower-cased, without accents ("Zoë" is "zoe"). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether any of a row's texts contains the query, ignoring case, accents and outer spaces (a
 * blank query: every row). For lists a page holds whole (users, service items); customers are
 * searched by the server.
 */
export function matchesTableSearch(texts: readonly (string | null | undefined)[], query: string) {
  const needle = fold(query.trim());
  return needle === '' || texts.some((text) => text != null && fold(text).includes(needle));
}
