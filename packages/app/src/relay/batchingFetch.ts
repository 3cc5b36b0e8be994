import { messages } from '@routebook/schema';
import { DEFAULT_CONFIG, type BatchingConfig } from '../config/config';

/**
 * One operation as sent: its text as `query`, or (config.json's persistedQueries) its persisted
 * id as `doc_id`, Relay's convention, which the mock server's --persisted-queries reads.
 */
export type GraphQLOperation = ({ query: string } | { doc_id: string }) & {
  variables: Record<string, unknown>;
  operationName: string;
};

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface BatchingFetchOptions {
  endpoint: string;
  /** The session token to send, read when each POST goes out. */
  getToken(): string | null;
  fetchImpl?: typeof fetch;
  /** config.json's batching (default: on, 10 ms, at most 10 per POST, as the spec says). */
  batching?: BatchingConfig;
  /** config.json's extra headers, sent with every POST. */
  headers?: Record<string, string>;
}

interface Pending {
  operation: GraphQLOperation;
  resolve(result: GraphQLResult): void;
  reject(error: Error): void;
}

/**
 * The server was not reached, or answered without GraphQL results (a 502 from a proxy, no
 * network): the person reads what happened in words; the details go to the console.
 */
export class ServerUnreachableError extends Error {
  constructor(
    /** The HTTP status, or null when no answer came at all. */
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(messages.serverUnreachable, options);
    this.name = 'ServerUnreachableError';
  }
}

/** Logs why a request failed (status, operations, cause) and answers the error to show. */
export function serverUnreachable(
  status: number | null,
  operations: readonly string[],
  cause?: unknown,
): ServerUnreachableError {
  console.error(
    status === null
      ? `GraphQL request got no answer (${operations.join(', ')})`
      : `GraphQL request answered HTTP ${status} without results (${operations.join(', ')})`,
    ...(cause === undefined ? [] : [cause]),
  );
  return new ServerUnreachableError(status, { cause });
}

/**
 * One operation's result as an object body: data, or errors (a request-level refusal such as a
 * 413 is `{ errors }` without data, as the server worded it).
 */
function isResult(body: unknown): body is GraphQLResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { data, errors } = body as GraphQLResult;
  return (typeof data === 'object' && data !== null) || (Array.isArray(errors) && !!errors.length);
}

/** The session's Authorization after config.json's extra headers (which cannot replace it). */
export function requestHeaders(
  token: string | null,
  extra: Record<string, string> = {},
): Record<string, string> {
  return token ? { ...extra, Authorization: `Bearer ${token}` } : { ...extra };
}

/**
 * Sends GraphQL operations in batches: every operation issued within `intervalMs` of the first
 * goes out in one POST with an array body, at most `maxSize` per POST; each caller gets its own
 * result. With batching off, each operation goes at once as a POST of its own, an object body.
 */
export function createBatchingFetch({
  endpoint,
  getToken,
  fetchImpl = (input, init) => fetch(input, init),
  batching: { enabled, intervalMs, maxSize } = DEFAULT_CONFIG.batching,
  headers,
}: BatchingFetchOptions): (operation: GraphQLOperation) => Promise<GraphQLResult> {
  let queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = async (batch: Pending[], asArray: boolean) => {
    const names = batch.map((pending) => pending.operation.operationName);
    const fail = (error: Error) => {
      for (const pending of batch) pending.reject(error);
    };
    const operations = batch.map((pending) => pending.operation);
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { ...requestHeaders(getToken(), headers), 'Content-Type': 'application/json' },
        body: JSON.stringify(asArray ? operations : operations[0]),
      });
    } catch (error) {
      fail(serverUnreachable(null, names, error));
      return;
    }
    const body: unknown = await response.json().catch(() => null);
    if (asArray && Array.isArray(body) && body.length === batch.length) {
      batch.forEach((pending, index) => pending.resolve(body[index] as GraphQLResult));
    } else if (isResult(body) && (!asArray || !body.data)) {
      for (const pending of batch) pending.resolve(body);
    } else {
      fail(serverUnreachable(response.status, names));
    }
  };

  const flush = () => {
    timer = null;
    const all = queue;
    queue = [];
    for (let start = 0; start < all.length; start += maxSize) {
      void send(all.slice(start, start + maxSize), true);
    }
  };

  return (operation) =>
    new Promise<GraphQLResult>((resolve, reject) => {
      if (!enabled) {
        void send([{ operation, resolve, reject }], false);
        return;
      }
      queue.push({ operation, resolve, reject });
      timer ??= setTimeout(flush, intervalMs);
    });
}
