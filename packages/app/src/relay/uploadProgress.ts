/*
 * Upload progress for files sent through Relay's uploadables. A page that wants a progress bar
 * registers a listener for the file before committing the mutation; the network reports the
 * request's bytes sent to the listeners of the files in it.
 */

import { serverUnreachable } from './batchingFetch';

type Listener = (fraction: number) => void;

const listeners = new WeakMap<Blob, Listener>();

/** Calls `listener` with 0..1 while `file` is being sent; returns how to stop listening. */
export function watchUploadProgress(file: Blob, listener: Listener): () => void {
  listeners.set(file, listener);
  return () => {
    if (listeners.get(file) === listener) listeners.delete(file);
  };
}

/** The request carrying `files` has sent `loaded` of `total` bytes. */
export function reportUploadProgress(files: readonly unknown[], loaded: number, total: number) {
  if (total <= 0) return;
  const fraction = Math.min(1, loaded / total);
  for (const file of files) if (file instanceof Blob) listeners.get(file)?.(fraction);
}

/**
 * POSTs a form with XMLHttpRequest (fetch cannot tell how much of a request body has been sent)
 * and answers the response's JSON.
 */
export function postFormWithProgress(
  url: string,
  headers: Record<string, string>,
  form: FormData,
  onProgress: (loaded: number, total: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () => {
      try {
        resolve(JSON.parse(request.responseText));
      } catch (error) {
        reject(serverUnreachable(request.status, ['upload'], error));
      }
    };
    request.onerror = () => reject(serverUnreachable(null, ['upload']));
    request.send(form);
  });
}
