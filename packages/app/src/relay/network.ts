import {
  Network,
  type GraphQLResponse,
  type RequestParameters,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import type { BatchingConfig } from '../config/config';
import { withAnswers } from '../offline/withAnswers';
import {
  createBatchingFetch,
  ServerUnreachableError,
  type GraphQLOperation,
  type GraphQLResult,
} from './batchingFetch';

/**
 * How long an answer waits to be kept for reading offline: the page it answers is shown first,
 * with the code it needs, before the storing code (and idb) is fetched. Idle is not enough: the
 * browser is idle while the page's own chunk is still on its way.
 */
export const SAVE_AFTER_MS = 2000;

/** A GraphQL answer that carried errors and no data: its message is the server's (the spec's). */
export class GraphQLResponseError extends Error {
  readonly code: string | undefined;
  constructor(readonly errors: NonNullable<GraphQLResult['errors']>) {
    super(errors[0]?.message ?? 'Unexpected error.');
    this.name = 'GraphQLResponseError';
    this.code = errors[0]?.extensions?.code as string | undefined;
  }
}

export interface NetworkOptions {
  endpoint: string;
  /** Where multipart uploads go (config.json's uploadUrl); default `endpoint`. */
  uploadUrl?: string;
  /** config.json's extra headers, sent with every request and upload. */
  headers?: Record<string, string>;
  /** config.json's batching; default on, as the spec says. */
  batching?: BatchingConfig;
  /** Send each operation's persisted id (`doc_id`) instead of its text (config.json). */
  persistedQueries?: boolean;
  getToken(): string | null;
  fetchImpl?: typeof fetch;
  /**
   * Whose answers to keep for reading offline (memberKey()); null when logged out. Without it
   * nothing is stored or read back.
   */
  getMember?(): string | null;
}

/**
 * Relay's network: batched POSTs (unless config.json turns batching off), the session token,
 * GraphQL errors surfaced as exceptions. Each operation goes as its text, or as its persisted id
 * when config.json says so and the compiler gave it one (relay.config.js's persistConfig).
 */
export function createNetwork(options: NetworkOptions) {
  const batched = createBatchingFetch(options);
  return Network.create(
    async (
      request: RequestParameters,
      variables: Variables,
      _cacheConfig,
      uploadables?: UploadableMap | null,
    ): Promise<GraphQLResponse> => {
      const { id, text, name: operationName } = request;
      const operation: GraphQLOperation =
        options.persistedQueries && id
          ? { doc_id: id, variables, operationName }
          : { query: text ?? '', variables, operationName };
      // Queries only: a change is never stored, nor answered from what was stored.
      const member = request.operationKind === 'query' ? options.getMember?.() : null;
      let result: GraphQLResult;
      try {
        // Upload code (multipart, progress) arrives with the first upload: most pages send none.
        result = uploadables
          ? await (await import('./multipart')).sendMultipart(options, operation, uploadables)
          : await batched(operation);
      } catch (error) {
        const stored =
          member && error instanceof ServerUnreachableError
            ? await withAnswers((kept) => kept.answerOffline(member, request.name, variables))
            : null;
        if (stored) return stored as GraphQLResponse;
        throw error;
      }
      if (result.errors?.length && !result.data) throw new GraphQLResponseError(result.errors);
      if (member && result.data && !result.errors?.length) {
        setTimeout(
          () =>
            void withAnswers((kept) =>
              kept.answeredOnline(member, request.name, variables, result, options.getMember),
            ),
          SAVE_AFTER_MS,
        );
      }
      return result as GraphQLResponse;
    },
  );
}
