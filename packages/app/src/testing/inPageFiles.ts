import { servedFile, type MockServer, type StoredFile } from '@routebook/mock-server';

/**
 * An `<img>` cannot be answered by the in-page server the way GraphQL requests are, so the
 * photos, logos and rich-text images of its store (`/uploads/<id>`), and a shared visit report's
 * images while its link is live (`/shared/<link>/files/<ref>`), are shown from blob URLs of their
 * bytes, asked of the server as the HTTP server serves them. A revoked link's stay unresolved.
 */
export function inPageFiles(server: MockServer): (url: string) => string {
  const blobUrls = new WeakMap<StoredFile, string>();
  return (url) => {
    const served = servedFile(server.store, server.files, url);
    if (!served) return url;
    let blobUrl = blobUrls.get(served.file);
    if (blobUrl === undefined) {
      const bytes = new Uint8Array(served.file.bytes);
      blobUrl = URL.createObjectURL(new Blob([bytes], { type: served.file.contentType }));
      blobUrls.set(served.file, blobUrl);
    }
    return blobUrl;
  };
}
