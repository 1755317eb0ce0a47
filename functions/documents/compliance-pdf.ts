import { PDFDocument, rgb } from 'pdf-lib';
import type { ComplianceReport, ReportDuty, ReportField } from '../../domain/inspection-report/report';
import {
  A4,
  AMBER,
  embedFonts,
  GREEN,
  LINE,
  MARGIN,
  MUTED,
  RED,
  SHADE,
  TEXT,
  WIDTH,
  Writer,
  type Color,
} from './pdf-writer';

/**
 * Draws the inspection-ready report (`domain/inspection-report/report.ts`, decision 175) as an A4
 * PDF with pdf-lib, as the service book is drawn (`pdf-writer.ts`): the summary and what is
 * overdue first, then a header per location and a compact block per duty, its state in words (and
 * in colour). The guidance disclaimer stands on the first page and in every page's footer, with
 * the company, the title, when it was printed and 'Side n af N', whole.
 */

const FOOTER_Y = MARGIN - 20;
const DISCLAIMER_SIZE = 7;
const FOOTER_SIZE = 8;
const LABEL_WIDTH = 105;
const toneColor: Record<NonNullable<ReportField['tone']>, Color> = { bad: RED, warn: AMBER, good: GREEN };
const BAND = rgb(0.9, 0.92, 0.95);

/** The footer's lines: the disclaimer (wrapped) and the line beside 'Side n af N' (wrapped, never cut). */
function footerLines(w: Writer, report: ComplianceReport, pages: number) {
  const widest = w.font.widthOfTextAtSize(`Side ${pages} af ${pages}`, FOOTER_SIZE);
  return {
    disclaimer: w.wrap(report.disclaimer, WIDTH, w.font, DISCLAIMER_SIZE),
    footer: w.wrap(report.footer, WIDTH - widest - 12, w.font, FOOTER_SIZE),
  };
}

const footerHeight = (lines: ReturnType<typeof footerLines>) =>
  lines.disclaimer.length * DISCLAIMER_SIZE * 1.3 + lines.footer.length * FOOTER_SIZE * 1.3 + 4;

type Cells = { cells: string[]; colors: (Color | undefined)[] };
const HALF = WIDTH / 2;
const FIELD_WIDTHS = [72, HALF - 72, 78, HALF - 78];
const ANSWER_WIDTHS = [72, (WIDTH - 72) / 2, (WIDTH - 72) / 2];
/** The fields about the duty on the left, those about its state and latest record on the right. */
const RIGHT = new Set(['Næste frist', 'Seneste eftersyn', 'Registreret af', 'Inspektør', 'Resultat']);

/** The legal basis and its link on lines of their own, the width of the page. */
const WIDE = new Set(['Lovgrundlag', 'Kilde']);

/** A duty's block as rows of cells: its fields two by two, its answers two by two, its attachments by name. */
function dutyRows(duty: ReportDuty): { rows: Cells[]; widths: number[] }[] {
  const wide = duty.fields.filter((field) => WIDE.has(field.label));
  const fields = duty.fields.filter((field) => field.label !== 'Status' && !WIDE.has(field.label));
  const left = fields.filter((field) => !RIGHT.has(field.label));
  const right = fields.filter((field) => RIGHT.has(field.label));
  const color = (field?: ReportField) => (field?.tone ? toneColor[field.tone] : undefined);
  const fieldRows: Cells[] = Array.from({ length: Math.max(left.length, right.length) }, (_, i) => ({
    cells: [left[i]?.label ?? '', left[i]?.value ?? '', right[i]?.label ?? '', right[i]?.value ?? ''],
    colors: [MUTED, color(left[i]), MUTED, color(right[i])],
  }));
  const answerRows: Cells[] = [];
  for (let i = 0; i < duty.answers.length; i += 2) {
    const [a, b] = [duty.answers[i], duty.answers[i + 1]];
    answerRows.push({
      cells: [i === 0 ? 'Tjekliste' : '', a.text, b?.text ?? ''],
      colors: [MUTED, a.finding ? RED : undefined, b?.finding ? RED : undefined],
    });
  }
  const files: Cells[] =
    duty.attachments.length > 0
      ? [{ cells: ['Bilag', duty.attachments.join(', ')], colors: [MUTED] }]
      : duty.fields.some((field) => field.label === 'Registreret af')
        ? [{ cells: ['Bilag', 'Ingen'], colors: [MUTED, MUTED] }]
        : [];
  return [
    { rows: wide.map((field) => ({ cells: [field.label, field.value], colors: [MUTED] })), widths: [72, WIDTH - 72] },
    { rows: fieldRows, widths: FIELD_WIDTHS },
    { rows: answerRows, widths: ANSWER_WIDTHS },
    { rows: files, widths: [72, WIDTH - 72] },
  ];
}

const ROW_STYLE = { size: 8.5 } as const;
const HEAD_WIDTHS = [WIDTH - 150, 150];

/** The height of a duty's block, its heading included. */
function dutyHeight(w: Writer, duty: ReportDuty): number {
  const head = w.rowHeight([duty.name, `Status: ${duty.stateLabel}`], HEAD_WIDTHS, { size: 10.5, bold: true });
  return dutyRows(duty).reduce(
    (sum, part) => part.rows.reduce((total, row) => total + w.rowHeight(row.cells, part.widths, ROW_STYLE), sum),
    head + 9,
  );
}

function drawDuty(w: Writer, duty: ReportDuty, height: number) {
  // A duty's block on one page where it fits on one.
  w.room(Math.min(height, A4[1] - MARGIN - w.bottom - 40));
  w.y -= 4;
  const state = duty.fields.find((field) => field.label === 'Status');
  w.row([duty.name, `Status: ${duty.stateLabel}`], HEAD_WIDTHS, {
    size: 10.5,
    bold: true,
    colors: [TEXT, state?.tone ? toneColor[state.tone] : TEXT],
  });
  for (const part of dutyRows(duty))
    for (const row of part.rows) w.row(row.cells, part.widths, { ...ROW_STYLE, colors: row.colors });
  w.y -= 3;
  w.page.drawLine({
    start: { x: MARGIN, y: w.y },
    end: { x: MARGIN + WIDTH, y: w.y },
    thickness: 0.4,
    color: LINE,
  });
  w.y -= 2;
}

/** A shaded band with a location's name; on the pages it runs over, a line saying it continues. */
function band(w: Writer, text: string, size = 12.5) {
  const height = size * 1.8;
  w.y -= height;
  w.page.drawRectangle({ x: MARGIN, y: w.y, width: WIDTH, height, color: BAND });
  w.page.drawText(w.clean(text), { x: MARGIN + 6, y: w.y + size * 0.55, size, font: w.bold, color: TEXT });
  w.y -= 6;
}

export async function compliancePdf(report: ComplianceReport): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(report.title);
  doc.setAuthor(report.companyName);
  doc.setCreator('Servicebogen');
  doc.setLanguage('da-DK');
  const [font, bold] = await embedFonts(doc);

  // The footer's height is known before the first page: it sets where the text ends on every page.
  // Measured with a generous page count ('Side 9999 af 9999'), so the real one never needs more room.
  const probe = new Writer(await PDFDocument.create(), font, bold);
  const reserved = footerHeight(footerLines(probe, report, 9999));
  let continuing: string | null = null;
  const w = new Writer(doc, font, bold, {
    bottom: FOOTER_Y + reserved + 12,
    onNewPage: (writer) => {
      if (continuing) writer.text(`${continuing} (fortsat)`, { size: 9, bold: true, color: MUTED, gap: 4 });
    },
  });

  w.text(report.companyName, { size: 10, color: MUTED });
  w.text(report.title, { size: 18, bold: true, gap: 2 });
  w.text(report.printed.replace(/^u/, 'U'), { size: 9, color: MUTED, gap: 8 });

  // The guidance disclaimer, in a box on the first page.
  const lines = w.wrap(report.disclaimer, WIDTH - 16, font, 9);
  const boxHeight = lines.length * 9 * 1.35 + 12 + 12;
  w.y -= boxHeight;
  w.page.drawRectangle({
    x: MARGIN,
    y: w.y,
    width: WIDTH,
    height: boxHeight,
    color: SHADE,
    borderColor: LINE,
    borderWidth: 0.5,
  });
  let y = w.y + boxHeight - 14;
  w.page.drawText('Vejledning, ikke juridisk rådgivning', { x: MARGIN + 8, y, size: 9, font: bold, color: TEXT });
  for (const line of lines) {
    y -= 9 * 1.35;
    w.page.drawText(line, { x: MARGIN + 8, y, size: 9, font, color: TEXT });
  }
  w.y -= 6;

  w.heading('Overblik');
  const columns = [...report.summary.map((s) => s.label), 'I alt'];
  const widths = columns.map(() => WIDTH / columns.length);
  w.row(columns, widths, { size: 9, bold: true, colors: [MUTED, MUTED, MUTED, MUTED, MUTED] });
  w.row([...report.summary.map((s) => `${s.count}`), `${report.total}`], widths, {
    size: 14,
    bold: true,
    colors: report.summary.map((s) => (s.count > 0 && (s.state === 'OVERDUE' || s.state === 'NEVER') ? RED : TEXT)),
  });

  w.heading(`Overskredet (${report.overdue.length})`);
  if (report.overdue.length === 0) w.text('Intet eftersyn er overskredet.', { size: 10 });
  else {
    const cols = [80, 120, 140, WIDTH - 340];
    w.row(['Frist', 'Lokation', 'Udstyr / lokation', 'Eftersyn'], cols, { size: 9, bold: true });
    for (const line of report.overdue)
      w.row([line.deadline, line.location, line.item, line.duty], cols, { size: 9, colors: [RED] });
  }

  if (report.locations.length === 0) {
    w.heading('Eftersyn');
    w.text('Der er ingen lovpligtige eftersyn her endnu.', { size: 10 });
  }
  for (const location of report.locations) {
    continuing = null;
    w.room(120);
    w.y -= 14;
    band(w, `Lokation: ${location.name}`);
    continuing = `Lokation: ${location.name}`;
    for (const item of location.items) {
      const heights = item.duties.map((duty) => dutyHeight(w, duty));
      // The item's name stays with its first duty.
      w.room(Math.min(30 + (heights[0] ?? 0), A4[1] - MARGIN - w.bottom - 40));
      w.y -= 6;
      w.text(`${item.name} (${item.kind})`, { size: 11.5, bold: true, gap: 1 });
      item.duties.forEach((duty, i) => drawDuty(w, duty, heights[i]));
    }
  }
  continuing = null;

  const pages = doc.getPages();
  const footer = footerLines(w, report, pages.length);
  pages.forEach((page, i) => {
    let y = FOOTER_Y;
    const number = `Side ${i + 1} af ${pages.length}`;
    page.drawText(number, {
      x: MARGIN + WIDTH - font.widthOfTextAtSize(number, FOOTER_SIZE),
      y,
      size: FOOTER_SIZE,
      font,
      color: MUTED,
    });
    // The footer's own lines from the bottom up, the disclaimer above them.
    for (const line of [...footer.footer].reverse()) {
      page.drawText(line, { x: MARGIN, y, size: FOOTER_SIZE, font, color: MUTED });
      y += FOOTER_SIZE * 1.3;
    }
    for (const line of [...footer.disclaimer].reverse()) {
      page.drawText(line, { x: MARGIN, y, size: DISCLAIMER_SIZE, font, color: MUTED });
      y += DISCLAIMER_SIZE * 1.3;
    }
    page.drawLine({
      start: { x: MARGIN, y: y + 1 },
      end: { x: MARGIN + WIDTH, y: y + 1 },
      thickness: 0.4,
      color: LINE,
    });
  });
  return doc.save();
}
