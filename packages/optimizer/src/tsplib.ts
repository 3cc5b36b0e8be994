import type { Problem } from './types';

export interface ParsedInstance {
  name: string;
  problem: Problem;
  n: number;
}

/** A TSPLIB file with NODE_COORD_SECTION and EDGE_WEIGHT_TYPE EUC_2D (legs rounded by nint). */
export function parseTsplib(text: string): ParsedInstance {
  const lines = text.split(/\r?\n/);
  const header = new Map<string, string>();
  let at = 0;
  for (; at < lines.length; at++) {
    const line = (lines[at] ?? '').trim();
    if (line === '' || line === 'EOF') continue;
    if (line.startsWith('NODE_COORD_SECTION')) break;
    const colon = line.indexOf(':');
    if (colon < 0) {
      if (/_SECTION$/.test(line))
        throw new SyntaxError(
          `TSPLIB: ${line} is not read; only NODE_COORD_SECTION with EUC_2D is.`,
        );
      continue;
    }
    header.set(line.slice(0, colon).trim().toUpperCase(), line.slice(colon + 1).trim());
  }
  const type = header.get('EDGE_WEIGHT_TYPE');
  if (type !== 'EUC_2D') {
    throw new SyntaxError(
      `TSPLIB: EDGE_WEIGHT_TYPE ${type ?? '(missing)'} is not supported; only EUC_2D is.`,
    );
  }
  if (at >= lines.length) throw new SyntaxError('TSPLIB: no NODE_COORD_SECTION.');
  const n = Number(header.get('DIMENSION'));
  if (!Number.isInteger(n) || n < 0)
    throw new SyntaxError('TSPLIB: DIMENSION is missing or not a whole number.');
  const points: [number, number][] = [];
  for (at++; at < lines.length && points.length < n; at++) {
    const line = (lines[at] ?? '').trim();
    if (line === '') continue;
    const [id, x = NaN, y = NaN] = line.split(/\s+/).map(Number);
    if (id !== points.length + 1 || !Number.isFinite(x) || !Number.isFinite(y)) {
      throw new SyntaxError(`TSPLIB: line ${at + 1} is not "${points.length + 1} x y".`);
    }
    points.push([x, y]);
  }
  if (points.length < n)
    throw new SyntaxError(`TSPLIB: ${points.length} coordinates for DIMENSION ${n}.`);
  return { name: header.get('NAME') ?? 'unnamed', problem: { points, rounding: 'nint' }, n };
}

/** A name line, then n, then n x n numbers row by row (entry i, j: the cost from i to j). */
export function parseMatrix(text: string): ParsedInstance {
  const [nameLine = '', ...rest] = text.split(/\r?\n/);
  const numbers = rest
    .join(' ')
    .trim()
    .split(/\s+/)
    .filter((token) => token !== '')
    .map(Number);
  const n = numbers[0];
  if (n === undefined || !Number.isInteger(n) || n < 0)
    throw new SyntaxError('Matrix: the second line must be the number of stops.');
  // What follows the n x n costs is not read (the shared instances end with their optimal length).
  if (numbers.length - 1 < n * n)
    throw new SyntaxError(
      `Matrix: ${numbers.length - 1} costs for ${n} stops (${n * n} expected).`,
    );
  if (numbers.slice(1, 1 + n * n).some((value) => !Number.isFinite(value)))
    throw new SyntaxError('Matrix: every cost must be a number.');
  const matrix = Array.from({ length: n }, (_, i) => numbers.slice(1 + i * n, 1 + (i + 1) * n));
  return { name: nameLine.trim() || 'unnamed', problem: { matrix }, n };
}

/** TSPLIB's .tour format: 1-based ids in TOUR_SECTION, ended by -1. */
export function formatTour(name: string, order: readonly number[], length: number): string {
  return [
    `NAME : ${name}.tour`,
    `COMMENT : Length ${length}`,
    'TYPE : TOUR',
    `DIMENSION : ${order.length}`,
    'TOUR_SECTION',
    ...order.map((v) => String(v + 1)),
    '-1',
    'EOF',
    '',
  ].join('\n');
}
