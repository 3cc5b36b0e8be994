/**
 * The mock server over HTTP (node:http and graphql-yoga): `POST /graphql` (batched, multipart
 * uploads, persisted operations' ids), `GET /uploads/:id`, `GET /shared/:link/files/:ref` (a
 * shared visit report's images), `POST /v1/image` for the rich-text editor and `GET /healthz`.
 * With a data file every change is saved to it (its journal) before the answer goes out.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
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
  servedFile,
  UNEXPECTED_ERROR_MESSAGE,
  type MockServer,
  type RequestBudgetOptions,
} from '../core';
import { journalPathFor, readDataFile, removeAbandonedSaves } from './dataFile';
import { openDataFileWriter, type DataFileWriter } from './dataFileWriter';
import { createDiskFileStore, migrateUploads, uploadsDirectoryFor } from './diskFileStore';
import { bearerToken, declaredLength, refuse, refuseGraphQL } from './httpResponses';
import { imageUploadHandler } from './imageUpload';
import { nominatimGeocoder } from './nominatimGeocoder';
import { osrmTravelTimes } from './osrmTravelTimes';
import { persistedOperationsPlugin, type PersistedQueries } from './persistedOperations';
import { jsonLimitPlugin } from './plugins/jsonLimit';
import { persistPlugin } from './plugins/persist';
import { queryLimitsPlugin } from './plugins/queryLimits';
import { requestBudgetPlugin } from './plugins/requestBudget';
import { requestShapePlugin } from './plugins/requestShape';

export { bearerToken };

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
  /**
   * A Nominatim-compatible service that finds customers' addresses (--geocoder-url); without it
   * the offline geocoder, which knows the demo towns.
   */
  geocoderUrl?: string;
  /**
   * An OSRM-compatible table service for travelTimes (--travel-times-url); without it travelTimes
   * answers null (no road data).
   */
  travelTimesUrl?: string;
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
      config: {
        ...(options.appUrl ? { appUrl: options.appUrl } : {}),
        ...(options.geocoderUrl
          ? { geocoder: nominatimGeocoder({ url: options.geocoderUrl }) }
          : {}),
        ...(options.travelTimesUrl
          ? { travelTimes: osrmTravelTimes({ url: options.travelTimesUrl }) }
          : {}),
      },
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
      requestShapePlugin(),
      jsonLimitPlugin(),
      // Before the query limits: an id becomes its text first, which is then held to them.
      persistedOperationsPlugin({
        queries: options.persistedQueries,
        only: options.persistedOnly ?? false,
      }),
      queryLimitsPlugin(),
      requestBudgetPlugin(() => server.requestBudget()),
      persistPlugin(persist, (error) =>
        console.error(`mock-server: could not save ${dataFile}:`, error),
      ),
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

  const uploadImage = imageUploadHandler(server, persist);

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
