import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { BookEntry, BookFile, ServiceBook } from '../../domain/equipment/service-book';

/**
 * Draws a service book (`domain/equipment/service-book.ts`) as an A4 PDF with pdf-lib (decision
 * 115 "The service book is drawn with pdf-lib"): Helvetica in WinAnsi encoding, which holds æ, ø,
 * å, é and ü; a character it lacks is drawn as '?', never an error. Every page ends with the
 * company, the date it was made and 'Side n af N'.
 */

/** A picture's bytes as read from the files bucket, or why it is only named (decision 116). */
export type BookImage = { bytes: Uint8Array } | { skipped: string };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = MARGIN + 30;
const TEXT = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.36, 0.39, 0.45);
const RED = rgb(0.7, 0.11, 0.11);
const LINE = rgb(0.8, 0.82, 0.86);
/** The largest a picture is drawn, in points (about 9 × 7 cm). */
const IMAGE_BOX = { width: 260, height: 200 };

interface Style {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  indent?: number;
  gap?: number;
}

class Writer {
  page!: PDFPage;
  y = 0;
  private readonly drawable: Set<number>;

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.drawable = new Set(font.getCharacterSet());
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Room for `height` more points on this page, else a new one. */
  room(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  /** Only what WinAnsi can draw; tabs and other spacing become one space. */
  clean(text: string): string {
    return [...text.replace(/[\t\u00a0\u2000-\u200b]/g, ' ').normalize('NFC')]
      .map((c) => (this.drawable.has(c.codePointAt(0)!) ? c : '?'))
      .join('');
  }

  /** `text` broken into lines no wider than `width` (a word longer than a line is cut). */
  wrap(text: string, width: number, font: PDFFont, size: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.clean(text).split(/\r?\n/)) {
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

  /** A row of cells, each wrapped in its column; the row moves to a new page whole. */
  row(cells: string[], widths: number[], style: Style & { colors?: (ReturnType<typeof rgb> | undefined)[] } = {}) {
    const size = style.size ?? 8.5;
    const font = style.bold ? this.bold : this.font;
    const leading = size * 1.3;
    const wrapped = cells.map((cell, i) => this.wrap(cell, widths[i] - 6, font, size));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * leading + 4;
    this.room(height);
    let x = MARGIN;
    wrapped.forEach((lines, i) => {
      lines.forEach((line, n) => {
        this.page.drawText(line, {
          x,
          y: this.y - (n + 1) * leading + size * 0.3,
          size,
          font,
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

async function embed(doc: PDFDocument, file: BookFile, image: BookImage | undefined): Promise<PDFImage | string> {
  if (!file.image) return '';
  if (!image) return 'ikke med i servicebogen';
  if ('skipped' in image) return image.skipped;
  try {
    return file.image === 'png' ? await doc.embedPng(image.bytes) : await doc.embedJpg(image.bytes);
  } catch {
    return 'kunne ikke vises';
  }
}

async function files(w: Writer, list: BookFile[], images: Map<string, BookImage>, indent: number) {
  for (const file of list) {
    const drawn = await embed(w.doc, file, images.get(file.key));
    if (typeof drawn === 'string') {
      w.text(`Fil: ${file.name}${drawn ? ` (${drawn})` : ''}`, { size: 9, color: MUTED, indent });
    } else {
      w.text(`Billede: ${file.name}`, { size: 9, color: MUTED, indent });
      w.image(drawn);
    }
  }
}

async function entry(w: Writer, e: BookEntry, images: Map<string, BookImage>, indent: number, label: string) {
  w.text(`${label}${e.author}, ${e.datetime}`, { size: 9, bold: true, color: MUTED, indent });
  w.text(e.text, { size: 10, indent, gap: 2 });
  await files(w, e.files, images, indent);
}

export async function serviceBookPdf(book: ServiceBook, images: Map<string, BookImage>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(book.title);
  doc.setAuthor(book.companyName);
  doc.setCreator('Servicebogen');
  doc.setLanguage('da-DK');
  const [font, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  const w = new Writer(doc, font, bold);

  w.text(book.companyName, { size: 10, color: MUTED });
  w.text(book.title, { size: 20, bold: true, gap: 2 });
  w.text(`Udskrevet ${book.generatedOn}`, { size: 9, color: MUTED, gap: 6 });

  w.heading('Stamdata');
  for (const { label, value } of book.details) w.row([label, value], [140, WIDTH - 140], { size: 10 });

  w.heading('Udført til tiden');
  const { overall, years } = book.onTime;
  w.text(
    overall.completed === 0
      ? 'Ingen opgaver er udført endnu.'
      : `${overall.text} af ${overall.completed} udførte opgaver blev udført til tiden (${overall.onTime} til tiden, ${overall.late} for sent).`,
    { size: 10, gap: 4 },
  );
  if (years.length > 0) {
    const widths = [60, 90, 90, 90, WIDTH - 330];
    w.row(['År', 'Udført', 'Til tiden', 'For sent', 'Andel til tiden'], widths, { bold: true, size: 9 });
    for (const y of years) w.row([y.year, `${y.completed}`, `${y.onTime}`, `${y.late}`, y.text], widths, { size: 9 });
  }
  w.text('Andel til tiden: udførte opgaver, der blev udført senest på deadline, ud af alle udførte.', {
    size: 8,
    color: MUTED,
  });

  w.heading(`Udførte opgaver (${book.completions.length})`);
  if (book.completions.length === 0) w.text('Ingen opgaver er udført på udstyret endnu.', { size: 10 });
  else {
    const widths = [98, 98, 129, 85, WIDTH - 410];
    w.row(['Udført', 'Deadline', 'Opgave', 'Forsinkelse', 'Udført af'], widths, { bold: true, size: 9 });
    for (const c of book.completions) {
      w.row([c.finishedOn, c.deadline, `${c.task} (${c.type})`, c.lateness, c.doneBy], widths, {
        colors: [undefined, undefined, undefined, c.late ? RED : undefined],
      });
      // The checklist's answers under the completion; a finding in red and said in words (decision 165).
      for (const answer of c.answers)
        w.text(answer.text, { size: 8, indent: widths[0] + widths[1], color: answer.finding ? RED : MUTED });
    }
  }

  w.heading(`Noter (${book.notes.length})`);
  if (book.notes.length === 0) w.text('Ingen noter.', { size: 10 });
  for (const note of book.notes) {
    w.room(50);
    w.y -= 4;
    w.text(`${note.core ? 'Stamnote · ' : ''}${note.about}`, { size: 10, bold: true });
    await entry(w, note, images, 0, '');
    for (const response of note.responses) await entry(w, response, images, 18, 'Svar fra ');
    w.y -= 4;
  }

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const footer = w.clean(`${book.companyName} · ${book.title} · udskrevet ${book.generatedOn}`);
    page.drawText(footer.length > 95 ? `${footer.slice(0, 94)}…` : footer, {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font,
      color: MUTED,
    });
    const number = `Side ${i + 1} af ${pages.length}`;
    page.drawText(number, {
      x: MARGIN + WIDTH - font.widthOfTextAtSize(number, 8),
      y: MARGIN - 20,
      size: 8,
      font,
      color: MUTED,
    });
  });
  return doc.save();
}
