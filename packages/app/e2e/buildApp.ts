import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'vite';
import { APP_ROOT, REPO_ROOT } from './paths';

/**
 * Compiles the Relay artifacts and builds packages/app for production into `outDir` (its own
 * folder, so packages/app/dist is left alone). Returns the seconds it took. `buildId` is the
 * release build's VITE_BUILD_ID (the ionic page shows it): another id is another version.
 *
 * NODE_ENV is production while Vite builds: under Vitest it is 'test', and Vite would then build
 * React's development runtime into the bundle (several times slower, and not what users get).
 */
export async function buildApp(
  outDir: string,
  { manifest = false, buildId }: { manifest?: boolean; buildId?: string } = {},
): Promise<number> {
  const started = performance.now();
  // --repersist: the persisted queries file gets every operation, not only those that changed.
  const relay = spawnSync(
    join(REPO_ROOT, 'node_modules', '.bin', 'relay-compiler'),
    ['--repersist'],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    },
  );
  if (relay.status !== 0) {
    throw new Error(`relay-compiler failed (${relay.status}):\n${relay.stdout}\n${relay.stderr}`);
  }
  const nodeEnv = process.env.NODE_ENV;
  const givenBuildId = process.env.VITE_BUILD_ID;
  process.env.NODE_ENV = 'production';
  if (buildId !== undefined) process.env.VITE_BUILD_ID = buildId;
  try {
    await build({
      root: APP_ROOT,
      mode: 'production',
      logLevel: 'warn',
      build: { manifest, outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    if (givenBuildId === undefined) delete process.env.VITE_BUILD_ID;
    else process.env.VITE_BUILD_ID = givenBuildId;
  }
  return (performance.now() - started) / 1000;
}
