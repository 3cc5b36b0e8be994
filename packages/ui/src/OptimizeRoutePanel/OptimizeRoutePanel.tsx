import { optimizeMessages } from '@routebook/schema';
import { useEffect, useId, useRef } from 'react';

import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './OptimizeRoutePanel.module.css';

/** Where the optimized route starts. */
export type OptimizeStart = 'depot' | 'position' | 'lastFinished' | 'anyStop';
/** Where it ends: back at the depot, or at its last stop. */
export type OptimizeEnd = 'depot' | 'anywhere';

const START_LABELS: Record<OptimizeStart, string> = {
  depot: 'The depot',
  position: 'My location',
  lastFinished: 'The last finished stop',
  anyStop: 'The best first stop',
};
const END_LABELS: Record<OptimizeEnd, string> = {
  depot: 'Back at the depot',
  anywhere: 'At the last stop (anywhere)',
};

/** A stop the optimizer may move; its number is its place among the route's jobs. */
export interface OptimizeRouteStop {
  id: string;
  number: number;
  name: string;
  pinned: boolean;
}

export interface OptimizeRouteMissing {
  id: string;
  number: number;
  name: string;
}

export interface OptimizeRouteMeasure {
  /** Straight-line distance. */
  metres: number;
  /** Driving time (estimated from the straight line unless the server gave road times). */
  seconds: number;
}

export interface OptimizeRouteSummary {
  before: OptimizeRouteMeasure;
  after: OptimizeRouteMeasure;
  /** The stops whose number changes, in their new order. */
  moved: readonly { id: string; name: string; from: number; to: number }[];
}

export type OptimizeRouteState =
  | { kind: 'ready' }
  | { kind: 'optimizing' }
  | { kind: 'proposed'; summary: OptimizeRouteSummary; applying?: boolean }
  | { kind: 'nothingToImprove' }
  | { kind: 'applied'; moved: number; undoing?: boolean }
  | { kind: 'error'; message: string };

export interface OptimizeRoutePanelProps {
  /** The panel's heading: "Optimize route", "Optimize my remaining stops". */
  title: string;
  /** The starts on offer (the depot only when the company has one). */
  starts: readonly OptimizeStart[];
  start: OptimizeStart;
  onStartChange(start: OptimizeStart): void;
  ends: readonly OptimizeEnd[];
  end: OptimizeEnd;
  onEndChange(end: OptimizeEnd): void;
  /** The stops the optimizer may move, in route order, with their pins. */
  stops: readonly OptimizeRouteStop[];
  onPinChange(id: string, pinned: boolean): void;
  /** Open stops without a location: listed, they keep their place. */
  missing: readonly OptimizeRouteMissing[];
  state: OptimizeRouteState;
  onOptimize(): void;
  /** Stops an optimize under way. */
  onCancel(): void;
  /** Applies the proposed order. */
  onApply(): void;
  /** Keeps the current order (closes the proposal). */
  onKeep(): void;
  /** Sends the previous order back, after Apply. */
  onUndo(): void;
  /** Closes the panel. */
  onClose(): void;
  className?: string;
}

/** "12.4 km" (one decimal under 100 km). */
export function formatKilometres(metres: number): string {
  const km = metres / 1000;
  return `${km < 100 ? km.toFixed(1) : Math.round(km).toString()} km`;
}

/** "45 min", "1 h 05 min". */
export function formatDrivingTime(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export function appliedText(moved: number): string {
  return moved === 1
    ? optimizeMessages.appliedOne
    : optimizeMessages.applied.replace('{count}', String(moved));
}

/**
 * Optimize a route: where it starts and ends, stops pinned in place, then Optimize. While the
 * solver runs it can be cancelled; then the before/after (distance, driving time, the stops that
 * move, old and new numbers) with Apply order and Keep current order; once applied, Undo.
 * Controlled: the page runs the solver and the writes and passes the state.
 */
export function OptimizeRoutePanel({
  title,
  starts,
  start,
  onStartChange,
  ends,
  end,
  onEndChange,
  stops,
  onPinChange,
  missing,
  state,
  onOptimize,
  onCancel,
  onApply,
  onKeep,
  onUndo,
  onClose,
  className,
}: OptimizeRoutePanelProps) {
  const headingId = useId();
  const statusRef = useRef<HTMLDivElement>(null);
  const busy = state.kind === 'optimizing';
  const choosing =
    state.kind === 'ready' || state.kind === 'nothingToImprove' || state.kind === 'error';
  const movable = stops.filter((stop) => !stop.pinned).length;

  // The result replaces the button just pressed: focus goes to it so a keyboard or screen reader
  // user lands on what changed.
  useEffect(() => {
    if (state.kind !== 'ready' && state.kind !== 'optimizing') statusRef.current?.focus();
  }, [state.kind]);

  return (
    <section
      className={className ? `${styles.panel} ${className}` : styles.panel}
      aria-labelledby={headingId}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </header>

      {choosing && (
        <>
          <div className={styles.choices}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Start from</legend>
              {starts.map((value) => (
                <label key={value} className={styles.radio}>
                  <input
                    type="radio"
                    name={`${headingId}-start`}
                    value={value}
                    checked={start === value}
                    onChange={() => onStartChange(value)}
                  />
                  <span>{START_LABELS[value]}</span>
                </label>
              ))}
            </fieldset>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>End</legend>
              {ends.map((value) => (
                <label key={value} className={styles.radio}>
                  <input
                    type="radio"
                    name={`${headingId}-end`}
                    value={value}
                    checked={end === value}
                    onChange={() => onEndChange(value)}
                  />
                  <span>{END_LABELS[value]}</span>
                </label>
              ))}
            </fieldset>
          </div>
          {stops.length > 0 && (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Keep in place (pinned stops do not move)</legend>
              <ul className={styles.list}>
                {stops.map((stop) => (
                  <li key={stop.id}>
                    <Checkbox
                      label={`${stop.number}. ${stop.name}`}
                      checked={stop.pinned}
                      onChange={(event) => onPinChange(stop.id, event.currentTarget.checked)}
                    />
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
        </>
      )}

      {missing.length > 0 && state.kind !== 'applied' && (
        <div className={styles.missing}>
          <p>{optimizeMessages.missingLocations}</p>
          <ul className={styles.list}>
            {missing.map((stop) => (
              <li key={stop.id}>
                {stop.number}. {stop.name}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div ref={statusRef} tabIndex={-1} className={styles.status} role="status">
        {state.kind === 'optimizing' && <p>Finding the best order…</p>}
        {state.kind === 'nothingToImprove' && <p>{optimizeMessages.nothingToImprove}</p>}
        {state.kind === 'error' && <p className={styles.error}>{state.message}</p>}
        {state.kind === 'applied' && <p>{appliedText(state.moved)}</p>}
        {state.kind === 'proposed' && <BeforeAfter summary={state.summary} />}
      </div>

      <div className={styles.actions}>
        {choosing && (
          <>
            <Button onClick={onOptimize} disabled={movable < 2}>
              Optimize
            </Button>
            {movable < 2 && <p className={styles.hint}>{optimizeMessages.tooFewStops}</p>}
          </>
        )}
        {busy && (
          <>
            <Button loading>Optimizing</Button>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </>
        )}
        {state.kind === 'proposed' && (
          <>
            <Button onClick={onApply} loading={state.applying}>
              Apply order
            </Button>
            <Button variant="secondary" onClick={onKeep} disabled={state.applying}>
              Keep current order
            </Button>
          </>
        )}
        {state.kind === 'applied' && (
          <Button variant="secondary" onClick={onUndo} loading={state.undoing}>
            Undo
          </Button>
        )}
      </div>
    </section>
  );
}

function BeforeAfter({ summary }: { summary: OptimizeRouteSummary }) {
  const { before, after, moved } = summary;
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>Before and after</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Now</th>
            <th scope="col">Optimized</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Distance (straight line)</th>
            <td>{formatKilometres(before.metres)}</td>
            <td>{formatKilometres(after.metres)}</td>
          </tr>
          <tr>
            <th scope="row">Driving time (estimate)</th>
            <td>{formatDrivingTime(before.seconds)}</td>
            <td>{formatDrivingTime(after.seconds)}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.movedCount}>
        {moved.length === 1 ? '1 stop moves:' : `${moved.length} stops move:`}
      </p>
      <ol className={styles.list} aria-label="Stops that move">
        {moved.map((stop) => (
          <li key={stop.id} className={styles.moved}>
            <span className={styles.numbers} aria-hidden="true">
              {stop.from} → {stop.to}
            </span>{' '}
            <span>{stop.name}</span>
            <VisuallyHidden>
              {' '}
              moves from number {stop.from} to number {stop.to}
            </VisuallyHidden>
          </li>
        ))}
      </ol>
    </>
  );
}
