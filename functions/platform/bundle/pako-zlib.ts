/**
 * `pako` as pdf-lib uses it, on Node's own zlib: esbuild aliases the package to this file
 * (`bundling.alias`, infra/bundling.ts; decision 158), which takes 15 kB zipped off the service
 * book's bundle. pdf-lib deflates its streams with `pako.deflate` and reads the standard fonts'
 * metrics with `pako.inflate`; both are zlib streams (RFC 1950), which `deflateSync` and
 * `inflateSync` write and read. UPNG's `deflate(data, { level })` (PNG encoding, which the
 * service book does not do) passes the level on.
 */
import { deflateSync, inflateSync } from 'node:zlib';

const bytes = (buffer: Buffer): Uint8Array => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

export const deflate = (data: Uint8Array, options?: { level?: number }): Uint8Array =>
  bytes(deflateSync(data, options?.level === undefined ? {} : { level: options.level }));
export const inflate = (data: Uint8Array): Uint8Array => bytes(inflateSync(data));

export default { deflate, inflate };
