/** `npm run contract:check` runs this file; tests import `./cli` without running a check. */
import { runContractCheck } from './cli';

runContractCheck(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`contract:check: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 2;
  },
);
