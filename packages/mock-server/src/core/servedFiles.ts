/**
 * The files the server serves at addresses of their own, for the HTTP server and the in-browser
 * one alike: an upload (`/uploads/<id>`, whose URL is the capability to read it) and a shared
 * visit report's images (`/shared/<link>/files/<ref>`), the latter only while the link is live.
 */
import { fileIdOfUrl, type FileStore, type StoredFile } from './files';
import { sharedReportFile } from './domain/sharedReport';
import type { Store } from './store/store';

const SHARED_FILE = /^\/shared\/([0-9a-f]{64})\/files\/([a-z0-9-]+)$/;

export interface ServedFile {
  file: StoredFile;
  /** Served through a share link: never to be kept by a cache, so that revoking stops it. */
  shared: boolean;
}

/** The file at `path` (no query), or undefined: unknown, revoked, or not one of the report's. */
export function servedFile(store: Store, files: FileStore, path: string): ServedFile | undefined {
  const shared = SHARED_FILE.exec(path);
  if (shared) {
    const file = sharedReportFile(store, files, shared[1] ?? '', shared[2] ?? '');
    return file && { file, shared: true };
  }
  const id = fileIdOfUrl(path);
  const file = id === null ? undefined : files.get(id);
  return file && { file, shared: false };
}
