/**
 * Uploaded files on disk, next to the --data file: `<datafile>.uploads/<id>` holds the bytes and
 * `<id>.type` the content type. Both are written atomically, the type first, so a file is served
 * only once its bytes are complete.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  isFileId,
  newFileId,
  uploadUrl,
  type FileStore,
  type StoredFile,
  type StoreSnapshot,
} from '../core';
import { writeFileAtomic } from './dataFile';

/** A content type to keep and serve: `type/subtype`, nothing else. */
const CONTENT_TYPE_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/** The uploads folder that belongs to a data file. */
export const uploadsDirectoryFor = (dataFile: string): string => `${resolve(dataFile)}.uploads`;

/** Files by their ids (22 base64url characters, so never a path); others are neither kept nor served. */
export function createDiskFileStore(directory: string): FileStore {
  const pathOf = (id: string) => {
    if (!isFileId(id)) throw new Error(`invalid file id ${JSON.stringify(id)}`);
    return join(directory, id);
  };

  const put = (id: string, file: StoredFile): void => {
    const path = pathOf(id);
    const contentType = CONTENT_TYPE_PATTERN.test(file.contentType)
      ? file.contentType
      : 'application/octet-stream';
    writeFileAtomic(`${path}.type`, contentType);
    writeFileAtomic(path, file.bytes);
  };

  const get = (id: string): StoredFile | undefined => {
    if (!isFileId(id)) return undefined;
    const path = join(directory, id);
    try {
      const contentType = readFileSync(`${path}.type`, 'utf8').trim();
      const bytes = new Uint8Array(readFileSync(path));
      return {
        bytes,
        contentType: CONTENT_TYPE_PATTERN.test(contentType)
          ? contentType
          : 'application/octet-stream',
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR') return undefined;
      throw error;
    }
  };

  return { put, get, urlFor: uploadUrl };
}

/** A data file's snapshot with its uploads moved to new ids and URLs; see {@link migrateUploads}. */
export interface UploadsMigration {
  snapshot: StoreSnapshot;
  /** Deletes the files under their old ids: call once the migrated snapshot is saved. */
  removeOldFiles(): void;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string in `value` (rows, nested values) passed through `change`. */
function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]),
    );
  }
  return value;
}

/**
 * Data files saved by older versions name uploads by sequential ids (`f1`) at absolute URLs of
 * the server itself (`http://127.0.0.1:4000/uploads/f1`). Each such file gets a new random id:
 * its bytes are copied to the new id, and every occurrence of the URL recorded for it (photos,
 * logos, images in rich text, the file row) becomes the new relative URL. URLs that no file row
 * recorded (other hosts) are left as they are. Null when nothing needs migrating.
 */
export function migrateUploads(
  snapshot: StoreSnapshot,
  directory: string,
): UploadsMigration | null {
  const rows = (snapshot.tables.files?.rows ?? []) as { id: string; url: string }[];
  const moves = rows
    .filter((row) => !isFileId(row.id) || row.url !== uploadUrl(row.id))
    .map((row) => ({ from: row.id, to: isFileId(row.id) ? row.id : newFileId(), url: row.url }));
  if (moves.length === 0) return null;

  const store = createDiskFileStore(directory);
  const moved: string[] = [];
  for (const { from, to } of moves) {
    if (from === to || !/^[a-z]+\d+$/.test(from)) continue;
    try {
      const bytes = readFileSync(join(directory, from));
      const contentType = readFileSync(join(directory, `${from}.type`), 'utf8').trim();
      store.put(to, { bytes, contentType });
      moved.push(from);
    } catch (error) {
      // A row without bytes stays a row without bytes (its URL answers 404, as before).
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  const newUrl = new Map(moves.map(({ url, to }) => [url, uploadUrl(to)]));
  const newId = new Map(moves.map(({ from, to }) => [from, to]));
  // Longest first, and never inside a longer URL: `/uploads/f1` is not part of `/uploads/f12`.
  const pattern = new RegExp(
    `(?<![\\w.:/-])(${[...newUrl.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})(?![\\w-])`,
    'g',
  );
  const tables = mapStrings(snapshot.tables, (text) =>
    text.replace(pattern, (url) => newUrl.get(url) ?? url),
  ) as StoreSnapshot['tables'];
  const files = tables.files;
  if (files) {
    files.rows = files.rows.map((row) => ({ ...row, id: newId.get(row.id) ?? row.id }));
  }
  return {
    snapshot: { ...snapshot, tables },
    removeOldFiles: () => {
      for (const id of moved) {
        rmSync(join(directory, id), { force: true });
        rmSync(join(directory, `${id}.type`), { force: true });
      }
    },
  };
}
