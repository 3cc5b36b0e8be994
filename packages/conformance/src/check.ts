/**
 * A check: one rule of the contract, named by its section, run against an endpoint through a
 * `CheckContext`. A check fails by throwing; `CheckFailure` (or node's AssertionError) carries what
 * the server did instead.
 */
import type { ConformanceConfig } from './config';
import type { CheckContext } from './context';
import type { GraphQLError, GraphQLResult, HttpAnswer } from './client';

export interface Check {
  /** Stable id, `area.rule` (a broken double names the check it breaks by this id). */
  id: string;
  /** Where the rule is written: "§9 Business constants", "Extension: batching", … */
  section: string;
  /** The rule, as a sentence a backend developer can act on. */
  title: string;
  run(context: CheckContext): Promise<void>;
  /**
   * A check of a capability the app uses only when configured to (persisted ids): it runs when
   * this answers true for the config, and is listed as not run otherwise.
   */
  appliesTo?(config: ConformanceConfig): boolean;
}

export function check(id: string, section: string, title: string, run: Check['run']): Check {
  return { id, section, title, run };
}

export class CheckFailure extends Error {
  override name = 'CheckFailure';
}

export function fail(message: string): never {
  throw new CheckFailure(message);
}

export function expectTrue(condition: unknown, message: string): asserts condition {
  if (!condition) fail(message);
}

/**
 * Runs `step` and, when it fails the check, says first what was being judged ("Add Route in a
 * batch: error code …"), so a check that judges one call several ways names the way that failed.
 */
export async function about<T>(what: string, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof CheckFailure) throw new CheckFailure(`${what}: ${error.message}`);
    throw error;
  }
}

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

export function expectEqual<T>(actual: unknown, expected: T, what: string): asserts actual is T {
  if (shown(actual) !== shown(expected)) {
    fail(`${what}: expected ${shown(expected)}, got ${shown(actual)}`);
  }
}

/** The first error of an answer, failing when there is none. */
export function firstError(answer: GraphQLResult | HttpAnswer<GraphQLResult>): GraphQLError {
  const result = 'body' in answer ? answer.body : answer;
  const error = result?.errors?.[0];
  if (!error) fail(`expected an error, got ${shown(result)}`);
  return error;
}

/**
 * The answer refuses with `code` in `extensions.code` and, when given, exactly `message` (the
 * spec's words); answers the error.
 */
export function expectRefused(
  answer: GraphQLResult | HttpAnswer<GraphQLResult>,
  code: string,
  message?: string,
): GraphQLError {
  const error = firstError(answer);
  expectEqual(error.extensions?.code, code, `error code of "${error.message}"`);
  if (message !== undefined) expectEqual(error.message, message, 'error message');
  return error;
}
