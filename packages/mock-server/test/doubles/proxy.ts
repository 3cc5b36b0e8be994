/**
 * Broken doubles: a real server behind a proxy that breaks one rule of the contract, as a faulty
 * backend would. The kit is proven by running it against each double: the check the double breaks
 * must fail. A double only changes what crosses the wire, so the server behind stays the reference.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Exchange {
  method: string;
  /** Path and query of the request. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Breakage {
  /** The id of the check this double breaks: running the kit against it must fail that check. */
  breaks: string;
  /** What the double does wrong, as a faulty backend would. */
  description: string;
  /**
   * A part of the failure message the check must give against this double: it fails because it
   * saw what the double did wrong, not because the double broke something else.
   */
  failsWith: string;
  /**
   * Handles one request: by default `forward(request)`. A double changes the request, the answer,
   * or answers itself; `forward` may be called more than once (to re-send as someone else).
   */
  handle(request: Exchange, forward: (request: Exchange) => Promise<Answer>): Promise<Answer>;
}

export interface RunningDouble {
  /** The double's GraphQL endpoint. */
  endpoint: string;
  url: string;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'host',
]);

/** Starts `breakage` in front of the server at `targetUrl` (no trailing slash), on loopback. */
export async function startDouble(targetUrl: string, breakage: Breakage): Promise<RunningDouble> {
  const forward = async (request: Exchange): Promise<Answer> => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !HOP_BY_HOP.has(entry[0]),
      ),
    );
    const response = await fetch(`${targetUrl}${request.path}`, {
      method: request.method,
      headers,
      body:
        request.method === 'GET' || request.method === 'HEAD'
          ? undefined
          : new Uint8Array(request.body),
    });
    const answerHeaders: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (!HOP_BY_HOP.has(key) && key !== 'content-encoding') answerHeaders[key] = value;
    });
    return {
      status: response.status,
      headers: answerHeaders,
      body: Buffer.from(await response.arrayBuffer()),
    };
  };

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: Exchange = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      breakage.handle(request, forward).then(
        (answer) => {
          outgoing.writeHead(answer.status, {
            ...answer.headers,
            'content-length': answer.body.length,
          });
          outgoing.end(answer.body);
        },
        (error: unknown) => {
          outgoing.writeHead(502, { 'content-type': 'text/plain' });
          outgoing.end(`broken double failed: ${(error as Error).message}`);
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    endpoint: `${url}/graphql`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The body as JSON, or undefined when it is not JSON (a multipart upload, say). */
export function jsonOf(body: Buffer): any {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export function jsonAnswer(
  status: number,
  json: unknown,
  headers: Record<string, string> = {},
): Answer {
  return {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
    body: Buffer.from(JSON.stringify(json)),
  };
}

/** The request with a new JSON body. */
export function withJson(request: Exchange, json: unknown): Exchange {
  return { ...request, body: Buffer.from(JSON.stringify(json)) };
}

/** The GraphQL operations of a JSON request (one, or a batch), with their results' shape. */
export function operationsOf(
  request: Exchange,
): { query?: string; variables?: any; operationName?: string }[] {
  const json = jsonOf(request.body);
  if (Array.isArray(json)) return json;
  return json && typeof json === 'object' ? [json] : [];
}

/**
 * A double that rewrites each GraphQL result of JSON requests whose operation text matches
 * `matches`: `rewrite` gets the operation and its result and answers the result to send.
 */
export function rewriteResults(
  matches: (operation: { query?: string; variables?: any }) => boolean,
  rewrite: (result: any, operation: { query?: string; variables?: any }) => any,
): Breakage['handle'] {
  return async (request, forward) => {
    const answer = await forward(request);
    const operations = operationsOf(request);
    if (!operations.some(matches)) return answer;
    const json = jsonOf(answer.body);
    if (json === undefined) return answer;
    const results = Array.isArray(json) ? json : [json];
    const rewritten = results.map((result, i) =>
      operations[i] && matches(operations[i]) ? rewrite(result, operations[i]) : result,
    );
    return jsonAnswer(
      answer.status,
      Array.isArray(json) ? rewritten : rewritten[0],
      answer.headers,
    );
  };
}
