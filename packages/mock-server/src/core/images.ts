/**
 * An uploaded image is read for what it is, not only by its first bytes: its structure walked,
 * its size in pixels bounded, a PNG's pixels inflated. In the browser and in node alike (only
 * DecompressionStream and typed arrays).
 *
 * - PNG, whole: chunk lengths and CRCs, IHDR first with a valid bit depth and colour type and
 *   bounded dimensions, consecutive IDATs inflating to exactly the size IHDR says (with a valid
 *   filter byte on every row; at most MAX_PNG_PIXEL_BYTES) from no more than deflate can need,
 *   IEND last and nothing after it.
 * - JPEG: its segments to the frame header's dimensions, then its scans to end of image (EOI).
 *   Bytes after EOI are not kept: phones append HDR gain maps and motion-photo videos there, so a
 *   photo is cut to its picture rather than refused.
 * - GIF and WebP: the dimensions their headers give, and their ends (GIF's trailer, the RIFF size).
 *
 * Everything but the pixels (metadata, colour profiles) is at most MAX_IMAGE_METADATA_BYTES.
 */
import {
  imageTooManyPixelsMessage,
  MAX_IMAGE_METADATA_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_PNG_PIXEL_BYTES,
  messages,
} from '@routebook/schema';
import { badInput } from './errors';
import { sniffImageType, type ImageType } from './uploads';

export interface CheckedImage {
  contentType: ImageType;
  width: number;
  height: number;
  /** The bytes to keep: the upload's, or a JPEG cut at its end of image. */
  bytes: Uint8Array;
}

function unreadable(): never {
  return badInput(messages.imageUnreadable);
}

function assertDimensions(width: number, height: number): void {
  if (width < 1 || height < 1) unreadable();
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    badInput(imageTooManyPixelsMessage(messages.imageTooManyPixels));
  }
}

function assertMetadata(bytes: number): void {
  if (bytes > MAX_IMAGE_METADATA_BYTES) {
    const mb = MAX_IMAGE_METADATA_BYTES / (1024 * 1024);
    badInput(messages.imageMetadataTooLarge.replace('{max}', String(mb)));
  }
}

/** Reads an image's bytes; refuses (BAD_USER_INPUT) anything that is not one whole image. */
export async function checkImage(bytes: Uint8Array): Promise<CheckedImage> {
  const contentType = sniffImageType(bytes);
  if (!contentType) return badInput(messages.notAnImage);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (contentType) {
    case 'image/png':
      return { contentType, bytes, ...(await checkPng(bytes, view)) };
    case 'image/jpeg': {
      const { width, height, end } = checkJpeg(bytes, view);
      return { contentType, width, height, bytes: bytes.subarray(0, end) };
    }
    case 'image/gif':
      return { contentType, bytes, ...checkGif(bytes, view) };
    case 'image/webp':
      return { contentType, bytes, ...checkWebp(bytes, view) };
  }
}

// PNG --------------------------------------------------------------------------------------------

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The bit depths each colour type allows (PNG spec, table 11.1). */
const BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

interface PngHeader {
  width: number;
  height: number;
  bitsPerPixel: number;
  colorType: number;
  interlaced: boolean;
}

function pngHeader(data: Uint8Array, view: DataView, at: number): PngHeader {
  if (data.length !== 13) unreadable();
  const width = view.getUint32(at);
  const height = view.getUint32(at + 4);
  const [depth = 0, colorType = -1, compression, filter, interlace = -1] = data.subarray(8);
  if (!BIT_DEPTHS[colorType]?.includes(depth) || compression !== 0 || filter !== 0) unreadable();
  if (interlace !== 0 && interlace !== 1) unreadable();
  assertDimensions(width, height);
  return {
    width,
    height,
    bitsPerPixel: depth * (CHANNELS[colorType] ?? 0),
    colorType,
    interlaced: interlace === 1,
  };
}

/** Adam7's passes: where each starts and how far apart its pixels are, across and down. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The length of every row of the inflated image data, filter byte included, in order. */
function rowLengths({ width, height, bitsPerPixel, interlaced }: PngHeader): number[] {
  const row = (pixels: number) => 1 + Math.ceil((pixels * bitsPerPixel) / 8);
  if (!interlaced) return new Array<number>(height).fill(row(width));
  return ADAM7.flatMap(([x0, y0, dx, dy]) => {
    const across = Math.ceil((width - x0) / dx);
    const down = Math.ceil((height - y0) / dy);
    return across > 0 && down > 0 ? new Array<number>(down).fill(row(across)) : [];
  });
}

async function checkPng(bytes: Uint8Array, view: DataView) {
  let header: PngHeader | null = null;
  const imageData: Uint8Array[] = [];
  let imageDataEnded = false;
  let palette = false;
  let metadata = 0;
  let at = 8;
  for (;;) {
    if (at + 12 > bytes.length) unreadable();
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) unreadable();
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type)) unreadable();
    // Besides the pixels: metadata, and a palette. Bounded before its CRC is worked out.
    if (type !== 'IHDR' && type !== 'IDAT' && type !== 'IEND') assertMetadata((metadata += length));
    if (crc32(bytes.subarray(at + 4, end - 4)) !== view.getUint32(end - 4)) unreadable();
    const data = bytes.subarray(at + 8, end - 4);
    if (header === null) {
      if (type !== 'IHDR') unreadable();
      header = pngHeader(data, view, at + 8);
    } else if (type === 'IEND') {
      if (length !== 0 || end !== bytes.length) unreadable();
      break;
    } else if (type === 'IDAT') {
      if (imageDataEnded) unreadable();
      imageData.push(data);
    } else {
      if (imageData.length > 0) imageDataEnded = true;
      if (type === 'PLTE') {
        if (imageData.length > 0) unreadable();
        palette = true;
      } else if (type.charCodeAt(0) < 0x61) {
        // A chunk whose name starts with a capital is one a decoder must understand.
        unreadable();
      }
    }
    at = end;
  }
  if (!header || imageData.length === 0 || (header.colorType === 3 && !palette)) unreadable();
  const rows = rowLengths(header);
  const inflated = rows.reduce((sum, row) => sum + row, 0);
  if (inflated > MAX_PNG_PIXEL_BYTES) {
    badInput(messages.pngTooLarge.replace('{max}', String(MAX_PNG_PIXEL_BYTES / (1024 * 1024))));
  }
  // Deflate needs at most a little over the raw size (stored blocks): more is filler.
  const compressed = imageData.reduce((sum, chunk) => sum + chunk.length, 0);
  if (compressed > inflated + Math.ceil(inflated / 64) + 1024) unreadable();
  await inflateRows(imageData, rows);
  return { width: header.width, height: header.height };
}

const FILTER_TYPES = 5;

/** Inflates the image data, refusing it unless it is exactly `rows`, each with a filter type. */
async function inflateRows(imageData: Uint8Array[], rows: number[]): Promise<void> {
  const expected = rows.reduce((sum, row) => sum + row, 0);
  const compressed = new Blob(imageData as BlobPart[]).stream();
  const reader = compressed.pipeThrough(new DecompressionStream('deflate')).getReader();
  let seen = 0;
  let row = 0;
  let nextRowAt = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const chunkEnd = seen + value.length;
      if (chunkEnd > expected) throw new RangeError('more image data than the header says');
      while (row < rows.length && nextRowAt < chunkEnd) {
        if ((value[nextRowAt - seen] ?? 0) >= FILTER_TYPES) throw new RangeError('no filter type');
        nextRowAt += rows[row] ?? 0;
        row += 1;
      }
      seen = chunkEnd;
    }
  } catch {
    await reader.cancel().catch(() => undefined);
    unreadable();
  }
  if (seen !== expected) unreadable();
}

// JPEG -------------------------------------------------------------------------------------------

/** Start-of-frame markers (SOF0 to SOF15 but DHT, JPG and DAC), which carry the dimensions. */
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isMetadata = (marker: number) => (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;
const START_OF_IMAGE = 0xd8;
const END_OF_IMAGE = 0xd9;
const START_OF_SCAN = 0xda;

function checkJpeg(bytes: Uint8Array, view: DataView) {
  let frame: { width: number; height: number; components: number } | null = null;
  let metadata = 0;
  let scans = 0;
  let at = 2;
  const segmentEnd = (start: number) => {
    if (start + 2 > bytes.length) unreadable();
    const length = view.getUint16(start);
    if (length < 2 || start + length > bytes.length) unreadable();
    return start + length;
  };
  // Segments up to the first scan.
  for (;;) {
    if (bytes[at] !== 0xff) unreadable();
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at++] ?? unreadable();
    if (marker === END_OF_IMAGE || marker === START_OF_IMAGE) unreadable();
    const end = segmentEnd(at);
    if (isFrame(marker)) {
      if (frame || end - at < 8) unreadable();
      frame = {
        height: view.getUint16(at + 3),
        width: view.getUint16(at + 5),
        components: bytes[at + 7] ?? 0,
      };
      assertDimensions(frame.width, frame.height);
    } else if (isMetadata(marker)) {
      metadata += end - at;
    }
    at = end;
    if (marker === START_OF_SCAN) break;
  }
  if (!frame) return unreadable();
  // Entropy-coded data and the segments between scans, to end of image.
  for (;;) {
    if (at + 1 >= bytes.length) unreadable();
    if (bytes[at] !== 0xff) {
      scans += 1;
      at += 1;
      continue;
    }
    const next = bytes[at + 1] ?? 0;
    // A stuffed 0xFF, a restart marker, or fill: still scan data.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
      scans += next === 0xff ? 1 : 2;
      at += next === 0xff ? 1 : 2;
      continue;
    }
    if (next === END_OF_IMAGE) {
      at += 2;
      break;
    }
    const end = segmentEnd(at + 2);
    if (isMetadata(next)) metadata += end - at;
    at = end;
  }
  assertMetadata(metadata);
  // A picture compressed to more than twice its raw samples is filler, not a photo.
  if (scans > 2 * frame.width * frame.height * Math.max(frame.components, 1) + 65_536) {
    unreadable();
  }
  return { width: frame.width, height: frame.height, end: at };
}

// GIF and WebP -----------------------------------------------------------------------------------

const GIF_TRAILER = 0x3b;

function checkGif(bytes: Uint8Array, view: DataView) {
  if (bytes.length < 14 || bytes[bytes.length - 1] !== GIF_TRAILER) unreadable();
  const width = view.getUint16(6, true);
  const height = view.getUint16(8, true);
  assertDimensions(width, height);
  return { width, height };
}

function checkWebp(bytes: Uint8Array, view: DataView) {
  if (bytes.length < 30 || view.getUint32(4, true) + 8 !== bytes.length) unreadable();
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  let width = 0;
  let height = 0;
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) unreadable();
    width = view.getUint16(26, true) & 0x3fff;
    height = view.getUint16(28, true) & 0x3fff;
  } else if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) unreadable();
    const bits = view.getUint32(21, true);
    width = (bits & 0x3fff) + 1;
    height = ((bits >>> 14) & 0x3fff) + 1;
  } else if (chunk === 'VP8X') {
    const uint24 = (at: number) => view.getUint16(at, true) + ((bytes[at + 2] ?? 0) << 16);
    width = uint24(24) + 1;
    height = uint24(27) + 1;
  } else {
    unreadable();
  }
  assertDimensions(width, height);
  return { width, height };
}
