import { MAX_BATCH_SIZE, TIMING } from '@routebook/schema';

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
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...authHeaders(getToken()) },
        body: JSON.stringify(batch.map((pending) => pending.operation)),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!Array.isArray(body) || body.length !== batch.length) {
        throw new Error(`The server answered ${response.status} without results.`);
      }
      batch.forEach((pending, index) => pending.resolve(body[index] as GraphQLResult));
    } catch (error) {
      for (const pending of batch) pending.reject(error as Error);
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
