import { isRichTextImageSrc, messages } from '@routebook/schema';

import type { EditorUpload } from '../EditorUpload';

/** A failed upload; its message is the one to show. */
export class UploadError extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * POSTs the image as multipart field `file`; resolves with the stored image's URL. A refusal
 * (4xx) shows the server's message (e.g. not an image, too large); anything else a generic one.
 */
export async function uploadImage(
  file: File,
  { url, getToken, headers: extraHeaders = {} }: EditorUpload,
  signal: AbortSignal,
): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const headers: Record<string, string> = { ...extraHeaders };
  const token = getToken?.() ?? null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, headers, signal });
  } catch {
    throw new UploadError(messages.imageUploadFailed);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refused = response.status < 500 && isRecord(data) && typeof data.message === 'string';
    throw new UploadError(refused ? String(data.message) : messages.imageUploadFailed);
  }
  const src = isRecord(data) && typeof data.url === 'string' ? data.url : '';
  // Only an upload of the server may be an image in rich text (the server drops any other).
  if (!isRichTextImageSrc(src)) throw new UploadError(messages.imageUploadFailed);
  return src;
}
