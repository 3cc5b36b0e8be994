/** The command line of `npm run conformance`, read into options; a mistake is a ConfigError. */
import { parseArgs } from 'node:util';
import type { Check } from '../check';
import { ConfigError } from '../config';

export const USAGE = `Usage: npm run conformance -- --endpoint URL [options]

Runs the Routebook client's contract as HTTP checks against a GraphQL endpoint.

  --endpoint URL     the GraphQL endpoint (wins over the config file's "endpoint")
  --config FILE      the test accounts, as packages/conformance/src/demoConfig.json
                     (default: the mock server's demo accounts)
  --only LIST        only these checks: ids or id prefixes, comma-separated
                     (--only sessions,limits.depth)
  --junit FILE       also write the results as JUnit XML
  --json FILE        also write the results as JSON
  --list             list the checks and exit
  --help             show this and exit

Exit status: 0 every check passed, 1 a check failed, 2 the run could not start
(a config error, an unreachable endpoint, an account in another company).`;

export interface CliOptions {
  endpoint?: string;
  config?: string;
  /** Ids or id prefixes; empty: every check. */
  only: string[];
  junit?: string;
  json?: string;
  list: boolean;
  help: boolean;
}

export function parseCliArgs(argv: readonly string[]): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        endpoint: { type: 'string' },
        config: { type: 'string' },
        only: { type: 'string', multiple: true },
        junit: { type: 'string' },
        json: { type: 'string' },
        list: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new ConfigError(`${(error as Error).message} (see --help)`);
  }
  for (const name of ['endpoint', 'config', 'junit', 'json'] as const) {
    if (values[name] === '') throw new ConfigError(`--${name} needs a value.`);
  }
  const only = (values.only ?? [])
    .flatMap((list) => list.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (values.only && only.length === 0) throw new ConfigError('--only needs check ids.');
  return {
    ...(values.endpoint ? { endpoint: values.endpoint } : {}),
    ...(values.config ? { config: values.config } : {}),
    ...(values.junit ? { junit: values.junit } : {}),
    ...(values.json ? { json: values.json } : {}),
    only,
    list: values.list,
    help: values.help,
  };
}

/**
 * The checks `only` names, in the kit's order: an entry is an id or the start of ids (`sessions`,
 * `sessions.`, `limits.depth`). An entry that names no check is a mistake, not an empty run.
 */
export function selectChecks(checks: readonly Check[], only: readonly string[]): Check[] {
  if (only.length === 0) return [...checks];
  const unknown = only.filter((entry) => !checks.some((check) => check.id.startsWith(entry)));
  if (unknown.length > 0) {
    throw new ConfigError(`--only ${unknown.join(',')} names no check (see --list).`);
  }
  return checks.filter((check) => only.some((entry) => check.id.startsWith(entry)));
}
