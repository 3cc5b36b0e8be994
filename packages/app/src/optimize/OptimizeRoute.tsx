import { useEffect, useMemo, useRef, useState } from 'react';
import {
  OptimizeRoutePanel,
  type OptimizeEnd,
  type OptimizeRouteState,
  type OptimizeStart,
} from '@routebook/ui';
import { optimizeMessages } from '@routebook/schema';
import type { GeoPoint } from './distance';
import { buildPlan, type PlanItem, type PlanOutcome, type RoutePlan } from './plan';
import { OptimizeCancelled, type RunningOptimize } from './routeOptimizer';
import { routeOptimizer } from './appOptimizer';

export interface OptimizeRouteProps {
  title: string;
  /** The route's items in route order. */
  items: readonly PlanItem[];
  /** The company's depot; null when none is set. */
  depot: GeoPoint | null;
  /** 'route': an admin orders the whole route; 'remaining': field staff, from where they are. */
  mode: 'route' | 'remaining';
  /** Sends the new order; answers how to put the previous one back. */
  apply(outcome: PlanOutcome): Promise<() => Promise<void>>;
  /** The server's travel times between the points (null: none, use the straight line). */
  travelTimes?(points: GeoPoint[]): Promise<number[][] | null>;
  /** Where the phone is (field staff's "My location"). */
  position?(): Promise<GeoPoint>;
  onClose(): void;
  /** Says what failed, for a failure of Apply or Undo. */
  failureText(failure: unknown): string;
}

/** The last finished (complete) job with a location, in route order. */
function lastFinished(items: readonly PlanItem[]): GeoPoint | null {
  const done = items.filter((item) => item.job?.status === 'complete' && item.job.location);
  return done.at(-1)?.job?.location ?? null;
}

/**
 * The Optimize panel wired to the solver: builds the plan from the choices, runs it in the
 * optimizer's worker (cancelling a run still going), shows the before/after, applies and undoes.
 */
export function OptimizeRoute({
  title,
  items,
  depot,
  mode,
  apply,
  travelTimes,
  position,
  onClose,
  failureText,
}: OptimizeRouteProps) {
  const finished = lastFinished(items);
  const starts: OptimizeStart[] =
    mode === 'remaining'
      ? [
          ...(position ? (['position'] as const) : []),
          ...(finished ? (['lastFinished'] as const) : []),
          ...(depot ? (['depot'] as const) : []),
          'anyStop',
        ]
      : [
          ...(depot ? (['depot'] as const) : []),
          ...(finished ? (['lastFinished'] as const) : []),
          'anyStop',
        ];
  const ends: OptimizeEnd[] = depot ? ['depot', 'anywhere'] : ['anywhere'];
  const [start, setStart] = useState<OptimizeStart>(starts[0] ?? 'anyStop');
  const [end, setEnd] = useState<OptimizeEnd>(mode === 'route' && depot ? 'depot' : 'anywhere');
  const [pinned, setPinned] = useState<ReadonlySet<string>>(new Set());
  const [state, setState] = useState<OptimizeRouteState>({ kind: 'ready' });
  const running = useRef<RunningOptimize | null>(null);
  const proposal = useRef<PlanOutcome | null>(null);
  const undo = useRef<(() => Promise<void>) | null>(null);
  // Each Optimize and each Cancel starts a new generation: an answer for an older one is dropped.
  const generation = useRef(0);

  useEffect(() => () => running.current?.cancel(), []);

  // The stops and the missing list as they stand before any start is chosen.
  const preview = useMemo(
    () => buildPlan(items, { start: null, end: 'anywhere', pinned }),
    [items, pinned],
  );
  const numberOf = useMemo(() => {
    const numbers = new Map<string, number>();
    items.forEach((item) => item.job && numbers.set(item.job.id, numbers.size + 1));
    return numbers;
  }, [items]);

  const startPoint = async (): Promise<GeoPoint | null> => {
    if (start === 'depot') return depot;
    if (start === 'lastFinished') return finished;
    if (start === 'position' && position) return position();
    return null;
  };

  const optimize = async () => {
    const mine = ++generation.current;
    const current = () => generation.current === mine;
    setState({ kind: 'optimizing' });
    let plan: RoutePlan;
    try {
      const from = await startPoint().catch(() => {
        throw new Error(optimizeMessages.positionUnavailable);
      });
      plan = buildPlan(items, {
        start: from,
        end: end === 'depot' && depot ? depot : 'anywhere',
        pinned,
      });
      const seconds = travelTimes ? await travelTimes(plan.points).catch(() => null) : null;
      if (!current()) return;
      const run = routeOptimizer.optimize(plan, seconds);
      running.current = run;
      const outcome = await run.result;
      running.current = null;
      proposal.current = outcome;
      setState(
        outcome.improved ? { kind: 'proposed', summary: outcome } : { kind: 'nothingToImprove' },
      );
    } catch (failure) {
      if (failure instanceof OptimizeCancelled || !current()) return;
      const reason = failure instanceof Error ? failure.message : String(failure);
      setState({
        kind: 'error',
        message:
          reason === optimizeMessages.positionUnavailable
            ? reason
            : optimizeMessages.failed.replace('{reason}', reason),
      });
    }
  };

  const applyProposal = async () => {
    const outcome = proposal.current;
    if (!outcome) return;
    setState({ kind: 'proposed', summary: outcome, applying: true });
    try {
      undo.current = await apply(outcome);
      setState({ kind: 'applied', moved: outcome.moved.length });
    } catch (failure) {
      setState({ kind: 'error', message: failureText(failure) });
    }
  };

  const undoApplied = async () => {
    if (state.kind !== 'applied' || !undo.current) return;
    setState({ ...state, undoing: true });
    try {
      await undo.current();
      undo.current = null;
      setState({ kind: 'ready' });
    } catch (failure) {
      setState({ kind: 'error', message: failureText(failure) });
    }
  };

  return (
    <OptimizeRoutePanel
      title={title}
      starts={starts}
      start={start}
      onStartChange={setStart}
      ends={ends}
      end={end}
      onEndChange={setEnd}
      stops={preview.stops.map((job) => ({
        id: job.id,
        number: numberOf.get(job.id) ?? 0,
        name: job.name,
        pinned: pinned.has(job.id),
      }))}
      onPinChange={(id, pin) =>
        setPinned((all) => {
          const next = new Set(all);
          if (pin) next.add(id);
          else next.delete(id);
          return next;
        })
      }
      missing={preview.missing.map((job) => ({
        id: job.id,
        number: numberOf.get(job.id) ?? 0,
        name: job.name,
      }))}
      state={state}
      onOptimize={() => void optimize()}
      onCancel={() => {
        generation.current++;
        running.current?.cancel();
        running.current = null;
        setState({ kind: 'ready' });
      }}
      onApply={() => void applyProposal()}
      onKeep={() => setState({ kind: 'ready' })}
      onUndo={() => void undoApplied()}
      onClose={() => {
        running.current?.cancel();
        onClose();
      }}
    />
  );
}
