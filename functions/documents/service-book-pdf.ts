import { PDFDocument, type PDFImage } from 'pdf-lib';
import type { BookEntry, BookFile, ServiceBook } from '../../domain/equipment/service-book';
import { embedFonts, MARGIN, MUTED, RED, WIDTH, Writer } from './pdf-writer';

/**
 * Draws a service book (`domain/equipment/service-book.ts`) as an A4 PDF with pdf-lib (decision
 * 115 "The service book is drawn with pdf-lib"): Helvetica in WinAnsi encoding, which holds æ, ø,
 * å, é and ü; a character it lacks is drawn as '?', never an error. Every page ends with the
 * company, the date it was made and 'Side n af N'.
 */

/** A picture's bytes as read from the files bucket, or why it is only named (decision 116). */
export type BookImage = { bytes: Uint8Array } | { skipped: string };

const BOTTOM = MARGIN + 30;

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
  const [font, bold] = await embedFonts(doc);
  // Its text as before until issue 32 item 1: cleaned before it is split into lines.
  // Line breaks kept as lines, a lacking character a close letter before '?' (issue 32, decision 175's writer).
  const w = new Writer(doc, font, bold, { bottom: BOTTOM });

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
    const number = `Side ${i + 1} af ${pages.length}`;
    // Whole, beside the page number: wrapped to a second line when it is longer, never cut (issue 32).
    const room = WIDTH - font.widthOfTextAtSize(number, 8) - 12;
    const footer = w.wrap(
      w.clean(`${book.companyName} · ${book.title} · udskrevet ${book.generatedOn}`),
      room,
      font,
      8,
    );
    footer.forEach((line, n) =>
      page.drawText(line, { x: MARGIN, y: MARGIN - 20 - n * 10, size: 8, font, color: MUTED }),
    );
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
