import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type Collision,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardSensorOptions,
  type Modifier,
  type PointerSensorOptions,
  type ScreenReaderInstructions,
  type TouchSensorOptions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { moveInList, sortByOrder } from '@routebook/schema';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';

import type { JobRowJob } from '../JobRow';
import type { NoteRowNote } from '../NoteRow';
import type { RenderLinkProps } from '../SideMenu';
import { labelWithExcerpt, richTextPlainText } from '../textLabel';
import type { RouteItemAction } from './RouteItemActions';
import styles from './RouteItemList.module.css';
import { RouteItemContent, SortableRouteItem } from './SortableRouteItem';

/** One item of a route (spec §3 RouteItem): a job or a note, at its place in the order. */
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
  /** Admins reorder and act on items; everyone else gets a plain read-only list (spec §2, §6). */
  editable: boolean;
  /** The job's page: tapping a job goes there. */
  jobHref(jobId: string): string;
  /** Renders an app link (the app passes its router's Link). */
  renderLink(props: RenderLinkProps): ReactNode;
  /** The company's plan level: job rows show the service-item count only where the plan has it. */
  planLevel?: number | null;
  /** After a drop: every item's id in the new order (the app renumbers and saves, spec §4). */
  onReorder?(orderedIds: string[]): void;
  /** Notes only. */
  onEdit?(item: RouteItemListItem): void;
  onCopy?(item: RouteItemListItem): void;
  onMove?(item: RouteItemListItem): void;
  onDelete?(item: RouteItemListItem): void;
  className?: string;
}

export const ROUTE_ITEM_LIST_EMPTY = 'No jobs or notes on this route yet.';

/** How an item is named to assistive technology: the customer, or "Note: <its first words>". */
export function routeItemLabel(item: RouteItemListItem): string {
  if (item.type === 'job' && item.job) return item.job.customer.displayName;
  return labelWithExcerpt('Note', item.note ? richTextPlainText(item.note.note) : '');
}

const isShowable = (item: RouteItemListItem) =>
  item.type === 'job' ? Boolean(item.job) : Boolean(item.note);

/**
 * A route's jobs and notes in order (spec §2 route detail, §4 ordering). Read-only: a plain list.
 * Editable (admins): each row has a drag handle (mouse, press-and-hold on touch, or keyboard) and
 * its actions, reachable by swiping the row left or through its "Actions for …" menu.
 */
export function RouteItemList({
  items,
  editable,
  jobHref,
  renderLink,
  planLevel,
  className,
  ...callbacks
}: RouteItemListProps) {
  const sorted = useMemo(() => sortByOrder(items.filter(isShowable)), [items]);
  const rootClassName = [styles.root, className].filter(Boolean).join(' ');

  if (sorted.length === 0) {
    return (
      <div className={rootClassName}>
        <p className={styles.empty}>{ROUTE_ITEM_LIST_EMPTY}</p>
      </div>
    );
  }

  return (
    <div className={rootClassName}>
      {editable ? (
        <EditableList
          items={sorted}
          jobHref={jobHref}
          renderLink={renderLink}
          planLevel={planLevel}
          {...callbacks}
        />
      ) : (
        <ol className={styles.list} aria-label="Route items">
          {sorted.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.content}>
                <RouteItemContent
                  item={item}
                  href={item.job ? jobHref(item.job.id) : ''}
                  renderLink={renderLink}
                  planLevel={planLevel}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * dnd-kit's PointerSensor for mouse and pen only: touch goes to the TouchSensor (press and hold),
 * so a finger on a handle can still scroll the page.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (
        { nativeEvent: event }: ReactPointerEvent,
        { onActivation }: PointerSensorOptions,
      ): boolean => {
        if (event.pointerType === 'touch' || !event.isPrimary || event.button !== 0) return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

// Module constants: dnd-kit memoizes sensors on these options' identity.
const POINTER_OPTIONS: PointerSensorOptions = { activationConstraint: { distance: 6 } };
const TOUCH_OPTIONS: TouchSensorOptions = { activationConstraint: { delay: 250, tolerance: 6 } };
const KEYBOARD_OPTIONS: KeyboardSensorOptions = { coordinateGetter: sortableKeyboardCoordinates };

/** Items move up and down only. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [restrictToVerticalAxis];

/**
 * closestCenter for one column of rows in list order, by binary search: dnd-kit's rects read the
 * scroll position on every access, and closestCenter reads four of them per row on every move
 * (800 reads with 200 items); this reads about 16.
 */
function closestRowInColumn(ids: readonly string[]): CollisionDetection {
  return (args) => {
    const { collisionRect, droppableRects } = args;
    const centre = collisionRect.top + collisionRect.height / 2;
    const middles = new Map<number, number | null>();
    const middleOf = (index: number) => {
      if (!middles.has(index)) {
        const rect = droppableRects.get(ids[index] ?? '');
        middles.set(index, rect ? rect.top + rect.height / 2 : null);
      }
      return middles.get(index) ?? null;
    };
    // The first row whose middle is at or below the dragged row's centre.
    let low = 0;
    let high = ids.length - 1;
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      const middle = middleOf(mid);
      if (middle === null) return closestCenter(args);
      if (middle < centre) low = mid + 1;
      else high = mid;
    }
    const collisions: Collision[] = [];
    for (const index of [low - 1, low]) {
      const id = ids[index];
      const middle = index >= 0 ? middleOf(index) : null;
      if (id !== undefined && middle !== null) {
        collisions.push({ id, data: { value: Math.abs(middle - centre) } });
      }
    }
    return collisions.sort((a, b) => (a.data?.value ?? 0) - (b.data?.value ?? 0));
  };
}

const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this job or note, press Space. Use the up and down arrow keys to choose its new place on the route, then press Space to drop it there, or Escape to cancel.',
};

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

interface EditableListProps extends Callbacks {
  items: readonly RouteItemListItem[];
  jobHref(jobId: string): string;
  renderLink(props: RenderLinkProps): ReactNode;
  planLevel?: number | null | undefined;
}

function EditableList({ items, jobHref, renderLink, planLevel, ...callbacks }: EditableListProps) {
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, POINTER_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const labels = useMemo(
    () => new Map(items.map((item) => [item.id, routeItemLabel(item)])),
    [items],
  );
  /** The one row whose actions are swiped open. */
  const [openId, setOpenId] = useState<string | null>(null);

  // Rows get stable functions that call the latest callbacks, so a parent's new arrow functions
  // never re-render 200 rows.
  const latest = useRef<Callbacks>(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
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
  const onAction = useCallback((action: RouteItemAction, item: RouteItemListItem) => {
    latest.current[ACTION_CALLBACK[action]]?.(item);
  }, []);
  const onSwipeOpenChange = useCallback((id: string, open: boolean) => {
    setOpenId((current) => (open ? id : current === id ? null : current));
  }, []);

  /** Where the dragged item was last announced, so that only a real move is announced. */
  const lastAnnounced = useRef<UniqueIdentifier | null>(null);
  const accessibility = useMemo(() => {
    const name = (id: UniqueIdentifier) => labels.get(String(id)) ?? 'The item';
    const place = (id: UniqueIdentifier) =>
      `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastAnnounced.current = active.id;
        return `Picked up ${name(active.id)}, ${place(active.id)}.`;
      },
      onDragOver: ({ active, over }) => {
        const at = over?.id ?? null;
        if (at === lastAnnounced.current) return undefined;
        lastAnnounced.current = at;
        return over
          ? `${name(active.id)} moved to ${place(over.id)}.`
          : `${name(active.id)} is outside the list.`;
      },
      onDragEnd: ({ active, over }) =>
        over
          ? `${name(active.id)} dropped at ${place(over.id)}.`
          : `${name(active.id)} dropped outside the list; the order is unchanged.`,
      onDragCancel: ({ active }) =>
        `Moving cancelled. ${name(active.id)} is back at ${place(active.id)}.`,
    };
    return { announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS };
  }, [ids, labels]);

  const collisionDetection = useMemo(() => closestRowInColumn(ids), [ids]);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over || active.id === over.id) return;
      const from = ids.indexOf(String(active.id));
      const to = ids.indexOf(String(over.id));
      if (from < 0 || to < 0) return;
      latest.current.onReorder?.(moveInList(ids, from, to));
    },
    [ids],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      modifiers={MODIFIERS}
      accessibility={accessibility}
      onDragStart={() => setOpenId(null)}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label="Route items" data-editable="">
          {items.map((item) => (
            <SortableRouteItem
              key={item.id}
              item={item}
              href={item.job ? jobHref(item.job.id) : ''}
              renderLink={renderLink}
              planLevel={planLevel}
              label={labels.get(item.id) ?? ''}
              actions={actions}
              onAction={onAction}
              swipeOpen={openId === item.id}
              onSwipeOpenChange={onSwipeOpenChange}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
