/**
 * Runtime configuration, read at start from `config.json` beside the app, so one build can be
 * pointed at the mock server, staging or production by editing that file (README, "Pointing the
 * app at another server").
 */
import { MAX_BATCH_SIZE, TIMING } from '@routebook/schema';

/**
 * How operations share POSTs: a 10 ms window, at most 10 per POST (product.md §The GraphQL API).
 */
export interface BatchingConfig {
  /** false: each operation is a POST of its own with an object body, never an array. */
  enabled: boolean;
  /** How long operations wait for company in one POST, 0 to MAX_BATCH_INTERVAL_MS. */
  intervalMs: number;
  /** At most this many operations per POST, 1 to MAX_BATCH_SIZE (a backend may allow fewer). */
  maxSize: number;
}

export interface AppConfig {
  /** The GraphQL endpoint (absolute, or relative to the app). */
  graphqlEndpoint: string;
  /** Where the rich-text editor uploads images (spec: v1/image). */
  imageUploadUrl: string;
  /** The Get Help menu link. */
  supportUrl: string;
  /** The sign-up bot check's site key; null uses the always-passing test key. */
  botCheckSiteKey: string | null;
  batching: BatchingConfig;
  /** Where GraphQL multipart uploads (photos, customer CSV) go; default graphqlEndpoint. */
  uploadUrl: string;
  /** Extra headers of every GraphQL request and upload (an API gateway's key, say). */
  headers: Record<string, string>;
  /** Send each operation's persisted id (`doc_id`) instead of its text. */
  persistedQueries: boolean;
  /**
   * config.json's `mapTiles` as given: `parseMapTiles` (mapTiles.ts) reads it where a map is
   * drawn, so its checks load with the maps, not with the first scripts. Default OpenStreetMap's.
   */
  mapTiles: unknown;
}

/** The longest batching window config.json may ask for: a second more on every page is plenty. */
export const MAX_BATCH_INTERVAL_MS = 1000;

/** Headers the app sets itself, which config.json's `headers` cannot replace. */
export const RESERVED_HEADERS = ['authorization', 'content-type'];

export const DEFAULT_CONFIG: AppConfig = {
  graphqlEndpoint: import.meta.env.VITE_GRAPHQL_ENDPOINT ?? '/graphql',
  imageUploadUrl: import.meta.env.VITE_IMAGE_UPLOAD_URL ?? '/v1/image',
  supportUrl: 'https://routebook.app/support',
  botCheckSiteKey: null,
  batching: { enabled: true, intervalMs: TIMING.batchInterval, maxSize: MAX_BATCH_SIZE },
  uploadUrl: import.meta.env.VITE_GRAPHQL_ENDPOINT ?? '/graphql',
  headers: {},
  persistedQueries: false,
  mapTiles: undefined,
};

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A whole number from `min` to `max`, else `fallback`. */
const wholeNumber = (value: unknown, min: number, max: number, fallback: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? (value as number)
    : fallback;

/** `batching`: an object of the fields above (or true/false alone); bad fields take the default. */
function parseBatching(raw: unknown): BatchingConfig {
  const { enabled, intervalMs, maxSize } = DEFAULT_CONFIG.batching;
  if (typeof raw === 'boolean') return { ...DEFAULT_CONFIG.batching, enabled: raw };
  const given = isObject(raw) ? raw : {};
  return {
    enabled: typeof given.enabled === 'boolean' ? given.enabled : enabled,
    intervalMs: wholeNumber(given.intervalMs, 0, MAX_BATCH_INTERVAL_MS, intervalMs),
    maxSize: wholeNumber(given.maxSize, 1, MAX_BATCH_SIZE, maxSize),
  };
}

/**
 * `headers`: string values under valid header names; a header the app sets itself (the session's
 * Authorization, Content-Type) or a malformed one is left out.
 */
function parseHeaders(raw: unknown): Record<string, string> {
  if (!isObject(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter(
      ([name, value]) =>
        /^[!#$%&'*+.^`|~\w-]+$/.test(name) &&
        !RESERVED_HEADERS.includes(name.toLowerCase()) &&
        typeof value === 'string' &&
        !/[\r\n\0]/.test(value),
    ),
  ) as Record<string, string>;
}

/**
 * The image upload address when config.json gives none: beside an absolute GraphQL endpoint on
 * its server (a backend on another origin serves both), else the default.
 */
function defaultImageUploadUrl(graphqlEndpoint: string): string {
  try {
    return new URL(DEFAULT_CONFIG.imageUploadUrl, new URL(graphqlEndpoint).origin).href;
  } catch {
    return DEFAULT_CONFIG.imageUploadUrl; // a relative endpoint: the server is where the app is
  }
}

/** The defaults overlaid with the well-formed values of `raw`. */
export function parseConfig(raw: unknown): AppConfig {
  const given = isObject(raw) ? raw : {};
  const graphqlEndpoint = isString(given.graphqlEndpoint)
    ? given.graphqlEndpoint
    : DEFAULT_CONFIG.graphqlEndpoint;
  return {
    graphqlEndpoint,
    imageUploadUrl: isString(given.imageUploadUrl)
      ? given.imageUploadUrl
      : defaultImageUploadUrl(graphqlEndpoint),
    supportUrl: isString(given.supportUrl) ? given.supportUrl : DEFAULT_CONFIG.supportUrl,
    botCheckSiteKey: isString(given.botCheckSiteKey) ? given.botCheckSiteKey : null,
    batching: parseBatching(given.batching),
    uploadUrl: isString(given.uploadUrl) ? given.uploadUrl : graphqlEndpoint,
    headers: parseHeaders(given.headers),
    persistedQueries: given.persistedQueries === true,
    mapTiles: given.mapTiles,
  };
}

export async function loadConfig(
  url = `${import.meta.env.BASE_URL}config.json`,
): Promise<AppConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return parseConfig(response.ok ? await response.json() : null);
  } catch {
    return DEFAULT_CONFIG;
  }
}
