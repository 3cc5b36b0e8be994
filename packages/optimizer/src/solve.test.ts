import { describe, expect, it } from 'vitest';
import { exactRoute, routeLength } from './positions';
import { solve } from './solve';
import { asymmetricMatrix, randomPoints } from './testInstances';
import type { CostFunction, Problem, SolveOptions } from './types';

/** A budget no test waits for: the kick count ends these searches, so results never depend on the machine's speed. */
const UNHURRIED = { timeMs: 60_000, maxKicks: 100 };

function costOf(problem: Problem): CostFunction {
  if ('matrix' in problem) return (i, j) => problem.matrix[i]![j]!;
  if ('points' in problem) {
    return (i, j) => {
      const [x1, y1] = problem.points[i]!;
      const [x2, y2] = problem.points[j]!;
      const d = Math.hypot(x1 - x2, y1 - y2);
      return problem.rounding === 'nint' ? Math.round(d) : d;
    };
  }
  return problem.cost;
}

/** The length of a route as a user would add up its legs. */
function legs(problem: Problem, order: number[], closed: boolean): number {
  const cost = costOf(problem);
  let total = 0;
  for (let p = 0; p + 1 < order.length; p++) total += cost(order[p]!, order[p + 1]!);
  return closed && order.length > 1 ? total + cost(order.at(-1)!, order[0]!) : total;
}

function* permutations(items: number[]): Generator<number[]> {
  if (items.length <= 1) {
    yield items;
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) yield [items[i]!, ...tail];
  }
}

/** The best length over every order that obeys the options, by trying them all. */
function bruteForce(problem: Problem, n: number, options: Omit<SolveOptions, 'timeMs'>): number {
  const closed = options.end === undefined || options.end === options.start;
  let best = Infinity;
  for (const order of permutations([...Array(n).keys()])) {
    if (options.start !== undefined && order[0] !== options.start) continue;
    if (typeof options.end === 'number' && !closed && order.at(-1) !== options.end) continue;
    if (options.pinned?.some(({ index, position }) => order[position] !== index)) continue;
    best = Math.min(best, legs(problem, order, closed));
  }
  return best;
}

function expectPermutation(order: number[], n: number) {
  expect([...order].sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
}

describe('solve', () => {
  it('returns every stop exactly once, and the length of its legs, on random instances', () => {
    const cases: [Problem, number][] = [
      [{ points: randomPoints(13, 1) }, 13],
      [{ points: randomPoints(60, 2), rounding: 'nint' }, 60],
      [{ points: randomPoints(400, 3), rounding: 'nint' }, 400],
      [{ matrix: asymmetricMatrix(40, 4) }, 40],
    ];
    for (const [problem, n] of cases) {
      for (const options of [
        {},
        { start: 3 },
        { start: 3, end: 7 },
        { end: 'anywhere' as const },
        { start: 5, end: 'anywhere' as const },
      ]) {
        const { order, length } = solve(problem, { ...UNHURRIED, ...options });
        expectPermutation(order, n);
        const closed = !('end' in options) || options.end === undefined;
        expect(length).toBeCloseTo(legs(problem, order, closed), 6);
      }
    }
  });

  it('keeps the start, the end and pinned stops where they were asked to be', () => {
    for (const [n, seed] of [
      [9, 5],
      [40, 6],
    ] as const) {
      const problem: Problem = { points: randomPoints(n, seed), rounding: 'nint' };
      const pinned = [
        { index: 4, position: 2 },
        { index: 1, position: 5 },
      ];
      const cases: SolveOptions[] = [
        { ...UNHURRIED, start: 0, end: 8 },
        { ...UNHURRIED, start: 8, end: 'anywhere' },
        { ...UNHURRIED, end: 6 },
        { ...UNHURRIED, start: 0, end: 8, pinned },
        { ...UNHURRIED, start: 7, pinned },
        { ...UNHURRIED, end: 'anywhere', pinned },
      ];
      for (const options of cases) {
        const { order } = solve(problem, options);
        expectPermutation(order, n);
        if (options.start !== undefined) expect(order[0]).toBe(options.start);
        if (typeof options.end === 'number') expect(order.at(-1)).toBe(options.end);
        for (const { index, position } of options.pinned ?? []) expect(order[position]).toBe(index);
      }
    }
  });

  it('loses nothing to a pin that holds a stop where the best route has it anyway', () => {
    const problem: Problem = { points: randomPoints(50, 14), rounding: 'nint' };
    const free = solve(problem, { ...UNHURRIED, start: 0, seed: 5 });
    const pinned = solve(problem, {
      ...UNHURRIED,
      start: 0,
      seed: 5,
      pinned: [{ index: free.order[20]!, position: 20 }],
    });
    expect(pinned.order[20]).toBe(free.order[20]);
    expect(pinned.length).toBeLessThanOrEqual(free.length);
  });

  it('finds the optimum of asymmetric matrices, closed and open, as trying every order does', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const n = 5 + (seed % 4);
      const problem: Problem = { matrix: asymmetricMatrix(n, seed) };
      const cases: Omit<SolveOptions, 'timeMs'>[] = [
        {},
        { start: 1 },
        { start: 1, end: 2 },
        { end: 'anywhere' },
        { start: 2, end: 'anywhere' },
        { end: 3 },
        { start: 0, pinned: [{ index: 4, position: 1 }] },
      ];
      for (const options of cases) {
        const { length } = solve(problem, { ...UNHURRIED, ...options });
        expect(length).toBe(bruteForce(problem, n, options));
      }
    }
  });

  it('pays for the direction of travel on asymmetric matrices above the exact size', () => {
    for (const [n, seed] of [
      [13, 7],
      [16, 8],
    ] as const) {
      const matrix = asymmetricMatrix(n, seed);
      const problem: Problem = { matrix };
      for (const end of [undefined, 'anywhere' as const]) {
        const { order, length } = solve(problem, { ...UNHURRIED, maxKicks: 3000, seed: 3, end });
        const optimum = exactRoute({
          n,
          cost: (i, j) => matrix[i]![j]!,
          closed: end === undefined,
          fixed: new Int32Array(n).fill(-1),
        });
        expect(length).toBe(legs(problem, order, end === undefined));
        expect(length).toBe(legs(problem, optimum, end === undefined));
      }
    }
  });

  it('finds the optimum of symmetric instances just above the exact size', () => {
    const points = randomPoints(14, 9);
    const cost: CostFunction = (i, j) =>
      Math.round(Math.hypot(points[i]![0] - points[j]![0], points[i]![1] - points[j]![1]));
    const route = { n: 14, cost, closed: true, fixed: new Int32Array(14).fill(-1) };
    const { length } = solve({ points, rounding: 'nint' }, UNHURRIED);
    expect(length).toBe(routeLength(route, exactRoute(route)));
  });

  it('answers an empty, a one-stop and a two-stop route', () => {
    expect(solve({ points: [] }, { timeMs: 10 })).toMatchObject({ order: [], length: 0 });
    expect(solve({ points: [[3, 4]] }, { timeMs: 10, end: 'anywhere' })).toMatchObject({
      order: [0],
      length: 0,
    });
    expect(
      solve(
        {
          points: [
            [0, 0],
            [3, 4],
          ],
        },
        { timeMs: 10 },
      ),
    ).toMatchObject({ order: [0, 1], length: 10 });
    expect(
      solve(
        {
          matrix: [
            [0, 2],
            [7, 0],
          ],
        },
        { timeMs: 10, start: 1, end: 'anywhere' },
      ),
    ).toMatchObject({ order: [1, 0], length: 7 });
  });

  it('fits a stop added to an optimized route in without losing any other', () => {
    const points = randomPoints(80, 10);
    const before = solve({ points }, { ...UNHURRIED, start: 0 });
    const added: [number, number] = [500, 500];
    const after = solve({ points: [...points, added] }, { ...UNHURRIED, start: 0 });
    expectPermutation(after.order, 81);
    expect(after.order[0]).toBe(0);
    // Straight lines: a stop more never shortens the best route, and slotting it in between two
    // consecutive stops of the old order is a route the solver must at least match (within 1%).
    const cost = costOf({ points: [...points, added] });
    const cheapestSlot = Math.min(
      ...before.order.map((v, p) => {
        const w = before.order[(p + 1) % before.order.length]!;
        return cost(v, 80) + cost(80, w) - cost(v, w);
      }),
    );
    expect(after.length).toBeLessThanOrEqual((before.length + cheapestSlot) * 1.01);
    expect(after.length).toBeGreaterThan(before.length * 0.99);
  });

  it('gives the same order for the same seed', () => {
    const problem: Problem = { points: randomPoints(200, 11), rounding: 'nint' };
    const first = solve(problem, { ...UNHURRIED, seed: 42 });
    const second = solve(problem, { ...UNHURRIED, seed: 42 });
    expect(second.order).toEqual(first.order);
    const withPin: Problem = { points: randomPoints(60, 11), rounding: 'nint' };
    const pinned: SolveOptions = {
      ...UNHURRIED,
      maxKicks: 30,
      seed: 42,
      pinned: [{ index: 3, position: 10 }],
    };
    expect(solve(withPin, pinned).order).toEqual(solve(withPin, pinned).order);
  });

  it('stops promptly with its best order so far when aborted', () => {
    const problem: Problem = { points: randomPoints(2000, 12), rounding: 'nint' };
    let reads = 0;
    // Aborted from the 20th look at the flag on: long before an hour's budget runs out.
    const signal = {
      get aborted() {
        return ++reads > 20;
      },
    };
    const { order, ms } = solve(problem, { timeMs: 3_600_000, signal });
    expectPermutation(order, 2000);
    expect(ms).toBeLessThan(60_000);
    expect(reads).toBeGreaterThan(20);
  });

  it('refuses a start, an end or a pin that is not a stop or clashes', () => {
    const problem: Problem = { points: randomPoints(20, 13) };
    expect(() => solve(problem, { timeMs: 10, start: 20 })).toThrow(
      'The start 20 is not one of the 20 stops.',
    );
    expect(() => solve(problem, { timeMs: 10, end: -1 })).toThrow(
      'The end -1 is not one of the 20 stops.',
    );
    expect(() =>
      solve(problem, { timeMs: 10, start: 2, pinned: [{ index: 5, position: 0 }] }),
    ).toThrow('Stop 5 cannot be pinned at position 0: that place is already taken.');
    expect(() => solve(problem, { timeMs: 10, pinned: [{ index: 5, position: 20 }] })).toThrow(
      'Position 20 is not in a route of 20 stops.',
    );
  });
});
