/**
 * Extension: request limits. What one request to the GraphQL endpoint may be, refused before
 * anything runs, and what it may cost as it runs (REQUEST_BUDGET): the figures of the contract, so
 * the mock server enforces them and the conformance kit checks a backend against the same ones
 * (decisions.md, "Request limits" and "One caller must not stall everyone").
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
 * What one request may cost as it runs, where QUERY_LIMITS can only guess: a list is counted at
 * its real length. One budget per HTTP request, shared by a batch's operations.
 */
export const REQUEST_BUDGET = {
  /**
   * Fields resolved inside lists: each list costs its length times the fields asked of each
   * item (a list inside counts as one, and then costs its own). The app's largest, a route of
   * 1,000 items, is 24,025; every active customer with 4 fields fits up to 25,000 of them; the
   * customers(search: "a") attack on 50,000 customers asked for 24 million. A list that does not
   * fit: QUERY_TOO_LARGE, status 400.
   */
  maxListFields: 100_000,
  /**
   * The answer's size (names, values and punctuation; escaping aside), counted once each
   * operation is done, before it is serialized. Serializing is one step no other request runs
   * during (some 50 ms for 8 MiB); the app's largest answer is 0.3 MiB (a route of 1,000 items).
   * Over it: ANSWER_TOO_LARGE, status 400.
   */
  maxAnswerBytes: 8 * 1024 * 1024,
  /**
   * How long a query may run, from the request's start. Over it: QUERY_TIMEOUT, status 503. A
   * mutation is not stopped for time (its write may be done).
   */
  queryTimeoutMs: 5_000,
} as const;

export type RequestBudgetLimits = { [K in keyof typeof REQUEST_BUDGET]: number };

/** `extensions.code` of an answer over REQUEST_BUDGET.maxAnswerBytes (status 400). */
export const ANSWER_TOO_LARGE = 'ANSWER_TOO_LARGE';

/** `extensions.code` of a query stopped at REQUEST_BUDGET.queryTimeoutMs (status 503). */
export const QUERY_TIMEOUT = 'QUERY_TIMEOUT';

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
