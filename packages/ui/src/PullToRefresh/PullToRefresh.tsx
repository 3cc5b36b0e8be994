import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';

import styles from './PullToRefresh.module.css';

export interface PullToRefreshProps {
  /** Called when a pull goes past the threshold and is released. */
  onRefresh(): void;
  /** A refresh is running: the indicator stays open with its spinner. */
  refreshing?: boolean;
  children: ReactNode;
  className?: string;
}

/** How far (after resistance) a pull must go to refresh when released. */
export const PULL_THRESHOLD_PX = 64;
/** The indicator never opens further than this. */
const MAX_PULL_PX = 96;
/** The content moves half as far as the finger, so the pull feels held back. */
const RESISTANCE = 0.5;

export const PULL_TEXT = {
  pull: 'Pull to refresh',
  release: 'Release to refresh',
  refreshing: 'Refreshing…',
} as const;

const scrolledToTop = () => (document.scrollingElement?.scrollTop ?? 0) <= 0;

/**
 * Pull-to-refresh for touch screens: at the top of the page, pull down past the threshold and
 * let go. A horizontal swipe (row actions) or a touch that starts on a drag handle or another
 * `[data-no-pull]` element is left alone. The browser's own pull-to-reload is turned off while
 * this is on screen, so a pull refreshes the data instead of reloading the app.
 */
export function PullToRefresh({
  onRefresh,
  refreshing = false,
  children,
  className,
}: PullToRefreshProps) {
  const [pull, setPullState] = useState(0);
  // The handlers read the latest pull from here: touch events can outrun a render.
  const pullRef = useRef(0);
  const setPull = (value: number) => {
    pullRef.current = value;
    setPullState(value);
  };
  const start = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    return () => {
      root.style.overscrollBehaviorY = before;
    };
  }, []);

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    const target = event.target as Element;
    const ignored =
      event.touches.length !== 1 ||
      refreshing ||
      !scrolledToTop() ||
      target.closest('[data-no-pull]');
    start.current = ignored || !touch ? null : { x: touch.clientX, y: touch.clientY };
  };

  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    if (!start.current || !touch) return;
    const dy = touch.clientY - start.current.y;
    const dx = Math.abs(touch.clientX - start.current.x);
    if (dy <= 0 || dx > dy) {
      // Scrolling up or swiping sideways: not a pull, until the finger lifts.
      start.current = null;
      setPull(0);
      return;
    }
    setPull(Math.min(MAX_PULL_PX, dy * RESISTANCE));
  };

  const onTouchEnd = () => {
    if (start.current && pullRef.current >= PULL_THRESHOLD_PX) onRefresh();
    start.current = null;
    setPull(0);
  };

  const text = refreshing
    ? PULL_TEXT.refreshing
    : pull >= PULL_THRESHOLD_PX
      ? PULL_TEXT.release
      : pull > 0
        ? PULL_TEXT.pull
        : '';
  const height = refreshing ? PULL_THRESHOLD_PX * 0.75 : pull;

  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div
        className={styles.indicator}
        style={{ height }}
        data-pulling={pull > 0 || undefined}
        aria-hidden={text === '' || undefined}
      >
        {refreshing && <span className={styles.spinner} />}
        <span
          className={styles.arrow}
          data-ready={pull >= PULL_THRESHOLD_PX || undefined}
          hidden={refreshing || pull === 0}
        >
          ↓
        </span>
      </div>
      <p role="status" className={styles.status}>
        {text}
      </p>
      {children}
    </div>
  );
}
