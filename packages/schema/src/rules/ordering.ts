/** Item orders are multiples of this step (product.md §Routes and route items). */
export const ORDER_STEP = 10;

/** Order for a new item: (item count + 1) x 10. */
export function nextItemOrder(itemCount: number): number {
  return (itemCount + 1) * ORDER_STEP;
}

/** After a reorder, every item is renumbered 10, 20, 30 … in the given order. */
export function renumber<T extends { id: string }>(
  items: readonly T[],
): { id: string; order: number }[] {
  return items.map((item, index) => ({ id: item.id, order: (index + 1) * ORDER_STEP }));
}

/** Items sorted by order, stable, as a new array. */
export function sortByOrder<T extends { order: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order);
}

/**
 * A new array with the element at `from` moved to `to` (drag and drop reorder). A non-integer or
 * out-of-range `from`, or a non-integer `to`, returns an unchanged copy; `to` is clamped to the
 * list.
 */
export function moveInList<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  if (!Number.isInteger(from) || !Number.isInteger(to)) return result;
  if (from < 0 || from >= result.length) return result;
  const target = Math.min(Math.max(to, 0), result.length - 1);
  const [moved] = result.splice(from, 1) as [T];
  result.splice(target, 0, moved);
  return result;
}
