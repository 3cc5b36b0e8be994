import {
  defaultRangeExtractor,
  useVirtualizer,
  useWindowVirtualizer,
  type Range,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** A job row's height on a phone before it is measured (px); notes and long names vary. */
const ESTIMATED_ROW_PX = 108;
/** Rows rendered beyond each edge of the view, so a flick or a Tab finds them in place. */
const OVERSCAN = 4;

/** What the list needs of a virtualizer, whether the page or a box around the list scrolls. */
export interface ListWindow {
  /** The rows to render, by their index in `keys`, with their place in the list (px from its top). */
  rows: readonly VirtualItem[];
  /** The list's whole height (px): measured rows plus estimates for the rest. */
  height: number;
  /** The ref of every rendered row (an element carrying `data-index`): measures it once. */
  measureRow(element: HTMLLIElement | null): void;
  /** A row's place: its top (px from the list's top) and its height, measured or estimated. */
  rowBox(index: number): { top: number; height: number } | null;
}

/** The nearest ancestor that scrolls vertically, or null when the page itself scrolls. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (
    let node = element.parentElement;
    node && node !== document.body && node !== document.documentElement;
    node = node.parentElement
  ) {
    if (/auto|scroll|overlay/.test(getComputedStyle(node).overflowY)) return node;
  }
  return null;
}

/** How far the list's top is below the top of what scrolls (px, in the scroller's content). */
function offsetIn(list: HTMLElement, scroller: HTMLElement | 'window'): number {
  const top = list.getBoundingClientRect().top;
  if (scroller === 'window') return top + window.scrollY;
  return top - scroller.getBoundingClientRect().top + scroller.scrollTop;
}

/**
 * Windowing for the route's rows (@tanstack/react-virtual): only the rows in view, plus a few, are
 * rendered; the rest of the list is its height. The page scrolls in the app, a box may scroll in a
 * story: whichever does is found once the list is in the document. Rows are keyed by id, so a
 * row's measured height follows it when the order changes; `keep` lists indexes rendered wherever
 * they are (the row being moved, the row with focus).
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
  const [scroller, setScroller] = useState<HTMLElement | 'window' | null>(null);
  const [margin, setMargin] = useState(0);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const found = scrollingAncestor(list) ?? 'window';
    setScroller(found);
    // Content above the list (the header wrapping, a banner) moves it: measured again on resize.
    const measure = () => setMargin(offsetIn(list, found));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(found === 'window' ? document.body : found);
    return () => observer.disconnect();
  }, [listRef]);

  const keepKey = keep.join(',');
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const extra = keepKey
        .split(',')
        .filter(Boolean)
        .map(Number)
        .filter((index) => index < range.count && !indexes.includes(index));
      return extra.length === 0 ? indexes : [...indexes, ...extra].sort((a, b) => a - b);
    },
    [keepKey],
  );
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  const common = {
    count: keys.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey,
    rangeExtractor,
    overscan: OVERSCAN,
    scrollMargin: margin,
  };
  const onWindow = useWindowVirtualizer<HTMLLIElement>({
    ...common,
    enabled: scroller === 'window',
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  // The virtualizer is read afresh on every render (no React Compiler memoizes this hook).
  // eslint-disable-next-line react-hooks/incompatible-library
  const inBox = useVirtualizer<HTMLElement, HTMLLIElement>({
    ...common,
    enabled: scroller !== null && scroller !== 'window',
    getScrollElement: () => (scroller === 'window' ? null : scroller),
    initialRect:
      scroller && scroller !== 'window'
        ? { width: scroller.clientWidth, height: scroller.clientHeight }
        : undefined,
  });
  const virtualizer = scroller === 'window' ? onWindow : inBox;

  const rows = virtualizer.getVirtualItems().map((row) => ({ ...row, start: row.start - margin }));
  return {
    rows: scroller === null ? [] : rows,
    height: virtualizer.getTotalSize(),
    measureRow: virtualizer.measureElement,
    rowBox: (index) => {
      const row = index >= 0 && index < keys.length ? virtualizer.measurementsCache[index] : null;
      return row ? { top: row.start - margin, height: row.size } : null;
    },
  };
}
