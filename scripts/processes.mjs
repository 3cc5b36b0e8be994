// What the scripts that start several processes share: where the repository and its tools are,
// and running children together until Ctrl-C or until one of them ends.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} name a tool installed by npm ci */
export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/**
 * Keeps `children` running together: Ctrl-C (or SIGTERM) stops them all, and so does any one of
 * them ending, with its exit code. `cleanup` runs first (e.g. to close a watcher).
 * @param {import('node:child_process').ChildProcess[]} children
 * @param {() => void} [cleanup]
 */
export function runTogether(children, cleanup = () => {}) {
  let stopping = false;
  /** @param {number} code */
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    cleanup();
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
  for (const child of children) child.on('exit', (code) => stop(code ?? 1));
}
