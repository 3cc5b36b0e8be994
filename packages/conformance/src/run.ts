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

export async function runChecks(
  checks: readonly Check[],
  config: ConformanceConfig,
  options: RunOptions = {},
): Promise<CheckResult[]> {
  const client = createClient(config);
  const state = newRunState();
  await verifyAccounts(client, state);
  const results: CheckResult[] = [];
  for (const check of checks) {
    const result = await runCheck(check, client, state);
    options.onResult?.(result);
    results.push(result);
  }
  return results;
}
