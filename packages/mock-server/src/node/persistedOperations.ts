/**
 * Persisted operations: the app can send an operation's id instead of its text, and a backend can
 * run only the operations it was given (an allow-list). The request shape is Relay's:
 * `{ "doc_id": "<id>", "variables": {…}, "operationName": "…" }`, in a JSON body, in each entry
 * of a batched array and in a multipart upload's `operations` part. Ids and texts come from the
 * file relay-compiler writes (relay.config.js's persistConfig: MD5 of the text, 32 hex digits).
 * graphql-yoga's persisted operations plugin does the work; only where the id is read differs
 * from its default (APQ's extensions.persistedQuery.sha256Hash).
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Where `npm run relay` writes the app's persisted operations (id → text); git-ignored. */
export const DEFAULT_PERSISTED_QUERIES_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../app/src/__generated__/persistedQueries.json',
);

/** The request field that carries a persisted operation's id (Relay's convention). */
export const PERSISTED_ID_FIELD = 'doc_id';

/** An operation's text by its id; undefined when the id is not known. */
export type PersistedQueries = (id: string) => string | undefined;

export class PersistedQueriesFileError extends Error {}

/** Reads a persisted queries file: a JSON object of id → operation text. */
export function readPersistedQueriesFile(file: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new PersistedQueriesFileError(
      `could not read the persisted queries file ${file}: ${(error as Error).message}`,
    );
  }
  const valid =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((text) => typeof text === 'string');
  if (!valid) {
    throw new PersistedQueriesFileError(
      `${file} is not a persisted queries file (a JSON object of id to operation text).`,
    );
  }
  return parsed as Record<string, string>;
}

/**
 * The operations of a persisted queries file, read again when the file changes (relay-compiler
 * rewrites it while the mock server runs under `npm start`). A file that went bad keeps the
 * operations read last.
 */
export function persistedQueriesFromFile(file: string): PersistedQueries {
  let operations = readPersistedQueriesFile(file);
  let readAt = statSync(file).mtimeMs;
  return (id) => {
    try {
      const changedAt = statSync(file).mtimeMs;
      if (changedAt !== readAt) {
        operations = readPersistedQueriesFile(file);
        readAt = changedAt;
      }
    } catch {
      // Keep what was read last.
    }
    return Object.hasOwn(operations, id) ? operations[id] : undefined;
  };
}

/** The operations of an id → text map (tests, fixed allow-lists). */
export const persistedQueriesFrom =
  (operations: Readonly<Record<string, string>>): PersistedQueries =>
  (id) =>
    Object.hasOwn(operations, id) ? operations[id] : undefined;

const badRequest = (message: string, code: string) =>
  createGraphQLError(message, { extensions: { code, http: { status: 400 } } });

export interface PersistedOperationsOptions {
  /** The known operations; without them every id is unknown. */
  queries?: PersistedQueries | undefined;
  /** Refuse operations sent as text: run only the known ones (a backend's allow-list mode). */
  only?: boolean;
}

/**
 * Runs `{ doc_id }` requests from `queries`; with `only`, refuses `{ query }` ones. Unknown ids,
 * a request with neither, and text in allow-list mode each get an error saying what to send.
 */
export function persistedOperationsPlugin({
  queries,
  only = false,
}: PersistedOperationsOptions): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: !only,
    extractPersistedOperationId: (params) => {
      const id = (params as Record<string, unknown>)[PERSISTED_ID_FIELD];
      return typeof id === 'string' ? id : null;
    },
    getPersistedOperation: (id) => queries?.(id) ?? null,
    customErrors: {
      notFound: ({ params }) => {
        const id = String((params as Record<string, unknown>)[PERSISTED_ID_FIELD]).slice(0, 80);
        return badRequest(
          queries
            ? `PersistedQueryNotFound: no operation has the id "${id}". The server's persisted ` +
                `queries must come from the same build as the app (npm run relay writes them).`
            : `PersistedQueryNotFound: this server has no persisted queries; send the query ` +
                `text, or start it with --persisted-queries FILE.`,
          'PERSISTED_QUERY_NOT_FOUND',
        );
      },
      keyNotFound: () =>
        badRequest(
          `Send the operation's text as "query", or its persisted id as "${PERSISTED_ID_FIELD}".`,
          'BAD_REQUEST',
        ),
      persistedQueryOnly: () =>
        badRequest(
          `PersistedQueryOnly: this server runs only the app's persisted operations. Send ` +
            `{ "${PERSISTED_ID_FIELD}": "<id>", "variables": {…} }, not the query text ` +
            `(config.json: "persistedQueries": true).`,
          'PERSISTED_QUERY_ONLY',
        ),
    },
  });
}
