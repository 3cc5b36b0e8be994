// The browser the story tests, journeys and browser benchmarks drive: Debian's Chromium. `npm test`
// installs it where it can (root with apt-get, as on a fresh CI machine) and otherwise stops at
// once with the one command to run, before minutes of lint and types.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/**
 * What to do about the browser.
 * @param {{ path: string, pathFromEnv: boolean, executable: (path: string) => boolean,
 *   isRoot: boolean, hasAptGet: boolean }} facts
 * @returns {{ action: 'ready' } | { action: 'install' } | { action: 'stop', message: string }}
 */
export function chromiumPlan({ path, pathFromEnv, executable, isRoot, hasAptGet }) {
  if (executable(path)) return { action: 'ready' };
  if (pathFromEnv) {
    return {
      action: 'stop',
      message: `Chromium not found at ${path} (CHROMIUM_PATH): point CHROMIUM_PATH at a Chromium executable or unset it for /usr/bin/chromium`,
    };
  }
  if (isRoot && hasAptGet) return { action: 'install' };
  return {
    action: 'stop',
    message: `Chromium not found at ${path}: run \`${isRoot ? '' : 'sudo sh -c "'}${INSTALL_COMMAND}${isRoot ? '' : '"'}\` (or set CHROMIUM_PATH), then npm test again`,
  };
}

/** @param {string} path */
function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Makes sure Chromium is there; returns an exit code (0 when it is). */
export function ensureChromium() {
  const plan = chromiumPlan({
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    pathFromEnv: process.env.CHROMIUM_PATH !== undefined,
    executable,
    isRoot: process.getuid?.() === 0,
    hasAptGet: executable('/usr/bin/apt-get'),
  });
  if (plan.action === 'ready') return 0;
  if (plan.action === 'stop') {
    console.error(plan.message);
    return 1;
  }
  console.log(`Chromium is missing: ${INSTALL_COMMAND}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(
        `apt-get ${args.join(' ')} failed: install Chromium with \`${INSTALL_COMMAND}\``,
      );
      return 1;
    }
  }
  return 0;
}
