/**
 * `npm run bench`: the route optimizer against its targets (`budgetsFor`), on the shared TSPLIB instances
 * (optimal lengths from their README) and on generated ones (uniform and clustered points, an
 * asymmetric matrix) whose optimum is unknown, so only their lengths are printed.
 *
 * Each instance runs with the targets' budgets and several seeds, in this process one after the
 * other. A target is judged on the worst seed's gap; the solver's own times are printed beside the
 * budget but not judged (they follow the machine's load, printed too).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom } from '../src/random';
import { solve } from '../src/solve';
import { parseMatrix, parseTsplib } from '../src/tsplib';
import type { Problem } from '../src/types';

const SEEDS = [1, 2, 3, 4, 5];
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The targets: gap to the optimum (%) within each budget, by size. */
function budgetsFor(n: number): { ms: number; gap: number }[] {
  if (n <= 100) return [{ ms: 50, gap: 0 }];
  if (n <= 600) return [{ ms: 200, gap: 0.5 }];
  if (n <= 1500)
    return [
      { ms: 1000, gap: 3.5 },
      { ms: 3000, gap: 1.5 },
    ];
  return [{ ms: 3000, gap: 1.5 }];
}

interface Instance {
  name: string;
  n: number;
  problem: Problem;
  optimum?: number;
}

function tsplibDirectory(): string {
  const candidates = [
    process.env.TSPLIB_DIR,
    join(root, '../shared/data/tsplib'),
    join(root, '../../shared/data/tsplib'),
  ];
  const found = candidates.find(
    (dir): dir is string => dir !== undefined && existsSync(join(dir, 'README.md')),
  );
  if (!found)
    throw new Error('No TSPLIB instances: set TSPLIB_DIR to the folder of shared/data/tsplib.');
  return found;
}

/** Optimal lengths from the README's table: | file | n | input | optimal length |. */
function optima(dir: string): Map<string, number> {
  const table = new Map<string, number>();
  for (const line of readFileSync(join(dir, 'README.md'), 'utf8').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const length = Number(cells[4]);
    if (cells[1] && Number.isFinite(length) && length > 0) table.set(cells[1], length);
  }
  return table;
}

function sharedInstances(): Instance[] {
  const dir = tsplibDirectory();
  const known = optima(dir);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.tsp') || file.endsWith('.matrix'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const { n, problem } = file.endsWith('.tsp') ? parseTsplib(text) : parseMatrix(text);
      return { name: file, n, problem, optimum: known.get(file) };
    });
}

function generated(): Instance[] {
  const uniform = (n: number, seed: number): Problem => {
    const random = createRandom(seed);
    return {
      points: Array.from(
        { length: n },
        () => [Math.round(random() * 1e6), Math.round(random() * 1e6)] as [number, number],
      ),
      rounding: 'nint',
    };
  };
  // Towns: points gathered round a few centres, as customers are.
  const clustered = (n: number, seed: number): Problem => {
    const random = createRandom(seed);
    const centres = Array.from({ length: Math.max(3, Math.round(n / 40)) }, () => [
      random() * 1e6,
      random() * 1e6,
    ]);
    return {
      points: Array.from({ length: n }, () => {
        const [cx = 0, cy = 0] = centres[Math.floor(random() * centres.length)] ?? [];
        const r = 3e4 * Math.sqrt(-2 * Math.log(1 - random()));
        const angle = 2 * Math.PI * random();
        return [Math.round(cx + r * Math.cos(angle)), Math.round(cy + r * Math.sin(angle))] as [
          number,
          number,
        ];
      }),
      rounding: 'nint',
    };
  };
  const asymmetric = (n: number, seed: number): Problem => {
    const random = createRandom(seed);
    const points = Array.from({ length: n }, (): [number, number] => [
      random() * 1e4,
      random() * 1e4,
    ]);
    return {
      matrix: points.map(([x1, y1], i) =>
        points.map(([x2, y2], j) =>
          i === j ? 0 : Math.round(Math.hypot(x1 - x2, y1 - y2) * (1 + random())),
        ),
      ),
    };
  };
  const sizes = [200, 450, 1000, 2400];
  return [
    ...sizes.map((n) => ({ name: `uniform${n}`, n, problem: uniform(n, n) })),
    ...sizes.map((n) => ({ name: `clustered${n}`, n, problem: clustered(n, n + 1) })),
    { name: 'asymmetric100', n: 100, problem: asymmetric(100, 7) },
    { name: 'asymmetric450', n: 450, problem: asymmetric(450, 8) },
  ];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const percent = (length: number, optimum: number) => (100 * (length - optimum)) / optimum;

const rows: string[][] = [];
let missed = 0;
const loadBefore = loadavg();
// OPTIMIZER_BENCH_ONLY=clustered runs the instances whose name matches, to iterate on one kind.
const only = new RegExp(process.env.OPTIMIZER_BENCH_ONLY ?? '');
for (const instance of [...sharedInstances(), ...generated()].filter(({ name }) =>
  only.test(name),
)) {
  for (const budget of budgetsFor(instance.n)) {
    const runs = SEEDS.map((seed) => solve(instance.problem, { timeMs: budget.ms, seed }));
    const lengths = runs.map((run) => run.length).sort((a, b) => a - b);
    const ms = runs.map((run) => run.ms);
    const common = [instance.name, String(instance.n), `${budget.ms} ms`];
    const timing = `${median(ms).toFixed(0)} / ${Math.max(...ms).toFixed(0)}`;
    const { optimum } = instance;
    if (optimum === undefined) {
      rows.push([
        ...common,
        `${lengths[0]} / ${median(lengths)} / ${lengths.at(-1)} (length)`,
        timing,
        '-',
        '',
      ]);
      continue;
    }
    const gaps = lengths.map((length) => percent(length, optimum));
    const ok = (gaps.at(-1) ?? Infinity) <= budget.gap + 1e-9;
    if (!ok) missed++;
    rows.push([
      ...common,
      gaps
        .map((gap) => gap.toFixed(2))
        .filter((_, i) => i === 0 || i === 2 || i === 4)
        .join(' / '),
      timing,
      budget.gap === 0 ? 'optimal' : `<= ${budget.gap}%`,
      ok ? 'ok' : 'MISSED',
    ]);
  }
}

const header = [
  'instance',
  'n',
  'budget',
  'gap % best / median / worst',
  'ms median / max',
  'target',
  '',
];
const widths = header.map((title, c) =>
  Math.max(title.length, ...rows.map((row) => (row[c] ?? '').length)),
);
for (const row of [header, ...rows])
  console.log(
    row
      .map((cell, c) => cell.padEnd(widths[c] ?? 0))
      .join('  ')
      .trimEnd(),
  );
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
console.log(
  `\nload average (1, 5, 15 min) before: ${load(loadBefore)}, after: ${load(loadavg())} on this machine's cores`,
);
console.log(
  `seeds ${SEEDS.join(', ')}; a target is met when the worst seed meets it; times are the solver's own, not judged`,
);
if (missed > 0) {
  console.log(`${missed} target(s) MISSED`);
  process.exitCode = 1;
}
