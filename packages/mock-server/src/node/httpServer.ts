/**
 * The mock server over HTTP (node:http and graphql-yoga): `POST /graphql` (batched, multipart
 * uploads, persisted operations' ids), `GET /uploads/:id`, `GET /shared/:link/files/:ref` (a
 * shared visit report's images), `POST /v1/image` for the rich-text editor and `GET /healthz`.
 * With a data file every change is saved to it (its journal) before the answer goes out.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { createGraphQLError, createYoga, isAsyncIterable, type Plugin } from 'graphql-yoga';
import {
  MAX_BATCH_SIZE,
  MAX_JSON_BYTES,
  messages,
  PREFLIGHT_HEADER,
  REQUEST_TOO_LARGE,
} from '@routebook/schema';
import {
  createMemoryFileStore,
  createMockServer,
  maskError,
  MAX_UPLOAD_BYTES,
  assertTokenLimit,
  queryLimitsRule,
  servedFile,
  UNEXPECTED_ERROR_MESSAGE,
  type MockServer,
  type RequestBudgetOptions,
} from '../core';
import { journalPathFor, readDataFile, removeAbandonedSaves } from './dataFile';
import { openDataFileWriter, type DataFileWriter } from './dataFileWriter';
import { createDiskFileStore, migrateUploads, uploadsDirectoryFor } from './diskFileStore';
import { persistedOperationsPlugin, type PersistedQueries } from './persistedOperations';
import { requestBudgetPlugin } from './plugins/requestBudget';

export interface HttpServerOptions {
  /** 0 picks a free port. Default 4000. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Keep the store (and uploads, in `<dataFile>.uploads/`) in this file across restarts. */
  dataFile?: string;
  /** Seed of the demo data (default 1). */
  seed?: number;
  now?: () => Date;
  /** Browser origins allowed to call the server (the app, Storybook). */
  corsOrigins?: string[];
  /** No startup or error output (benchmarks). */
  quiet?: boolean;
  /** Called after each answered request (the CLI prints new outbox emails). */
  afterRequest?: () => void;
  /** The app's public address: emailed links are absolute under it (default DEFAULT_APP_URL). */
  appUrl?: string;
  /** Operations a client may send by id (`{ doc_id }`), e.g. persistedQueriesFromFile(). */
  persistedQueries?: PersistedQueries;
  /** Refuse operations sent as text: only `persistedQueries` run (a backend's allow-list). */
  persistedOnly?: boolean;
  /**
   * false: answer an array body 400 "Batching is not supported.", as a server without batching
   * does (for the app's config.json batching.enabled false). Default true (at most 10).
   */
  batching?: boolean;
  /** Other figures for the per-request budget than REQUEST_BUDGET's (tests). */
  requestBudget?: Partial<RequestBudgetOptions>;
}

export interface RunningHttpServer {
  /** `http://host:port`, without a trailing slash; GraphQL is at `${url}/graphql`. */
  url: string;
  server: MockServer;
  /** Compacts the data file now, between requests; resolves when done (at once without one). */
  compactDataFile(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:6006',
];

/** The largest request body read at all: a multipart upload (a 10 MB image plus its envelope). */
export const MAX_REQUEST_BYTES = 12 * 1024 * 1024;
// The JSON body limit and the preflight header are the contract's (schema rules/requestLimits.ts).
export { MAX_JSON_BYTES, PREFLIGHT_HEADER };
/** The largest `/v1/image` body: the image plus room for the multipart envelope. */
const MAX_IMAGE_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const UPLOAD_IMAGE = 'mutation UploadImage($file: Upload!) { uploadImage(file: $file) { url } }';

/** The token of an `Authorization: Bearer <token>` header, else null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** A refusal outside GraphQL, as JSON: `{ "message": "...", "code": "..." }`. */
function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

const refuse = (res: ServerResponse, status: number, code: string, message: string) =>
  sendJson(res, status, { message, code });

/** The same refusal, shaped as a GraphQL response for the GraphQL endpoint. */
const refuseGraphQL = (res: ServerResponse, status: number, code: string, message: string) =>
  sendJson(res, status, { errors: [{ message, extensions: { code } }] });

class BodyTooLargeError extends Error {}

/** Reads a request body of at most `limit` bytes. */
async function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : null;
}

const fileTooLargeMessage = () =>
  messages.fileTooLarge.replace('{max}', String(MAX_UPLOAD_BYTES / (1024 * 1024)));

/** The HTTP status of a failed uploadImage, by its error. */
function uploadErrorStatus(error: GraphQLError): number {
  const code = error.extensions?.code;
  if (code === 'UNAUTHENTICATED') return 401;
  if (code === 'FORBIDDEN' || code === 'PLAN_LIMIT') return 403;
  if (code === 'BAD_USER_INPUT') {
    if (error.message === messages.notAnImage) return 415;
    if (error.message.startsWith(messages.fileTooLarge.split('{max}')[0] ?? '')) return 413;
    return 400;
  }
  return 500;
}

export async function startHttpServer(options: HttpServerOptions = {}): Promise<RunningHttpServer> {
  const host = options.host ?? '127.0.0.1';
  const corsOrigins = new Set(options.corsOrigins ?? DEFAULT_CORS_ORIGINS);
  const dataFile = options.dataFile ? resolve(options.dataFile) : undefined;
  const logError = (what: string, error: unknown) => {
    if (!options.quiet) console.error(`mock-server: ${what}:`, error);
  };

  // Read the data file before listening: a corrupt one stops the start and is left as it is.
  const loaded = dataFile ? readDataFile(dataFile) : null;
  // Uploads of older versions (sequential ids, absolute URLs) move to random ids and relative URLs.
  const migration =
    dataFile && loaded ? migrateUploads(loaded.snapshot, uploadsDirectoryFor(dataFile)) : null;
  const snapshot = migration?.snapshot ?? loaded?.snapshot;
  // A save that a kill -9 cut short leaves its temporary file; the data file is whole without it.
  if (dataFile) {
    removeAbandonedSaves(dataFile);
    removeAbandonedSaves(journalPathFor(dataFile));
  }

  let handle: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | null = null;
  const http = createServer((req, res) => {
    if (!handle) {
      refuse(res, 503, 'STARTING', 'The server is starting. Try again in a moment.');
      return;
    }
    handle(req, res).catch((error: unknown) => {
      console.error('mock-server: unexpected error:', error);
      if (!res.headersSent) refuse(res, 500, 'INTERNAL_SERVER_ERROR', UNEXPECTED_ERROR_MESSAGE);
      else res.destroy();
    });
  });

  // The URL is known only once listening (port 0).
  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(options.port ?? 4000, host, () => {
      http.off('error', fail);
      done();
    });
  });
  const address = http.address() as AddressInfo;
  const hostForUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${hostForUrl}:${address.port}`;
  const closeHttp = () =>
    new Promise<void>((done) => {
      http.close(() => done());
      http.closeAllConnections();
    });

  let server: MockServer;
  let writer: DataFileWriter | null = null;
  try {
    const files = dataFile
      ? createDiskFileStore(uploadsDirectoryFor(dataFile))
      : createMemoryFileStore();
    server = await createMockServer({
      seed: options.seed ?? 1,
      ...(options.now ? { now: options.now } : {}),
      files,
      ...(snapshot ? { snapshot } : {}),
      ...(options.appUrl ? { config: { appUrl: options.appUrl } } : {}),
      ...(options.requestBudget ? { requestBudget: options.requestBudget } : {}),
    });
    // Written whole at start: a new file gets the demo data, an older one what loading upgraded
    // (upload ids, session times, invitation codes), so the file and the server agree at once.
    // From then on each write goes to the journal, compacted in the background.
    if (dataFile) {
      writer = openDataFileWriter(dataFile, server.store, {
        seq: loaded?.seq ?? 0,
        onError: (error) => logError(`could not compact ${dataFile}`, error),
      });
    }
    migration?.removeOldFiles();
  } catch (error) {
    await closeHttp();
    throw error;
  }

  /** Saves the store's changes since the last save (its journal, synced). */
  const persist = () => writer?.persist();

  const persistPlugin: Plugin = {
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        try {
          persist();
        } catch (error) {
          console.error(`mock-server: could not save ${dataFile}:`, error);
          if (isAsyncIterable(result)) return;
          const failure = new GraphQLError(UNEXPECTED_ERROR_MESSAGE, {
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          });
          setResult({
            ...(result as ExecutionResult),
            errors: [...(result.errors ?? []), failure],
          });
        }
      },
    }),
  };

  /**
   * A POST is JSON or multipart (uploads) and nothing else, and multipart or GET carries
   * PREFLIGHT_HEADER: a cross-site form or link can send neither without a CORS preflight, which
   * only the allowed origins pass (yoga's CSRF prevention, with the refusal said in JSON). Other
   * bodies, and empty batches, get a JSON answer saying what to send.
   */
  const requestShapePlugin: Plugin = {
    onRequestParse: ({ request, requestParser, endResponse, fetchAPI }) => {
      const answer = (status: number, message: string) =>
        endResponse(
          new fetchAPI.Response(
            JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }),
            { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } },
          ),
        );
      const type = request.headers.get('content-type') ?? '';
      const json = /^application\/json\s*(;|$)/i.test(type);
      const multipart = /^multipart\/form-data\s*;/i.test(type);
      if (request.method === 'POST' && (!requestParser || !(json || multipart))) {
        answer(415, 'Send GraphQL requests as application/json (multipart/form-data for uploads).');
        return undefined;
      }
      if (!json && !request.headers.has(PREFLIGHT_HEADER)) {
        answer(403, `Send the ${PREFLIGHT_HEADER} header with uploads and GET requests.`);
        return undefined;
      }
      return {
        onRequestParseDone: ({ requestParserResult }) => {
          if (Array.isArray(requestParserResult) && requestParserResult.length === 0) {
            throw createGraphQLError('A batch needs at least one operation.', {
              extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
            });
          }
        },
      };
    },
  };

  /** JSON bodies over MAX_JSON_BYTES are refused, by their Content-Length or while streaming. */
  const jsonLimitPlugin: Plugin = {
    onRequestParse: ({ request, requestParser, setRequestParser, fetchAPI }) => {
      if (
        !requestParser ||
        !/^application\/json/i.test(request.headers.get('content-type') ?? '')
      ) {
        return;
      }
      const tooLarge = () =>
        createGraphQLError(
          messages.requestTooLarge.replace('{max}', String(MAX_JSON_BYTES / 1024)),
          { extensions: { http: { status: 413 }, code: REQUEST_TOO_LARGE } },
        );
      if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BYTES) throw tooLarge();
      setRequestParser(async (limited) => {
        const chunks: Uint8Array[] = [];
        let size = 0;
        const reader = limited.body?.getReader();
        for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
          size += next.value.byteLength;
          if (size > MAX_JSON_BYTES) {
            await reader?.cancel();
            throw tooLarge();
          }
          chunks.push(next.value);
        }
        const body = new Uint8Array(Buffer.concat(chunks));
        const { url: requestUrl, method, headers } = limited;
        return requestParser(new fetchAPI.Request(requestUrl, { method, headers, body }));
      });
    },
  };

  /**
   * Core's query limits, before anything executes: tokens when the request is read (a parse error
   * would be answered 200 to a JSON client), depth, aliases and cost as a validation rule.
   */
  const queryLimitsPlugin: Plugin = {
    onParams: ({ params }) => {
      if (typeof params.query === 'string') assertTokenLimit(params.query);
    },
    onValidate: ({ addValidationRule }) => addValidationRule(queryLimitsRule()),
  };

  const yoga = createYoga({
    schema: server.schema,
    context: ({ request }) => server.contextFor(bearerToken(request.headers.get('authorization'))),
    batching: options.batching === false ? false : { limit: MAX_BATCH_SIZE },
    maxRequestBodySize: MAX_REQUEST_BYTES,
    maskedErrors: {
      errorMessage: UNEXPECTED_ERROR_MESSAGE,
      maskError: (error) => {
        if (error instanceof GraphQLError) {
          const masked = maskError(error);
          if (masked !== error) logError('unexpected error', error.originalError ?? error);
          return masked;
        }
        logError('unexpected error', error);
        return new GraphQLError(UNEXPECTED_ERROR_MESSAGE, {
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        });
      },
    },
    // CORS is answered below for every path, so yoga does not add its own.
    cors: false,
    graphiql: { title: 'Routebook mock server' },
    landingPage: false,
    logging: false,
    plugins: [
      requestShapePlugin,
      jsonLimitPlugin,
      // Before the query limits: an id becomes its text first, which is then held to them.
      persistedOperationsPlugin({
        queries: options.persistedQueries,
        only: options.persistedOnly ?? false,
      }),
      queryLimitsPlugin,
      requestBudgetPlugin(() => server.requestBudget()),
      persistPlugin,
    ],
  });

  /** Adds CORS headers for an allowed origin; true when the request came from one. */
  const applyCors = (req: IncomingMessage, res: ServerResponse): boolean => {
    const origin = req.headers.origin;
    if (!origin || !corsOrigins.has(origin)) return false;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    return true;
  };

  const preflight = (req: IncomingMessage, res: ServerResponse, allowed: boolean) => {
    if (!allowed) {
      refuse(res, 403, 'FORBIDDEN', 'This origin may not call the mock server.');
      return;
    }
    res.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers':
        req.headers['access-control-request-headers'] ?? 'authorization, content-type',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin, Access-Control-Request-Headers',
      'Content-Length': '0',
    });
    res.end();
  };

  /**
   * `GET /uploads/:id`: the URL is the capability (an <img> sends no token), so any caller who
   * has it reads the file; ids are 128 random bits, and any other id (`f1`) answers 404.
   * `GET /shared/:link/files/:ref`: a shared visit report's image, while its link is live; once
   * revoked (or unknown, or not an image of that report) 404 alike, and never kept by a cache.
   */
  const serveFile = (res: ServerResponse, path: string, headOnly: boolean) => {
    const served = servedFile(server.store, server.files, path);
    if (!served) {
      refuse(res, 404, 'NOT_FOUND', messages.notFound);
      return;
    }
    const { file, shared } = served;
    res.writeHead(200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': shared ? 'no-store' : 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
      'Cross-Origin-Resource-Policy': 'cross-origin',
      ...(shared ? { 'Referrer-Policy': 'no-referrer' } : {}),
    });
    res.end(headOnly ? undefined : file.bytes);
  };

  /** `POST /v1/image`: the editor's image upload, stored exactly as uploadImage stores it. */
  const uploadImage = async (req: IncomingMessage, res: ServerResponse) => {
    const token = bearerToken(req.headers.authorization);
    if (!(await server.contextFor(token)).session) {
      refuse(res, 401, 'UNAUTHENTICATED', messages.notLoggedIn);
      return;
    }
    const length = declaredLength(req);
    if (length !== null && length > MAX_IMAGE_REQUEST_BYTES) {
      refuse(res, 413, 'BAD_USER_INPUT', fileTooLargeMessage());
      return;
    }
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await readBody(req, MAX_IMAGE_REQUEST_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      refuse(res, 413, 'BAD_USER_INPUT', fileTooLargeMessage());
      return;
    }

    const contentType = req.headers['content-type'] ?? '';
    let file: unknown;
    if (/^multipart\/form-data\s*;/i.test(contentType)) {
      try {
        const form = await new Request('http://localhost/v1/image', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body,
        }).formData();
        file = [form.get('file'), form.get('image')].find(
          (part) => part !== null && typeof part !== 'string',
        );
      } catch {
        file = undefined;
      }
      if (!file) {
        refuse(res, 400, 'BAD_USER_INPUT', messages.fileUnreadable);
        return;
      }
    } else {
      file = new File([body], 'image');
    }

    const result = await server.execute({ query: UPLOAD_IMAGE, variables: { file }, token });
    persist();
    const [error] = result.errors ?? [];
    if (error) {
      const status = uploadErrorStatus(error);
      const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
      refuse(res, status, code, status === 500 ? UNEXPECTED_ERROR_MESSAGE : error.message);
      return;
    }
    const { url: imageUrl } = (result.data as { uploadImage: { url: string } }).uploadImage;
    sendJson(res, 201, { url: imageUrl });
  };

  handle = async (req, res) => {
    if (options.afterRequest) res.once('close', options.afterRequest);
    const { pathname } = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    const allowed = applyCors(req, res);
    if (method === 'OPTIONS') {
      preflight(req, res, allowed);
      return;
    }

    const isGraphQL = pathname === '/graphql';
    const length = declaredLength(req);
    if (length !== null && length > MAX_REQUEST_BYTES) {
      res.setHeader('Connection', 'close');
      const message = 'Request body too large';
      if (isGraphQL) refuseGraphQL(res, 413, REQUEST_TOO_LARGE, message);
      else refuse(res, 413, REQUEST_TOO_LARGE, message);
      return;
    }

    if (isGraphQL) {
      // A streamed (chunked) body may be refused half-read; then the connection cannot be reused.
      if (length === null && req.headers['transfer-encoding']) res.setHeader('Connection', 'close');
      await yoga.handle(req, res);
      return;
    }
    if (pathname === '/healthz' && (method === 'GET' || method === 'HEAD')) {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': '2' });
      res.end(method === 'HEAD' ? undefined : 'ok');
      return;
    }
    if (/^\/(uploads|shared)\//.test(pathname) && (method === 'GET' || method === 'HEAD')) {
      serveFile(res, pathname, method === 'HEAD');
      return;
    }
    if (pathname === '/v1/image' && method === 'POST') {
      await uploadImage(req, res);
      return;
    }
    refuse(res, 404, 'NOT_FOUND', `Nothing at ${method} ${pathname}.`);
  };

  return {
    url,
    server,
    compactDataFile: async () => writer?.compact(),
    close: async () => {
      handle = null;
      await closeHttp();
      await yoga.dispose();
      await writer?.close();
    },
  };
}
