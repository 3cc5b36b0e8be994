/**
 * The mock server's HTTP contract tests are the conformance kit's checks (packages/conformance),
 * each run as a test against a fresh server: the same code a backend runs with `npm run conformance`.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  ALL_CHECKS,
  createClient,
  demoConfig,
  newRunState,
  runCheck,
  verifyAccounts,
  type Client,
  type RunState,
} from '@routebook/conformance';
import type { RunningHttpServer } from './httpServer';
import { startConformanceServer } from '../../test/conformanceServer';

let running: RunningHttpServer;
let client: Client;
let state: RunState;

beforeAll(async () => {
  running = await startConformanceServer();
  client = createClient(demoConfig(`${running.url}/graphql`));
  state = newRunState();
  await verifyAccounts(client, state);
});

afterAll(() => running.close());

describe('the conformance kit against the mock server', () => {
  for (const check of ALL_CHECKS) {
    it(`${check.id} (${check.section}): ${check.title}`, async () => {
      const result = await runCheck(check, client, state);
      if (!result.passed) throw new Error(result.message);
    });
  }
});
