import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';
import { compareNames } from '@routebook/schema';

/**
 * Keeps a connection the server sorts by a name (Company.customersConnection: by display name,
 * then id) in order after a mutation changed one of its records, without asking for it again:
 * the pages loaded so far stay, and the record goes where the server would list it.
 */
export interface SortedConnection {
  /** The connection record (ConnectionHandler.getConnection), or null when none is loaded. */
  connection: RecordProxy | null | undefined;
  /** The field the server sorts by (then by id). */
  sortBy: string;
  /** The edge type, for a new edge. */
  edgeType: string;
  /** Whether the connection's filters (its search, its status) keep the record. */
  keeps(record: RecordProxy): boolean;
}

/** The server's order: the shared name rule, then the id (record ids share the type's prefix). */
const compare = (sortBy: string, a: RecordProxy, b: RecordProxy) =>
  compareNames(String(a.getValue(sortBy) ?? ''), String(b.getValue(sortBy) ?? '')) ||
  (a.getDataID() < b.getDataID() ? -1 : a.getDataID() > b.getDataID() ? 1 : 0);

const nodeOf = (edge: RecordProxy | null | undefined) => edge?.getLinkedRecord('node') ?? null;

function addToTotal(connection: RecordProxy, change: number) {
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(Math.max(total + change, 0), 'totalCount');
}

/**
 * Puts `record` (new, or changed: renamed, another status) in its place in the loaded pages, or
 * takes it out when the filters no longer keep it. A record that now sorts after the last loaded
 * row while more pages follow is left for those pages. `isNew` counts it into `totalCount`.
 */
export function placeInConnection(
  store: RecordSourceProxy,
  { connection, sortBy, edgeType, keeps }: SortedConnection,
  record: RecordProxy | null | undefined,
  isNew: boolean,
): void {
  if (!connection || !record) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  const at = edges.findIndex((edge) => nodeOf(edge)?.getDataID() === record.getDataID());
  const existing = at >= 0 ? edges[at] : null;
  const others = edges.filter((_, index) => index !== at);
  if (!keeps(record)) {
    if (existing) {
      connection.setLinkedRecords(others, 'edges');
      addToTotal(connection, -1);
    }
    return;
  }
  if (isNew) addToTotal(connection, 1);
  const after = others.findIndex((edge) => {
    const node = nodeOf(edge);
    return node !== null && compare(sortBy, node, record) > 0;
  });
  const hasNext = connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === true;
  if (after < 0 && hasNext) {
    if (existing) connection.setLinkedRecords(others, 'edges');
    return;
  }
  const edge = existing ?? ConnectionHandler.createEdge(store, connection, record, edgeType);
  const position = after < 0 ? others.length : after;
  connection.setLinkedRecords(
    [...others.slice(0, position), edge, ...others.slice(position)],
    'edges',
  );
}

/**
 * Takes a deleted record out of the loaded pages, and out of `totalCount` when the filters kept it
 * (loaded or not). Call it before the record leaves the store.
 */
export function removeFromConnection(
  { connection, keeps }: SortedConnection,
  record: RecordProxy | null | undefined,
): void {
  if (!connection || !record) return;
  ConnectionHandler.deleteNode(connection, record.getDataID());
  if (keeps(record)) addToTotal(connection, -1);
}
