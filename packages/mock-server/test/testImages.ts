/**
 * Images for tests: whole ones made by Chromium (canvas.toDataURL, 3 x 2 pixels) or built here
 * byte by byte with node's zlib, and the pieces to spoil them with.
 */
import { crc32, deflateSync } from 'node:zlib';

export const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** `bytes` as a zlib stream; level 0 stores them uncompressed. */
export const zlibOf = (bytes: Uint8Array, level = 6) =>
  new Uint8Array(deflateSync(bytes, { level }));

/** Chromium's PNG of a 3 x 2 canvas: its image data in two IDAT chunks. */
export const CHROMIUM_PNG = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAFElEQVR4AWJSWpX2HwRANBMDEgAAAAD//7wkLhUAAAAGSURBVAMAoT4IY3EiZ34AAAAASUVORK5CYII=',
);

/** Chromium's JPEG of the same canvas, with its ICC profile (APP2). */
export const CHROMIUM_JPEG = fromBase64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAaEAEAAQUAAAAAAAAAAAAAAAAAAwQGNXS0/8QAFQEBAQAAAAAAAAAAAAAAAAAABAf/xAAaEQACAgMAAAAAAAAAAAAAAAAAAQIDMTNx/9oADAMBAAIRAxEAPwC658lDpUfNGAG8k9u2S6z/2Q==',
);

/** Chromium's lossy WebP of the same canvas (VP8X, ICCP, VP8). */
export const CHROMIUM_WEBP = fromBase64(
  'UklGRigCAABXRUJQVlA4WAoAAAAgAAAAAgAAAQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggOgAAANABAJ0BKgMAAgABQCYlqAJ0AQ7+A44AAP7Kl4v/f//HcJOMWG7bv/05Mh+Uv/56P//HJkPyl8PAAAA=',
);

/** A 1 x 1 lossless WebP (a VP8L chunk alone). */
export const LOSSLESS_WEBP = fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

/** A 1 x 1 GIF. */
export const GIF = fromBase64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const uint32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function chunk(type: string, data: Uint8Array = new Uint8Array()): Uint8Array {
  const typed = concat(new TextEncoder().encode(type), data);
  return concat(uint32(data.length), typed, uint32(crc32(typed)));
}

export const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

export interface PngOptions {
  width: number;
  height: number;
  /** 6 (RGBA, the default), 2 (RGB), 0 (grey) ... */
  colorType?: number;
  bitDepth?: number;
  interlace?: 0 | 1;
  /** The inflated image data; by default every row of filter 0 and grey pixels (non-interlaced). */
  pixels?: Uint8Array;
  /** The compressed image data; by default `pixels` deflated. */
  compressed?: Uint8Array;
  /** Chunks between IHDR and IDAT. */
  before?: Uint8Array[];
}

/** A PNG built from its parts: signature, IHDR, `before`, one IDAT, IEND. */
export function pngOf(options: PngOptions): Uint8Array<ArrayBuffer> {
  const { width, height, colorType = 6, bitDepth = 8, interlace = 0 } = options;
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType] ?? 4;
  const row = 1 + Math.ceil((width * channels * bitDepth) / 8);
  const pixels = () =>
    options.pixels ??
    new Uint8Array(row * height).fill(0x80).map((v, i) => (i % row === 0 ? 0 : v));
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([bitDepth, colorType, 0, 0, interlace], 8);
  return concat(
    new Uint8Array(PNG_SIGNATURE),
    chunk('IHDR', header),
    ...(options.before ?? []),
    chunk('IDAT', options.compressed ?? zlibOf(pixels())),
    chunk('IEND'),
  );
}

/** A zlib stream of `pixels` preceded by `count` empty stored blocks: inflates the same. */
export function paddedZlib(pixels: Uint8Array, blocks: number): Uint8Array<ArrayBuffer> {
  const count = Math.floor(blocks);
  const raw = zlibOf(pixels);
  // zlib header, empty non-final stored blocks, then the real blocks and Adler-32 from `raw`.
  const empty = new Uint8Array(count * 5);
  for (let i = 0; i < count; i += 1) empty.set([0x00, 0x00, 0x00, 0xff, 0xff], i * 5);
  return concat(raw.subarray(0, 2), empty, raw.subarray(2));
}
