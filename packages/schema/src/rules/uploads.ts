/** The largest image uploadImage accepts (photos, logos, rich-text images). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The largest customer CSV uploadCustomerCSV accepts. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** "The file is too large: at most 5 MB." for a limit in bytes. */
export function fileTooLargeMessage(maxBytes: number, template: string): string {
  const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return template.replace('{max}', String(mb));
}

/** Where the server serves uploaded files: `/uploads/<id>`, relative to the server. */
export const UPLOADS_PATH = '/uploads/';

/** An upload URL as the server stores it: `/uploads/` then an id (letters, digits, - and _). */
export const UPLOAD_URL_PATTERN = /^\/uploads\/[A-Za-z0-9_-]+$/;

/** Whether `url` is an upload URL relative to the server (`/uploads/<id>`), nothing else. */
export const isUploadUrl = (url: string): boolean => UPLOAD_URL_PATTERN.test(url);
