import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  memo,
  useCallback,
  useMemo,
  useRef,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';

import { JobRow } from '../JobRow';
import { NoteRow } from '../NoteRow';
import type { RenderLinkProps } from '../SideMenu';
import {
  RouteItemActionsMenu,
  RouteItemSwipeActions,
  useSwipeReveal,
  type RouteItemAction,
} from './RouteItemActions';
import type { RouteItemListItem } from './RouteItemList';
import styles from './RouteItemList.module.css';

/** A dot of radius 1.5 at (x, y), as path data. */
const dot = (x: number, y: number) => `M${x - 1.5} ${y}a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0`;
const GRIP_PATH = [3, 8, 13].map((y) => dot(5.5, y) + dot(10.5, y)).join('');

/** Six dots; one path (the icon repeats on every row). */
function GripIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
      <path d={GRIP_PATH} />
    </svg>
  );
}

export interface RouteItemContentProps {
  item: RouteItemListItem;
  /** The job's page ('' for a note). */
  href: string;
  renderLink(props: RenderLinkProps): ReactNode;
  /** The company's plan level, for the counts a job row shows. */
  planLevel?: number | null | undefined;
}

/** A job row or a note row, whichever the item is. */
export function RouteItemContent({ item, href, renderLink, planLevel }: RouteItemContentProps) {
  if (item.type === 'job' && item.job) {
    return <JobRow job={item.job} href={href} renderLink={renderLink} planLevel={planLevel} />;
  }
  if (item.note) return <NoteRow note={item.note} />;
  return null;
}

export interface SortableRouteItemProps extends RouteItemContentProps {
  /** The item's name in labels: "Reorder <label>", "Actions for <label>". */
  label: string;
  /** The actions the list offers; Edit is kept for notes only. */
  actions: readonly RouteItemAction[];
  onAction(action: RouteItemAction, item: RouteItemListItem): void;
  /** This row's actions are swiped open. */
  swipeOpen: boolean;
  onSwipeOpenChange(id: string, open: boolean): void;
}

/**
 * One item of the editable list: the sortable `li` (dnd-kit re-renders it on every drag move, so
 * it stays cheap) around a memoized row that re-renders only when its own props change.
 */
export const SortableRouteItem = memo(function SortableRouteItem(props: SortableRouteItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: props.item.id });

  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <RouteItemRow
        {...props}
        attributes={attributes}
        listeners={listeners}
        setActivatorNodeRef={setActivatorNodeRef}
        isDragging={isDragging}
      />
    </li>
  );
});

interface RouteItemRowProps extends SortableRouteItemProps {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef(element: HTMLElement | null): void;
  isDragging: boolean;
}

const RouteItemRow = memo(function RouteItemRow({
  item,
  href,
  renderLink,
  planLevel,
  label,
  actions,
  onAction,
  swipeOpen,
  onSwipeOpenChange,
  attributes,
  listeners,
  setActivatorNodeRef,
  isDragging,
}: RouteItemRowProps) {
  const itemActions = useMemo(
    () => actions.filter((action) => action !== 'edit' || item.type === 'note'),
    [actions, item.type],
  );
  const hasActions = itemActions.length > 0;
  const actionsRef = useRef<HTMLDivElement>(null);
  const setOpen = useCallback(
    (open: boolean) => onSwipeOpenChange(item.id, open),
    [onSwipeOpenChange, item.id],
  );
  const { dragOffset, surfaceHandlers } = useSwipeReveal({
    open: swipeOpen,
    onOpenChange: setOpen,
    actionsRef,
    disabled: isDragging || !hasActions,
  });
  const select = useCallback(
    (action: RouteItemAction) => {
      setOpen(false);
      onAction(action, item);
    },
    [setOpen, onAction, item],
  );

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape' && swipeOpen) setOpen(false);
  };

  return (
    // role="presentation": the row only hears Escape bubbling up from its buttons and link.
    <div
      role="presentation"
      className={styles.row}
      data-swipe-open={swipeOpen || undefined}
      style={{ '--route-item-action-count': itemActions.length } as CSSProperties}
      onKeyDown={onKeyDown}
    >
      {/* Only while swiped open or being swiped: 200 rows need not carry hidden buttons. */}
      {hasActions && (swipeOpen || dragOffset !== null) && (
        <RouteItemSwipeActions
          ref={actionsRef}
          label={label}
          actions={itemActions}
          onSelect={select}
        />
      )}
      <div
        className={styles.surface}
        data-swiping={dragOffset !== null || undefined}
        style={dragOffset === null ? undefined : { transform: `translateX(${dragOffset}px)` }}
        {...surfaceHandlers}
      >
        <button
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          type="button"
          className={`${styles.iconButton} ${styles.handle}`}
          aria-label={`Reorder ${label}`}
          data-no-swipe=""
          data-no-pull=""
        >
          <GripIcon />
        </button>
        <div className={styles.content}>
          <RouteItemContent item={item} href={href} renderLink={renderLink} planLevel={planLevel} />
        </div>
        {hasActions && (
          <RouteItemActionsMenu label={label} actions={itemActions} onSelect={select} />
        )}
      </div>
    </div>
  );
});
