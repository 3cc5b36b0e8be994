/**
 * Writes the map tile that stories and journeys serve from loopback instead of a tile service
 * (.storybook/public/test-tile.png): 256x256, light grey with a darker grid every 32 px, so a
 * map shows it has tiles and moves. Run once; the PNG is committed. Node's zlib only.
 */
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 256;
const rows = [];
for (let y = 0; y < SIZE; y++) {
  const row = Buffer.alloc(1 + SIZE); // filter byte 0, then one grey byte per pixel
  for (let x = 0; x < SIZE; x++) row[1 + x] = x % 32 === 0 || y % 32 === 0 ? 0xc8 : 0xe8;
  rows.push(row);
}

/** @param {string} type @param {Buffer} data */
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 0; // greyscale
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('../.storybook/public/test-tile.png', import.meta.url), png);
console.log(`test-tile.png: ${png.length} bytes`);
