/** What every report says of a run: its endpoint, when it ran, and how many checks passed. */
import type { CheckResult } from '../run';

export interface RunInfo {
  /** The GraphQL endpoint the checks ran against. */
  endpoint: string;
  startedAt: Date;
  finishedAt: Date;
}

export interface Totals {
  checks: number;
  passed: number;
  failed: number;
}

export function totalsOf(results: readonly CheckResult[]): Totals {
  const passed = results.filter((result) => result.passed).length;
  return { checks: results.length, passed, failed: results.length - passed };
}
