/**
 * The flow between jobs. A stop is open while its job is planned or being worked on; complete and
 * cancelled (the office called it off, or the technician could not get access) are done. The next
 * stop is the first open one after the current job in route order; open stops before it are
 * answered too, so the app never skips one silently.
 */

/** A job of a route, in route order. */
export interface Stop {
  jobId: string;
  status: string;
}

export function isOpenStop(status: string): boolean {
  return status === 'active' || status === 'inprogress';
}

export interface NextStop<T extends Stop> {
  /** The first open stop after the current job; null when none is left after it. */
  next: T | null;
  /** Open stops before the current job: passed over, still to visit. */
  earlierOpen: T[];
}

export function nextStop<T extends Stop>(stops: readonly T[], currentJobId: string): NextStop<T> {
  const at = stops.findIndex((stop) => stop.jobId === currentJobId);
  const after = at === -1 ? stops : stops.slice(at + 1);
  const before = at === -1 ? [] : stops.slice(0, at);
  return {
    next: after.find((stop) => isOpenStop(stop.status)) ?? null,
    earlierOpen: before.filter((stop) => isOpenStop(stop.status)),
  };
}

/** The day's progress, "3 of 11 done": done stops are those no longer open. */
export function dayProgress(statuses: readonly string[]): { done: number; total: number } {
  return {
    done: statuses.filter((status) => !isOpenStop(status)).length,
    total: statuses.length,
  };
}
