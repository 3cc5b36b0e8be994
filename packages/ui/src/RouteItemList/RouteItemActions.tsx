import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';

import { ActionMenu } from '../ActionMenu';
import styles from './RouteItemList.module.css';

/** What an admin can do to a route item: edit (notes only), copy, move, delete. */
export type RouteItemAction = 'edit' | 'copy' | 'move' | 'delete';

export const ROUTE_ITEM_ACTION_LABEL: Record<RouteItemAction, string> = {
  edit: 'Edit',
  copy: 'Copy',
  move: 'Move',
  delete: 'Delete',
};

/** Elements inside a row that start their own gesture (the drag handle, the menu): no swipe. */
export const NO_SWIPE_ATTRIBUTE = 'data-no-swipe';

/** A finger or mouse must travel this far before the row decides between swipe and scroll. */
const SWIPE_INTENT_PX = 10;

/** Three dots, one path (the icon repeats on every row). */
const KEBAB_PATH = [3, 8, 13].map((y) => `M6.5 ${y}a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0`).join('');

function KebabIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
      <path d={KEBAB_PATH} />
    </svg>
  );
}

export interface RouteItemActionsMenuProps {
  /** The item's name, for "Actions for <name>". */
  label: string;
  actions: readonly RouteItemAction[];
  onSelect(action: RouteItemAction): void;
}

/**
 * The row's actions without swiping: a menu button ("Actions for <name>") opening a small menu
 * (the shared ActionMenu: arrows move between items, Escape closes and focus returns to the button).
 */
export function RouteItemActionsMenu({ label, actions, onSelect }: RouteItemActionsMenuProps) {
  const items = actions.map((action) => ({
    key: action,
    label: ROUTE_ITEM_ACTION_LABEL[action],
    onSelect: () => onSelect(action),
    tone: action === 'delete' ? ('danger' as const) : undefined,
  }));
  return (
    <div className={styles.menuRoot} data-no-swipe="">
      <ActionMenu
        label={`Actions for ${label}`}
        items={items}
        icon={<KebabIcon />}
        buttonClassName={styles.iconButton}
      />
    </div>
  );
}

export interface RouteItemSwipeActionsProps {
  ref: RefObject<HTMLDivElement | null>;
  label: string;
  actions: readonly RouteItemAction[];
  onSelect(action: RouteItemAction): void;
}

/**
 * The buttons a left swipe uncovers, under the row's right edge (rendered only while the row is
 * swiped open or being swiped). Each is named for its item: "Delete Greenfield Dental".
 */
export function RouteItemSwipeActions({
  ref,
  label,
  actions,
  onSelect,
}: RouteItemSwipeActionsProps) {
  return (
    <div ref={ref} className={styles.swipeActions}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={styles.swipeAction}
          data-action={action}
          onClick={() => onSelect(action)}
        >
          {ROUTE_ITEM_ACTION_LABEL[action]}
          <span className={styles.visuallyHidden}> {label}</span>
        </button>
      ))}
    </div>
  );
}

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
  /** The offset when the gesture started: 0 closed, minus the actions' width open. */
  base: number;
  /** Undecided until the pointer has moved SWIPE_INTENT_PX; then swipe or not. */
  horizontal: boolean | null;
}

export interface SwipeReveal {
  /** The surface's offset while a finger is on it (px, ≤ 0); null otherwise. */
  dragOffset: number | null;
  surfaceHandlers: {
    onPointerDown(event: ReactPointerEvent): void;
    onClickCapture(event: ReactMouseEvent): void;
    onDragStart(event: ReactMouseEvent): void;
  };
}

/**
 * Swipe left to reveal a row's actions (touch, pen or mouse). Only a horizontal gesture counts, so
 * vertical scrolling goes on as usual (the surface has `touch-action: pan-y`); releasing past half
 * the actions' width leaves them open, otherwise the row closes. A tap on an open row closes it.
 */
export function useSwipeReveal({
  open,
  onOpenChange,
  actionsRef,
  disabled,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  actionsRef: RefObject<HTMLDivElement | null>;
  disabled: boolean;
}): SwipeReveal {
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const detach = useRef<(() => void) | null>(null);

  useEffect(() => () => detach.current?.(), []);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent) => {
      if (disabled || !event.isPrimary || event.button !== 0) return;
      if ((event.target as Element).closest(`[${NO_SWIPE_ATTRIBUTE}]`)) return;
      detach.current?.();
      suppressClick.current = false;

      const width = () => actionsRef.current?.offsetWidth ?? 0;
      gesture.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        base: open ? -width() : 0,
        horizontal: null,
      };
      const offsetFor = (current: Gesture, clientX: number) =>
        Math.min(0, Math.max(-width(), current.base + clientX - current.startX));

      const onMove = (move: PointerEvent) => {
        const current = gesture.current;
        if (!current || move.pointerId !== current.pointerId) return;
        const dx = move.clientX - current.startX;
        const dy = move.clientY - current.startY;
        if (current.horizontal === null) {
          if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_INTENT_PX) return;
          current.horizontal = Math.abs(dx) > Math.abs(dy);
          if (!current.horizontal) {
            stop();
            return;
          }
        }
        move.preventDefault();
        setDragOffset(offsetFor(current, move.clientX));
      };
      const onEnd = (end: PointerEvent) => {
        const current = gesture.current;
        if (!current || end.pointerId !== current.pointerId) return;
        stop();
        if (!current.horizontal) return;
        // The click that follows the release must not follow the row's link.
        suppressClick.current = true;
        setDragOffset(null);
        const shouldOpen =
          end.type !== 'pointercancel' && offsetFor(current, end.clientX) < -width() / 2;
        onOpenChange(end.type === 'pointercancel' ? open : shouldOpen);
      };
      const stop = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onEnd);
        window.removeEventListener('pointercancel', onEnd);
        gesture.current = null;
        detach.current = null;
        setDragOffset(null);
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onEnd);
      window.addEventListener('pointercancel', onEnd);
      detach.current = stop;
    },
    [disabled, open, onOpenChange, actionsRef],
  );

  const onClickCapture = useCallback(
    (event: ReactMouseEvent) => {
      if ((event.target as Element).closest(`[${NO_SWIPE_ATTRIBUTE}]`)) return;
      // A click from a pointer (detail > 0) right after a swipe ends that swipe, nothing more;
      // a tap on an open row closes it.
      const afterSwipe = suppressClick.current && event.detail > 0;
      suppressClick.current = false;
      if (!afterSwipe && !open) return;
      event.preventDefault();
      event.stopPropagation();
      if (!afterSwipe) onOpenChange(false);
    },
    [open, onOpenChange],
  );

  // A mouse drag over a link would otherwise start the browser's own link dragging.
  const onDragStart = useCallback((event: ReactMouseEvent) => event.preventDefault(), []);

  return { dragOffset, surfaceHandlers: { onPointerDown, onClickCapture, onDragStart } };
}
