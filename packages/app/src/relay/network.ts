import {
  Network,
  type GraphQLResponse,
  type RequestParameters,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import {
  authHeaders,
  createBatchingFetch,
  serverUnreachable,
  ServerUnreachableError,
  type GraphQLResult,
} from './batchingFetch';
import { postFormWithProgress, reportUploadProgress } from './uploadProgress';

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
  getToken(): string | null;
  fetchImpl?: typeof fetch;
  /**
   * Whose answers to keep for reading offline (memberKey()); null when logged out. Without it
   * nothing is stored or read back.
   */
  getMember?(): string | null;
}

type Answers = typeof import('../offline/answers');

/**
 * Offline reading's code (and idb) arrive with the first query answer of a logged-in member; it
 * is best effort: should it not arrive, the answer is null.
 */
const withAnswers = (use: (answers: Answers) => Promise<unknown>) =>
  import('../offline/answers').then(use).catch(() => null);

/**
 * Files go as a GraphQL multipart request of their own (uploads are not batched), reporting the
 * bytes sent to watchUploadProgress listeners (in a browser; with `fetchImpl`, no progress).
 */
async function sendMultipart(
  options: NetworkOptions,
  operation: { query: string; variables: Variables; operationName: string },
  uploadables: UploadableMap,
): Promise<GraphQLResult> {
  const files = Object.entries(uploadables);
  const variables = { ...operation.variables };
  for (const [name] of files) variables[name] = null;
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...operation, variables }));
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map(([name], i) => [i, [`variables.${name}`]]))),
  );
  files.forEach(([, file], i) => form.append(String(i), file));
  const headers = { ...authHeaders(options.getToken()), 'GraphQL-Require-Preflight': '1' };
  if (options.fetchImpl || typeof XMLHttpRequest === 'undefined') {
    let response: Response;
    try {
      response = await (options.fetchImpl ?? fetch)(options.endpoint, {
        method: 'POST',
        headers,
        body: form,
      });
    } catch (error) {
      throw serverUnreachable(null, [operation.operationName], error);
    }
    const body = (await response.json().catch(() => null)) as GraphQLResult | null;
    if (!body || typeof body !== 'object') {
      throw serverUnreachable(response.status, [operation.operationName]);
    }
    return body;
  }
  const sent = files.map(([, file]) => file);
  return (await postFormWithProgress(options.endpoint, headers, form, (loaded, total) =>
    reportUploadProgress(sent, loaded, total),
  )) as GraphQLResult;
}

/** Relay's network: batched POSTs, the session token, GraphQL errors surfaced as exceptions. */
export function createNetwork(options: NetworkOptions) {
  const batched = createBatchingFetch(options);
  return Network.create(
    async (
      request: RequestParameters,
      variables: Variables,
      _cacheConfig,
      uploadables?: UploadableMap | null,
    ): Promise<GraphQLResponse> => {
      const operation = { query: request.text ?? '', variables, operationName: request.name };
      // Queries only: a change is never stored, nor answered from what was stored.
      const member = request.operationKind === 'query' ? options.getMember?.() : null;
      let result: GraphQLResult;
      try {
        result = uploadables
          ? await sendMultipart(options, operation, uploadables)
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
        void withAnswers((kept) =>
          kept.answeredOnline(member, request.name, variables, result, options.getMember),
        );
      }
      return result as GraphQLResponse;
    },
  );
}
