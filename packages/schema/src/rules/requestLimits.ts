/**
 * Extension: request limits. What one request to the GraphQL endpoint may be, refused before
 * anything runs: the figures of the contract, so the mock server enforces them and the
 * conformance kit checks a backend against the same ones (decisions.md, "Atomic writes and
 * request limits").
 */

export const QUERY_LIMITS = {
  /** Lexical tokens in one document (graphql-js stops parsing past it). */
  maxTokens: 1000,
  /** Nested field levels, counted through fragments. */
  maxDepth: 10,
  /** Aliased fields in one operation, counted through fragments. */
  maxAliases: 15,
  /** Estimated fields resolved: every field costs 1, times the size assumed for each list above it. */
  maxCost: 10_000,
  /** The size assumed for every list field when estimating cost. */
  assumedListSize: 10,
} as const;

export type QueryLimits = typeof QUERY_LIMITS;

/** `extensions.code` of a document over a query limit; over HTTP it comes with status 400. */
export const QUERY_TOO_LARGE = 'QUERY_TOO_LARGE';

/**
 * The largest JSON request body. The app's largest requests are a batch of 10 operations (about
 * 20 KB) and a long rich-text task or a 200-item reorder (tens of KB): 1 MiB leaves ample room.
 */
export const MAX_JSON_BYTES = 1024 * 1024;

/** `extensions.code` of a JSON body over MAX_JSON_BYTES, answered with status 413. */
export const REQUEST_TOO_LARGE = 'REQUEST_ENTITY_TOO_LARGE';

/**
 * The header a browser cannot send cross-site without a CORS preflight: the app sends it with its
 * uploads (multipart), and a server runs no multipart or GET request without it.
 */
export const PREFLIGHT_HEADER = 'graphql-require-preflight';
