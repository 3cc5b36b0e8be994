/** The largest image uploadImage accepts (photos, logos, rich-text images). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * The widest or highest image accepted, in pixels: as much as browsers draw on a canvas, and more
 * than any phone camera or panorama of a job needs.
 */
export const MAX_IMAGE_SIDE = 16_384;

/** The most pixels an image may have: 50 megapixels, a 48 or 50 MP phone camera's full size. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * What an image may carry besides its pixels (EXIF, colour profiles, text), in bytes: phones write
 * tens of kilobytes, large colour profiles a few hundred.
 */
export const MAX_IMAGE_METADATA_BYTES = 1024 * 1024;

/**
 * The most bytes a PNG's pixels may inflate to: 64 MiB, twice a 4K screenshot in RGBA. Photos come
 * as JPEGs; this bounds the work one upload can ask of the server.
 */
export const MAX_PNG_PIXEL_BYTES = 64 * 1024 * 1024;

/** "The image is too large: at most 16384 pixels wide or high, and 50 megapixels." */
export const imageTooManyPixelsMessage = (template: string): string =>
  template
    .replace('{side}', String(MAX_IMAGE_SIDE))
    .replace('{megapixels}', String(MAX_IMAGE_PIXELS / 1_000_000));

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

/**
 * Where the server serves a shared visit report's images: through its link,
 * `/shared/<link>/files/<ref>` (the link's id, the SHA-256 of its token; `logo`, `signature` or
 * `photo-<n>`), answered only while the link is live. The uploads' own URLs are never shared.
 */
export const SHARED_FILES_PATH = '/shared/';

/** A shared report's image URL: `/shared/`, a link id (64 hex digits), `/files/`, a name. */
export const SHARED_FILE_URL_PATTERN = /^\/shared\/[0-9a-f]{64}\/files\/[a-z0-9-]+$/;

/** The URL of image `ref` of the report link `linkId` opens. */
export const sharedFileUrl = (linkId: string, ref: string): string =>
  `${SHARED_FILES_PATH}${linkId}/files/${ref}`;

/** Whether `url` is a shared report's image URL, relative to the server. */
export const isSharedFileUrl = (url: string): boolean => SHARED_FILE_URL_PATTERN.test(url);
