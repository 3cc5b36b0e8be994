// `npm start`: compiles the app's GraphQL (relay-compiler), then runs the mock server (state kept
// in .data/, so it survives restarts) and the app's dev server together, and prints where to open
// the app and how to log in. Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const APP_URL = 'http://127.0.0.1:5173/';
const MOCK_URL = 'http://127.0.0.1:4000';

const compiled = spawnSync(bin('relay-compiler'), [], { cwd: root, stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

mkdirSync(join(root, '.data'), { recursive: true });
const children = [
  spawn(bin('tsx'), ['packages/mock-server/src/node/cli.ts', '--data', '.data/mock-server.json'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), ['packages/app', '--clearScreen', 'false', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));

/** Polls `url` until it answers, for at most `seconds`. */
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
