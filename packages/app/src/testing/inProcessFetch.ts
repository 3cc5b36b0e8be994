import type { MockServer } from '@routebook/mock-server';

/** The token of an `Authorization: Bearer <token>` header. */
function bearer(headers: HeadersInit | undefined): string | null {
  const value = new Headers(headers).get('Authorization') ?? '';
  return /^Bearer\s+(\S+)$/i.exec(value)?.[1] ?? null;
}

/**
 * A GraphQL multipart request (uploads) as one operation: each file put at the variable its
 * `map` names (the app's network sends top-level `variables.<name>` paths only).
 */
function multipartOperation(form: FormData): { variables: Record<string, unknown> } {
  const operation = JSON.parse(String(form.get('operations'))) as {
    variables: Record<string, unknown>;
  };
  const map = JSON.parse(String(form.get('map'))) as Record<string, string[]>;
  for (const [key, paths] of Object.entries(map)) {
    for (const path of paths) operation.variables[path.replace(/^variables\./, '')] = form.get(key);
  }
  return operation;
}

/**
 * A `fetch` that answers GraphQL POSTs (single, batched or multipart) from a mock server running
 * in this page: stories and tests run the app's real network code against the real rules.
 */
export function createInProcessFetch(server: MockServer): typeof fetch {
  return async (_input, init) => {
    const token = bearer(init?.headers);
    const body: unknown =
      init?.body instanceof FormData
        ? multipartOperation(init.body)
        : JSON.parse(String(init?.body ?? 'null'));
    const run = (operation: {
      query: string;
      variables?: Record<string, unknown>;
      operationName?: string;
    }) => server.execute({ ...operation, token });
    const result = Array.isArray(body)
      ? await Promise.all(body.map(run))
      : await run(body as never);
    return new Response(JSON.stringify(result), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** A Storage kept in memory, so each story or test starts logged out. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
