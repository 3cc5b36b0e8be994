/**
 * How every benchmark prints its figures: each beside its target, in one table, and whether it
 * met it. Ratio targets are judged (a miss makes the bench exit non-zero); absolute times are
 * printed beside their target but not judged, because they depend on how busy the machine is.
 */
import { formatTable } from './logins';

export interface BenchFigure {
  /** What was measured, as a reader names it: "/login scripts (gzip)". */
  name: string;
  value: number;
  /** Shown after the value: "KiB", "ms", "x", "nodes". */
  unit: string;
  /** Digits after the point (default 1). */
  digits?: number;
  /** The figure must be at most this (a budget) or at least this (a floor). */
  target?: { atMost: number } | { atLeast: number };
  /**
   * Whether a miss fails the bench. Default: true. Absolute times on a shared machine are
   * printed beside their target with `judged: false`.
   */
  judged?: boolean;
}

const show = (value: number, unit: string, digits: number) =>
  `${Number.isFinite(value) ? value.toFixed(digits) : String(value)} ${unit}`.trim();

export function targetText({ target, unit, digits = 1 }: BenchFigure): string {
  if (!target) return '-';
  return 'atMost' in target
    ? `<= ${show(target.atMost, unit, digits)}`
    : `>= ${show(target.atLeast, unit, digits)}`;
}

/** Whether the figure meets its target (a figure without one always does). */
export function meetsTarget({ value, target }: BenchFigure): boolean {
  if (!target) return true;
  if (!Number.isFinite(value)) return false;
  return 'atMost' in target ? value <= target.atMost : value >= target.atLeast;
}

function verdict(figure: BenchFigure): string {
  if (!figure.target) return '';
  const met = meetsTarget(figure);
  if (figure.judged === false) return met ? 'met (not judged)' : 'missed (not judged)';
  return met ? 'met' : 'MISSED';
}

/** The table of figures, each beside its target and verdict. */
export function formatFigures(figures: readonly BenchFigure[]): string {
  return formatTable(
    ['figure', 'value', 'target', 'verdict'],
    figures.map((figure) => [
      figure.name,
      show(figure.value, figure.unit, figure.digits ?? 1),
      targetText(figure),
      verdict(figure),
    ]),
    [false, true, true, false],
  );
}

/**
 * Prints the figures under a title and sets a non-zero exit code when a judged target is
 * missed. Returns the names of the missed, judged figures.
 */
export function reportFigures(title: string, figures: readonly BenchFigure[]): string[] {
  console.log(`\n${title}\n`);
  console.log(formatFigures(figures));
  const missed = figures
    .filter((figure) => figure.judged !== false && !meetsTarget(figure))
    .map(({ name }) => name);
  if (missed.length > 0) {
    console.log(`\nMISSED ${missed.length} target(s): ${missed.join('; ')}`);
    process.exitCode = 1;
  }
  return missed;
}

/** The median of a series (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The p-th percentile of a series (nearest rank): the value at least p% of them are at or under. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
