/**
 * `npm run contract:check -- --endpoint` against the mock server over HTTP: the mock server
 * answers the standard introspection query (yoga allows it, and it passes the query limits), and
 * the app's operations as relay-compiler generates them (the command compiles first) find nothing
 * missing there.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runContractCheck } from '@routebook/conformance/contractCheck';
import { startHttpServer, type RunningHttpServer } from './httpServer';

let running: RunningHttpServer;

beforeAll(async () => {
  running = await startHttpServer({ port: 0, quiet: true });
});

afterAll(() => running.close());

it('finds the app compatible with the mock server, exit 0 with its summary', async () => {
  let stdout = '';
  const endpoint = `${running.url}/graphql`;
  const code = await runContractCheck(['--endpoint', endpoint], {
    stdout: (text) => (stdout += text),
    // A note on leftover artifacts of a developer's checkout may go there.
    stderr: () => {},
  });
  expect(code).toBe(0);
  expect(stdout).toMatch(
    new RegExp(
      `^compatible: \\d+ operations, \\d+ fields checked \\(.*\\) against ${endpoint}\\n$`,
    ),
  );
});
