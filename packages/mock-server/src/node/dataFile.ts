/**
 * The --data file: a snapshot of the whole store as JSON, and beside it `<data file>.journal`,
 * the changes made since that snapshot, one line per saved write (see dataFileWriter.ts).
 * Loading never changes either file. The snapshot is replaced atomically (temporary file, fsync,
 * rename, fsync of the directory), so a crash at any moment leaves the old or the new one.
 *
 * A journal line is `<crc32 of the JSON, 8 hex digits> <JSON>`, the JSON being
 * `{"seq":N,"tables":{...}}` (Store.pendingChanges()). Records are numbered one after another; the
 * snapshot says which record it already holds (`journalSeq`), so loading skips those and never
 * applies a change twice. A last record cut short or garbled (a crash while appending, never
 * acknowledged) is ignored; a bad record before the last is corruption, reported, not repaired.
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
import { crc32 } from 'node:zlib';
import { Store, type StoreChanges, type StoreSnapshot } from '../core';

/**
 * The data file exists but is not a store snapshot, or its journal is damaged before its last
 * record (`path` names the journal then). Neither file has been touched.
 */
export class CorruptDataFileError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(
      `The data file ${path} is corrupt: ${reason}. It was NOT changed. ` +
        (path.endsWith('.journal')
          ? 'Repair it, or move it away to start from the data file without the changes it holds.'
          : 'Repair it, or move it away to start again from the demo data.'),
    );
    this.name = 'CorruptDataFileError';
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The journal of a data file: the changes saved since its snapshot. */
export const journalPathFor = (dataFile: string): string => `${resolve(dataFile)}.journal`;

/** A journal line: the record's checksum, then the record. */
export function journalLine(seq: number, changes: StoreChanges): string {
  const json = JSON.stringify({ seq, tables: changes.tables });
  return `${checksum(json)} ${json}\n`;
}

const checksum = (json: string) => crc32(json).toString(16).padStart(8, '0');

interface JournalRecord {
  seq: number;
  changes: StoreChanges;
}

/** One line's record, or why it is not one. */
function parseJournalLine(line: string): JournalRecord | string {
  const match = /^([0-9a-f]{8}) (.*)$/.exec(line);
  if (!match) return 'it is not a journal record';
  const [, sum, json = ''] = match;
  if (checksum(json) !== sum) return 'its checksum does not match';
  let record: unknown;
  try {
    record = JSON.parse(json);
  } catch (error) {
    return `it is not JSON (${reasonOf(error)})`;
  }
  const seq = (record as { seq?: unknown } | null)?.seq;
  if (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 1) return 'it has no number';
  return { seq, changes: record as StoreChanges };
}

/**
 * The records of a journal, checked: each a record, numbered one after the other, but for the
 * last, which is left out when it is cut short or garbled (an append that a crash interrupted).
 * Null when there is no journal.
 */
function readJournal(path: string): JournalRecord[] | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`The journal ${path} cannot be read: ${reasonOf(error)}.`, { cause: error });
  }
  const lines = text.split('\n');
  // What follows the last newline is an append cut short (or nothing): the last record, ignored.
  const torn = lines.pop() !== '';
  const records: JournalRecord[] = [];
  for (const [index, line] of lines.entries()) {
    const record = parseJournalLine(line);
    if (typeof record === 'string') {
      // Else the last line is the last record: garbled, it was an append a crash cut short.
      if (!torn && index === lines.length - 1) break;
      throw new CorruptDataFileError(
        path,
        `line ${index + 1} of ${lines.length} is garbled: ${record}`,
      );
    }
    const previous = records.at(-1);
    if (previous && record.seq !== previous.seq + 1) {
      throw new CorruptDataFileError(
        path,
        `line ${index + 1} is record ${record.seq} after record ${previous.seq}`,
      );
    }
    records.push(record);
  }
  return records;
}

/** The number of the last well-formed record of a journal, 0 without one (garbled lines skipped). */
export function lastJournalSeq(path: string): number {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return 0;
  }
  let last = 0;
  for (const line of text.split('\n')) {
    const record = parseJournalLine(line);
    if (typeof record !== 'string') last = Math.max(last, record.seq);
  }
  return last;
}

/** What a data file holds: its snapshot with its journal applied, and the last record's number. */
export interface DataFileContents {
  snapshot: StoreSnapshot;
  seq: number;
}

/**
 * Reads and checks a data file and its journal: the store they hold, or null when there is no
 * data file yet (a journal without one is left over from a deleted file and means nothing). A
 * file that cannot be parsed or restored, or a journal with a bad record before its last, throws
 * {@link CorruptDataFileError}.
 */
export function readDataFile(path: string): DataFileContents | null {
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
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CorruptDataFileError(absolute, `it is not JSON (${reasonOf(error)})`);
  }
  // A trial restore into a throwaway store checks the shape before anything is started.
  const store = new Store();
  try {
    store.restore(parsed);
  } catch (error) {
    throw new CorruptDataFileError(absolute, `it is not a store snapshot (${reasonOf(error)})`);
  }
  const { journalSeq = 0, ...snapshot } = parsed as StoreSnapshot & { journalSeq?: unknown };
  if (typeof journalSeq !== 'number' || !Number.isInteger(journalSeq) || journalSeq < 0) {
    throw new CorruptDataFileError(absolute, `its journalSeq is not a record number`);
  }

  const journal = journalPathFor(absolute);
  const records = (readJournal(journal) ?? []).filter((record) => record.seq > journalSeq);
  const [first] = records;
  if (first && first.seq !== journalSeq + 1) {
    throw new CorruptDataFileError(
      journal,
      `it goes on from record ${first.seq - 1}, the data file from record ${journalSeq}`,
    );
  }
  for (const { seq, changes } of records) {
    try {
      store.applyChanges(changes);
    } catch (error) {
      throw new CorruptDataFileError(journal, `record ${seq} is not a change (${reasonOf(error)})`);
    }
  }
  return {
    snapshot: records.length > 0 ? store.snapshot() : snapshot,
    seq: records.at(-1)?.seq ?? journalSeq,
  };
}

/**
 * Reads and checks a data file: the snapshot it holds with its journal applied, or null when
 * there is no file yet. See {@link readDataFile}.
 */
export function loadDataFile(path: string): StoreSnapshot | null {
  return readDataFile(path)?.snapshot ?? null;
}

/** Opens, syncs and closes a directory so a rename inside it is durable (not on Windows). */
export function fsyncDirectory(directory: string): void {
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

/** A snapshot as the data file holds it, in pieces of about `size` characters. */
export function* snapshotPieces(
  snapshot: StoreSnapshot,
  journalSeq: number,
  size = 256 * 1024,
): Generator<string> {
  let piece = `{"version":${JSON.stringify(snapshot.version)},"journalSeq":${journalSeq},"tables":{`;
  let firstTable = true;
  for (const [name, table] of Object.entries(snapshot.tables)) {
    piece += `${firstTable ? '' : ','}${JSON.stringify(name)}:{"nextId":${table.nextId},"rows":[`;
    firstTable = false;
    let firstRow = true;
    for (const row of table.rows) {
      piece += (firstRow ? '' : ',') + JSON.stringify(row);
      firstRow = false;
      if (piece.length >= size) {
        yield piece;
        piece = '';
      }
    }
    piece += ']}';
  }
  yield `${piece}}}`;
}

/** Deletes a data file's journal, durably. */
export function removeJournal(path: string): void {
  rmSync(journalPathFor(path), { force: true });
  fsyncDirectory(dirname(resolve(path)));
}

/**
 * Replaces what a data file holds with `snapshot` (no server may be running on it): the snapshot
 * counts every record of the old journal as held, so a crash before the journal is deleted
 * applies none of them to it.
 */
export function saveDataFile(path: string, snapshot: StoreSnapshot): void {
  const seq = lastJournalSeq(journalPathFor(path));
  writeFileAtomic(path, [...snapshotPieces(snapshot, seq)].join(''));
  removeJournal(path);
}
