import { complianceReport, type ReportRow } from '../../domain/inspection-report/report';
import { DUTY_DISCLAIMER } from '../../domain/inspection/catalogue';
import { generatedRows } from '../../test/bench/compliance-pdf';
import { readPdf } from '../../test/support/pdf';
import { compliancePdf } from './compliance-pdf';

/** The inspection-ready PDF (decision 175), read back with a PDF reader (pdf-parse) as the inspector's would. */
const now = new Date('2026-11-28T09:00:00.000Z');
const cellar = { id: 'loc-1', name: 'Kælder' };
const flat = (text: string) => text.replace(/\s+/g, ' ');

const draw = async (rows: ReportRow[], companyName = 'Åbergs VVS') =>
  readPdf(await compliancePdf(complianceReport({ companyName, location: cellar, rows, now })));

describe('the inspection-ready PDF (decision 175)', () => {
  test('the overdue section comes before the locations; each duty says its state in words, legal basis and latest record', async () => {
    const rows = generatedRows(5, cellar);
    const { text, pages } = await draw(rows);
    expect(text).toContain('Lovpligtige eftersyn – Kælder');
    expect(text).toContain('Udskrevet 28. nov. 2026 kl. 10.00');
    const overdue = text.indexOf('Overskredet (1)');
    expect(overdue).toBeGreaterThan(0);
    expect(overdue).toBeLessThan(text.indexOf('Lokation: Kælder'));
    // The overdue one: in the overdue section, then in its location with its state in words.
    expect(text).toContain('2. nov. 2026 Kælder Køleanlæg 0004 Brandslukningsudstyr');
    for (const state of ['I orden', 'Snart', 'Overskredet', 'Aldrig udført'])
      expect(text).toContain(`Status: ${state}`);
    expect(text).toContain('Bek. nr. 1503 af 13/12/2023, § 14');
    expect(flat(text)).toContain('Ib Ingemann, Køleteknik ApS, certifikat nr. K-1001');
    expect(text).toContain('eftersynsrapport-1.pdf, foto-1.jpg');
    expect(text).toContain('Kontrolpunkt 2 efter skabelonen: Fejl');
    expect(text).toContain(`Side ${pages} af ${pages}`);
  });

  test('the disclaimer stands on the first page and in every footer; a long footer shows whole', async () => {
    const company = 'Åbergs Vand, Varme og Sanitet & Søn – afdeling for ejendomsservice i Region Hovedstaden ApS';
    const { text, pages } = await draw(generatedRows(12, cellar), company);
    expect(pages).toBeGreaterThan(1);
    expect(text.split(DUTY_DISCLAIMER).length - 1).toBe(pages + 1);
    // Too long for one line beside 'Side n af N', the footer takes two, every word of it on every page.
    const lines = text.split('\n');
    expect(lines.filter((line) => line === `${company} · Lovpligtige eftersyn –`)).toHaveLength(pages);
    expect(
      lines.filter((line) => /^Side \d+ af \d+\tKælder · udskrevet 28\. nov\. 2026 kl\. 10\.00$/.test(line)),
    ).toHaveLength(pages);
    expect(text).not.toContain('…');
  });

  test('line breaks make lines; a character the font lacks becomes a close letter where one exists, only then ?', async () => {
    const [row] = generatedRows(1, cellar);
    const { text } = await draw([
      {
        ...row,
        dutyName: 'Kontrol af CO₂-anlæg',
        lastInspection: {
          ...row.lastInspection!,
          answers: [
            {
              item: { id: 'r', kind: 'TEXT', label: 'Bemærkninger' },
              text: 'Første linje\nAnden linje\r\nTredje: Łódź og Gdańsk, tryk ≤ 2 bar − ok 😀 漢',
            },
          ],
        },
      },
    ]);
    expect(text).toContain('Kontrol af CO2-anlæg');
    expect(text).toMatch(/Bemærkninger: Første linje\nAnden linje\nTredje: Lódz og Gdansk, tryk <= 2 bar - ok \? \?/);
    expect(text).not.toContain('Første linje?');
  });

  test('a location without duties says so', async () => {
    const { text, pages } = await draw([]);
    expect(pages).toBe(1);
    expect(text).toContain('Intet eftersyn er overskredet.');
    expect(text).toContain('Der er ingen lovpligtige eftersyn her endnu.');
  });
});
