import { sortByOrder } from '@routebook/schema';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type ReactNode,
} from 'react';

import type { JobRowJob } from '../JobRow';
import type { NoteRowNote } from '../NoteRow';
import type { RenderLinkProps } from '../SideMenu';
import { labelWithExcerpt, richTextPlainText } from '../textLabel';
import type { RouteItemAction } from './RouteItemActions';
import styles from './RouteItemList.module.css';
import { useReorder, type RowGeometry } from './RouteItemListReorder';
import { useListWindow } from './RouteItemListWindow';
import { RouteItemContent, SortableRouteItem } from './SortableRouteItem';

/** One item of a route: a job or a note, at its place in the order. */
export interface RouteItemListItem {
  id: string;
  type: 'job' | 'note';
  order: number;
  /** Set for a job (null or absent for a note). */
  job?: JobRowJob | null;
  /** Set for a note (null or absent for a job). */
  note?: NoteRowNote | null;
}

export interface RouteItemListProps {
  items: readonly RouteItemListItem[];
  /** Admins reorder and act on items; everyone else gets a plain read-only list. */
  editable: boolean;
  /** The job's page: tapping a job goes there. */
  jobHref(jobId: string): string;
  /** Renders an app link (the app passes its router's Link). */
  renderLink(props: RenderLinkProps): ReactNode;
  /** The company's plan level: job rows show the service-item count only where the plan has it. */
  planLevel?: number | null;
  /**
   * After a drop: every item's id in the new order (the app renumbers and saves,
   * product.md §Routes and route items). The list shows that order at once and keeps it while the
   * returned promise is pending (or, if there is none, until `items` changes); if the promise
   * rejects, the rows go back.
   */
  onReorder?(orderedIds: string[]): unknown;
  /** Notes only. */
  onEdit?(item: RouteItemListItem): void;
  onCopy?(item: RouteItemListItem): void;
  onMove?(item: RouteItemListItem): void;
  onDelete?(item: RouteItemListItem): void;
  className?: string;
}

export const ROUTE_ITEM_LIST_EMPTY = 'No jobs or notes on this route yet.';

/** Told to screen-reader users on every drag handle (its description). */
export const ROUTE_ITEM_REORDER_INSTRUCTIONS =
  'To move this job or note, press Space. Use the up and down arrow keys to choose its new place on the route, then press Space to drop it there, or Escape to cancel.';

const labels = new WeakMap<RouteItemListItem, string>();

/** How an item is named to assistive technology: the customer, or "Note: <its first words>". */
export function routeItemLabel(item: RouteItemListItem): string {
  let label = labels.get(item);
  if (label === undefined) {
    label =
      item.type === 'job' && item.job
        ? item.job.customer.displayName
        : labelWithExcerpt('Note', item.note ? richTextPlainText(item.note.note) : '');
    labels.set(item, label);
  }
  return label;
}

const isShowable = (item: RouteItemListItem) =>
  item.type === 'job' ? Boolean(item.job) : Boolean(item.note);

/**
 * A route's jobs and notes in order (product.md §Routes and route items). Only the rows in view
 * (and a few around them) are in the document, whatever the route's length. Read-only: a plain
 * list. Editable (admins): each row has a drag handle (mouse, press-and-hold on touch, or
 * keyboard) and its actions, reachable by swiping the row left or through its "Actions for …" menu.
 */
export function RouteItemList({ items, className, ...rest }: RouteItemListProps) {
  const sorted = useMemo(() => sortByOrder(items.filter(isShowable)), [items]);
  const rootClassName = [styles.root, className].filter(Boolean).join(' ');

  return (
    <div className={rootClassName}>
      {sorted.length === 0 ? (
        <p className={styles.empty}>{ROUTE_ITEM_LIST_EMPTY}</p>
      ) : (
        <Rows items={sorted} {...rest} />
      )}
    </div>
  );
}

type Callbacks = Pick<
  RouteItemListProps,
  'onReorder' | 'onEdit' | 'onCopy' | 'onMove' | 'onDelete'
>;

const ACTION_CALLBACK = {
  edit: 'onEdit',
  copy: 'onCopy',
  move: 'onMove',
  delete: 'onDelete',
} as const satisfies Record<RouteItemAction, keyof Callbacks>;

interface RowsProps extends Omit<RouteItemListProps, 'className'> {
  /** Showable items, sorted. */
  items: readonly RouteItemListItem[];
}

/** A dropped order, shown before the app's items follow it. */
interface Drop {
  /** The items when it was dropped. */
  base: readonly RouteItemListItem[];
  order: readonly string[];
  /** The app's save has not settled yet. */
  saving: boolean;
}

/** The id of the row holding `element`. */
const rowIdOf = (element: EventTarget | null) =>
  element instanceof Element
    ? (element.closest('li[data-id]')?.getAttribute('data-id') ?? null)
    : null;

function Rows({ items, editable, jobHref, renderLink, planLevel, ...callbacks }: RowsProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const instructionsId = useId();
  const itemIds = useMemo(() => items.map((item) => item.id), [items]);
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  // A drop shows its order at once (the app's save and its store follow): while the save is on
  // its way, then until the app hands over new items; a refused save puts the rows back.
  const [drops, setDrops] = useState<readonly Drop[]>([]);
  const shownDrop = drops.findLast(
    (drop) =>
      (drop.saving || drop.base === items) &&
      drop.order.length === items.length &&
      drop.order.every((id) => byId.has(id)),
  );
  const order = shownDrop?.order ?? itemIds;
  /** The one row whose actions are swiped open. */
  const [openId, setOpenId] = useState<string | null>(null);
  /** The row holding focus stays rendered when scrolled away, so focus is never lost. */
  const [focusedId, setFocusedId] = useState<string | null>(null);

  // Rows get stable functions that call the latest callbacks, so a parent's new arrow functions
  // never re-render the rows.
  const latest = useRef({ callbacks, items, byId });
  useLayoutEffect(() => {
    latest.current = { callbacks, items, byId };
  });
  const { onEdit, onCopy, onMove, onDelete } = callbacks;
  const canEdit = Boolean(onEdit);
  const canCopy = Boolean(onCopy);
  const canMove = Boolean(onMove);
  const canDelete = Boolean(onDelete);
  const actions = useMemo(
    () =>
      (
        [
          ['edit', canEdit],
          ['copy', canCopy],
          ['move', canMove],
          ['delete', canDelete],
        ] as const
      )
        .filter(([, offered]) => offered)
        .map(([action]) => action),
    [canEdit, canCopy, canMove, canDelete],
  );
  const onAction = useCallback((action: RouteItemAction, id: string) => {
    const item = latest.current.byId.get(id);
    if (item) latest.current.callbacks[ACTION_CALLBACK[action]]?.(item);
  }, []);
  const onSwipeOpenChange = useCallback((id: string, open: boolean) => {
    setOpenId((current) => (open ? id : current === id ? null : current));
  }, []);

  const geometryRef = useRef<RowGeometry | null>(null);
  const { move, preview, pointerTop, handleEvents, announcerRef, pointerLayer } = useReorder({
    order,
    enabled: editable,
    listRef,
    geometryRef,
    nameOf: useCallback((id: string) => {
      const item = latest.current.byId.get(id);
      return item ? routeItemLabel(item) : 'The item';
    }, []),
    onPickUp: useCallback(() => setOpenId(null), []),
    onDrop: useCallback((orderedIds: string[]) => {
      const returned = latest.current.callbacks.onReorder?.(orderedIds);
      const saving = returned instanceof Promise ? returned : null;
      const drop: Drop = { base: latest.current.items, order: orderedIds, saving: Boolean(saving) };
      setDrops((current) => [...current.filter((earlier) => earlier.saving), drop]);
      // Saved: shown until the app's items change (they then follow it). Refused: gone.
      saving?.then(
        () =>
          setDrops((current) =>
            current.map((other) => (other === drop ? { ...drop, saving: false } : other)),
          ),
        () => setDrops((current) => current.filter((other) => other !== drop)),
      );
    }, []),
  });

  const keep: number[] = [];
  if (move) keep.push(move.to);
  const focusedIndex = focusedId === null ? -1 : preview.indexOf(focusedId);
  if (focusedIndex >= 0) keep.push(focusedIndex);
  const view = useListWindow({ listRef, keys: preview, keep });
  // Stop numbers count the jobs in the order shown (a moving row renumbers as it goes); a note is
  // not a stop. Drawn in the list item, outside the memoized row: a reorder renders no row again.
  const stopNumbers = useMemo(() => {
    const numbers = new Map<string, number>();
    for (const id of preview) {
      if (byId.get(id)?.type === 'job') numbers.set(id, numbers.size + 1);
    }
    return numbers;
  }, [preview, byId]);
  useLayoutEffect(() => {
    geometryRef.current = view;
  });

  // While a row moves, rows keep their place in the document (focus stays on the moving handle)
  // and only their position on screen changes; after the drop they take their new places.
  const place = useMemo(() => new Map(order.map((id, index) => [id, index])), [order]);
  const rows = view.rows.map((row) => ({ row, id: preview[row.index] ?? '' }));
  if (move) rows.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));

  return (
    <>
      <ol
        ref={listRef}
        className={styles.list}
        aria-label="Route items"
        data-editable={editable || undefined}
        data-moving={move?.by}
        style={{ height: view.height }}
        onFocus={(event: ReactFocusEvent) => setFocusedId(rowIdOf(event.target))}
        onBlur={(event: ReactFocusEvent) => {
          if (!listRef.current?.contains(event.relatedTarget as Node | null)) setFocusedId(null);
        }}
      >
        {rows.map(({ row, id }) => {
          const item = byId.get(id);
          if (!item) return null;
          const moving = move?.id === id;
          const top = moving && pointerTop !== null ? pointerTop : row.start;
          const href = item.job ? jobHref(item.job.id) : '';
          const stop = stopNumbers.get(id);
          return (
            <li
              key={id}
              ref={view.measureRow}
              data-id={id}
              className={styles.item}
              data-dragging={moving || undefined}
              aria-posinset={row.index + 1}
              aria-setsize={preview.length}
              style={{ transform: `translateY(${top}px)` }}
            >
              <span className={styles.stopNumber}>
                {stop !== undefined && (
                  <>
                    <span className={styles.visuallyHidden}>Stop </span>
                    {stop}
                  </>
                )}
              </span>
              {editable ? (
                <SortableRouteItem
                  id={id}
                  type={item.type}
                  job={item.job}
                  note={item.note}
                  href={href}
                  renderLink={renderLink}
                  planLevel={planLevel}
                  label={routeItemLabel(item)}
                  actions={actions}
                  onAction={onAction}
                  swipeOpen={openId === id}
                  onSwipeOpenChange={onSwipeOpenChange}
                  moving={moving}
                  instructionsId={instructionsId}
                  handleEvents={handleEvents}
                />
              ) : (
                <div className={styles.content}>
                  <RouteItemContent
                    job={item.job}
                    note={item.note}
                    href={href}
                    renderLink={renderLink}
                    planLevel={planLevel}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {editable && (
        <>
          <span id={instructionsId} hidden>
            {ROUTE_ITEM_REORDER_INSTRUCTIONS}
          </span>
          <div
            ref={announcerRef}
            role="status"
            aria-live="assertive"
            aria-atomic="true"
            className={styles.visuallyHidden}
            data-route-item-announcer=""
          />
          {pointerLayer}
        </>
      )}
    </>
  );
}
