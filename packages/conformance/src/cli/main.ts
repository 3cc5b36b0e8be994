/**
 * `npm run conformance`: reads the options and the accounts, runs the checks with a line of
 * progress each, prints a table and a summary, and writes the reports asked for. Answers the exit
 * status: 0 every check passed, 1 a check failed, 2 the run could not start.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { ALL_CHECKS } from '../checks';
import type { Check } from '../check';
import { ConfigError, readConfigFile, type ConformanceConfig } from '../config';
import { demoConfig } from '../demo';
import { formatProgress, formatSummary, formatTable } from '../report/table';
import { toJUnit } from '../report/junit';
import { toJsonReport } from '../report/json';
import type { RunInfo } from '../report/summary';
import {
  applicableChecks,
  EndpointUnreachableError,
  runChecks,
  WrongCompanyError,
  type CheckResult,
} from '../run';
import { parseCliArgs, selectChecks, USAGE } from './args';

export interface Output {
  out(text: string): void;
  error(text: string): void;
}

export const processOutput: Output = {
  out: (text) => void process.stdout.write(`${text}\n`),
  error: (text) => void process.stderr.write(`${text}\n`),
};

/**
 * Why the run could not start: one line for a config error, an unreachable endpoint or an account
 * in another company; anything else is a fault of the kit, told with its stack.
 */
function startFailure(error: unknown): string {
  if (
    error instanceof ConfigError ||
    error instanceof EndpointUnreachableError ||
    error instanceof WrongCompanyError
  ) {
    return error.message;
  }
  return `the run stopped: ${(error as Error).stack ?? String(error)}`;
}

async function writeReport(path: string, text: string): Promise<void> {
  const file = resolve(path);
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  } catch (error) {
    throw new ConfigError(`Cannot write ${path}: ${(error as Error).message}`);
  }
}

export async function runCli(argv: readonly string[], io: Output = processOutput): Promise<number> {
  let checks: Check[];
  let config: ConformanceConfig;
  let reports: { junit?: string; json?: string };
  try {
    const options = parseCliArgs(argv);
    if (options.help) {
      io.out(USAGE);
      return 0;
    }
    checks = selectChecks(ALL_CHECKS, options.only);
    if (options.list) {
      for (const check of checks) io.out(`${check.id}  (${check.section})  ${check.title}`);
      return 0;
    }
    config = options.config
      ? await readConfigFile(options.config, options.endpoint)
      : demoConfig(options.endpoint ?? '');
    reports = { junit: options.junit, json: options.json };
  } catch (error) {
    io.error(`conformance: ${startFailure(error)}`);
    return 2;
  }

  const notApplicable = checks.filter((check) => !applicableChecks([check], config).length);
  checks = applicableChecks(checks, config);
  io.out(`Routebook conformance: ${checks.length} checks against ${config.endpoint}`);
  if (notApplicable.length) {
    io.out(
      `Not run, for what the config says the app does not use ("batching", "persistedQueries", "accountInTwoCompanies"): ${notApplicable.map((check) => check.id).join(', ')}`,
    );
  }
  const startedAt = new Date();
  let results: CheckResult[];
  let done = 0;
  try {
    results = await runChecks(checks, config, {
      onResult: (result) => io.out(formatProgress(result, done++, checks.length)),
    });
  } catch (error) {
    io.error(`conformance: ${startFailure(error)}`);
    return 2;
  }
  const run: RunInfo = { endpoint: config.endpoint, startedAt, finishedAt: new Date() };

  io.out('');
  io.out(formatTable(results));
  io.out('');
  io.out(formatSummary(results, run));
  try {
    if (reports.junit) await writeReport(reports.junit, toJUnit(results, run));
    if (reports.json) {
      await writeReport(reports.json, `${JSON.stringify(toJsonReport(results, run), null, 2)}\n`);
    }
  } catch (error) {
    io.error(`conformance: ${(error as Error).message}`);
    return 2;
  }
  return results.every((result) => result.passed) ? 0 : 1;
}
