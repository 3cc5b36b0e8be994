/**
 * Uploaded files on disk, next to the --data file: `<datafile>.uploads/<id>` holds the bytes and
 * `<id>.type` the content type. Both are written atomically, the type first, so a file is served
 * only once its bytes are complete.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FileStore, StoredFile } from '../core';
import { writeFileAtomic } from './dataFile';

/** A file id as the store makes them (`f12`): letters then digits, so never a path. */
export const FILE_ID_PATTERN = /^[a-z]+\d+$/;

/** A content type to keep and serve: `type/subtype`, nothing else. */
const CONTENT_TYPE_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

export const isFileId = (id: string): boolean => FILE_ID_PATTERN.test(id);

/** The uploads folder that belongs to a data file. */
export const uploadsDirectoryFor = (dataFile: string): string => `${resolve(dataFile)}.uploads`;

/** The URL of an uploaded file on the server at `baseUrl` (absolute: the app is on another origin). */
export const uploadUrl = (baseUrl: string, id: string): string => `${baseUrl}/uploads/${id}`;

export function createDiskFileStore(directory: string, baseUrl: string): FileStore {
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

  return { put, get, urlFor: (id) => uploadUrl(baseUrl, id) };
}
