import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { compareNames } from '@routebook/schema';
import { getDataID } from './environment';

/** The store record of a `typeName` with the backend id `id` (record ids are `Typename:id`). */
export const recordOf = (store: RecordSourceSelectorProxy, typeName: string, id: string) =>
  store.get(String(getDataID({ id }, typeName)));

/**
 * Rewrites a list field in the store (a mutation's updater: the answer carries one record, the
 * list is elsewhere), keeping it in the server's order: by `sortBy` text, then by id.
 */
export function rewriteSortedList(
  owner: RecordProxy | null | undefined,
  field: string,
  args: Record<string, unknown> | undefined,
  sortBy: string,
  change: (records: RecordProxy[]) => RecordProxy[],
): void {
  const list = owner?.getLinkedRecords(field, args);
  if (!owner || !list) return;
  // The server's name order (the shared rule), then the id: the same record ids share a prefix.
  const sorted = change(list.filter(Boolean)).sort(
    (a, b) =>
      compareNames(String(a.getValue(sortBy) ?? ''), String(b.getValue(sortBy) ?? '')) ||
      (a.getDataID() < b.getDataID() ? -1 : a.getDataID() > b.getDataID() ? 1 : 0),
  );
  owner.setLinkedRecords(sorted, field, args);
}

/** A list change adding `record` (rewriteSortedList puts it in its place). */
export const adding =
  (record: RecordProxy | null | undefined) =>
  (records: RecordProxy[]): RecordProxy[] =>
    record ? [...records, record] : records;

/** A list change taking out the record whose backend id is `id`. */
export const removing =
  (id: string | null | undefined) =>
  (records: RecordProxy[]): RecordProxy[] =>
    records.filter((record) => record.getValue('id') !== id);

/** A list change keeping every record (after a rename: only the order may change). */
export const keeping = (records: RecordProxy[]): RecordProxy[] => records;
