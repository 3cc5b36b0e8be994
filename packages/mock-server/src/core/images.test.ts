import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import {
  MAX_IMAGE_METADATA_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_PNG_PIXEL_BYTES,
  messages,
} from '@routebook/schema';
import { checkImage } from './images';
import {
  CHROMIUM_JPEG,
  CHROMIUM_PNG,
  CHROMIUM_WEBP,
  GIF,
  LOSSLESS_WEBP,
  chunk,
  concat,
  fromBase64,
  paddedZlib,
  pngOf,
  zlibOf,
} from '../../test/testImages';

const MIB = 1024 * 1024;
const TOO_MANY_PIXELS =
  'The image is too large: at most 16384 pixels wide or high, and 50 megapixels.';
const TOO_MUCH_METADATA =
  'The image carries more than 1 MB besides the picture itself. Save it without its metadata and try again.';

/** The message checkImage refuses `bytes` with (BAD_USER_INPUT), or null when it takes them. */
async function refusal(bytes: Uint8Array): Promise<string | null> {
  try {
    await checkImage(bytes);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
    return (error as GraphQLError).message;
  }
}

/** The 1 x 1 PNGs the repository's tests, stories and demo data upload. */
const FIXTURE_PNGS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
];

describe('checkImage: whole images', () => {
  it.each([
    ['a PNG in two IDAT chunks', CHROMIUM_PNG, 'image/png', 3, 2],
    ['a JPEG with a colour profile', CHROMIUM_JPEG, 'image/jpeg', 3, 2],
    ['a lossy WebP', CHROMIUM_WEBP, 'image/webp', 3, 2],
    ['a lossless WebP', LOSSLESS_WEBP, 'image/webp', 1, 1],
    ['a GIF', GIF, 'image/gif', 1, 1],
  ])('reads %s, made by another encoder', async (_, bytes, contentType, width, height) => {
    expect(await checkImage(bytes)).toEqual({ contentType, width, height, bytes });
  });

  it("reads the repository's own test PNGs", async () => {
    for (const base64 of FIXTURE_PNGS) {
      const bytes = fromBase64(base64);
      expect(await refusal(bytes), base64).toBeNull();
    }
  });

  it('reads an interlaced PNG, whose seven passes make more rows', async () => {
    // 3 x 2 RGBA: passes 1, 4 and 6 hold one pixel each, pass 7 a row of three: 5+5+5+13 bytes.
    const rows = [5, 5, 5, 13].map((length) => new Uint8Array(length));
    const interlaced = pngOf({ width: 3, height: 2, interlace: 1, pixels: concat(...rows) });
    expect(await checkImage(interlaced)).toMatchObject({ width: 3, height: 2 });
    // The same bytes as a plain image (two rows of 13) are refused as interlaced.
    const plainSize = pngOf({ width: 3, height: 2, interlace: 1, pixels: new Uint8Array(26) });
    expect(await refusal(plainSize)).toBe(messages.imageUnreadable);
  });

  it('reads grey, palette and 16-bit PNGs', async () => {
    const palette = chunk('PLTE', new Uint8Array([0, 0, 0, 255, 255, 255]));
    expect(await refusal(pngOf({ width: 9, height: 3, colorType: 0, bitDepth: 1 }))).toBeNull();
    expect(
      await refusal(pngOf({ width: 5, height: 2, colorType: 3, bitDepth: 2, before: [palette] })),
    ).toBeNull();
    expect(await refusal(pngOf({ width: 2, height: 2, bitDepth: 16 }))).toBeNull();
  });
});

describe('checkImage: a PNG is decoded, not only its first bytes read', () => {
  it('refuses 9 MiB of filler behind a PNG signature', async () => {
    const filler = new Uint8Array(9 * MIB);
    filler.set(CHROMIUM_PNG.subarray(0, 8));
    expect(await refusal(filler)).toBe(messages.imageUnreadable);
    // ...or behind a whole IHDR chunk.
    filler.set(CHROMIUM_PNG.subarray(0, 33));
    expect(await refusal(filler)).toBe(messages.imageUnreadable);
  });

  it('refuses anything after IEND', async () => {
    expect(await refusal(concat(CHROMIUM_PNG, new Uint8Array(9 * MIB)))).toBe(
      messages.imageUnreadable,
    );
    expect(await refusal(concat(CHROMIUM_PNG, new Uint8Array([0])))).toBe(messages.imageUnreadable);
    expect(await refusal(concat(CHROMIUM_PNG, chunk('tEXt')))).toBe(messages.imageUnreadable);
  });

  it(`refuses filler in a chunk of its own over ${MAX_IMAGE_METADATA_BYTES / MIB} MiB`, async () => {
    const text = (size: number) => chunk('tEXt', new Uint8Array(size).fill(0x41));
    const ok = pngOf({ width: 1, height: 1, before: [text(MAX_IMAGE_METADATA_BYTES)] });
    expect(await refusal(ok)).toBeNull();
    const over = pngOf({ width: 1, height: 1, before: [text(MAX_IMAGE_METADATA_BYTES + 1)] });
    expect(await refusal(over)).toBe(TOO_MUCH_METADATA);
    expect(await refusal(pngOf({ width: 1, height: 1, before: [text(9 * MIB)] }))).toBe(
      TOO_MUCH_METADATA,
    );
  });

  it('refuses filler inside the image data: empty deflate blocks that inflate to nothing', async () => {
    const pixels = new Uint8Array([0, 1, 2, 3, 4]);
    expect(
      await refusal(pngOf({ width: 1, height: 1, compressed: paddedZlib(pixels, 2) })),
    ).toBeNull();
    const padded = paddedZlib(pixels, (9 * MIB) / 5);
    expect(await refusal(pngOf({ width: 1, height: 1, compressed: padded }))).toBe(
      messages.imageUnreadable,
    );
  });

  it('refuses image data that inflates to more or less than IHDR says, or does not inflate', async () => {
    const row = 1 + 4 * 4;
    for (const pixels of [new Uint8Array(row * 3 - 1), new Uint8Array(row * 3 + 1)]) {
      expect(await refusal(pngOf({ width: 4, height: 3, pixels }))).toBe(messages.imageUnreadable);
    }
    const garbage = new Uint8Array([0x78, 0x9c, 1, 2, 3, 4, 5, 6]);
    expect(await refusal(pngOf({ width: 1, height: 1, compressed: garbage }))).toBe(
      messages.imageUnreadable,
    );
    const cut = pngOf({ width: 8, height: 8, compressed: new Uint8Array([0x78, 0x9c]) });
    expect(await refusal(cut)).toBe(messages.imageUnreadable);
  });

  it('refuses a row with an unknown filter type', async () => {
    const pixels = new Uint8Array(2 * 5);
    pixels[5] = 5;
    expect(await refusal(pngOf({ width: 1, height: 2, pixels }))).toBe(messages.imageUnreadable);
  });

  it('refuses a damaged chunk, a missing or misplaced one, and one no decoder knows', async () => {
    const crc = CHROMIUM_PNG.slice();
    crc[40] = (crc[40] ?? 0) ^ 1;
    const noEnd = CHROMIUM_PNG.subarray(0, CHROMIUM_PNG.length - 12);
    const noHeaderFirst = concat(
      CHROMIUM_PNG.subarray(0, 8),
      chunk('tEXt'),
      CHROMIUM_PNG.subarray(8),
    );
    const critical = pngOf({ width: 1, height: 1, before: [chunk('ABCD')] });
    const paletteMissing = pngOf({ width: 1, height: 1, colorType: 3 });
    const badDepth = pngOf({ width: 1, height: 1, colorType: 2, bitDepth: 4 });
    const pixels = new Uint8Array(5);
    const idat = chunk('IDAT', zlibOf(pixels));
    const split = pngOf({ width: 1, height: 1, before: [idat, chunk('tEXt')] });
    for (const bytes of [crc, noEnd, noHeaderFirst, critical, paletteMissing, badDepth, split]) {
      expect(await refusal(bytes)).toBe(messages.imageUnreadable);
    }
  });

  it(`bounds the dimensions: ${MAX_IMAGE_SIDE} pixels a side, ${MAX_IMAGE_PIXELS / 1e6} megapixels`, async () => {
    // Refused from the header, before any pixel is inflated.
    const header = (width: number, height: number) =>
      pngOf({ width, height, compressed: new Uint8Array([0x78, 0x9c]) });
    expect(await refusal(header(MAX_IMAGE_SIDE + 1, 1))).toBe(TOO_MANY_PIXELS);
    expect(await refusal(header(1, MAX_IMAGE_SIDE + 1))).toBe(TOO_MANY_PIXELS);
    expect(await refusal(header(8_000, 6_251))).toBe(TOO_MANY_PIXELS);
    expect(await refusal(header(0, 1))).toBe(messages.imageUnreadable);
    // At the limits: a wide panorama strip and a 50 MP grey picture.
    expect(await refusal(pngOf({ width: MAX_IMAGE_SIDE, height: 2, colorType: 0 }))).toBeNull();
    expect(
      await refusal(pngOf({ width: 8_000, height: 6_250, colorType: 0, bitDepth: 1 })),
    ).toBeNull();
  });

  it(`bounds the pixels a PNG inflates to: ${MAX_PNG_PIXEL_BYTES / MIB} MiB`, async () => {
    // 4096 x 4096 RGBA: 64 MiB and a filter byte a row, from a few kilobytes. Refused unread.
    const bomb = pngOf({ width: 4096, height: 4096, compressed: new Uint8Array([0x78, 0x9c]) });
    expect(await refusal(bomb)).toBe(
      'The PNG image is too large: its pixels take more than 64 MB. Save it smaller, or as a JPEG.',
    );
    const under = pngOf({ width: 4096, height: 4095, compressed: new Uint8Array([0x78, 0x9c]) });
    expect(await refusal(under)).toBe(messages.imageUnreadable);
  });
});

describe('checkImage: photos of other types', () => {
  it('keeps a JPEG up to its end of image: what phones append after it is not stored', async () => {
    const appended = concat(CHROMIUM_JPEG, new TextEncoder().encode('ftypmp42 motion photo'));
    const checked = await checkImage(appended);
    expect(checked.bytes).toEqual(CHROMIUM_JPEG);
    expect((await checkImage(concat(CHROMIUM_JPEG, new Uint8Array(9 * MIB)))).bytes.length).toBe(
      CHROMIUM_JPEG.length,
    );
  });

  it('refuses a JPEG cut short, a header alone, or one without a frame', async () => {
    const header = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
    const cut = CHROMIUM_JPEG.subarray(0, CHROMIUM_JPEG.length - 2);
    const filler = new Uint8Array(9 * MIB);
    filler.set(CHROMIUM_JPEG.subarray(0, 3));
    for (const bytes of [header, cut, filler]) {
      expect(await refusal(bytes)).toBe(messages.imageUnreadable);
    }
  });

  it('bounds a JPEG by its frame header and its metadata', async () => {
    const frame = CHROMIUM_JPEG.findIndex((b, i) => b === 0xff && CHROMIUM_JPEG[i + 1] === 0xc0);
    const wide = CHROMIUM_JPEG.slice();
    new DataView(wide.buffer).setUint16(frame + 7, MAX_IMAGE_SIDE + 1);
    expect(await refusal(wide)).toBe(TOO_MANY_PIXELS);
    // Comments (COM segments) of 64 KB each, past 1 MiB together.
    const comment = concat(new Uint8Array([0xff, 0xfe, 0xff, 0xff]), new Uint8Array(0xfffd));
    const comments = Array.from({ length: 17 }, () => comment);
    const padded = concat(CHROMIUM_JPEG.subarray(0, 2), ...comments, CHROMIUM_JPEG.subarray(2));
    expect(await refusal(padded)).toBe(TOO_MUCH_METADATA);
    // Filler as scan data: far more than the picture's samples.
    const scanEnd = CHROMIUM_JPEG.length - 2;
    const stuffed = concat(
      CHROMIUM_JPEG.subarray(0, scanEnd),
      new Uint8Array(200_000).fill(0x55),
      CHROMIUM_JPEG.subarray(scanEnd),
    );
    expect(await refusal(stuffed)).toBe(messages.imageUnreadable);
  });

  it('refuses a WebP with bytes its RIFF size leaves out, and a GIF without its trailer', async () => {
    expect(await refusal(concat(CHROMIUM_WEBP, new Uint8Array(9 * MIB)))).toBe(
      messages.imageUnreadable,
    );
    expect(await refusal(GIF.subarray(0, GIF.length - 1))).toBe(messages.imageUnreadable);
    expect(await refusal(concat(GIF, new Uint8Array(9 * MIB)))).toBe(messages.imageUnreadable);
  });
});
