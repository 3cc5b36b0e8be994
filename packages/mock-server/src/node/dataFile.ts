/**
 * The --data file: the whole store as JSON. Loading never changes the file; saving replaces it
 * atomically (temporary file, fsync, rename, fsync of the directory), so a crash at any moment
 * leaves either the old or the new contents, never a torn file.
 */
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { Store, type StoreSnapshot } from '../core';

/** The data file exists but is not a store snapshot. It has not been touched. */
export class CorruptDataFileError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(
      `The data file ${path} is corrupt: ${reason}. It was NOT changed. ` +
        'Repair it, or move it away to start again from the demo data.',
    );
    this.name = 'CorruptDataFileError';
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reads and checks a data file: the snapshot it holds, or null when there is no file yet. A file
 * that cannot be parsed or restored throws {@link CorruptDataFileError}.
 */
export function loadDataFile(path: string): StoreSnapshot | null {
  const absolute = resolve(path);
  let text: string;
  try {
    text = readFileSync(absolute, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`The data file ${absolute} cannot be read: ${reasonOf(error)}.`, {
      cause: error,
    });
  }
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(text);
  } catch (error) {
    throw new CorruptDataFileError(absolute, `it is not JSON (${reasonOf(error)})`);
  }
  try {
    // A trial restore into a throwaway store checks the shape before anything is started.
    new Store().restore(snapshot);
  } catch (error) {
    throw new CorruptDataFileError(absolute, `it is not a store snapshot (${reasonOf(error)})`);
  }
  return snapshot as StoreSnapshot;
}

/** Opens, syncs and closes a directory so a rename inside it is durable (not on Windows). */
function fsyncDirectory(directory: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(directory, 'r');
    fsyncSync(fd);
  } catch {
    // Some platforms cannot open or sync a directory; the rename itself is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Replaces `path` with `bytes` atomically and durably. */
export function writeFileAtomic(path: string, bytes: Uint8Array | string): void {
  const absolute = resolve(path);
  const directory = dirname(absolute);
  mkdirSync(directory, { recursive: true });
  const temporary = `${absolute}.tmp-${process.pid}`;
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  try {
    const fd = openSync(temporary, 'w', 0o600);
    try {
      let written = 0;
      while (written < data.byteLength) {
        written += writeSync(fd, data, written, data.byteLength - written);
      }
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, absolute);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  fsyncDirectory(directory);
}

/** Whether a process with this id runs now (another server saving the same file, say). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what a save cut short (`kill -9`, a power cut) left beside the data file: files named
 * exactly `<data file>.tmp-<pid>` whose process is this one or no longer runs. Such a file never
 * held an acknowledged change (a mutation is answered after its rename). Nothing else is touched.
 * Returns the paths removed.
 */
export function removeAbandonedSaves(path: string): string[] {
  const absolute = resolve(path);
  const directory = dirname(absolute);
  const prefix = `${basename(absolute)}.tmp-`;
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = name.startsWith(prefix) ? name.slice(prefix.length) : '';
    if (!/^\d+$/.test(pid)) continue;
    if (Number(pid) !== process.pid && processRuns(Number(pid))) continue;
    const leftover = join(directory, name);
    rmSync(leftover, { force: true });
    removed.push(leftover);
  }
  return removed;
}

/** Writes the store's snapshot to the data file. */
export function saveDataFile(path: string, snapshot: StoreSnapshot): void {
  writeFileAtomic(path, JSON.stringify(snapshot));
}
