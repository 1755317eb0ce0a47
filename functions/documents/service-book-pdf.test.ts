import { serviceBook, type ServiceBookInput } from '../../domain/equipment/service-book';
import { readPdf } from '../../test/support/pdf';
import { solidPng } from '../../test/support/png';
import { serviceBookPdf, type BookImage } from './service-book-pdf';

/** The drawing of a service book, read back with a PDF reader (pdf-parse), as a person's viewer would. */
const input = (over: Partial<ServiceBookInput> = {}): ServiceBookInput => ({
  now: new Date('2027-01-10T12:00:00.000Z'),
  companyName: 'Åbergs VVS & Søn',
  equipment: {
    id: 'eq-1',
    name: 'Blæser ØÅ',
    make: 'Müller',
    model: 'Café 2',
    externalId: 'MÜ-1',
    category: 'Maskine',
    createdAt: '2026-03-02T09:00:00.000Z',
    standby: false,
    archived: false,
  },
  locationName: 'Kælder',
  completions: [],
  tasks: [],
  notes: [],
  viewer: { userId: 'a', isAdmin: true },
  ...over,
});
const note = (content: string, files: string[] = []): ServiceBookInput['notes'][number] => ({
  id: content,
  target: { kind: 'EQUIPMENT', id: 'eq-1' },
  content,
  datetime: '2026-12-01T10:00:00.000Z',
  authorName: 'Åse Ærø',
  core: false,
  archived: false,
  files,
  responses: [],
});

describe('the service book PDF (decision 115)', () => {
  test('Danish letters come out as written; a character WinAnsi lacks becomes a close letter, else ?, instead of failing', async () => {
    const pdf = await serviceBookPdf(
      serviceBook(input({ notes: [note('Rør udskiftet på ærøskøbing-værkstedet, ÆØÅ é ü → ✓ 漢')] })),
      new Map(),
    );
    const { text, pages } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('Servicebog for Blæser ØÅ');
    expect(text).toContain('Åbergs VVS & Søn');
    expect(text).toContain('Müller');
    expect(text).toContain('Café 2');
    expect(text).toContain('Rør udskiftet på ærøskøbing-værkstedet, ÆØÅ é ü -> ? ?');
    expect(text).toContain('Side 1 af 1');
    expect(text).toContain('Udskrevet 10. jan. 2027 kl. 13.00');
  });

  test("a note's line breaks are lines, not '?'; a long footer shows whole (issue 32)", async () => {
    const book = serviceBook(input({ notes: [note('Fejlmelding via klistermærke:\nDen larmer\r\nog drypper')] }));
    const { text } = await readPdf(
      await serviceBookPdf({ ...book, companyName: `${'Meget Lange Firmanavne '.repeat(4)}ApS` }, new Map()),
    );
    expect(text).toContain('Fejlmelding via klistermærke:\nDen larmer\nog drypper');
    expect(text).not.toContain('klistermærke:?');
    expect(text.replace(/\s+/g, ' ')).toContain(`${'Meget Lange Firmanavne '.repeat(4)}ApS · `);
    expect(text).not.toContain('…');
  });

  test('a long history runs over pages, each numbered "Side n af N"', async () => {
    const completions = Array.from({ length: 150 }, (_, i) => ({
      completionId: `c${String(i).padStart(3, '0')}`,
      taskId: 't',
      title: `Eftersyn nr. ${i + 1}`,
      type: 'CYCLICAL' as const,
      deadline: new Date(Date.UTC(2026, 0, 1 + i, 22)).toISOString(),
      finishedOn: new Date(Date.UTC(2026, 0, 1 + i + (i % 3), 9)).toISOString(),
      completedByName: 'Bo Bæk',
    }));
    const { text, pages } = await readPdf(await serviceBookPdf(serviceBook(input({ completions })), new Map()));
    expect(pages).toBeGreaterThan(2);
    for (let n = 1; n <= pages; n++) expect(text).toContain(`Side ${n} af ${pages}`);
    expect(text).toContain('Eftersyn nr. 150');
    expect(text).toContain('forsinket 2 dage');
  });

  test("a completion's checklist answers print under it, a finding said in words, and its follow-ups named", async () => {
    const pressure = { id: 'p', kind: 'READING' as const, label: 'Tryk', unit: 'bar', lower: 1, upper: 2.5 };
    const completions = [
      {
        completionId: 'c1',
        taskId: 't',
        title: 'Kedeleftersyn',
        type: 'CYCLICAL' as const,
        deadline: '2026-03-06T22:00:00.000Z',
        finishedOn: '2026-03-04T09:00:00.000Z',
        completedByName: 'Bo Bæk',
        answers: [
          { item: pressure, reading: 0.6 },
          { item: { id: 'l', kind: 'CHECK' as const, label: 'Ingen lækager' }, check: 'OK' as const },
        ],
        followUps: [{ title: 'Tryk' }],
      },
    ];
    const book = serviceBook(input({ completions }));
    expect(book.completions[0].answers).toEqual([
      { text: 'Tryk: 0,6 bar (under grænsen 1–2,5 bar)', finding: true },
      { text: 'Ingen lækager: OK', finding: false },
      { text: 'Opfølgning: Tryk', finding: false },
    ]);
    const { text } = await readPdf(await serviceBookPdf(book, new Map()));
    expect(text).toContain('Tryk: 0,6 bar (under grænsen 1–2,5 bar)');
    expect(text).toContain('Ingen lækager: OK');
    expect(text).toContain('Opfølgning: Tryk');
  });

  test('JPEG and PNG pictures are drawn; a skipped, unreadable or other file is named', async () => {
    const book = serviceBook(
      input({
        notes: [note('Med billeder', ['c/1---foto.png', 'c/2---stor.jpg', 'c/3---itu.png', 'c/4---rapport.pdf'])],
      }),
    );
    const images = new Map<string, BookImage>([
      ['c/1---foto.png', { bytes: solidPng(40, 30, [200, 30, 30]) }],
      ['c/2---stor.jpg', { skipped: 'for stor til servicebogen' }],
      ['c/3---itu.png', { bytes: new Uint8Array([1, 2, 3]) }],
    ]);
    const { text, imagesPerPage } = await readPdf(await serviceBookPdf(book, images));
    expect(imagesPerPage.reduce((a, b) => a + b, 0)).toBe(1);
    expect(text).toContain('Billede: foto.png');
    expect(text).toContain('Fil: stor.jpg (for stor til servicebogen)');
    expect(text).toContain('Fil: itu.png (kunne ikke vises)');
    expect(text).toContain('Fil: rapport.pdf');
  });
});
