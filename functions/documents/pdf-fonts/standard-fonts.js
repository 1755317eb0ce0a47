/**
 * `@pdf-lib/standard-fonts` with only the metrics the service book draws with (Helvetica and
 * Helvetica-Bold): the package's `Font` table holds all 14 standard fonts (130 kB), which kept
 * `apiServiceBook` over the 400 kB bundle limit (decision 115). esbuild aliases the package to this
 * file for that function only (`bundleAliases` in infra/declaration.ts). `Font` below is the
 * package's own `Font.load` (MIT, Andrew Dillon), with a table of two fonts; a font not in it throws.
 */
import { Encodings } from '../../../node_modules/@pdf-lib/standard-fonts/es/Encoding.js';
import { decompressJson } from '../../../node_modules/@pdf-lib/standard-fonts/es/utils.js';
import Helvetica from '../../../node_modules/@pdf-lib/standard-fonts/es/Helvetica.compressed.json';
import HelveticaBold from '../../../node_modules/@pdf-lib/standard-fonts/es/Helvetica-Bold.compressed.json';

export { Encodings };

export const FontNames = {
  Courier: 'Courier',
  CourierBold: 'Courier-Bold',
  CourierOblique: 'Courier-Oblique',
  CourierBoldOblique: 'Courier-BoldOblique',
  Helvetica: 'Helvetica',
  HelveticaBold: 'Helvetica-Bold',
  HelveticaOblique: 'Helvetica-Oblique',
  HelveticaBoldOblique: 'Helvetica-BoldOblique',
  TimesRoman: 'Times-Roman',
  TimesRomanBold: 'Times-Bold',
  TimesRomanItalic: 'Times-Italic',
  TimesRomanBoldItalic: 'Times-BoldItalic',
  Symbol: 'Symbol',
  ZapfDingbats: 'ZapfDingbats',
};

const compressed = { Helvetica, 'Helvetica-Bold': HelveticaBold };
const cache = {};

export class Font {
  getWidthOfGlyph = (glyphName) => this.CharWidths[glyphName];
  getXAxisKerningForPair = (left, right) => (this.KernPairXAmounts[left] || {})[right];

  static load(fontName) {
    if (cache[fontName]) return cache[fontName];
    if (!compressed[fontName]) throw new Error(`The service book's fonts do not include ${fontName}`);
    const font = Object.assign(new Font(), JSON.parse(decompressJson(compressed[fontName])));
    font.CharWidths = Object.fromEntries(font.CharMetrics.map((metric) => [metric.N, metric.WX]));
    font.KernPairXAmounts = {};
    for (const [a, b, width] of font.KernPairs) (font.KernPairXAmounts[a] ??= {})[b] = width;
    cache[fontName] = font;
    return font;
  }
}
