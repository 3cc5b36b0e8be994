/**
 * `npm run mock-server -- [--port N] [--host H] [--data FILE] [--seed N] [--app-url URL]`: the mock
 * server over HTTP for the app and for developers, with the demo logins and every email it "sends"
 * printed (its links under --app-url).
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isWebAddress } from '@routebook/schema';
import { DEFAULT_APP_URL } from '../core';
import { CorruptDataFileError } from './dataFile';
import { startHttpServer, type HttpServerOptions } from './httpServer';
import { formatEmail, formatInvitations, formatLogins, outboxWatcher } from './logins';

export const USAGE = `Usage: npm run mock-server -- [options]

Starts the Routebook mock server: GraphQL at /graphql (GraphiQL in a browser), uploads at
/uploads/:id, the editor's image upload at /v1/image, and /healthz.

Options:
  --port N       Port to listen on (default: $PORT or 4000; 0 picks a free port)
  --host HOST    Address to listen on (default: 127.0.0.1)
  --data FILE    Keep the data in FILE (its latest changes in FILE.journal, uploads in
                 FILE.uploads/) across restarts; a missing FILE starts from the demo data.
                 Without it, data lives in memory.
  --seed N       Seed of the demo data (default: 1)
  --app-url URL  The app's public address, which emailed links start with
                 (default: ${DEFAULT_APP_URL}, the app's dev server)
  --help         Show this help
`;

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'start'; options: HttpServerOptions }
  | { kind: 'error'; message: string };

function integer(text: string, name: string, min: number, max: number): number | string {
  if (!/^\d+$/.test(text.trim())) return `${name} must be a whole number, not "${text}".`;
  const value = Number(text);
  if (value < min || value > max) return `${name} must be between ${min} and ${max}.`;
  return value;
}

/** Reads the command line (without node and the script); never throws. */
export function parseCliArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): CliCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        seed: { type: 'string' },
        'app-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };

  const portText = values.port ?? (env.PORT?.trim() || '4000');
  const port = integer(portText, values.port === undefined ? 'PORT' : '--port', 0, 65535);
  if (typeof port === 'string') return { kind: 'error', message: port };
  const seed = integer(values.seed ?? '1', '--seed', 0, 2 ** 31 - 1);
  if (typeof seed === 'string') return { kind: 'error', message: seed };
  const host = values.host?.trim() || '127.0.0.1';
  if (values.data !== undefined && values.data.trim() === '') {
    return { kind: 'error', message: '--data needs a file name.' };
  }

  const appUrl = (values['app-url'] ?? DEFAULT_APP_URL).trim().replace(/\/+$/, '');
  if (!isWebAddress(appUrl)) {
    return {
      kind: 'error',
      message: `--app-url must be an http:// or https:// address, not "${appUrl}".`,
    };
  }

  const options: HttpServerOptions = { port, host, seed, appUrl };
  if (values.data !== undefined) options.dataFile = values.data;
  return { kind: 'start', options };
}

export async function main(argv: readonly string[]): Promise<void> {
  const command = parseCliArgs(argv, process.env);
  if (command.kind === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  if (command.kind === 'error') {
    process.stderr.write(`mock-server: ${command.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }

  let printOutbox = () => {};
  let running;
  try {
    running = await startHttpServer({ ...command.options, afterRequest: () => printOutbox() });
  } catch (error) {
    if (error instanceof CorruptDataFileError)
      process.stderr.write(`mock-server: ${error.message}\n`);
    else
      process.stderr.write(`mock-server: could not start: ${(error as Error).message ?? error}\n`);
    process.exitCode = 1;
    return;
  }

  const { url, server, close } = running;
  const outbox = outboxWatcher(server);
  printOutbox = () => {
    for (const email of outbox.next()) process.stdout.write(`\n${formatEmail(email)}\n`);
  };

  const dataFile = command.options.dataFile;
  process.stdout.write(
    [
      'Routebook mock server',
      `  GraphQL:  ${url}/graphql (open it in a browser for GraphiQL)`,
      `  App:      ${command.options.appUrl ?? DEFAULT_APP_URL} (emailed links start here)`,
      `  Data:     ${dataFile ? `${dataFile} (saved after every change)` : 'in memory (lost on exit; use --data FILE to keep it)'}`,
      '',
      formatLogins(server),
      '',
      formatInvitations(server),
      '',
      'Emails the server sends (invitations, password resets) are printed here.',
      '',
    ].join('\n'),
  );

  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`\nmock-server: ${signal}, closing.\n`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`mock-server: close failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const invokedDirectly = (() => {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();

if (invokedDirectly) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`mock-server: ${String(error)}\n`);
    process.exitCode = 1;
  });
}
