import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { helveticaMetrics } from './metrics';

/** The PDFs' trimmed font tables (decision 175): the package's own widths, and a measured line as wide as the drawn one. */
test('helvetica.json is what metrics.ts makes from @pdf-lib/standard-fonts', () => {
  expect(JSON.parse(readFileSync(join(__dirname, 'helvetica.json'), 'utf8'))).toEqual(helveticaMetrics());
});

test('pdf-lib measures with the trimmed tables: widths per glyph, no kerning, WinAnsi only', async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // 'A' and 'V' are 667 units wide each; Helvetica's kerning pair AV (-70) is not applied, as pdf-lib draws.
  expect(font.widthOfTextAtSize('AV', 1000)).toBe(1334);
  expect(font.widthOfTextAtSize('Ærø', 10)).toBeCloseTo(10 + 3.33 + 6.11, 1);
  expect(font.getCharacterSet()).toContain('ø'.codePointAt(0));
  await expect(doc.embedFont(StandardFonts.TimesRoman)).rejects.toThrow("The PDFs' fonts do not include Times-Roman");
});
