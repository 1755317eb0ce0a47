import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * What `helvetica.json` holds, made from `@pdf-lib/standard-fonts` itself (decision 175): of
 * Helvetica and Helvetica-Bold the fields pdf-lib's `StandardFontEmbedder` reads and each glyph's
 * width, without the kerning pairs, and the WinAnsi encoding's table. pdf-lib measures text with
 * the kerning pairs but draws it without them, so without them a measured line is as wide as the
 * drawn one; and they are 18 kB of `apiServiceBook`'s zipped bundle. Run by its test, which checks
 * that the checked-in file holds this (written with `npx tsx -e "import('./functions/documents/pdf-fonts/metrics.ts').then((m) => m.writeHelveticaJson())"`, then `npx prettier --write`).
 */
const FIELDS = [
  'FontName',
  'FontBBox',
  'ItalicAngle',
  'CapHeight',
  'XHeight',
  'Ascender',
  'Descender',
  'StdHW',
  'StdVW',
];

/** The package's files, from the repository's root (where the tests and `npm run` start). */
const PACKAGE = join(process.cwd(), 'node_modules', '@pdf-lib', 'standard-fonts', 'es');

const packaged = (file: string): unknown =>
  JSON.parse(
    inflateSync(
      Buffer.from(JSON.parse(readFileSync(join(PACKAGE, `${file}.compressed.json`), 'utf8')) as string, 'base64'),
    ).toString('utf8'),
  );

export function helveticaMetrics() {
  const font = (name: string) => {
    const metrics = packaged(name) as Record<string, unknown> & { CharMetrics: { N: string; WX: number }[] };
    return {
      ...Object.fromEntries(FIELDS.filter((field) => field in metrics).map((field) => [field, metrics[field]])),
      widths: Object.fromEntries(metrics.CharMetrics.map((metric) => [metric.N, metric.WX])),
    };
  };
  return {
    fonts: { Helvetica: font('Helvetica'), 'Helvetica-Bold': font('Helvetica-Bold') },
    winAnsi: (packaged('all-encodings') as { win1252: Record<string, [number, string]> }).win1252,
  };
}

export const helveticaJson = () => `${JSON.stringify(helveticaMetrics())}\n`;

export function writeHelveticaJson() {
  writeFileSync(join(process.cwd(), 'functions', 'documents', 'pdf-fonts', 'helvetica.json'), helveticaJson());
}
