/**
 * Mouse, pen and touch dragging of route rows, with dnd-kit's sensors: loaded only for admins
 * (the list imports this module when the browser is idle or at the first press on a handle), so
 * field staff and the first paint never pay for it.
 *
 * dnd-kit decides when a press becomes a drag (6 px with a mouse, a 250 ms press and hold on
 * touch), stops the page scrolling under the finger, scrolls near the edges and cancels on Escape.
 * Where the row goes is the list's business: it follows the pointer itself and knows every row's
 * place, rendered or not, so there is one draggable (whichever row was pressed) and no droppables.
 */
import {
  DndContext,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useSensor,
  useSensors,
  type Announcements,
  type PointerSensorOptions,
  type TouchSensorOptions,
  type PointerSensorProps,
} from '@dnd-kit/core';
import {
  useLayoutEffect,
  type PointerEvent as ReactPointerEvent,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';

import type {
  PointerDragController,
  PointerDragHost,
  PointerDragLayerProps,
  RowPress,
} from './RouteItemListReorder';

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

/** How long a finger had already been held on a handle when its press reached dnd-kit (ms). */
const heldBefore = new WeakMap<Event, number>();

/**
 * The TouchSensor, counting the time a finger was held before this module had loaded: a press
 * made while it loaded still becomes a drag after 250 ms in all, not 250 ms after the load.
 */
class ResumableTouchSensor extends TouchSensor {
  constructor(props: PointerSensorProps) {
    const held = heldBefore.get(props.event) ?? 0;
    const constraint = props.options.activationConstraint;
    super(
      held > 0 && constraint && 'delay' in constraint
        ? {
            ...props,
            options: {
              ...props.options,
              activationConstraint: { ...constraint, delay: Math.max(0, constraint.delay - held) },
            },
          }
        : props,
    );
  }
}

// Module constants: dnd-kit memoizes sensors on these options' identity.
const POINTER_OPTIONS: PointerSensorOptions = { activationConstraint: { distance: 6 } };
const TOUCH_OPTIONS: TouchSensorOptions = { activationConstraint: { delay: 250, tolerance: 6 } };

/** The list announces every step in its own live region (keyboard moves too). */
const silent = () => undefined;
const ACCESSIBILITY = {
  announcements: {
    onDragStart: silent,
    onDragOver: silent,
    onDragEnd: silent,
    onDragCancel: silent,
  } satisfies Announcements,
  screenReaderInstructions: { draggable: '' },
  restoreFocus: false,
};
/** The rows do not move under the pointer when a drag starts: nothing to compensate. */
const AUTO_SCROLL = { layoutShiftCompensation: false };
const DRAGGABLE_ID = 'route-item';

export default function RouteItemListPointerDrag({ controllerRef, host }: PointerDragLayerProps) {
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, POINTER_OPTIONS),
    useSensor(ResumableTouchSensor, TOUCH_OPTIONS),
  );
  return (
    <DndContext
      sensors={sensors}
      accessibility={ACCESSIBILITY}
      autoScroll={AUTO_SCROLL}
      onDragStart={() => follow(host)}
      onDragEnd={() => {
        if (host.move()?.by === 'pointer') host.drop();
      }}
      onDragCancel={() => {
        if (host.move()?.by === 'pointer') host.cancel();
      }}
    >
      <PressedRow controllerRef={controllerRef} />
    </DndContext>
  );
}

/**
 * The place for a dragged row whose top is at `top` (px from the list's top): past the middle of
 * the rows above it, the others laid out as if it were not in the list.
 */
function placeFor(host: PointerDragHost, top: number): number {
  const geometry = host.geometry();
  const at = host.shownMove()?.to;
  const total = host.count();
  if (!geometry || at === undefined) return host.move()?.to ?? 0;
  const dragged = geometry.rowBox(at)?.height ?? 0;
  const middle = (other: number) => {
    const index = other < at ? other : other + 1;
    const box = geometry.rowBox(index);
    return box ? box.top - (index > at ? dragged : 0) + box.height / 2 : Infinity;
  };
  let low = 0;
  let high = total - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (middle(mid) < top) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * A press became a drag: the row is picked up and follows the pointer (once a frame, and when
 * the page scrolls under it), taking the place it is over, until the drop or cancel.
 */
function follow(host: PointerDragHost): void {
  const press = host.lastPress();
  const list = host.list();
  if (host.move() || !press || !list) return;
  const started = host.start(press.id, 'pointer');
  const box = started && host.geometry()?.rowBox(started.from);
  if (!box) return;
  let clientY = press.clientY;
  const grab = clientY - list.getBoundingClientRect().top - box.top;
  let frame: number | null = null;
  const schedule = () => {
    frame ??= requestAnimationFrame(() => {
      frame = null;
      if (host.move()?.by !== 'pointer') return;
      const top = clientY - list.getBoundingClientRect().top - grab;
      flushSync(() => {
        host.setPointerTop(top);
        host.moveTo(placeFor(host, top));
      });
    });
  };
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    clientY = event.clientY;
    schedule();
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch) return;
    clientY = touch.clientY;
    schedule();
  };
  window.addEventListener('pointermove', onPointerMove, { passive: true });
  window.addEventListener('touchmove', onTouchMove, { passive: true });
  window.addEventListener('scroll', schedule, { passive: true, capture: true });
  host.setTracking(() => {
    if (frame !== null) cancelAnimationFrame(frame);
    window.removeEventListener('pointermove', onPointerMove);
    window.removeEventListener('touchmove', onTouchMove);
    window.removeEventListener('scroll', schedule, { capture: true });
  });
  host.setPointerTop(box.top);
}

/** The one draggable: pointed at the pressed row and its handle, then given the press. */
function PressedRow({ controllerRef }: { controllerRef: PointerDragLayerProps['controllerRef'] }) {
  const { listeners, setNodeRef, setActivatorNodeRef } = useDraggable({ id: DRAGGABLE_ID });

  useLayoutEffect(() => {
    const controller: PointerDragController = {
      press({ row, handle, event }: RowPress, heldMs = 0) {
        setNodeRef(row);
        setActivatorNodeRef(handle);
        if (heldMs > 0) heldBefore.set(event, heldMs);
        const listener =
          event.type === 'touchstart' ? listeners?.onTouchStart : listeners?.onPointerDown;
        // dnd-kit's activators read only the native event of React's synthetic one.
        listener?.({ nativeEvent: event } as unknown as SyntheticEvent);
      },
    };
    controllerRef.current = controller;
    return () => {
      if (controllerRef.current === controller) controllerRef.current = null;
    };
  }, [controllerRef, listeners, setNodeRef, setActivatorNodeRef]);

  return null;
}
