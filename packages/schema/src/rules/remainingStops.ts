/**
 * Reordering a route's remaining stops (reorderRemainingStops): the optimizer's order applied to
 * the jobs still open, without moving anything done. The server applies it; the app applies the
 * same function optimistically, so the list does not jump when the answer comes.
 */
import { isOpenStop } from './nextStop';
import { ORDER_STEP } from './ordering';
import { messages } from './messages';

/** At most this many points in one travelTimes call: a start and 200 stops. */
export const TRAVEL_TIME_POINTS_MAX = 201;

/** A route item in route order: a job item (with its job's status) or a note. */
export interface StopItem {
  id: string;
  jobId: string | null;
  /** The job's status; ignored for a note. */
  status: string | null;
}

/** A job and the notes just before it, which move with it. */
interface Unit<T> {
  jobId: string;
  items: T[];
}

/**
 * The route's items in their new order, renumbered 10, 20, 30 ...: the jobs of `jobIds` take, in
 * that order, the places the listed jobs held; done and unlisted jobs keep theirs; each note moves
 * with the job after it, and notes after the last job stay last. The caller checks `jobIds` first
 * (remainingStopsProblem): ids that name no open job of the route are ignored here.
 */
export function reorderRemainingStops<T extends StopItem>(
  items: readonly T[],
  jobIds: readonly string[],
): { item: T; order: number }[] {
  const units: Unit<T>[] = [];
  let pending: T[] = [];
  for (const item of items) {
    pending.push(item);
    if (item.jobId !== null) {
      units.push({ jobId: item.jobId, items: pending });
      pending = [];
    }
  }
  const open = new Set(
    items
      .filter((item) => item.jobId !== null && isOpenStop(item.status ?? ''))
      .map((i) => i.jobId),
  );
  const byJob = new Map(units.map((unit) => [unit.jobId, unit]));
  const listed = jobIds.filter((id, at) => open.has(id) && jobIds.indexOf(id) === at);
  const listedSet = new Set(listed);
  const moved = listed.map((id) => byJob.get(id) as Unit<T>);
  let next = 0;
  const placed = units.map((unit) =>
    listedSet.has(unit.jobId) ? (moved[next++] as Unit<T>) : unit,
  );
  return [...placed.flatMap((unit) => unit.items), ...pending].map((item, index) => ({
    item,
    order: (index + 1) * ORDER_STEP,
  }));
}

/** Why `jobIds` cannot be applied to the route, or null when they can. */
export type RemainingStopsProblem =
  | { kind: 'unknown'; jobId: string }
  | { kind: 'otherRoute'; jobId: string }
  | { kind: 'done'; jobId: string }
  | { kind: 'listedTwice'; jobId: string };

/**
 * The first listed job that cannot be reordered: one the route does not hold (`onOtherRoute` tells
 * a job of another route from an unknown one), one that is done, or one listed twice.
 */
export function remainingStopsProblem(
  items: readonly StopItem[],
  jobIds: readonly string[],
  onOtherRoute: (jobId: string) => boolean,
): RemainingStopsProblem | null {
  const statusOf = new Map(
    items.flatMap((item) => (item.jobId === null ? [] : [[item.jobId, item.status ?? '']])),
  );
  const seen = new Set<string>();
  for (const jobId of jobIds) {
    const status = statusOf.get(jobId);
    if (status === undefined)
      return { kind: onOtherRoute(jobId) ? 'otherRoute' : 'unknown', jobId };
    if (!isOpenStop(status)) return { kind: 'done', jobId };
    if (seen.has(jobId)) return { kind: 'listedTwice', jobId };
    seen.add(jobId);
  }
  return null;
}

/** The refusal of a travelTimes call over TRAVEL_TIME_POINTS_MAX points. */
export const travelTimesTooManyPointsMessage = (): string =>
  messages.travelTimesTooManyPoints.replace('{max}', String(TRAVEL_TIME_POINTS_MAX));
