// Instances for the tests: seeded, so a failing case can be run again.
import { createRandom } from './random';

export function randomPoints(n: number, seed: number, size = 1000): [number, number][] {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => [
    Math.round(random() * size),
    Math.round(random() * size),
  ]);
}

/** Travel times that differ by direction (one-way streets, hills): up to 3x the way back. */
export function asymmetricMatrix(n: number, seed: number): number[][] {
  const random = createRandom(seed);
  const points = randomPoints(n, seed + 1);
  return points.map(([x1, y1], i) =>
    points.map(([x2, y2], j) =>
      i === j ? 0 : Math.round(Math.hypot(x1 - x2, y1 - y2) * (1 + 2 * random())),
    ),
  );
}
