/**
 * A fake outside service (a geocoder, a travel-time table) on 127.0.0.1 for the node tests: it
 * records each request and answers as the test says. Nothing reaches the internet.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

export type FakeAnswer = (url: URL, res: ServerResponse) => void;

export interface FakeRequest {
  url: URL;
  userAgent: string | undefined;
  /** When it arrived (Date.now()). */
  at: number;
}

const running = new Set<{ close(): Promise<void> }>();
afterEach(async () => {
  for (const server of [...running]) await server.close();
  running.clear();
});

/** Closes `server` (a fake service, a mock server) after the test, whatever its outcome. */
export function closeAfterTest<T extends { close(): Promise<void> }>(server: T): T {
  running.add(server);
  return server;
}

/** Starts the service under `path` (its URL ends with it); closed after the test. */
export async function startFakeService(path: string, answer: FakeAnswer) {
  const asked: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    asked.push({ url, userAgent: req.headers['user-agent'], at: Date.now() });
    answer(url, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const service = {
    url: `http://127.0.0.1:${port}${path}`,
    asked,
    /** Stops it now (a service that is gone); afterwards, nothing. */
    close: () =>
      new Promise<void>((done) => {
        running.delete(service);
        if (!server.listening) return done();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  return closeAfterTest(service);
}

export function answerJson(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
