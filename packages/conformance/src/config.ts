/**
 * What the kit may touch: the endpoint and the test accounts it is given. It logs in only with
 * these and changes only their companies; `verifyAccounts` stops the run when an account's company
 * is not the one named here.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PLAN_LEVELS } from '@routebook/schema';

export interface Credentials {
  email: string;
  password: string;
}

/** A company the kit may change, with an admin and a regular member of it. */
export interface TestCompany {
  /** The company's name as the server answers it: the guard against running elsewhere. */
  name: string;
  admin: Credentials;
  member: Credentials;
}

export type PlanKey = `level${(typeof PLAN_LEVELS)[number]}`;
export const PLAN_KEYS = PLAN_LEVELS.map((level) => `level${level}` as PlanKey);
/** A company key: one per plan level, and `other`, the second company of the tenancy checks. */
export type CompanyKey = PlanKey | 'other';

export interface ConformanceConfig {
  /** The GraphQL endpoint (POST, batched JSON arrays, multipart uploads). */
  endpoint: string;
  /** Where the rich-text editor uploads images (`POST`, answers `{ url }`). */
  imageUploadUrl: string;
  /** The origin the app is served from: the CORS checks ask as it. */
  appOrigin: string;
  /** Sent with every request (an API gateway's key, say). */
  headers: Record<string, string>;
  /**
   * The app's config.json batches operations (`batching.enabled`, on by default): the backend
   * must answer JSON arrays, and the `batching.*` checks join the run.
   */
  batching: boolean;
  /**
   * The app's config.json sends persisted ids (`"persistedQueries": true`): the backend must run
   * them, and the `persisted.*` checks join the run.
   */
  persistedQueries: boolean;
  /** The app's map of persisted id → operation text (what `npm run relay` writes). */
  persistedQueriesFile: string;
  companies: Record<CompanyKey, TestCompany>;
  /**
   * An account that is a member of two of the test companies (the demo's `multi@`): the check
   * that another company reached through `me.companies` shows only its id and name logs in as
   * it. Without one that check is not run.
   */
  accountInTwoCompanies: Credentials | null;
}

/** Where `npm run relay` writes the app's persisted operations (relay.config.js). */
export const APP_PERSISTED_QUERIES_FILE = fileURLToPath(
  new URL('../../app/src/__generated__/persistedQueries.json', import.meta.url),
);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function credentials(raw: unknown, where: string): Credentials {
  const given = (raw ?? {}) as Record<string, unknown>;
  if (!isText(given.email) || !isText(given.password)) {
    throw new ConfigError(`${where} needs an "email" and a "password".`);
  }
  return { email: given.email, password: given.password };
}

function company(raw: unknown, key: CompanyKey): TestCompany {
  const where = `companies.${key}`;
  if (typeof raw !== 'object' || raw === null) {
    throw new ConfigError(
      `${where} is missing: the kit needs a test company at each plan level and "other".`,
    );
  }
  const given = raw as Record<string, unknown>;
  if (!isText(given.name)) throw new ConfigError(`${where}.name is missing.`);
  return {
    name: given.name,
    admin: credentials(given.admin, `${where}.admin`),
    member: credentials(given.member, `${where}.member`),
  };
}

/** The endpoint's origin with `path`: where a server serves its other paths beside GraphQL. */
export function besideEndpoint(endpoint: string, path: string): string {
  return new URL(path, endpoint).href;
}

/** Reads a config object; `endpoint` (from the command line) wins over the file's. */
export function parseConfig(raw: unknown, endpoint?: string): ConformanceConfig {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const graphql = endpoint ?? (isText(given.endpoint) ? given.endpoint : null);
  if (!graphql)
    throw new ConfigError('Give the endpoint: --endpoint URL (or "endpoint" in the config).');
  try {
    new URL(graphql);
  } catch {
    throw new ConfigError(`The endpoint is not an absolute URL: ${graphql}`);
  }
  const companies = (given.companies ?? {}) as Record<string, unknown>;
  const headers = (given.headers ?? {}) as Record<string, unknown>;
  return {
    endpoint: graphql,
    imageUploadUrl: isText(given.imageUploadUrl)
      ? given.imageUploadUrl
      : besideEndpoint(graphql, '/v1/image'),
    appOrigin: isText(given.appOrigin) ? given.appOrigin : 'http://127.0.0.1:5173',
    batching: given.batching !== false,
    persistedQueries: given.persistedQueries === true,
    persistedQueriesFile: isText(given.persistedQueriesFile)
      ? given.persistedQueriesFile
      : APP_PERSISTED_QUERIES_FILE,
    headers: Object.fromEntries(
      Object.entries(headers).filter(([, value]) => isText(value)),
    ) as Record<string, string>,
    companies: Object.fromEntries(
      ([...PLAN_KEYS, 'other'] as CompanyKey[]).map((key) => [key, company(companies[key], key)]),
    ) as Record<CompanyKey, TestCompany>,
    accountInTwoCompanies:
      given.accountInTwoCompanies === undefined
        ? null
        : credentials(given.accountInTwoCompanies, 'accountInTwoCompanies'),
  };
}

export async function readConfigFile(path: string, endpoint?: string): Promise<ConformanceConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new ConfigError(`Cannot read the config file ${path}.`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${path} is not JSON: ${(error as Error).message}`);
  }
  return parseConfig(raw, endpoint);
}
