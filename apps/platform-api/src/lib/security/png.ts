import { deflateSync } from 'node:zlib';

/** A greyscale-free RGB bitmap, drawn pixel by pixel and encoded as PNG without native libraries. */
export interface Bitmap {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function createBitmap(width: number, height: number, rgb: [number, number, number]): Bitmap {
  const pixels = new Uint8Array(width * height * 3);
  for (let index = 0; index < width * height; index += 1) pixels.set(rgb, index * 3);
  return { width, height, pixels };
}

export function setPixel(
  bitmap: Bitmap,
  x: number,
  y: number,
  rgb: [number, number, number],
): void {
  if (x < 0 || y < 0 || x >= bitmap.width || y >= bitmap.height) return;
  bitmap.pixels.set(rgb, (Math.floor(y) * bitmap.width + Math.floor(x)) * 3);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** PNG: signature, IHDR (8-bit, `channels` 3 for RGB or 4 for RGBA), one deflated IDAT of filter-0 scanlines, IEND. */
function encode(width: number, height: number, channels: 3 | 4, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  const stride = width * channels;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (stride + 1)] = 0;
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function encodePng(bitmap: Bitmap): Buffer {
  return encode(bitmap.width, bitmap.height, 3, bitmap.pixels);
}

/** A square image with transparency (the installed app's icons): `rgba` holds 4 bytes a pixel. */
export function encodeRgbaPng(size: number, rgba: Uint8Array): Buffer {
  return encode(size, size, 4, rgba);
}
