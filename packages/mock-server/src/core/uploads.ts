/** The upload rules: size limits, image sniffing and reading a multipart file. */
import { fileTooLargeMessage, MAX_CSV_BYTES, MAX_IMAGE_BYTES, messages } from '@routebook/schema';
import { requireSession, type Context } from './context';
import { badInput } from './errors';
import { fileIdOfUrl } from './files';

/** The limits are the schema package's rules, shared with the app's checks before sending. */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;
export { MAX_CSV_BYTES };
/** Longer file names are cut: a name is only shown, never used as a path. */
const MAX_NAME_LENGTH = 255;

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89A = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * The image type the bytes themselves say, by their magic numbers; null when they are not a PNG,
 * JPEG, GIF or WebP image. The declared type and the file name are never trusted.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

/** What a WHATWG File or Blob offers (graphql-yoga hands multipart parts over as Files). */
export interface BlobLike {
  size: number;
  name?: unknown;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function isBlobLike(value: unknown): value is BlobLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<BlobLike>;
  return (
    typeof candidate.arrayBuffer === 'function' &&
    typeof candidate.size === 'number' &&
    Number.isFinite(candidate.size) &&
    candidate.size >= 0
  );
}

function tooLarge(maxBytes: number): never {
  return badInput(fileTooLargeMessage(maxBytes, messages.fileTooLarge));
}

/**
 * Reads an uploaded file's name and bytes. Anything but a File/Blob-like value, or one that cannot
 * be read, is refused; a file over `maxBytes` is refused by its size before it is read.
 */
export async function readUpload(
  file: unknown,
  maxBytes: number,
): Promise<{ name: string; bytes: Uint8Array }> {
  if (!isBlobLike(file)) return badInput(messages.fileUnreadable);
  if (file.size > maxBytes) return tooLarge(maxBytes);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return badInput(messages.fileUnreadable);
  }
  // The declared size is the client's word; the bytes read are what counts.
  if (bytes.length > maxBytes) return tooLarge(maxBytes);
  const name = typeof file.name === 'string' ? file.name.trim().slice(0, MAX_NAME_LENGTH) : '';
  return { name, bytes };
}

/**
 * Whether `url` is an upload of the caller's company (`/uploads/<id>` of a file it uploaded):
 * the one check for photos, the logo and images in rich text.
 */
export function isOwnUpload(ctx: Context, url: string): boolean {
  const id = fileIdOfUrl(url);
  const file = id === null ? undefined : ctx.store.files.get(id);
  return file !== undefined && file.companyId === requireSession(ctx).company.id;
}
