/**
 * Keeps a data file up to date with a running store (format: dataFile.ts). A write costs what it
 * changed, whatever the store's size: its rows go to the journal as one line, synced before the
 * answer. The whole store is written only when compacting: at start (before any request), and in
 * the background once the journal is as big as the snapshot (and MIN_COMPACT_BYTES).
 *
 * Compacting in the background: the store's rows are captured at once (references to its
 * records, which are never changed in place), serialised piece by piece between requests into a
 * temporary file, synced and renamed over the data file; then, in one synchronous step, the
 * journal is replaced by the records appended since the capture. The snapshot says which record
 * it holds, so a crash at any point leaves a pair that loads to the last saved write, each change
 * applied once.
 */
import {
  closeSync,
  fdatasyncSync,
  fstatSync,
  ftruncateSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Store } from '../core';
import {
  fsyncDirectory,
  journalLine,
  journalPathFor,
  lastJournalSeq,
  removeJournal,
  snapshotPieces,
  writeFileAtomic,
} from './dataFile';

/** A journal shorter than this is never compacted in the background (a small store's is tiny). */
export const MIN_COMPACT_BYTES = 4 * 1024 * 1024;

export interface DataFileWriterOptions {
  /** The number of the last journal record the store was loaded with (readDataFile's `seq`). */
  seq: number;
  /** Overrides MIN_COMPACT_BYTES (tests). */
  minCompactBytes?: number;
  /** A background compaction failed (the journal still holds every write). */
  onError?: (error: unknown) => void;
}

export interface DataFileWriter {
  /**
   * Appends the store's changes since the last call to the journal and syncs it; call before
   * answering a write. Throws when they could not be saved (they stay pending for the next call).
   */
  persist(): void;
  /** Compacts now, in the background; resolves when done (tests). */
  compact(): Promise<void>;
  /** Waits for a compaction under way, then closes the journal. */
  close(): Promise<void>;
}

const yieldToRequests = () => new Promise<void>((done) => setImmediate(done));

function writeAll(fd: number, bytes: Uint8Array): void {
  let written = 0;
  while (written < bytes.byteLength) {
    written += writeSync(fd, bytes, written, bytes.byteLength - written);
  }
}

/**
 * Writes the whole store to `path` now (the data file then holds what loading upgraded), deletes
 * the old journal, and from then on journals every change of `store`.
 */
export function openDataFileWriter(
  path: string,
  store: Store,
  options: DataFileWriterOptions,
): DataFileWriter {
  const dataFile = resolve(path);
  const journal = journalPathFor(dataFile);
  const minCompactBytes = options.minCompactBytes ?? MIN_COMPACT_BYTES;
  // A journal left beside a deleted data file counts as held too, so none of it is ever applied.
  let seq = Math.max(options.seq, lastJournalSeq(journal));
  let fd: number | null = null;
  let journalBytes = 0;
  let snapshotBytes = 0;
  let compaction: Promise<void> | null = null;
  /** The lines appended since a compaction's capture: the journal it leaves. */
  let sinceCapture: string[] | null = null;
  /** An append failed and could not be cut off: nothing is appended until the journal is rewritten. */
  let torn = false;
  let closed = false;

  // At start: the whole store, then no journal. A crash in between leaves records it holds.
  const text = [...snapshotPieces(store.snapshot(), seq)].join('');
  writeFileAtomic(dataFile, text);
  snapshotBytes = Buffer.byteLength(text);
  removeJournal(dataFile);
  store.trackChanges();
  store.clearPendingChanges();

  const openJournal = (): number => {
    const opened = openSync(journal, 'a', 0o600);
    // The new file's name must be on disk too before a record in it is acknowledged.
    fsyncDirectory(dirname(dataFile));
    journalBytes = fstatSync(opened).size;
    return opened;
  };

  const closeJournal = () => {
    if (fd !== null) closeSync(fd);
    fd = null;
  };

  async function compactInBackground(): Promise<void> {
    await yieldToRequests();
    // The capture: every row as it is now, and the number of the last record that holds them.
    const snapshot = store.snapshot();
    const heldSeq = seq;
    const temporary = `${dataFile}.tmp-${process.pid}`;
    sinceCapture = [];
    try {
      let written = 0;
      const handle = await open(temporary, 'w', 0o600);
      try {
        for (const piece of snapshotPieces(snapshot, heldSeq)) {
          const bytes = Buffer.from(piece, 'utf8');
          for (let offset = 0; offset < bytes.byteLength;) {
            const { bytesWritten } = await handle.write(bytes, offset, bytes.byteLength - offset);
            offset += bytesWritten;
          }
          written += bytes.byteLength;
          await yieldToRequests();
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      // One synchronous step: no record is appended between the rename and the new journal.
      renameSync(temporary, dataFile);
      fsyncDirectory(dirname(dataFile));
      snapshotBytes = written;
      const tail = sinceCapture.join('');
      closeJournal();
      if (tail === '') removeJournal(dataFile);
      else writeFileAtomic(journal, tail);
      journalBytes = Buffer.byteLength(tail);
      torn = false;
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    } finally {
      sinceCapture = null;
    }
  }

  const compact = (): Promise<void> => {
    compaction ??= compactInBackground().finally(() => {
      compaction = null;
    });
    return compaction;
  };

  const compactSoon = () => {
    if (closed || compaction) return;
    compact().catch((error: unknown) => options.onError?.(error));
  };

  const persist = () => {
    const changes = store.pendingChanges();
    if (!changes) return;
    if (torn) {
      compactSoon();
      throw new Error(`the journal ${journal} is being rewritten after a failed write`);
    }
    fd ??= openJournal();
    const line = journalLine(seq + 1, changes);
    const bytes = Buffer.from(line, 'utf8');
    try {
      writeAll(fd, bytes);
      fdatasyncSync(fd);
    } catch (error) {
      // Cut off what part of the record got written, or stop appending until it is rewritten.
      try {
        ftruncateSync(fd, journalBytes);
      } catch {
        torn = true;
        compactSoon();
      }
      throw error;
    }
    seq += 1;
    journalBytes += bytes.byteLength;
    sinceCapture?.push(line);
    store.clearPendingChanges();
    if (journalBytes >= Math.max(minCompactBytes, snapshotBytes)) compactSoon();
  };

  return {
    persist,
    compact,
    close: async () => {
      closed = true;
      await compaction?.catch(() => undefined);
      closeJournal();
    },
  };
}
