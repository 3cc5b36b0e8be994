import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';

/** A job row's height on a phone before it is measured (px); notes and long names vary. */
const ESTIMATED_ROW_PX = 108;
/** Rows rendered beyond each edge of the view, so a flick or a Tab finds them in place. */
const OVERSCAN = 4;

/** A row to render: its index in `keys`, its key, and its place (px from the list's top). */
export interface ListWindowRow {
  index: number;
  key: string;
  start: number;
  size: number;
}

/** The rows in view (and a few more) of a list whose page, or a box around it, scrolls. */
export interface ListWindow {
  rows: readonly ListWindowRow[];
  /** The list's whole height (px): measured rows plus estimates for the rest. */
  height: number;
  /** The ref of every rendered row (an element carrying `data-id`, its key): measures it. */
  measureRow(element: HTMLElement | null): (() => void) | undefined;
  /** A row's place: its top (px from the list's top) and its height, measured or estimated. */
  rowBox(index: number): { top: number; height: number } | null;
}

type Scroller = HTMLElement | 'window';

/** The nearest ancestor that scrolls vertically, or the page. */
function scrollerOf(element: HTMLElement): Scroller {
  for (
    let node = element.parentElement;
    node && node !== document.body && node !== document.documentElement;
    node = node.parentElement
  ) {
    if (/auto|scroll|overlay/.test(getComputedStyle(node).overflowY)) return node;
  }
  return 'window';
}

/** What the scroller shows: its scroll offset and height (px). */
const viewOf = (scroller: Scroller) =>
  scroller === 'window'
    ? { top: window.scrollY, height: window.innerHeight }
    : { top: scroller.scrollTop, height: scroller.clientHeight };

/** How far the list's top is below the top of the scroller's content (px). */
function offsetIn(list: HTMLElement, scroller: Scroller): number {
  const top = list.getBoundingClientRect().top;
  if (scroller === 'window') return top + window.scrollY;
  return top - scroller.getBoundingClientRect().top + scroller.scrollTop;
}

/** The first and last index to render for a view from `top` (list px) `height` high. */
function rangeOf(starts: Float64Array, top: number, height: number): [number, number] {
  const count = starts.length - 1;
  if (count === 0) return [0, -1];
  // The last row starting at or above `top`, then the rows until one starts below the view.
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= top) low = mid;
    else high = mid - 1;
  }
  let last = low;
  while (last < count - 1 && (starts[last + 1] ?? 0) < top + height) last += 1;
  return [Math.max(0, low - OVERSCAN), Math.min(count - 1, last + OVERSCAN)];
}

const sameRange = (a: [number, number], b: [number, number]) => a[0] === b[0] && a[1] === b[1];

/**
 * Windowing for the route's rows: only the rows in view, and OVERSCAN on each side, are
 * rendered; the list is as tall as all of them. Heights are measured once a row is rendered
 * (ResizeObserver) and kept by key, so a row's height follows it when the order changes; the
 * others are estimated. A row measured above the view keeps what is on screen in place.
 * `keep` lists indexes rendered wherever they are (the row being moved, the row with focus).
 * The page scrolls in the app; a box around the list may scroll in a story: whichever does is
 * found once the list is in the document (the page until then).
 */
export function useListWindow({
  listRef,
  keys,
  keep,
}: {
  listRef: RefObject<HTMLElement | null>;
  keys: readonly string[];
  keep: readonly number[];
}): ListWindow {
  const [scroller, setScroller] = useState<Scroller>('window');
  /** The list's offset in the scroller, 0 until measured (the first rows reach a bit further). */
  const [margin, setMargin] = useState(0);
  const [view, setView] = useState(() => viewOf('window'));
  const [sizes, setSizes] = useState<ReadonlyMap<string, number>>(() => new Map());

  const starts = useMemo(() => {
    const result = new Float64Array(keys.length + 1);
    keys.forEach((key, index) => {
      result[index + 1] = (result[index] ?? 0) + (sizes.get(key) ?? ESTIMATED_ROW_PX);
    });
    return result;
  }, [keys, sizes]);
  const range = rangeOf(starts, view.top - margin, view.height);

  // What the listeners need, as last rendered.
  const latest = useRef({ starts, keys, margin, range, scroller });
  useLayoutEffect(() => {
    latest.current = { starts, keys, margin, range, scroller };
  });

  // Measured after the first paint: a state update in a layout effect would render again at
  // once and run the rows' effects (their code loads) before the first rows show.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const found = scrollerOf(list);
    setScroller(found);
    const update = () => {
      setMargin(offsetIn(list, found));
      setView(viewOf(found));
    };
    update();
    // Content above the list (the header wrapping, a banner) moves it; a resize changes the view.
    const resized = new ResizeObserver(update);
    resized.observe(found === 'window' ? document.body : found);
    window.addEventListener('resize', update);
    // Scrolling renders again only when other rows come into view.
    const onScroll = () => {
      const next = viewOf(found);
      const now = latest.current;
      if (!sameRange(rangeOf(now.starts, next.top - now.margin, next.height), now.range)) {
        flushSync(() => setView(next));
      }
    };
    const target = found === 'window' ? window : found;
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', update);
      target.removeEventListener('scroll', onScroll);
    };
  }, [listRef]);

  /** How far to scroll once new sizes are rendered: rows above the view changed by this. */
  const pendingShift = useRef(0);
  useLayoutEffect(() => {
    const shift = pendingShift.current;
    if (shift === 0) return;
    pendingShift.current = 0;
    (scroller === 'window' ? window : scroller).scrollBy(0, shift);
  }, [sizes, scroller]);

  /** Measures rendered rows; made at the first row's mount (refs attach before effects run). */
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const measureRow = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    observer.current ??= new ResizeObserver((entries) => {
      const now = latest.current;
      const changed = new Map<string, number>();
      let shift = 0;
      const viewTop = viewOf(now.scroller).top - now.margin;
      for (const entry of entries) {
        const row = entry.target as HTMLElement;
        const key = row.dataset.id;
        const size = entry.borderBoxSize[0]?.blockSize ?? row.offsetHeight;
        const index = key === undefined ? -1 : now.keys.indexOf(key);
        if (key === undefined || index < 0 || size === 0) continue;
        const before = (now.starts[index + 1] ?? 0) - (now.starts[index] ?? 0);
        if (Math.abs(size - before) < 0.5) continue;
        changed.set(key, size);
        // A row above the view grows or shrinks: what is on screen should not move.
        if ((now.starts[index] ?? 0) < viewTop) shift += size - before;
      }
      if (changed.size === 0) return;
      // Rendered in a task of its own (inside this callback it would loop the observer); the
      // scroll follows in the same commit.
      pendingShift.current += shift;
      setSizes((current) => new Map([...current, ...changed]));
    });
    const measuring = observer.current;
    measuring.observe(element);
    return () => measuring.unobserve(element);
  }, []);

  const indexes: number[] = [];
  for (let index = range[0]; index <= range[1]; index += 1) indexes.push(index);
  for (const index of keep) {
    if (index >= 0 && index < keys.length && (index < range[0] || index > range[1])) {
      indexes.push(index);
    }
  }
  indexes.sort((a, b) => a - b);

  return {
    rows: indexes.map((index) => ({
      index,
      key: keys[index] ?? '',
      start: starts[index] ?? 0,
      size: (starts[index + 1] ?? 0) - (starts[index] ?? 0),
    })),
    height: starts[keys.length] ?? 0,
    measureRow,
    rowBox: (index) =>
      index >= 0 && index < keys.length
        ? {
            top: starts[index] ?? 0,
            height: (starts[index + 1] ?? 0) - (starts[index] ?? 0),
          }
        : null,
  };
}
