/**
 * A fresh mock server (seeded demo data), a production build of packages/app served by
 * `vite preview` with its API calls proxied to that server, and Debian's Chromium on a fresh
 * profile at phone size with a touch screen. Everything listens on 127.0.0.1 only. Used by the
 * journeys (harness.ts) and by the browser benchmarks; no test runner needed.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { preview } from 'vite';
import {
  startHttpServer,
  type HttpServerOptions,
  type RunningHttpServer,
} from '@routebook/mock-server/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumMissing } from './chromium';
import { APP_ROOT, E2E_DIST } from './paths';

export const PHONE_VIEWPORT = { width: 375, height: 812 };
/** The office's desktop the journeys also run at. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export interface PreviewedApp {
  /** The app's origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  mock: RunningHttpServer;
  context: BrowserContext;
  close(): Promise<void>;
}

export interface PreviewOptions {
  /** The build to serve (default: the journeys' build); a journey may change it as it runs. */
  distDir?: string;
  /**
   * 'block' keeps the app's service worker out (Playwright's page.route() does not see what a
   * service worker answers): for journeys that hold back or break the app's own files.
   */
  serviceWorkers?: 'allow' | 'block';
  /**
   * Fields of config.json to serve over the build's own (batching off, persisted
   * queries): the build is copied and its config.json rewritten, as a team deploying it would.
   */
  config?: Record<string, unknown>;
  /** The mock server's modes (no batching, persisted operations, allow-list). */
  mock?: Pick<HttpServerOptions, 'batching' | 'persistedQueries' | 'persistedOnly'>;
}

/** A copy of the build in a temporary folder with `config` over its config.json. */
async function configuredCopy(distDir: string, config: Record<string, unknown>) {
  const copy = await mkdtemp(join(tmpdir(), 'routebook-dist-'));
  // Source maps are not served: a smaller copy.
  await cp(distDir, copy, { recursive: true, filter: (path) => !path.endsWith('.map') });
  const file = join(copy, 'config.json');
  const built = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await writeFile(file, JSON.stringify({ ...built, ...config }, null, 2));
  return copy;
}

/** A port free on 127.0.0.1 now, for a server started a moment later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Serves a build of the app and opens Chromium on it. */
export async function startPreviewedApp({
  distDir: builtDir = E2E_DIST,
  serviceWorkers = 'allow',
  config,
  mock: mockOptions = {},
}: PreviewOptions = {}): Promise<PreviewedApp> {
  const missing = chromiumMissing();
  if (missing !== undefined) throw new Error(missing);
  // The app's port is chosen first, so the mock server's links (emails, visit reports' share links)
  // point at the app this journey opens, as `--app-url` makes them for a deployment.
  const appPort = await freePort();
  const mock = await startHttpServer({
    port: 0,
    quiet: true,
    appUrl: `http://127.0.0.1:${appPort}`,
    ...mockOptions,
  });
  const cleanups: (() => Promise<void>)[] = [() => mock.close()];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    let distDir = builtDir;
    if (config) {
      const copy = await configuredCopy(builtDir, config);
      cleanups.push(() => rm(copy, { recursive: true, force: true }));
      distDir = copy;
    }
    const server = await preview({
      root: APP_ROOT,
      logLevel: 'warn',
      build: { outDir: distDir },
      preview: {
        port: appPort,
        host: '127.0.0.1',
        strictPort: true,
        open: false,
        proxy: {
          '/graphql': mock.url,
          '/v1/image': mock.url,
          '/uploads': mock.url,
          '/shared': mock.url,
        },
      },
    });
    cleanups.push(() => server.close());
    const address = server.httpServer.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${address.port}`;

    const profile = await mkdtemp(join(tmpdir(), 'routebook-chromium-'));
    cleanups.push(() => rm(profile, { recursive: true, force: true }));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      viewport: PHONE_VIEWPORT,
      hasTouch: true,
      serviceWorkers,
      args: CHROMIUM_ARGS,
    });
    cleanups.push(() => context.close());
    return { baseUrl, mock, context, close };
  } catch (error) {
    await close();
    throw error;
  }
}
