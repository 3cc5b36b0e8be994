import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { randomPoints } from '../testInstances';
import { main } from './optimize';

const dir = mkdtempSync(join(tmpdir(), 'optimize-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A square of side 10 with a point in the middle of each side: the best tour is its outline, 40. */
const SQUARE = [
  [0, 0],
  [5, 0],
  [10, 0],
  [10, 5],
  [10, 10],
  [5, 10],
  [0, 10],
  [0, 5],
];

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

function tsplib(name: string, points: number[][], type = 'EUC_2D'): string {
  return [
    `NAME: ${name}`,
    'TYPE: TSP',
    `DIMENSION: ${points.length}`,
    `EDGE_WEIGHT_TYPE: ${type}`,
    'NODE_COORD_SECTION',
    ...points.map(([x, y], i) => `${i + 1} ${x} ${y}`),
    'EOF',
  ].join('\n');
}

describe('npm run optimize', () => {
  it('prints the length and the solver time as its last line, and writes a TSPLIB tour', () => {
    // Shuffled, so that the file's own order is not already the answer.
    const shuffled = [0, 4, 2, 6, 1, 5, 3, 7].map((i) => SQUARE[i]!);
    const file = write('square.tsp', tsplib('square', shuffled));
    const tourFile = join(dir, 'square.tour');
    const { code, out } = run(
      '--tsplib',
      file,
      '--time-ms',
      '50',
      '--seed',
      '7',
      '--tour-out',
      tourFile,
    );
    expect(code).toBe(0);
    expect(out.at(-1)).toMatch(/^length 40 ms \d+$/);
    const tour = readFileSync(tourFile, 'utf8').split('\n');
    expect(tour.slice(0, 5)).toEqual([
      'NAME : square.tour',
      'COMMENT : Length 40',
      'TYPE : TOUR',
      'DIMENSION : 8',
      'TOUR_SECTION',
    ]);
    const ids = tour.slice(5, 13).map(Number);
    expect([...ids].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(tour.slice(13)).toEqual(['-1', 'EOF', '']);
    // The tour follows the outline: consecutive ids are neighbours on the square.
    const [x0, y0] = shuffled[ids[0]! - 1]!;
    const [x1, y1] = shuffled[ids[1]! - 1]!;
    expect(Math.hypot(x0! - x1!, y0! - y1!)).toBe(5);
  });

  it('reads a matrix: a name line, n, then n x n costs, asymmetric allowed', () => {
    // Going round 0 -> 1 -> 2 -> 0 costs 3, the other way 30.
    const file = write('triangle.matrix', 'triangle\n3\n0 1 10\n10 0 1\n1 10 0\n');
    const { code, out } = run('--matrix', file, '--time-ms', '20');
    expect(code).toBe(0);
    expect(out.at(-1)).toMatch(/^length 3 ms \d+$/);
  });

  it('solves a larger instance within the budget it is given, as its own clock says', () => {
    const file = write('random300.tsp', tsplib('random300', randomPoints(300, 1)));
    const { code, out } = run('--tsplib', file, '--time-ms', '300');
    expect(code).toBe(0);
    const [, length, ms] = /^length (\d+) ms (\d+)$/.exec(out.at(-1)!)!;
    expect(Number(length)).toBeGreaterThan(0);
    // The solver stops itself on time; a busy machine may only delay its last few moves.
    expect(Number(ms)).toBeGreaterThan(100);
  });

  it('says which argument is wrong, in one line, and exits with 2', () => {
    const file = write('ok.tsp', tsplib('ok', SQUARE));
    const cases: [string[], string][] = [
      [['--time-ms', '10'], 'optimize: give exactly one of --tsplib FILE and --matrix FILE'],
      [
        ['--tsplib', file, '--matrix', file, '--time-ms', '10'],
        'optimize: give exactly one of --tsplib FILE and --matrix FILE',
      ],
      [['--tsplib', file], 'optimize: --time-ms N is required'],
      [
        ['--tsplib', file, '--time-ms', 'soon'],
        'optimize: --time-ms must be a positive number of milliseconds, not soon',
      ],
      [
        ['--tsplib', file, '--time-ms', '0'],
        'optimize: --time-ms must be a positive number of milliseconds, not 0',
      ],
      [
        ['--tsplib', file, '--time-ms', '10', '--seed', '-3'],
        'optimize: --seed must be a whole number from 0 to 4294967295, not -3',
      ],
      [
        ['--tsplib', file, '--time-ms', '10', '--seed', 'x'],
        'optimize: --seed must be a whole number from 0 to 4294967295, not x',
      ],
      [['--tsplib', file, '--time-ms', '10', '--fast', 'yes'], 'optimize: unknown argument --fast'],
      [['--tsplib', file, '--time-ms'], 'optimize: --time-ms needs a value'],
    ];
    for (const [argv, message] of cases) {
      const { code, out, err } = run(...argv);
      expect(code).toBe(2);
      expect(out).toEqual([]);
      expect(err[0]!.split('\n')[0]).toBe(message);
    }
  });

  it('says clearly when a file cannot be read or is of a kind it does not read', () => {
    const geo = write('geo.tsp', tsplib('geo', SQUARE, 'GEO'));
    const short = write('short.matrix', 'short\n3\n0 1 2\n1 0 2\n');
    const cases: [string[], string][] = [
      [
        ['--tsplib', geo, '--time-ms', '10'],
        'optimize: TSPLIB: EDGE_WEIGHT_TYPE GEO is not supported; only EUC_2D is.',
      ],
      [
        ['--matrix', short, '--time-ms', '10'],
        'optimize: Matrix: 6 costs for 3 stops (9 expected).',
      ],
      [
        ['--matrix', join(dir, 'missing.matrix'), '--time-ms', '10'],
        `optimize: ENOENT: no such file or directory, open '${join(dir, 'missing.matrix')}'`,
      ],
    ];
    for (const [argv, message] of cases) {
      const { code, err } = run(...argv);
      expect(code).toBe(2);
      expect(err).toEqual([message]);
    }
  });
});
