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
  useRef,
  type PointerEvent as ReactPointerEvent,
  type SyntheticEvent,
} from 'react';

import type {
  PointerDragController,
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

export default function RouteItemListPointerDrag({
  controllerRef,
  onStart,
  onEnd,
  onCancel,
}: PointerDragLayerProps) {
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, POINTER_OPTIONS),
    useSensor(ResumableTouchSensor, TOUCH_OPTIONS),
  );
  /** The pressed row's item id: dnd-kit knows only the one draggable. */
  const pressed = useRef<string | null>(null);
  return (
    <DndContext
      sensors={sensors}
      accessibility={ACCESSIBILITY}
      autoScroll={AUTO_SCROLL}
      onDragStart={() => {
        if (pressed.current !== null) onStart(pressed.current);
      }}
      onDragEnd={() => onEnd()}
      onDragCancel={() => onCancel()}
    >
      <PressedRow controllerRef={controllerRef} pressed={pressed} />
    </DndContext>
  );
}

/** The one draggable: pointed at the pressed row and its handle, then given the press. */
function PressedRow({
  controllerRef,
  pressed,
}: {
  controllerRef: PointerDragLayerProps['controllerRef'];
  pressed: { current: string | null };
}) {
  const { listeners, setNodeRef, setActivatorNodeRef } = useDraggable({ id: DRAGGABLE_ID });

  useLayoutEffect(() => {
    const controller: PointerDragController = {
      press({ id, row, handle, event }: RowPress, heldMs = 0) {
        pressed.current = id;
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
  }, [controllerRef, pressed, listeners, setNodeRef, setActivatorNodeRef]);

  return null;
}
