/**
 * `npm run -s optimize -- --tsplib FILE | --matrix FILE --time-ms N [--seed S] [--tour-out FILE]`:
 * solves a closed tour and prints, as its last line, `length L ms M` (M the solver's own time).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatTour, parseMatrix, parseTsplib } from '../tsplib';
import { solve } from '../solve';
import { parseArguments, USAGE, UsageError } from './args';

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs the command; returns its exit code (2 for a wrong command line or an unreadable file). */
export function main(argv: readonly string[], output: Output): number {
  try {
    const args = parseArguments(argv);
    const instance = read(args.input.kind, args.input.file);
    const { order, length, ms } = solve(instance.problem, { timeMs: args.timeMs, seed: args.seed });
    if (args.tourOut !== undefined)
      writeFileSync(args.tourOut, formatTour(instance.name, order, length));
    output.out(`${instance.name}: ${instance.n} stops, seed ${args.seed}`);
    output.out(`length ${length} ms ${Math.round(ms)}`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`optimize: ${error.message}\n${USAGE}`);
      return 2;
    }
    if (error instanceof SyntaxError || error instanceof RangeError || isFileError(error)) {
      output.err(`optimize: ${(error as Error).message}`);
      return 2;
    }
    throw error;
  }
}

function read(kind: 'tsplib' | 'matrix', file: string) {
  const text = readFileSync(file, 'utf8');
  return kind === 'tsplib' ? parseTsplib(text) : parseMatrix(text);
}

function isFileError(error: unknown): boolean {
  return (
    error instanceof Error && 'code' in error && typeof error.code === 'string' && 'path' in error
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
