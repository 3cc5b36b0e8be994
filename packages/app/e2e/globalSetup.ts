/**
 * Once per `vitest run --project e2e`: compile the Relay artifacts and build packages/app for
 * production into its own folder (E2E_DIST), which every journey file then serves with `vite preview`.
 */
import { spawnSync } from 'node:child_process';
import { build } from 'vite';
import { APP_ROOT, E2E_DIST, REPO_ROOT } from './paths';

export default async function setup(): Promise<void> {
  const started = performance.now();
  const relay = spawnSync(`${REPO_ROOT}/node_modules/.bin/relay-compiler`, [], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (relay.status !== 0) {
    throw new Error(`relay-compiler failed (${relay.status}):\n${relay.stdout}\n${relay.stderr}`);
  }
  await build({ root: APP_ROOT, logLevel: 'warn', build: { outDir: E2E_DIST, emptyOutDir: true } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`e2e: relay-compiler and vite build of packages/app took ${seconds} s`);
}
