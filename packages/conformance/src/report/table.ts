/** The run as a person reads it in a terminal or a CI log: a line per check, a table, a summary. */
import type { CheckResult } from '../run';
import { totalsOf, type RunInfo } from './summary';

/** The longest "why it failed" the table shows; the JUnit and JSON reports keep all of it. */
const WHY_MAX = 160;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

const verdict = (result: CheckResult) => (result.passed ? 'pass' : 'FAIL');

const ms = (result: CheckResult) => String(Math.round(result.ms));

/** The progress line of one check: `[ 3/40] pass  http.get-mutation (39 ms)`, and why it failed. */
export function formatProgress(result: CheckResult, index: number, total: number): string {
  const count = String(total).length;
  const line = `[${String(index + 1).padStart(count)}/${total}] ${verdict(result)}  ${result.id} (${ms(result)} ms)`;
  return result.passed ? line : `${line}\n${' '.repeat(count * 2 + 4)}${oneLine(result.message)}`;
}

/** The results as a table: check, section, result, ms, why it failed. */
export function formatTable(results: readonly CheckResult[]): string {
  const header = ['Check', 'Spec section', 'Result', 'ms', 'Why it failed'];
  const rows = results.map((result) => [
    result.id,
    result.section,
    verdict(result),
    ms(result),
    shorten(oneLine(result.message), WHY_MAX),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 3 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** `38 of 40 checks passed, 2 failed, against <endpoint> in 12.3 s`. */
export function formatSummary(results: readonly CheckResult[], run: RunInfo): string {
  const { checks, passed, failed } = totalsOf(results);
  const seconds = ((run.finishedAt.getTime() - run.startedAt.getTime()) / 1000).toFixed(1);
  const noun = checks === 1 ? 'check' : 'checks';
  const failures = failed ? `, ${failed} failed` : '';
  return `${passed} of ${checks} ${noun} passed${failures}, against ${run.endpoint} in ${seconds} s`;
}
