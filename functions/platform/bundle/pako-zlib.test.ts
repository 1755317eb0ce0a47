import { readFileSync } from 'node:fs';
import shim from './pako-zlib';

// The shim in use, in the service book's bundle: test/integration/service-book.test.ts reads the
// book's text and its PNG picture back with a PDF reader of its own.

const text = new TextEncoder().encode('Kedel i kælderen: tryk 1,8 bar. '.repeat(200));

test("given the standard fonts' metrics as pako compressed them, the shim inflates them to their JSON", () => {
  const compressed = JSON.parse(
    readFileSync(require.resolve('@pdf-lib/standard-fonts/es/Helvetica.compressed.json'), 'utf8'),
  ) as string;
  const metrics = JSON.parse(new TextDecoder().decode(shim.inflate(Buffer.from(compressed, 'base64'))));
  expect(metrics.FontName).toBe('Helvetica');
  expect(metrics.CharMetrics).toContainEqual(expect.objectContaining({ N: 'aring', WX: 556 }));
});

test('what the shim deflates is a zlib stream it reads back, much smaller', () => {
  const deflated = shim.deflate(text);
  expect(deflated[0]).toBe(0x78); // a zlib header (RFC 1950), as pako.deflate writes
  expect(shim.inflate(deflated)).toEqual(text);
  expect(deflated.length).toBeLessThan(text.length / 10);
});

test('a level given, as UPNG gives one, is kept: level 0 stores the bytes', () => {
  expect(shim.deflate(text, { level: 0 }).length).toBeGreaterThan(text.length);
  expect(shim.inflate(shim.deflate(text, { level: 0 }))).toEqual(text);
});
