// Relay's artifacts for packages/app: compile them once, or keep them fresh while files change.
// relay-compiler 21's own `--watch` needs watchman, which is not installed here: this watches with
// node:fs.watch instead and re-runs the compiler, which rewrites only the artifacts that changed.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import { bin, ROOT } from './processes.mjs';

const COMPILER = bin('relay-compiler');
/** relay.config.js's `src` and `schema`. */
const SOURCES = join(ROOT, 'packages', 'app', 'src');
const SCHEMA = join(ROOT, 'packages', 'schema', 'schema.graphql');
/** Editors save in bursts (write, rename, format): compile once they are done. */
const DEBOUNCE_MS = 150;

/** Runs relay-compiler with its output on the terminal; exits the process when it fails. */
export function compileRelayOrExit() {
  const compiled = spawnSync(COMPILER, ['--repersist'], { cwd: ROOT, stdio: 'inherit' });
  if (compiled.status !== 0) process.exit(compiled.status ?? 1);
}

/**
 * One line about a finished compile: how long it took, or the first error and where it is.
 * @param {number | null} status
 * @param {string} output the compiler's stdout and stderr
 * @param {number} seconds
 */
export function describeCompile(status, output, seconds) {
  const took = `${seconds.toFixed(1)} s`;
  if (status === 0) return `compiled in ${took}`;
  const lines = stripVTControlCharacters(output).split('\n');
  const errorAt = lines.findIndex((line) => line.includes('[ERROR] Error:'));
  if (errorAt === -1) return `FAILED (exit code ${status}) in ${took}: npm run relay shows why`;
  const message = (lines[errorAt] ?? '').replace(/^.*\[ERROR\] Error:\s*(✖︎\s*)?/, '');
  const where = lines
    .slice(errorAt + 1, errorAt + 4)
    .map((line) => line.trim())
    .find((line) => /:\d+:\d+$/.test(line));
  const errors = lines.filter((line) => line.includes('[ERROR] Error:')).length;
  const more = errors > 1 ? ` (and ${errors - 1} more)` : '';
  return `FAILED in ${took}: ${message}${where ? ` at ${where}` : ''}${more}`;
}

/**
 * Watches the app's sources (.ts and .tsx, not the artifacts themselves) and the schema, and
 * re-runs relay-compiler after each burst of changes, printing one line per compile.
 * @param {{ compileNow?: boolean, log?: (line: string) => void }} [options]
 * @returns {{ close(): void }}
 */
export function watchRelay({ compileNow = false, log = (line) => console.log(line) } = {}) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let running = false;
  let again = false;
  let closed = false;

  const compile = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const started = performance.now();
    let output = '';
    const child = spawn(COMPILER, [], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      running = false;
      const time = new Date().toTimeString().slice(0, 8);
      log(
        `[relay] ${time} ${describeCompile(status, output, (performance.now() - started) / 1000)}`,
      );
      if (again && !closed) {
        again = false;
        compile();
      }
    });
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(compile, DEBOUNCE_MS);
  };

  const watchers = [
    watch(SOURCES, { recursive: true }, (_event, file) => {
      // Without a name (some platforms), any change may matter.
      if (file === null) schedule();
      else if (/\.tsx?$/.test(file) && !file.includes('__generated__')) schedule();
    }),
    // The directory, not the file: editors often replace a file when saving it.
    watch(dirname(SCHEMA), (_event, file) => {
      if (file === null || file === 'schema.graphql') schedule();
    }),
  ];
  log(`[relay] watching ${relative(ROOT, SOURCES)} and ${relative(ROOT, SCHEMA)} for changes`);
  if (compileNow) compile();

  return {
    close() {
      closed = true;
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
