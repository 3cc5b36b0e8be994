import { useCallback, useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { OpenClockInConflict } from './AlreadyClockedIn';

/**
 * The last Clock in refused for a clock-in open elsewhere, kept outside the job page so
 * that it shows on the refused job's page only (the job page stays mounted when "Go to …" opens the
 * other job) and goes everywhere once the member clocks out or in anywhere. Kept per Relay
 * environment: a logout or another company starts without it.
 */
interface Refusal {
  /** The job whose Clock in was refused: the banner's page. */
  refusedJobId: string;
  open: OpenClockInConflict;
}

const refusals = new WeakMap<Environment, Refusal>();
const listeners = new Set<() => void>();

function set(environment: Environment, next: Refusal | null) {
  if (next === null && !refusals.has(environment)) return;
  if (next) refusals.set(environment, next);
  else refusals.delete(environment);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Records and clears the refusal on the current environment. */
export function useClockInRefusalActions() {
  const environment = useRelayEnvironment();
  return {
    /** Clock in on `refusedJobId` was refused for `open`. */
    refused: (refusedJobId: string, open: OpenClockInConflict) =>
      set(environment, { refusedJobId, open }),
    /** The member clocked out (or in): no open clock-in stands in the way any more. */
    cleared: () => set(environment, null),
  };
}

/** The open clock-in that refused Clock in on job `jobId`, shown on that job's page only. */
export function useClockInRefusal(jobId: string): OpenClockInConflict | null {
  const environment = useRelayEnvironment();
  const current = useCallback(() => refusals.get(environment) ?? null, [environment]);
  const shown = useSyncExternalStore(subscribe, current, current);
  return shown && shown.refusedJobId === jobId && shown.open.jobId !== jobId ? shown.open : null;
}
