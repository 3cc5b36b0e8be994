/** Where uploaded bytes live. In memory by default; the node server keeps them on disk with --data. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStore {
  put(id: string, file: StoredFile): void;
  get(id: string): StoredFile | undefined;
  /** The URL the file is served at. */
  urlFor(id: string): string;
}

export function createMemoryFileStore(baseUrl = ''): FileStore {
  const files = new Map<string, StoredFile>();
  return {
    put: (id, file) => void files.set(id, file),
    get: (id) => files.get(id),
    urlFor: (id) => `${baseUrl}/uploads/${id}`,
  };
}
