import { nextItemOrder, sortByOrder } from '@routebook/schema';
import type { Store } from '../store/store';
import type { RouteItemRecord, RouteItemType } from '../store/records';

/** A route's items in display order: by order, ties by insertion. */
export function sortedItems(store: Store, routeId: string): RouteItemRecord[] {
  const bySeq = store.routeItems.where('routeId', routeId).sort((a, b) => a.seq - b.seq);
  return sortByOrder(bySeq);
}

/** Appends an item to a route at (item count + 1) x 10. */
export function appendItem(
  store: Store,
  item: {
    companyId: string;
    routeId: string;
    type: RouteItemType;
    jobId: string | null;
    noteId: string | null;
  },
): RouteItemRecord {
  const siblings = store.routeItems.where('routeId', item.routeId);
  const order = nextItemOrder(siblings.length);
  const seq = siblings.reduce((max, sibling) => Math.max(max, sibling.seq), 0) + 1;
  return store.routeItems.insert({ ...item, order, seq });
}
