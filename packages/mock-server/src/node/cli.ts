/**
 * `npm run mock-server -- [--port N] [--host H] [--data FILE] [--seed N] [--app-url URL]
 * [--persisted-queries FILE] [--persisted-only] [--no-batching] [--geocoder-url URL]
 * [--travel-times-url URL]`: the mock server over HTTP for
 * the app and for developers, with the demo logins and every email it "sends" printed (its links
 * under --app-url).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isWebAddress, MAX_BATCH_SIZE } from '@routebook/schema';
import { DEFAULT_APP_URL } from '../core';
import { CorruptDataFileError } from './dataFile';
import { startHttpServer, type HttpServerOptions } from './httpServer';
import { formatEmail, formatInvitations, formatLogins, outboxWatcher } from './logins';
import {
  DEFAULT_PERSISTED_QUERIES_FILE,
  PersistedQueriesFileError,
  persistedQueriesFromFile,
} from './persistedOperations';

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
  --persisted-queries FILE
                 Run operations sent by id ({ "doc_id": … }) from FILE, the id → text
                 map relay-compiler writes (default: the app's, when \`npm run relay\`
                 has written it)
  --persisted-only
                 Refuse operations sent as text, as a backend with an allow-list does
  --no-batching  Answer array bodies 400, as a server without batching does
  --geocoder-url URL
                 Find customers' addresses with the Nominatim-compatible service at URL
                 (its /search, one request a second; the public one's usage policy applies:
                 https://operations.osmfoundation.org/policies/nominatim/). Without it an
                 offline geocoder that knows the demo data's towns; other addresses need a pin.
  --travel-times-url URL
                 Answer travelTimes with the OSRM-compatible table service at URL
                 (GET URL/table/v1/driving/{lon,lat;...}?annotations=duration, 5 s at most).
                 Without it, or when the service fails, travelTimes answers null and the
                 app's optimizer uses straight-line distance.
  --help         Show this help
`;

export type CliCommand =
  | { kind: 'help' }
  | {
      kind: 'start';
      options: HttpServerOptions;
      /** --persisted-queries: read in main(), which also looks for the default file. */
      persistedQueriesFile?: string;
    }
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
        'persisted-queries': { type: 'string' },
        'persisted-only': { type: 'boolean' },
        'no-batching': { type: 'boolean' },
        'geocoder-url': { type: 'string' },
        'travel-times-url': { type: 'string' },
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

  const geocoderUrl = values['geocoder-url']?.trim();
  if (geocoderUrl !== undefined && !isWebAddress(geocoderUrl)) {
    return {
      kind: 'error',
      message: `--geocoder-url must be an http:// or https:// address, not "${geocoderUrl}".`,
    };
  }

  const travelTimesUrl = values['travel-times-url']?.trim();
  if (travelTimesUrl !== undefined && !isWebAddress(travelTimesUrl)) {
    return {
      kind: 'error',
      message: `--travel-times-url must be an http:// or https:// address, not "${travelTimesUrl}".`,
    };
  }

  const persistedQueriesFile = values['persisted-queries'];
  if (persistedQueriesFile !== undefined && persistedQueriesFile.trim() === '') {
    return { kind: 'error', message: '--persisted-queries needs a file name.' };
  }

  const options: HttpServerOptions = { port, host, seed, appUrl };
  if (values.data !== undefined) options.dataFile = values.data;
  if (values['persisted-only']) options.persistedOnly = true;
  if (values['no-batching']) options.batching = false;
  if (geocoderUrl !== undefined) options.geocoderUrl = geocoderUrl;
  if (travelTimesUrl !== undefined) options.travelTimesUrl = travelTimesUrl;
  return {
    kind: 'start',
    options,
    ...(persistedQueriesFile !== undefined ? { persistedQueriesFile } : {}),
  };
}

/**
 * The persisted queries to run: --persisted-queries FILE (which must be readable), else the app's
 * file when relay-compiler has written it, else none (then --persisted-only is refused: nothing
 * could run).
 */
function persistedQueriesFor(command: Extract<CliCommand, { kind: 'start' }>): {
  file: string | null;
  options: HttpServerOptions;
} {
  const given = command.persistedQueriesFile;
  const file =
    given ?? (existsSync(DEFAULT_PERSISTED_QUERIES_FILE) ? DEFAULT_PERSISTED_QUERIES_FILE : null);
  if (file === null) {
    if (command.options.persistedOnly) {
      throw new PersistedQueriesFileError(
        `--persisted-only needs the app's persisted queries: run \`npm run relay\` (it writes ${DEFAULT_PERSISTED_QUERIES_FILE}) or pass --persisted-queries FILE.`,
      );
    }
    return { file, options: command.options };
  }
  return {
    file,
    options: { ...command.options, persistedQueries: persistedQueriesFromFile(file) },
  };
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
  let persisted: ReturnType<typeof persistedQueriesFor>;
  try {
    persisted = persistedQueriesFor(command);
    running = await startHttpServer({ ...persisted.options, afterRequest: () => printOutbox() });
  } catch (error) {
    if (error instanceof CorruptDataFileError || error instanceof PersistedQueriesFileError)
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

  // Before the banner: a test (or a person) that reads it may send SIGINT at once, and a signal
  // that arrives before its handler is registered kills the process with no exit code. `on`, not
  // `once`: a second signal while closing must not kill it either.
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
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const dataFile = command.options.dataFile;
  process.stdout.write(
    [
      'Routebook mock server',
      `  GraphQL:  ${url}/graphql (open it in a browser for GraphiQL)`,
      `  App:      ${command.options.appUrl ?? DEFAULT_APP_URL} (emailed links start here)`,
      `  Data:     ${dataFile ? `${dataFile} (saved after every change)` : 'in memory (lost on exit; use --data FILE to keep it)'}`,
      `  Persisted operations: ${persisted.file ?? 'none (operations are sent as text)'}${command.options.persistedOnly ? ' (only these run: text is refused)' : ''}`,
      `  Geocoder: ${command.options.geocoderUrl ?? 'offline (the demo towns; other addresses need a pin)'}`,
      `  Travel times: ${command.options.travelTimesUrl ?? 'none (travelTimes answers null: straight-line distance)'}`,
      `  Batching: ${command.options.batching === false ? 'off (array bodies are answered 400)' : `up to ${MAX_BATCH_SIZE} operations per POST`}`,
      '',
      formatLogins(server),
      '',
      formatInvitations(server),
      '',
      'Emails the server sends (invitations, password resets) are printed here.',
      '',
    ].join('\n'),
  );
}
