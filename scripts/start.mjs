// `npm start`: starts the mock server (state kept in .data/, so it survives restarts) and prints
// its URL and the demo logins. The app joins this command in the app-shell issue.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
mkdirSync(join(root, '.data'), { recursive: true });

const child = spawn(
  join(root, 'node_modules', '.bin', 'tsx'),
  [
    'packages/mock-server/src/node/cli.ts',
    '--data',
    '.data/mock-server.json',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
