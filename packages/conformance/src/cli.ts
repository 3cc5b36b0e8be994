/** `npm run conformance -- --endpoint URL [--config file.json] ...`: see cli/args.ts for the options. */
import { runCli } from './cli/main';

process.exitCode = await runCli(process.argv.slice(2));
