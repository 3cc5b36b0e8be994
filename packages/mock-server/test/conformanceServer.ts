import { startHttpServer, type RunningHttpServer } from '../src/node/httpServer';
import {
  DEFAULT_PERSISTED_QUERIES_FILE,
  persistedQueriesFromFile,
} from '../src/node/persistedOperations';

/**
 * The mock server as `npm start` runs it, for the conformance kit's tests: a free loopback port,
 * the demo data, and the app's persisted operations (`npm run relay` writes them first).
 */
export function startConformanceServer(): Promise<RunningHttpServer> {
  return startHttpServer({
    port: 0,
    quiet: true,
    persistedQueries: persistedQueriesFromFile(DEFAULT_PERSISTED_QUERIES_FILE),
  });
}
