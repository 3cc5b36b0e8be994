import { MAX_BATCH_SIZE, TIMING, messages } from '@routebook/schema';

export interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName: string;
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface BatchingFetchOptions {
  endpoint: string;
  /** The session token to send, read when each POST goes out. */
  getToken(): string | null;
  fetchImpl?: typeof fetch;
  /** How long operations wait for company in one POST (spec: 10 ms). */
  windowMs?: number;
  /** At most this many operations per POST (spec: 10). */
  maxBatch?: number;
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

/** A request-level refusal ({ errors } without data, e.g. a 413), as the server worded it. */
function isRefusal(body: unknown): body is GraphQLResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { errors } = body as GraphQLResult;
  return Array.isArray(errors) && errors.length > 0;
}

export function authHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Sends GraphQL operations in batches: every operation issued within `windowMs` of the first goes
 * out in one POST with an array body, at most `maxBatch` per POST; each caller gets its own result.
 */
export function createBatchingFetch({
  endpoint,
  getToken,
  fetchImpl = (input, init) => fetch(input, init),
  windowMs = TIMING.batchInterval,
  maxBatch = MAX_BATCH_SIZE,
}: BatchingFetchOptions): (operation: GraphQLOperation) => Promise<GraphQLResult> {
  let queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = async (batch: Pending[]) => {
    const names = batch.map((pending) => pending.operation.operationName);
    const fail = (error: Error) => {
      for (const pending of batch) pending.reject(error);
    };
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...authHeaders(getToken()) },
        body: JSON.stringify(batch.map((pending) => pending.operation)),
      });
    } catch (error) {
      fail(serverUnreachable(null, names, error));
      return;
    }
    const body: unknown = await response.json().catch(() => null);
    if (Array.isArray(body) && body.length === batch.length) {
      batch.forEach((pending, index) => pending.resolve(body[index] as GraphQLResult));
    } else if (isRefusal(body)) {
      for (const pending of batch) pending.resolve(body);
    } else {
      fail(serverUnreachable(response.status, names));
    }
  };

  const flush = () => {
    timer = null;
    const all = queue;
    queue = [];
    for (let start = 0; start < all.length; start += maxBatch) {
      void send(all.slice(start, start + maxBatch));
    }
  };

  return (operation) =>
    new Promise<GraphQLResult>((resolve, reject) => {
      queue.push({ operation, resolve, reject });
      timer ??= setTimeout(flush, windowMs);
    });
}
