import { describe, expect, it } from 'vitest';
import { solve } from '@routebook/optimizer';
import {
  buildPlan,
  costMatrix,
  hasChoice,
  readOutcome,
  type PlanChoice,
  type PlanItem,
} from './plan';
import { metresBetween, STRAIGHT_LINE_SPEED_M_PER_S, type GeoPoint } from './distance';

/** A point on the equator, `x` hundredths of a degree east (about 1.1 km each). */
const east = (x: number): GeoPoint => ({ latitude: 0, longitude: x / 100 });

/** A job item: `x` places it (null: no location); `status` active unless given. */
const job = (name: string, x: number | null, status = 'active'): PlanItem => ({
  id: `item-${name}`,
  job: { id: name, status, name: `Customer ${name}`, location: x === null ? null : east(x) },
});
const note = (name: string): PlanItem => ({ id: `note-${name}`, job: null });

const fromOrigin: PlanChoice = { start: east(0), end: 'anywhere', pinned: new Set() };

function optimize(items: PlanItem[], choice: PlanChoice, travelSeconds: number[][] | null = null) {
  const plan = buildPlan(items, choice);
  const { order } = solve(
    { matrix: costMatrix(plan, travelSeconds) },
    { ...plan.options, timeMs: 5_000, maxKicks: 200 },
  );
  return { plan, outcome: readOutcome(plan, order, travelSeconds) };
}

describe('optimizing a route', () => {
  it('puts the stops in driving order and gives every item once', () => {
    const items = [job('c', 3), job('a', 1), job('e', 5), job('b', 2), job('d', 4)];
    const { outcome } = optimize(items, fromOrigin);
    expect(outcome.improved).toBe(true);
    expect(outcome.jobIds).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([...outcome.itemIds].sort()).toEqual(items.map((item) => item.id).sort());
    expect(outcome.after.metres).toBeCloseTo(metresBetween(east(0), east(5)), 0);
    expect(outcome.before.metres).toBeGreaterThan(outcome.after.metres);
    expect(outcome.after.seconds).toBeCloseTo(outcome.after.metres / STRAIGHT_LINE_SPEED_M_PER_S);
    expect(outcome.moved).toEqual([
      { id: 'a', name: 'Customer a', from: 2, to: 1 },
      { id: 'b', name: 'Customer b', from: 4, to: 2 },
      { id: 'c', name: 'Customer c', from: 1, to: 3 },
      { id: 'd', name: 'Customer d', from: 5, to: 4 },
      { id: 'e', name: 'Customer e', from: 3, to: 5 },
    ]);
  });

  it('keeps a pinned stop at its number', () => {
    const items = [job('c', 3), job('a', 1), job('b', 2), job('d', 4)];
    const { outcome } = optimize(items, { ...fromOrigin, pinned: new Set(['c']) });
    // From the origin by c (x 3) first: then d (x 4) and back west.
    expect(outcome.jobIds).toEqual(['c', 'd', 'b', 'a']);
    expect(outcome.moved).toEqual([
      { id: 'd', name: 'Customer d', from: 4, to: 2 },
      { id: 'a', name: 'Customer a', from: 2, to: 4 },
    ]);

    const { outcome: other } = optimize([job('b', 2), job('d', 4), job('a', 1), job('c', 3)], {
      ...fromOrigin,
      pinned: new Set(['d']),
    });
    expect(other.jobIds).toEqual(['a', 'd', 'c', 'b']);
  });

  it('moves each note with the job that follows it; a note after the last job stays last', () => {
    const items = [
      note('before-b'),
      job('b', 2),
      job('a', 1),
      note('before-c'),
      job('c', 3),
      note('end'),
    ];
    const { outcome } = optimize(items, fromOrigin);
    expect(outcome.itemIds).toEqual([
      'item-a',
      'note-before-b',
      'item-b',
      'note-before-c',
      'item-c',
      'note-end',
    ]);
  });

  it('leaves done jobs and jobs without a location where they are, and lists the latter', () => {
    const items = [
      job('done', 9, 'complete'),
      job('c', 3),
      job('nowhere', null),
      job('cancelled', 7, 'cancelled'),
      job('a', 1),
      job('b', 2, 'inprogress'),
    ];
    const { plan, outcome } = optimize(items, fromOrigin);
    expect(plan.missing.map((stop) => stop.id)).toEqual(['nowhere']);
    expect(plan.stops.map((stop) => stop.id)).toEqual(['c', 'a', 'b']);
    expect(outcome.itemIds).toEqual([
      'item-done',
      'item-a',
      'item-nowhere',
      'item-cancelled',
      'item-b',
      'item-c',
    ]);
  });

  it('has nothing to do on an empty route, a one-stop route, or when all but one stop are pinned', () => {
    expect(hasChoice(buildPlan([], fromOrigin))).toBe(false);
    const one = buildPlan([job('a', 1), note('n')], fromOrigin);
    expect(hasChoice(one)).toBe(false);
    const outcome = readOutcome(one, [], null);
    expect(outcome).toMatchObject({
      improved: false,
      jobIds: ['a'],
      itemIds: ['item-a', 'note-n'],
      moved: [],
    });
    expect(outcome.before.metres).toBeCloseTo(metresBetween(east(0), east(1)), 0);
    const pinned = buildPlan([job('b', 2), job('a', 1)], { ...fromOrigin, pinned: new Set(['a']) });
    expect(hasChoice(pinned)).toBe(false);
    expect(hasChoice(buildPlan([job('b', 2), job('a', 1)], fromOrigin))).toBe(true);
  });

  it('says there is nothing to improve when the route is already in the best order', () => {
    const { outcome } = optimize([job('a', 1), job('b', 2), job('c', 3)], fromOrigin);
    expect(outcome.improved).toBe(false);
    expect(outcome.after).toEqual(outcome.before);
  });

  it('fits a stop added to an optimized route in between, leaving the others in their order', () => {
    const { outcome: first } = optimize(
      [job('d', 8), job('a', 1), job('c', 6), job('b', 3)],
      fromOrigin,
    );
    expect(first.jobIds).toEqual(['a', 'b', 'c', 'd']);
    const optimized = first.jobIds.map((name) => job(name, { a: 1, b: 3, c: 6, d: 8 }[name] ?? 0));
    const { outcome } = optimize([...optimized, job('new', 4)], fromOrigin);
    expect(outcome.jobIds).toEqual(['a', 'b', 'new', 'c', 'd']);
    expect(outcome.moved).toEqual([
      { id: 'new', name: 'Customer new', from: 5, to: 3 },
      { id: 'c', name: 'Customer c', from: 3, to: 4 },
      { id: 'd', name: 'Customer d', from: 4, to: 5 },
    ]);
  });

  it('starts and ends at the depot, or at the end it is given', () => {
    const depot = east(0);
    const items = [job('a', 1), job('far', 10), job('b', 2)];
    const back = optimize(items, { start: depot, end: depot, pinned: new Set() });
    expect(back.plan.points).toHaveLength(4);
    // Out and back: the way round does not matter; the length counts the drive home.
    expect(back.outcome.after.metres).toBeCloseTo(2 * metresBetween(depot, east(10)), 0);
    const toFar = optimize([job('a', 1), job('c', 3), job('b', 2)], {
      start: east(2.5),
      end: east(10),
      pinned: new Set(),
    });
    expect(toFar.outcome.jobIds).toEqual(['b', 'a', 'c']);
  });

  it('follows travel times that differ each way (asymmetric) rather than the straight line', () => {
    // Points: 0 start, 1 stop a (x 1), 2 stop b (x 2). Straight line: a then b. Travel times: a
    // one-way street makes a -> b slow, b -> a quick.
    const travel = [
      [0, 100, 120],
      [100, 0, 900],
      [120, 50, 0],
    ];
    const { outcome } = optimize([job('a', 1), job('b', 2)], fromOrigin, travel);
    expect(outcome.jobIds).toEqual(['b', 'a']);
    expect(outcome.before.seconds).toBe(1000);
    expect(outcome.after.seconds).toBe(170);
    // The distance shown stays the straight line, which is longer this way.
    expect(outcome.after.metres).toBeGreaterThan(outcome.before.metres);
  });
});
