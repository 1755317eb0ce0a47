/**
 * `@pdf-lib/standard-fonts` with only what the app's PDFs draw with (Helvetica and Helvetica-Bold
 * in the WinAnsi encoding): the package's tables hold all 14 standard fonts (130 kB), which kept
 * `apiServiceBook` over the bundle limit (decision 115). esbuild aliases the package to this file
 * (`bundling.alias` in infra/bundling.ts). `helvetica.json` holds the two fonts' widths without
 * their kerning pairs, which pdf-lib measures with but never draws with, and the WinAnsi table
 * (made from the package by `metrics.ts`, decision 175). `Font` and `Encoding` below are the
 * package's own (MIT, Andrew Dillon), over those tables; a font not in them throws.
 */
import metrics from './helvetica.json';

class Encoding {
  constructor(name, unicodeMappings) {
    this.name = name;
    this.unicodeMappings = unicodeMappings;
    this.supportedCodePoints = Object.keys(unicodeMappings)
      .map(Number)
      .sort((a, b) => a - b);
  }

  canEncodeUnicodeCodePoint = (codePoint) => codePoint in this.unicodeMappings;

  encodeUnicodeCodePoint = (codePoint) => {
    const mapped = this.unicodeMappings[codePoint];
    if (!mapped) {
      const hexCode = `0x${codePoint.toString(16).padStart(4, '0')}`;
      throw new Error(`${this.name} cannot encode "${String.fromCharCode(codePoint)}" (${hexCode})`);
    }
    return { code: mapped[0], name: mapped[1] };
  };
}

/** Only WinAnsi: the Symbol and ZapfDingbats encodings serve fonts the app does not draw with. */
export const Encodings = { WinAnsi: new Encoding('WinAnsi', metrics.winAnsi) };

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

const cache = {};

export class Font {
  getWidthOfGlyph = (glyphName) => this.CharWidths[glyphName];
  /** No kerning: pdf-lib draws text without it, so measuring without it gives the drawn width. */
  getXAxisKerningForPair = () => undefined;

  static load(fontName) {
    if (cache[fontName]) return cache[fontName];
    const table = metrics.fonts[fontName];
    if (!table) throw new Error(`The PDFs' fonts do not include ${fontName}`);
    const { widths, ...fields } = table;
    const font = Object.assign(new Font(), fields, { CharWidths: widths });
    cache[fontName] = font;
    return font;
  }
}
