/**
 * `npm run contract:check -- --endpoint URL | --schema FILE`: would the app break against this
 * backend? Exit 0 compatible, 1 it would break (each problem listed with the operations that use
 * it), 2 usage error, unreachable endpoint or unreadable app.
 */
import { parseArgs } from 'node:util';
import type { GraphQLSchema } from 'graphql';
import { checkCompatibility, formatProblem, formatSummary } from './contractCheck';
import { EndpointSchemaError, introspectEndpoint, readSchemaFile } from './endpointSchema';
import { AppOperationsError, compileApp, loadAppSide, REPOSITORY_ROOT } from './operations';

export const USAGE = `Usage: npm run contract:check -- (--endpoint URL | --schema FILE) [options]

Lists every type, field, argument, enum value and input field the app's operations use that the
backend lacks or changed incompatibly. Exit 0: compatible; 1: the app would break; 2: usage
error, unreachable endpoint, or the app's operations cannot be read.

  --endpoint URL           Introspect this GraphQL endpoint (POST)
  --header "Name: value"   Send this header with the introspection (repeatable)
  --schema FILE            Read the backend's schema from an SDL file instead
  --json                   Print the result as JSON
  --no-compile             Read the Relay artifacts as they are (default: run relay-compiler first)
  --help                   Show this help
`;

export type ContractCheckCommand =
  | { kind: 'help' }
  | { kind: 'error'; message: string }
  | {
      kind: 'check';
      source: { endpoint: string; headers: Record<string, string> } | { schema: string };
      json: boolean;
      compile: boolean;
    };

/** Reads the command line (without node and the script); never throws. */
export function parseContractCheckArgs(argv: readonly string[]): ContractCheckCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        endpoint: { type: 'string' },
        header: { type: 'string', multiple: true },
        schema: { type: 'string' },
        json: { type: 'boolean' },
        'no-compile': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };
  const endpoint = values.endpoint?.trim();
  const schema = values.schema?.trim();
  if (!endpoint === !schema) {
    return { kind: 'error', message: 'Give either --endpoint URL or --schema FILE.' };
  }
  const common = { json: values.json ?? false, compile: !values['no-compile'] };
  if (schema) {
    if (values.header) return { kind: 'error', message: '--header goes with --endpoint.' };
    return { kind: 'check', source: { schema }, ...common };
  }
  if (!/^https?:\/\/\S+$/i.test(endpoint!)) {
    return {
      kind: 'error',
      message: `--endpoint must be an http:// or https:// URL, not "${endpoint}".`,
    };
  }
  const headers: Record<string, string> = {};
  for (const header of values.header ?? []) {
    const colon = header.indexOf(':');
    const name = header.slice(0, colon).trim();
    if (colon < 1 || !/^[!#$%&'*+.^`|~\w-]+$/.test(name)) {
      return { kind: 'error', message: `--header must be "Name: value", not "${header}".` };
    }
    headers[name] = header.slice(colon + 1).trim();
  }
  return { kind: 'check', source: { endpoint: endpoint!, headers }, ...common };
}

export interface Output {
  stdout(text: string): void;
  stderr(text: string): void;
}

const processOutput: Output = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

export interface RunOptions {
  /** The repository whose app is checked (default: this one). */
  root?: string;
}

/** Runs the check; answers the exit code. */
export async function runContractCheck(
  argv: readonly string[],
  output: Output = processOutput,
  { root = REPOSITORY_ROOT }: RunOptions = {},
): Promise<number> {
  const command = parseContractCheckArgs(argv);
  if (command.kind === 'help') {
    output.stdout(USAGE);
    return 0;
  }
  if (command.kind === 'error') {
    output.stderr(`contract:check: ${command.message}\n\n${USAGE}`);
    return 2;
  }
  const { source, json } = command;
  const described = 'endpoint' in source ? source.endpoint : source.schema;
  const fail = (message: string) => {
    if (json) output.stdout(`${JSON.stringify({ error: message }, null, 2)}\n`);
    output.stderr(`contract:check: ${message}\n`);
    return 2;
  };

  let endpointSchema: GraphQLSchema;
  let app;
  try {
    if (command.compile) await compileApp(root);
    app = await loadAppSide(root);
    endpointSchema =
      'endpoint' in source
        ? await introspectEndpoint(source.endpoint, { headers: source.headers })
        : await readSchemaFile(source.schema);
  } catch (error) {
    if (error instanceof EndpointSchemaError || error instanceof AppOperationsError) {
      return fail(error.message);
    }
    throw error;
  }

  const report = checkCompatibility(app.operations, app.appSchema, endpointSchema);
  const compatible = report.problems.length === 0;
  if (app.staleArtifacts.length > 0) {
    output.stderr(
      `contract:check: ignored ${app.staleArtifacts.length} artifacts of operations no source defines any more: ${app.staleArtifacts.join(', ')}\n`,
    );
  }
  if (json) {
    output.stdout(
      `${JSON.stringify({ compatible, against: described, checked: report.checked, problems: report.problems }, null, 2)}\n`,
    );
  } else if (compatible) {
    output.stdout(`${formatSummary(report)} against ${described}\n`);
  } else {
    const count = report.problems.length;
    const affected = new Set(report.problems.flatMap((problem) => problem.operations)).size;
    output.stdout(
      [
        `incompatible: ${count} ${count === 1 ? 'problem breaks' : 'problems break'} ${affected} of ${report.checked.operations} operations against ${described}`,
        ...report.problems.map((problem) => `  ${formatProblem(problem)}`),
        '',
      ].join('\n'),
    );
  }
  return compatible ? 0 : 1;
}
