/**
 * The kit's HTTP client: GraphQL as the app sends it (JSON POST, batched arrays, multipart
 * uploads), and raw requests for the checks of the transport itself. It never retries: what the
 * server answers is what a check judges.
 */
import type { ConformanceConfig } from './config';

export interface GraphQLError {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface GraphQLResult {
  data?: Record<string, any> | null;
  errors?: GraphQLError[];
}

/** What came back over HTTP: the status, the headers and the body read as JSON (null if not). */
export interface HttpAnswer<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
}

export interface Operation {
  /** The text; or `doc_id`, an id the server holds the text of (persisted queries). */
  query?: string;
  doc_id?: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface UploadFile {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

export interface RequestOptions {
  /** The session token (Authorization: Bearer), or none. */
  token?: string | null;
  headers?: Record<string, string>;
}

export interface Client {
  readonly config: ConformanceConfig;
  /** A raw request to `url` with the config's headers added; the body read as JSON if it is. */
  request(url: string, init?: RequestInit & RequestOptions): Promise<HttpAnswer>;
  /** One GraphQL operation; the HTTP status beside the result. */
  graphql(operation: Operation, options?: RequestOptions): Promise<HttpAnswer<GraphQLResult>>;
  /** Several operations in one POST (a JSON array), as the app batches them. */
  batch(operations: Operation[], options?: RequestOptions): Promise<HttpAnswer>;
  /** A GraphQL multipart request: each file fills the variable of its key (spec of graphql-multipart-request). */
  upload(
    operation: Operation,
    files: Record<string, UploadFile>,
    options?: RequestOptions & { preflight?: boolean },
  ): Promise<HttpAnswer<GraphQLResult>>;
}

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export function createClient(config: ConformanceConfig): Client {
  const headersFor = (options: RequestOptions = {}): Record<string, string> => ({
    ...config.headers,
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  });

  const request: Client['request'] = async (url, { token, headers, ...init } = {}) => {
    const response = await fetch(url, { ...init, headers: headersFor({ token, headers }) });
    return { status: response.status, headers: response.headers, body: await readBody(response) };
  };

  const postJson = (body: unknown, options: RequestOptions = {}) =>
    request(config.endpoint, {
      method: 'POST',
      body: JSON.stringify(body),
      ...options,
      headers: { 'Content-Type': 'application/json', ...options.headers },
    });

  return {
    config,
    request,
    graphql: async (operation, options) =>
      (await postJson(operation, options)) as HttpAnswer<GraphQLResult>,
    batch: (operations, options) => postJson(operations, options),
    upload: async (operation, files, { preflight = true, ...options } = {}) => {
      const names = Object.keys(files);
      const variables = { ...operation.variables };
      for (const name of names) variables[name] = null;
      const form = new FormData();
      form.append('operations', JSON.stringify({ ...operation, variables }));
      form.append(
        'map',
        JSON.stringify(Object.fromEntries(names.map((name, i) => [i, [`variables.${name}`]]))),
      );
      names.forEach((name, i) => {
        const file = files[name]!;
        form.append(String(i), new Blob([file.bytes], { type: file.type }), file.name);
      });
      return (await request(config.endpoint, {
        method: 'POST',
        body: form,
        ...options,
        headers: { ...(preflight ? { 'GraphQL-Require-Preflight': '1' } : {}), ...options.headers },
      })) as HttpAnswer<GraphQLResult>;
    },
  };
}
