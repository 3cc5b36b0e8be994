// `npm start`: compiles the app's GraphQL (relay-compiler), then runs the mock server (state kept
// in .data/, so it survives restarts), the app's dev server and the Relay watcher (artifacts follow
// every edit) together, and prints where to open the app and how to log in. Ctrl-C stops them.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { bin, ROOT, runTogether } from './processes.mjs';
import { compileRelayOrExit, watchRelay } from './relay.mjs';

const APP_URL = 'http://127.0.0.1:5173/';
const MOCK_URL = 'http://127.0.0.1:4000';

compileRelayOrExit();

mkdirSync(join(ROOT, '.data'), { recursive: true });
/** @type {import('node:child_process').SpawnOptions} */
const inRepo = { cwd: ROOT, stdio: 'inherit' };
const relay = watchRelay();
runTogether(
  [
    // tsx as a loader, so Ctrl-C reaches the server's own handler (see cli.test.ts).
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'packages/mock-server/src/node/bin.ts',
        '--data',
        '.data/mock-server.json',
        // Emailed links (invitations, password resets) open the app's dev server.
        '--app-url',
        APP_URL.replace(/\/$/, ''),
      ],
      inRepo,
    ),
    spawn(bin('vite'), ['packages/app', '--clearScreen', 'false', '--logLevel', 'warn'], inRepo),
  ],
  () => relay.close(),
);

/**
 * Polls `url` until it answers, for at most `seconds`.
 * @param {string} url
 */
async function waitFor(url, seconds = 60) {
  for (let i = 0; i < seconds * 4; i += 1) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

if ((await waitFor(`${MOCK_URL}/healthz`)) && (await waitFor(APP_URL))) {
  console.log(`\nRoutebook is running. Open ${APP_URL} (on a phone-sized window too).`);
  console.log(
    'Log in as any account above, e.g. admin40@routebook.test / routebook. Ctrl-C stops.\n',
  );
}
