import { PDFDocument } from 'pdf-lib';
import { drawableText, embedFonts, Writer } from './pdf-writer';

/** What the PDFs' font (Helvetica, WinAnsi) can draw, and how text is made to fit it (issue 32 item 1's way). */
let writer: Writer;
beforeAll(async () => {
  const doc = await PDFDocument.create();
  const [font, bold] = await embedFonts(doc);
  writer = new Writer(doc, font, bold);
});

describe('text the font can draw', () => {
  test.each([
    [
      'Danish and Western letters stay',
      'Ærø, Åbenrå, Søren, Müller, café, naïve, Straße',
      'Ærø, Åbenrå, Søren, Müller, café, naïve, Straße',
    ],
    [
      'letters with marks WinAnsi lacks lose the mark',
      'Gdańsk, Kraków, Őrség, Dvořák',
      'Gdansk, Kraków, Orség, Dvorák',
    ],
    ['letters without a decomposition get a close one', 'Łódź, Đakovo, ıstanbul', 'Lódz, Dakovo, istanbul'],
    ['subscripts and signs become their plain forms', 'CO₂e ≤ 5 t, −3 °C, 2‐3 → 4', 'CO2e <= 5 t, -3 °C, 2-3 -> 4'],
    ['what has no close letter becomes ?', 'ok 😀 漢 ✓', 'ok ? ? ?'],
    ['tabs and odd spaces become spaces, control characters go', 'a\tb\u00a0c\u200bd\u0007e', 'a b c de'],
  ])('%s', (_, text, drawn) => {
    expect(drawableText(text, writer.drawable)).toBe(drawn);
  });

  test('line breaks of every kind make lines, never ?', () => {
    expect(writer.wrap('én\nto\r\ntre\rfire\u2028fem', 500, writer.font, 10)).toEqual([
      'én',
      'to',
      'tre',
      'fire',
      'fem',
    ]);
  });

  test('a long line wraps at words within the width', () => {
    const lines = writer.wrap('ord '.repeat(60).trim(), 100, writer.font, 10);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(writer.font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
  });
});
