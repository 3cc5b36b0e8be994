/** Where uploaded bytes live. In memory by default; the node server keeps them on disk with --data. */
import { UPLOADS_PATH } from '@routebook/schema';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStore {
  put(id: string, file: StoredFile): void;
  get(id: string): StoredFile | undefined;
  /** The URL the file is served at: relative to the server (`/uploads/<id>`). */
  urlFor(id: string): string;
}

/*
 * Decided: an upload's URL is a capability. An <img> tag, the service worker's cache and offline
 * use cannot send the bearer token, so knowing the URL is the permission to read the file; its id
 * is 128 random bits from crypto, so URLs cannot be guessed or enumerated.
 */

/** A file id: 16 random bytes (128 bits) from crypto, base64url without padding (22 characters). */
export const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const isFileId = (id: string): boolean => FILE_ID_PATTERN.test(id);

/** A new, unguessable file id (WebCrypto, so the in-browser server makes them the same way). */
export function newFileId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The URL of an upload, relative to the server: it works through a proxy and after a move. */
export const uploadUrl = (id: string): string => `${UPLOADS_PATH}${id}`;

/** The file id an upload URL names (`/uploads/<id>`), or null when it names none. */
export function fileIdOfUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_PATH)) return null;
  const id = url.slice(UPLOADS_PATH.length);
  return isFileId(id) ? id : null;
}

export function createMemoryFileStore(): FileStore {
  const files = new Map<string, StoredFile>();
  return {
    put: (id, file) => void files.set(id, file),
    get: (id) => (isFileId(id) ? files.get(id) : undefined),
    urlFor: uploadUrl,
  };
}
