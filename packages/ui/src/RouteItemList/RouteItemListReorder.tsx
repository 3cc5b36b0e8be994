import { moveInList } from '@routebook/schema';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';

import type { RouteItemHandleEvents } from './SortableRouteItem';

/** A row being moved: where it was (`from`) and where it is now shown (`to`), in the order. */
export interface RouteItemMove {
  id: string;
  from: number;
  to: number;
  by: 'keyboard' | 'pointer';
}

/** A press on a row's drag handle, as the pointer-drag module needs it. */
export interface RowPress {
  id: string;
  /** The row's `li`, which dnd-kit takes as the dragged node (its scrolling ancestors scroll). */
  row: HTMLElement;
  handle: HTMLElement;
  event: PointerEvent | TouchEvent;
  clientY: number;
  /** performance.now() at the press. */
  at: number;
}

/** What the loaded pointer-drag module offers the list: give it a press. */
export interface PointerDragController {
  /** `heldMs`: how long the press has lasted already (it was made while the module loaded). */
  press(press: RowPress, heldMs?: number): void;
}

/** What the pointer-drag module is given of the list: its state and its steps. */
export interface PointerDragHost {
  list(): HTMLElement | null;
  geometry(): RowGeometry | null;
  /** How many rows the list has. */
  count(): number;
  /** The move as handlers last set it, and as last rendered (the geometry is of its preview). */
  move(): RouteItemMove | null;
  shownMove(): RouteItemMove | null;
  /** The last press on a handle. */
  lastPress(): RowPress | null;
  start(id: string, by: RouteItemMove['by']): RouteItemMove | null;
  moveTo(to: number): void;
  drop(): void;
  cancel(): void;
  setPointerTop(top: number | null): void;
  /** What ends the pointer's tracking, called at the drop or cancel. */
  setTracking(stop: () => void): void;
}

export interface PointerDragLayerProps {
  controllerRef: RefObject<PointerDragController | null>;
  host: PointerDragHost;
}

/** Where the rendered rows are: a row's top and height (px from the list's top). */
export interface RowGeometry {
  rowBox(index: number): { top: number; height: number } | null;
}

/** The pointer-drag module (dnd-kit), loaded once for the whole app, at the first need. */
let pointerDragModule: Promise<ComponentType<PointerDragLayerProps>> | null = null;
function loadPointerDrag(): Promise<ComponentType<PointerDragLayerProps>> {
  pointerDragModule ??= import('./RouteItemListPointerDrag').then(
    (module) => module.default,
    (failure: unknown) => {
      pointerDragModule = null; // a later press tries again; keyboard moves need none of it
      throw failure;
    },
  );
  return pointerDragModule;
}

const numberFormat = new Intl.NumberFormat();
const place = (index: number, total: number) =>
  `position ${numberFormat.format(index + 1)} of ${numberFormat.format(total)}`;

/** A finger that moves this far before a drag starts is scrolling (dnd-kit's tolerance too). */
const TOUCH_TOLERANCE_PX = 6;

const isSpace = (event: { key: string; code: string }) =>
  event.key === ' ' || event.code === 'Space';

/**
 * Reordering the route's rows without measuring them: by keyboard (a handle's Space or Enter
 * picks its row up, the arrows move it a place at a time across the whole route, rendered or not,
 * Space, Enter or Tab drops it, Escape puts it back) and by pointer (dnd-kit, loaded on the first
 * press or when the browser is idle; the row follows the pointer and takes the place whose middle
 * it passes). Each step is announced in the list's live region, with the wording dnd-kit's
 * announcements had. A drop shows the new order at once and reports it; the app saves it.
 */
export function useReorder({
  order,
  enabled,
  listRef,
  geometryRef,
  nameOf,
  onPickUp,
  onDrop,
}: {
  /** Item ids in the order shown when nothing moves. */
  order: readonly string[];
  /** Admins: rows can move. */
  enabled: boolean;
  listRef: RefObject<HTMLElement | null>;
  /** The rows' places as last rendered (the preview's, while a row moves). */
  geometryRef: RefObject<RowGeometry | null>;
  nameOf(id: string): string;
  onPickUp(): void;
  onDrop(orderedIds: string[]): void;
}): {
  move: RouteItemMove | null;
  /** The order shown: `order`, with the moving row at its new place. */
  preview: readonly string[];
  /** While a pointer drags a row: its top (px from the list's top). */
  pointerTop: number | null;
  handleEvents: RouteItemHandleEvents;
  announcerRef: RefObject<HTMLDivElement | null>;
  /** The pointer-drag module once loaded (render it anywhere: it renders nothing of its own). */
  pointerLayer: ReactNode;
} {
  const [move, setMove] = useState<RouteItemMove | null>(null);
  const [pointerTop, setPointerTop] = useState<number | null>(null);
  const [Layer, setLayer] = useState<ComponentType<PointerDragLayerProps> | null>(null);
  const announcerRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<PointerDragController | null>(null);
  /** The move as handlers last set it (ahead of a render). */
  const moveRef = useRef<RouteItemMove | null>(null);
  /** The move as last rendered: the geometry is of its preview. */
  const shownMove = useRef<RouteItemMove | null>(null);
  const refocus = useRef<string | null>(null);
  const lastPress = useRef<RowPress | null>(null);
  const pending = useRef<{ press: RowPress; stop(): void } | null>(null);
  const tracking = useRef<(() => void) | null>(null);
  const latest = useRef({ order, nameOf, onPickUp, onDrop });
  useLayoutEffect(() => {
    latest.current = { order, nameOf, onPickUp, onDrop };
  });

  // A move names places in `order`: if the order changes under it (a refresh), it no longer holds.
  const valid = move && order[move.from] === move.id ? move : null;
  const preview = useMemo(
    () => (valid && valid.to !== valid.from ? moveInList(order, valid.from, valid.to) : order),
    [order, valid],
  );

  const engine = useMemo(() => {
    const announce = (text: string) => {
      if (announcerRef.current) announcerRef.current.textContent = text;
    };
    const name = (id: string) => latest.current.nameOf(id);
    const total = () => latest.current.order.length;
    const set = (next: RouteItemMove | null) => {
      moveRef.current = next;
      setMove(next);
    };

    const start = (id: string, by: RouteItemMove['by']): RouteItemMove | null => {
      const from = latest.current.order.indexOf(id);
      if (from < 0) return null;
      const next = { id, from, to: from, by };
      set(next);
      latest.current.onPickUp();
      announce(`Picked up ${name(id)}, ${place(from, total())}.`);
      return next;
    };
    const moveTo = (to: number) => {
      const current = moveRef.current;
      if (!current) return;
      const target = Math.min(Math.max(to, 0), total() - 1);
      if (target === current.to) return;
      set({ ...current, to: target });
      announce(`${name(current.id)} moved to ${place(target, total())}.`);
    };
    const stopTracking = () => {
      tracking.current?.();
      tracking.current = null;
      setPointerTop(null);
    };
    const drop = () => {
      const current = moveRef.current;
      if (!current) return;
      stopTracking();
      set(null);
      const { order: ids } = latest.current;
      announce(`${name(current.id)} dropped at ${place(current.to, ids.length)}.`);
      if (current.by === 'keyboard') refocus.current = current.id;
      if (current.to !== current.from)
        latest.current.onDrop(moveInList(ids, current.from, current.to));
    };
    const cancel = () => {
      const current = moveRef.current;
      if (!current) return;
      stopTracking();
      set(null);
      announce(`Moving cancelled. ${name(current.id)} is back at ${place(current.from, total())}.`);
      if (current.by === 'keyboard') refocus.current = current.id;
    };

    /** A press made before the pointer-drag module loaded waits for it, while the finger stays. */
    const waitForModule = (press: RowPress) => {
      pending.current?.stop();
      const touch = press.event.type === 'touchstart';
      const end = touch ? ['touchend', 'touchcancel'] : ['pointerup', 'pointercancel'];
      const release = () => {
        if (pending.current?.press === press) pending.current = null;
        stop();
      };
      const onTouchMove = (event: TouchEvent) => {
        const finger = event.touches[0];
        const first = (press.event as TouchEvent).touches[0];
        if (!finger || !first) return;
        const moved = Math.hypot(finger.clientX - first.clientX, finger.clientY - first.clientY);
        if (moved > TOUCH_TOLERANCE_PX) release(); // a scroll, not a press and hold
      };
      const stop = () => {
        for (const type of end) window.removeEventListener(type, release);
        window.removeEventListener('touchmove', onTouchMove);
      };
      for (const type of end) window.addEventListener(type, release);
      if (touch) window.addEventListener('touchmove', onTouchMove, { passive: true });
      pending.current = { press, stop };
    };

    const handleEvents: RouteItemHandleEvents = {
      onKeyDown(id, event) {
        const current = moveRef.current;
        if (!current) {
          if (isSpace(event) || event.key === 'Enter') {
            event.preventDefault();
            start(id, 'keyboard');
          }
          return;
        }
        if (current.by !== 'keyboard' || current.id !== id) return;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          moveTo(current.to + (event.key === 'ArrowDown' ? 1 : -1));
        } else if (isSpace(event) || event.key === 'Enter' || event.key === 'Tab') {
          event.preventDefault();
          drop();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          cancel();
        }
      },
      onBlur(id) {
        // Focus taken elsewhere in the page ends a keyboard move (leaving the window does not).
        const current = moveRef.current;
        if (current?.by === 'keyboard' && current.id === id && document.hasFocus()) cancel();
      },
      onPress(id, event) {
        const native = event.nativeEvent;
        const touch = native.type === 'touchstart';
        if (moveRef.current) return;
        if (!touch) {
          const pointer = native as PointerEvent;
          // Touch comes as touchstart (press and hold); a pointerdown is for mouse and pen.
          if (pointer.pointerType === 'touch' || !pointer.isPrimary || pointer.button !== 0) return;
        }
        const handle = event.currentTarget;
        const row = handle.closest('li');
        const clientY = touch
          ? (native as TouchEvent).touches[0]?.clientY
          : (native as PointerEvent).clientY;
        if (!row || clientY === undefined) return;
        const press: RowPress = { id, row, handle, event: native, clientY, at: performance.now() };
        lastPress.current = press;
        if (controllerRef.current) {
          controllerRef.current.press(press);
          return;
        }
        waitForModule(press);
        void loadPointerDrag().then(
          (module) => setLayer(() => module),
          () => undefined,
        );
      },
    };

    const host: PointerDragHost = {
      list: () => listRef.current,
      geometry: () => geometryRef.current,
      count: total,
      move: () => moveRef.current,
      shownMove: () => shownMove.current,
      lastPress: () => lastPress.current,
      start,
      moveTo,
      drop,
      cancel,
      setPointerTop,
      setTracking: (stop) => {
        tracking.current = stop;
      },
    };
    return { handleEvents, host, cancel };
  }, [listRef, geometryRef]);

  useLayoutEffect(() => {
    shownMove.current = valid;
  });

  // The order changed under a move (a refresh): the move is over.
  useEffect(() => {
    if (move && !valid) engine.cancel();
  }, [move, valid, engine]);

  // Keyboard moves keep the row in view; a drop or cancel gives its handle focus back (the row's
  // element may have moved in the document to its new place, which loses focus).
  useLayoutEffect(() => {
    if (valid?.by !== 'keyboard') return;
    const handle = listRef.current?.querySelector(`[data-handle="${CSS.escape(valid.id)}"]`);
    handle?.closest('li')?.scrollIntoView({ block: 'nearest' });
  }, [valid, listRef]);
  useLayoutEffect(() => {
    const id = refocus.current;
    if (id === null) return;
    refocus.current = null;
    const handle = listRef.current?.querySelector<HTMLElement>(`[data-handle="${CSS.escape(id)}"]`);
    if (handle && document.activeElement !== handle) handle.focus({ preventScroll: true });
  });

  // Admins get the pointer-drag module when the browser is idle after the page is interactive.
  useEffect(() => {
    if (!enabled) return;
    const load = () =>
      void loadPointerDrag().then(
        (module) => setLayer(() => module),
        () => undefined,
      );
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 1000); // Safari before 18 has no requestIdleCallback
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(load, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }, [enabled]);

  // A press made while the module loaded is handed over once it is there, if still held.
  useEffect(() => {
    const waiting = pending.current;
    const controller = controllerRef.current;
    if (!Layer || !waiting || !controller) return;
    waiting.stop();
    pending.current = null;
    controller.press(waiting.press, performance.now() - waiting.press.at);
  }, [Layer]);

  useEffect(
    () => () => {
      tracking.current?.();
      pending.current?.stop();
    },
    [],
  );

  return {
    move: valid,
    preview,
    pointerTop: valid?.by === 'pointer' ? pointerTop : null,
    handleEvents: engine.handleEvents,
    announcerRef,
    pointerLayer:
      enabled && Layer ? <Layer controllerRef={controllerRef} host={engine.host} /> : null,
  };
}
