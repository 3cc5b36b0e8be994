import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'vite';
import { APP_ROOT, REPO_ROOT } from './paths';

/**
 * Compiles the Relay artifacts and builds packages/app for production into `outDir` (its own
 * folder, so packages/app/dist is left alone). Returns the seconds it took.
 */
export async function buildApp(outDir: string, { manifest = false } = {}): Promise<number> {
  const started = performance.now();
  const relay = spawnSync(join(REPO_ROOT, 'node_modules', '.bin', 'relay-compiler'), [], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (relay.status !== 0) {
    throw new Error(`relay-compiler failed (${relay.status}):\n${relay.stdout}\n${relay.stderr}`);
  }
  await build({ root: APP_ROOT, logLevel: 'warn', build: { manifest, outDir, emptyOutDir: true } });
  return (performance.now() - started) / 1000;
}
