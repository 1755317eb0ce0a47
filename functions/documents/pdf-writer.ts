import { StandardFonts, rgb, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

/**
 * What the app's PDFs share (the service book, decision 115, and the inspection-ready report,
 * decision 175): A4 pages, Helvetica in WinAnsi encoding (æ, ø, å, é and ü; no font file to ship),
 * text cleaned to what the font can draw, wrapped to a width, and moved to a new page when it does
 * not fit.
 */

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const WIDTH = A4[0] - 2 * MARGIN;
export const TEXT = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.36, 0.39, 0.45);
export const RED = rgb(0.7, 0.11, 0.11);
export const AMBER = rgb(0.6, 0.36, 0.02);
export const GREEN = rgb(0.1, 0.45, 0.2);
export const LINE = rgb(0.8, 0.82, 0.86);
export const SHADE = rgb(0.95, 0.96, 0.97);
/** The largest a picture is drawn, in points (about 9 × 7 cm). */
const IMAGE_BOX = { width: 260, height: 200 };

export type Color = ReturnType<typeof rgb>;

export interface Style {
  size?: number;
  bold?: boolean;
  color?: Color;
  indent?: number;
  gap?: number;
}

export interface WriterOptions {
  /** Where the text ends on a page, above the footer (points from the bottom edge). */
  bottom?: number;
  /** Drawn at the top of every page after the first (a report's "continued" line). */
  onNewPage?: (writer: Writer) => void;
}

/** The regular and bold Helvetica of a document. */
export async function embedFonts(doc: PDFDocument): Promise<[PDFFont, PDFFont]> {
  const [font, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  return [font, bold];
}

const LINE_BREAKS = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/;
/** Close letters for characters that decomposition does not bring into WinAnsi. */
const CLOSE: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  ı: 'i',
  ŀ: 'l',
  ŧ: 't',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2043': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2192': '->',
  '\u2190': '<-',
};

/**
 * `text` as the font can draw it, line breaks kept (they are split on afterwards): tabs and other
 * spacing become a space, control characters go, and a character the font lacks becomes a close
 * letter where one exists (ő → o, ł → l, CO₂ → CO2, ≤ → <=), only then '?'.
 */
export function drawableText(text: string, drawable: Set<number>): string {
  const can = (s: string) => [...s].every((c) => drawable.has(c.codePointAt(0)!));
  return [...text.normalize('NFC').replace(/[\t\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' ')]
    .map((c) => {
      if (drawable.has(c.codePointAt(0)!)) return c;
      if (/[\n\r\u000b\u000c\u0085\u2028\u2029]/.test(c)) return c;
      if (/[\u0000-\u001f\u007f-\u009f\u200c-\u200f\ufeff]/.test(c)) return '';
      if (c in CLOSE && can(CLOSE[c])) return CLOSE[c];
      const decomposed = c.normalize('NFKD').replace(/\p{M}/gu, '');
      if (decomposed && can(decomposed)) return decomposed;
      return '?';
    })
    .join('');
}

export class Writer {
  page!: PDFPage;
  y = 0;
  readonly drawable: Set<number>;
  readonly bottom: number;
  private readonly options: WriterOptions;

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    options: WriterOptions = {},
  ) {
    this.options = options;
    this.bottom = options.bottom ?? MARGIN + 30;
    this.drawable = new Set(font.getCharacterSet());
    this.newPage();
  }

  newPage() {
    const first = !this.page;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    if (!first) this.options.onNewPage?.(this);
  }

  /** Room for `height` more points on this page, else a new one. */
  room(height: number) {
    if (this.y - height < this.bottom) this.newPage();
  }

  /** Only what WinAnsi can draw, on one line (line breaks become spaces). */
  clean(text: string): string {
    return drawableText(text, this.drawable).split(LINE_BREAKS).join(' ');
  }

  /** The paragraphs of `text`: split on line breaks first, then each cleaned. */
  private paragraphs(text: string): string[] {
    return drawableText(text, this.drawable).split(LINE_BREAKS);
  }

  /** Wrapped texts by font, size, width and text: a report measures each block twice and repeats its labels. */
  private readonly wrapped = new Map<string, string[]>();

  /** `text` broken into lines no wider than `width` (a word longer than a line is cut). */
  wrap(text: string, width: number, font: PDFFont, size: number): string[] {
    const key = `${font === this.bold ? 'b' : font === this.font ? 'r' : font.name}|${size}|${width}|${text}`;
    const known = this.wrapped.get(key);
    if (known) return known;
    if (this.wrapped.size > 20_000) this.wrapped.clear();
    const lines = this.wrapLines(text, width, font, size);
    this.wrapped.set(key, lines);
    return lines;
  }

  private wrapLines(text: string, width: number, font: PDFFont, size: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.paragraphs(text)) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width) {
          line = next;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, style: Style = {}) {
    const size = style.size ?? 10;
    const font = style.bold ? this.bold : this.font;
    const indent = style.indent ?? 0;
    const leading = size * 1.35;
    for (const line of this.wrap(text, WIDTH - indent, font, size)) {
      this.room(leading);
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.3, size, font, color: style.color ?? TEXT });
    }
    this.y -= style.gap ?? 0;
  }

  heading(text: string) {
    this.room(60);
    this.y -= 12;
    this.text(text, { size: 14, bold: true, gap: 4 });
    this.rule();
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + WIDTH, y: this.y },
      thickness: 0.5,
      color: LINE,
    });
    this.y -= 6;
  }

  /** The height `row` would take. */
  rowHeight(cells: string[], widths: number[], style: Style = {}): number {
    const size = style.size ?? 8.5;
    const font = style.bold ? this.bold : this.font;
    const lines = cells.map((cell, i) => this.wrap(cell, widths[i] - 6, font, size).length);
    return Math.max(...lines) * size * 1.3 + 4;
  }

  /** A row of cells, each wrapped in its column; the row moves to a new page whole. */
  row(
    cells: string[],
    widths: number[],
    style: Style & { colors?: (Color | undefined)[]; fonts?: (PDFFont | undefined)[] } = {},
  ) {
    const size = style.size ?? 8.5;
    const font = style.bold ? this.bold : this.font;
    const leading = size * 1.3;
    const fonts = widths.map((_, i) => style.fonts?.[i] ?? font);
    const wrapped = cells.map((cell, i) => this.wrap(cell, widths[i] - 6, fonts[i], size));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * leading + 4;
    this.room(height);
    let x = MARGIN + (style.indent ?? 0);
    wrapped.forEach((lines, i) => {
      lines.forEach((line, n) => {
        this.page.drawText(line, {
          x,
          y: this.y - (n + 1) * leading + size * 0.3,
          size,
          font: fonts[i],
          color: style.colors?.[i] ?? TEXT,
        });
      });
      x += widths[i];
    });
    this.y -= height;
  }

  image(image: PDFImage) {
    const scale = Math.min(1, IMAGE_BOX.width / image.width, IMAGE_BOX.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    this.room(height + 8);
    this.y -= height + 4;
    this.page.drawImage(image, { x: MARGIN + 12, y: this.y, width, height });
    this.y -= 4;
  }
}
