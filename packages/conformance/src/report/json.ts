/** The run as JSON, for scripts and dashboards: where and when it ran, the totals, every result. */
import type { CheckResult } from '../run';
import { totalsOf, type RunInfo, type Totals } from './summary';

export interface JsonReport {
  endpoint: string;
  /** ISO 8601. */
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  totals: Totals;
  /** Every result, its time rounded to the millisecond. */
  results: CheckResult[];
}

export function toJsonReport(results: readonly CheckResult[], run: RunInfo): JsonReport {
  return {
    endpoint: run.endpoint,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
    durationMs: run.finishedAt.getTime() - run.startedAt.getTime(),
    totals: totalsOf(results),
    results: results.map((result) => ({ ...result, ms: Math.round(result.ms) })),
  };
}
