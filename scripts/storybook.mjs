// `npm run storybook`: compiles Relay's artifacts, then runs Storybook's dev server with the Relay
// watcher beside it, so the app's stories follow edits of their GraphQL. Ctrl-C stops both.
// Arguments go to `storybook dev` (e.g. `npm run storybook -- --port 7007`).
import { spawn } from 'node:child_process';

import { bin, ROOT, runTogether } from './processes.mjs';
import { compileRelayOrExit, watchRelay } from './relay.mjs';

compileRelayOrExit();
const relay = watchRelay();
runTogether(
  [
    spawn(bin('storybook'), ['dev', '-p', '6006', '--no-open', ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: 'inherit',
    }),
  ],
  () => relay.close(),
);
