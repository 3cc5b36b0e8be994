/** `npm run mock-server` runs this file; tests import `./cli` without starting a server. */
import { main } from './cli';

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`mock-server: ${String(error)}\n`);
  process.exitCode = 1;
});
