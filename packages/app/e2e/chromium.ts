import { accessSync, constants } from 'node:fs';

/** Debian's Chromium and its flags in a container without a GPU, a sandbox or the network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Why Chromium cannot start, in one line that names the fix; undefined when it can. */
export function chromiumMissing(): string | undefined {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
    return undefined;
  } catch {
    return process.env.CHROMIUM_PATH === undefined
      ? `Chromium not found at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\` or set CHROMIUM_PATH`
      : `Chromium not found at ${CHROMIUM_PATH} (CHROMIUM_PATH): point CHROMIUM_PATH at a Chromium executable or unset it for /usr/bin/chromium`;
  }
}

/**
 * For vitest's globalSetup and the browser benchmarks: stops with that one line (no stack trace,
 * nothing built or started first) when Chromium is missing.
 */
export function exitUnlessChromium(): void {
  const missing = chromiumMissing();
  if (missing === undefined) return;
  console.error(missing);
  process.exit(1);
}
