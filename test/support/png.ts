import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** A truecolour PNG of `width`×`height` pixels from its filtered rows (no image library needed). */
function png(width: number, height: number, rows: Buffer[], level?: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), level === undefined ? {} : { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG of `width`×`height` pixels in one colour, for upload journeys. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3])]);
  return png(
    width,
    height,
    Array.from({ length: height }, () => row),
  );
}

/** A PNG of random pixels, which deflate cannot shrink: about `width`×`height`×3 bytes, for size limits. */
export function noisyPng(width: number, height: number): Buffer {
  const rows = Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]));
  return png(width, height, rows, 1);
}
