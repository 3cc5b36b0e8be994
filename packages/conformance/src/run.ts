/**
 * Runs checks one after another (they change shared test companies) and answers a result each.
 * Before any check, every configured account logs in and must belong to the company the config
 * names: the kit never changes a company it was not given.
 */
import { createClient, type Client } from './client';
import type { Check } from './check';
import { PLAN_KEYS, type CompanyKey, type ConformanceConfig } from './config';
import { createContext, newRunState, type RunState } from './context';

export interface CheckResult {
  id: string;
  section: string;
  title: string;
  passed: boolean;
  /** Why it failed (the server's answer against the rule); empty when passed. */
  message: string;
  ms: number;
}

export class WrongCompanyError extends Error {
  override name = 'WrongCompanyError';
}

/** The endpoint did not answer, or answered but not as a GraphQL endpoint. */
export class EndpointUnreachableError extends Error {
  override name = 'EndpointUnreachableError';
}

/** How long the first request may take before the endpoint counts as unreachable. */
const REACH_TIMEOUT_MS = 15_000;

/** Asks the endpoint `{ __typename }`; throws EndpointUnreachableError unless it answers Query. */
export async function assertReachable(client: Client): Promise<void> {
  const { endpoint } = client.config;
  let answer;
  try {
    answer = await client.request(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'query ConformanceReachable { __typename }' }),
      signal: AbortSignal.timeout(REACH_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new EndpointUnreachableError(`Cannot reach ${endpoint}: ${why}.`);
  }
  const data = (answer.body as { data?: { __typename?: unknown } } | null)?.data;
  if (data?.__typename !== 'Query') {
    throw new EndpointUnreachableError(
      `${endpoint} answered HTTP ${answer.status} without a GraphQL result to { __typename }: is it the GraphQL endpoint?`,
    );
  }
}

/** Logs every configured account in; throws when one is not in the company named for it. */
export async function verifyAccounts(client: Client, state: RunState): Promise<void> {
  const context = createContext(client, state, []);
  const keys: CompanyKey[] = [...PLAN_KEYS, 'other'];
  for (const key of keys) {
    const expected = client.config.companies[key].name;
    for (const role of ['admin', 'member'] as const) {
      let session;
      try {
        session = await context.as(key, role);
      } catch (error) {
        throw new WrongCompanyError(
          `${client.config.companies[key][role].email} (companies.${key}.${role}) cannot log in: ${(error as Error).message}`,
        );
      }
      if (session.companyName !== expected) {
        throw new WrongCompanyError(
          `${session.email} (companies.${key}.${role}) logs in to "${session.companyName}", not "${expected}": the kit runs only against the companies it is given.`,
        );
      }
    }
  }
}

export interface RunOptions {
  /** Called after each check, for progress output. */
  onResult?(result: CheckResult): void;
}

/** Runs one check with its clean-up; a failure of the clean-up fails the check too. */
export async function runCheck(
  check: Check,
  client: Client,
  state: RunState,
): Promise<CheckResult> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const started = performance.now();
  let message = '';
  try {
    await check.run(createContext(client, state, cleanups));
  } catch (error) {
    message = (error as Error).message || String(error);
  }
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      message ||= `clean-up failed: ${(error as Error).message}`;
    }
  }
  const { id, section, title } = check;
  return { id, section, title, passed: message === '', message, ms: performance.now() - started };
}

/** The checks that apply to `config`: those of capabilities it does not use are left out. */
export function applicableChecks(checks: readonly Check[], config: ConformanceConfig): Check[] {
  return checks.filter((check) => check.appliesTo?.(config) ?? true);
}

export async function runChecks(
  checks: readonly Check[],
  config: ConformanceConfig,
  options: RunOptions = {},
): Promise<CheckResult[]> {
  const client = createClient(config);
  const state = newRunState();
  await assertReachable(client);
  await verifyAccounts(client, state);
  const results: CheckResult[] = [];
  for (const check of applicableChecks(checks, config)) {
    const result = await runCheck(check, client, state);
    options.onResult?.(result);
    results.push(result);
  }
  return results;
}
