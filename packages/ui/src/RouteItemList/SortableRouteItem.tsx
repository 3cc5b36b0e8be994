import {
  memo,
  useCallback,
  useMemo,
  useRef,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type TouchEvent as ReactTouchEvent,
} from 'react';

import { JobRow, type JobRowJob } from '../JobRow';
import { NoteRow, type NoteRowNote } from '../NoteRow';
import type { RenderLinkProps } from '../SideMenu';
import {
  RouteItemActionsMenu,
  RouteItemSwipeActions,
  useSwipeReveal,
  type RouteItemAction,
} from './RouteItemActions';
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
  /** Set for a job. */
  job?: JobRowJob | null | undefined;
  /** Set for a note. */
  note?: NoteRowNote | null | undefined;
  /** The job's page ('' for a note). */
  href: string;
  renderLink(props: RenderLinkProps): ReactNode;
  /** The company's plan level, for the counts a job row shows. */
  planLevel?: number | null | undefined;
}

/** A job row or a note row, whichever the item is. */
export function RouteItemContent({
  job,
  note,
  href,
  renderLink,
  planLevel,
}: RouteItemContentProps) {
  if (job) return <JobRow job={job} href={href} renderLink={renderLink} planLevel={planLevel} />;
  if (note) return <NoteRow note={note} />;
  return null;
}

/** What a row's drag handle reports, by item id (the list's functions, the same for every row). */
export interface RouteItemHandleEvents {
  onKeyDown(id: string, event: ReactKeyboardEvent<HTMLButtonElement>): void;
  onBlur(id: string): void;
  onPress(
    id: string,
    event: ReactPointerEvent<HTMLButtonElement> | ReactTouchEvent<HTMLButtonElement>,
  ): void;
}

export interface SortableRouteItemProps extends RouteItemContentProps {
  id: string;
  type: 'job' | 'note';
  /** The item's name in labels: "Reorder <label>", "Actions for <label>". */
  label: string;
  /** The actions the list offers; Edit is kept for notes only. */
  actions: readonly RouteItemAction[];
  onAction(action: RouteItemAction, id: string): void;
  /** This row's actions are swiped open. */
  swipeOpen: boolean;
  onSwipeOpenChange(id: string, open: boolean): void;
  /** This row is being moved (picked up by keyboard or dragged). */
  moving: boolean;
  /** The element that tells how to move a row, describing every handle. */
  instructionsId: string;
  handleEvents: RouteItemHandleEvents;
}

/**
 * One row of the editable list, inside the list's positioned `li`: its drag handle, its job or
 * note, its actions. Props are the item's parts, not the item, so a reorder (which renumbers every
 * item) renders no row again: only the `li`s move.
 */
export const SortableRouteItem = memo(function SortableRouteItem({
  id,
  type,
  job,
  note,
  href,
  renderLink,
  planLevel,
  label,
  actions,
  onAction,
  swipeOpen,
  onSwipeOpenChange,
  moving,
  instructionsId,
  handleEvents,
}: SortableRouteItemProps) {
  const itemActions = useMemo(
    () => actions.filter((action) => action !== 'edit' || type === 'note'),
    [actions, type],
  );
  const hasActions = itemActions.length > 0;
  const actionsRef = useRef<HTMLDivElement>(null);
  const setOpen = useCallback(
    (open: boolean) => onSwipeOpenChange(id, open),
    [onSwipeOpenChange, id],
  );
  const { dragOffset, surfaceHandlers } = useSwipeReveal({
    open: swipeOpen,
    onOpenChange: setOpen,
    actionsRef,
    disabled: moving || !hasActions,
  });
  const select = useCallback(
    (action: RouteItemAction) => {
      setOpen(false);
      onAction(action, id);
    },
    [setOpen, onAction, id],
  );

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape' && swipeOpen) setOpen(false);
  };
  const press = (
    event: ReactPointerEvent<HTMLButtonElement> | ReactTouchEvent<HTMLButtonElement>,
  ) => handleEvents.onPress(id, event);

  return (
    // role="presentation": the row only hears Escape bubbling up from its buttons and link.
    <div
      role="presentation"
      className={styles.row}
      data-swipe-open={swipeOpen || undefined}
      style={{ '--route-item-action-count': itemActions.length } as CSSProperties}
      onKeyDown={onKeyDown}
    >
      {/* Only while swiped open or being swiped: rows need not carry hidden buttons. */}
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
          type="button"
          className={`${styles.iconButton} ${styles.handle}`}
          aria-label={`Reorder ${label}`}
          aria-roledescription="sortable"
          aria-describedby={instructionsId}
          aria-pressed={moving || undefined}
          data-handle={id}
          data-no-swipe=""
          data-no-pull=""
          onKeyDown={(event) => handleEvents.onKeyDown(id, event)}
          onBlur={() => handleEvents.onBlur(id)}
          onPointerDown={press}
          onTouchStart={press}
        >
          <GripIcon />
        </button>
        <div className={styles.content}>
          <RouteItemContent
            job={job}
            note={note}
            href={href}
            renderLink={renderLink}
            planLevel={planLevel}
          />
        </div>
        {hasActions && (
          <RouteItemActionsMenu label={label} actions={itemActions} onSelect={select} />
        )}
      </div>
    </div>
  );
});
