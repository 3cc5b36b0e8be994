export const USAGE =
  'usage: npm run -s optimize -- --tsplib FILE | --matrix FILE --time-ms N [--seed S] [--tour-out FILE]';

export interface CliArguments {
  input: { kind: 'tsplib' | 'matrix'; file: string };
  timeMs: number;
  seed: number;
  tourOut?: string;
}

/** A wrong command line: its message is one line, printed with the usage. */
export class UsageError extends Error {}

export function parseArguments(argv: readonly string[]): CliArguments {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i] ?? '';
    if (!['--tsplib', '--matrix', '--time-ms', '--seed', '--tour-out'].includes(flag)) {
      throw new UsageError(`unknown argument ${flag}`);
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--'))
      throw new UsageError(`${flag} needs a value`);
    if (values.has(flag)) throw new UsageError(`${flag} is given twice`);
    values.set(flag, value);
  }
  const tsplib = values.get('--tsplib');
  const matrix = values.get('--matrix');
  if ((tsplib === undefined) === (matrix === undefined)) {
    throw new UsageError('give exactly one of --tsplib FILE and --matrix FILE');
  }
  const time = values.get('--time-ms');
  if (time === undefined) throw new UsageError('--time-ms N is required');
  const timeMs = Number(time);
  if (!/^\d+(\.\d+)?$/.test(time) || !(timeMs > 0)) {
    throw new UsageError(`--time-ms must be a positive number of milliseconds, not ${time}`);
  }
  const seedText = values.get('--seed') ?? '1';
  if (!/^\d+$/.test(seedText) || Number(seedText) > 0xffffffff) {
    throw new UsageError(`--seed must be a whole number from 0 to 4294967295, not ${seedText}`);
  }
  return {
    input:
      tsplib !== undefined
        ? { kind: 'tsplib', file: tsplib }
        : { kind: 'matrix', file: matrix ?? '' },
    timeMs,
    seed: Number(seedText),
    tourOut: values.get('--tour-out'),
  };
}
