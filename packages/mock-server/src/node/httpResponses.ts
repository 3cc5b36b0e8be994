/** Answers and body reading outside GraphQL, for the server's plain HTTP paths. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The token of an `Authorization: Bearer <token>` header, else null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** A refusal outside GraphQL, as JSON: `{ "message": "...", "code": "..." }`. */
export function sendJson(
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

export const refuse = (res: ServerResponse, status: number, code: string, message: string) =>
  sendJson(res, status, { message, code });

/** The same refusal, shaped as a GraphQL response for the GraphQL endpoint. */
export const refuseGraphQL = (res: ServerResponse, status: number, code: string, message: string) =>
  sendJson(res, status, { errors: [{ message, extensions: { code } }] });

export class BodyTooLargeError extends Error {}

/** Reads a request body of at most `limit` bytes. */
export async function readBody(
  req: IncomingMessage,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : null;
}
