import { as, createEquipment, createTask, ok } from '../support/api';
import { moveServerClock, setServerClock } from '../support/clocks';
import { grantRole, newPerson, type Person } from '../support/factories';
import { readPdf, type PdfContents } from '../support/pdf';
import { noisyPng, solidPng } from '../support/png';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * The service book (issue 17 D): one equipment's PDF through the local runtime, read back with a
 * PDF reader as its recipient would: details, every completion with its lateness and who did it,
 * notes with their pictures, the on-time rate, and who may have it.
 */
let rt: TestRuntime;
let anne: Person;
let bo: Person;
let eva: Person;
let pump: string;
let book: { status: number; headers: Headers; bytes: Buffer; pdf: PdfContents };

const at = (iso: string) => moveServerClock(rt, new Date(iso), [anne, bo, eva]);

async function download(p: Person, equipmentId: string, companyId = anne.ownCompanyId) {
  const url = new URL(`/api/equipment/${equipmentId}/service-book`, rt.url);
  url.searchParams.set('companyId', companyId);
  const response = await fetch(url, { headers: { authorization: `Bearer ${p.token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function upload(p: Person, fileName: string, bytes: Buffer): Promise<string> {
  const answer = await ok(
    rt.call<{ url: string; key: string }>('POST', '/api/upload', {
      ...as(p, anne.ownCompanyId),
      body: { fileName, contentType: 'image/png', size: bytes.length },
    }),
  );
  const put = await fetch(answer.url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return answer.key;
}

const note = (p: Person, body: Record<string, unknown>) =>
  ok(
    rt.call<{ noteId: string }>('POST', '/api/note', {
      ...as(p, anne.ownCompanyId),
      body: { files: [], recipientIds: [], core: false, ...body },
    }),
  );

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2026-12-20T10:00:00.000Z'));
  [anne, eva] = await Promise.all([
    newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' }),
    newPerson(rt, { name: 'Eva Enevoldsen', company: 'Evas El' }),
  ]);
  bo = await grantRole(await newPerson(rt, { name: 'Bo Bæk' }), anne.ownCompanyId, 'USER');
  await at('2026-12-20T10:00:00.000Z');
  pump = await createEquipment(rt, as(anne), {
    name: 'Blæser i kælderen',
    make: 'Müller',
    model: 'Sø 3',
    equipmentId: 'MÜ-ØÅ-1',
    category: 'Maskine',
    locationName: 'Kælder',
  });
  const weekly = await createTask(rt, as(anne), {
    title: 'Smøring af blæser',
    description: 'Smør lejerne.',
    type: 'CYCLICAL',
    interval: 'WEEKLY',
    notificationPeriod: 2,
    responsibleId: bo.user.id,
    deadline: '2026-12-22T22:00:00.000Z',
    files: [],
    equipmentId: pump,
  });
  const single = await createTask(rt, as(anne), {
    title: 'Udskift filter',
    description: 'Nyt filter.',
    type: 'AD_HOC',
    interval: null,
    notificationPeriod: 7,
    responsibleId: anne.user.id,
    deadline: '2027-01-05T22:00:00.000Z',
    files: [],
    equipmentId: pump,
  });
  const photo = await upload(anne, 'motor-før.png', solidPng(64, 48, [30, 120, 200]));
  const noteId = (
    await note(anne, { equipmentId: pump, content: 'Motoren er skiftet. Særligt: ÆØÅ æøå é ü.', files: [photo] })
  ).noteId;
  await ok(
    rt.call('POST', `/api/note/${noteId}/response`, {
      ...as(bo, anne.ownCompanyId),
      body: { content: 'Tak, jeg har kigget på den.', files: [], recipientIds: [] },
    }),
  );
  await note(anne, { taskId: single, content: 'Kun for administratorer: filteret er bestilt.' });
  // On time, then two days late, then on time: 2 of 3.
  await at('2026-12-22T10:00:00.000Z');
  await ok(
    rt.call('POST', '/api/task/complete', {
      ...as(bo, anne.ownCompanyId),
      body: { id: weekly, note: { content: 'Smurt, alt vel.', files: [] } },
    }),
  );
  await at('2026-12-31T10:00:00.000Z');
  await ok(rt.call('POST', '/api/task/complete', { ...as(bo, anne.ownCompanyId), body: { id: weekly } }));
  await at('2027-01-04T10:00:00.000Z');
  await ok(rt.call('POST', '/api/task/complete', { ...as(anne), body: { id: single } }));
  await rt.drain();
  const answer = await download(anne, pump);
  book = { ...answer, pdf: await readPdf(answer.bytes) };
}, 180_000);
afterAll(() => rt?.stop());

describe('the service book PDF', () => {
  test('is a PDF download named after the equipment and the day', () => {
    expect(book.status).toBe(200);
    expect(book.headers.get('content-type')).toBe('application/pdf');
    expect(book.headers.get('content-disposition')).toBe(
      `attachment; filename="servicebog-MU-OeAa-1-2027-01-04.pdf"; filename*=UTF-8''servicebog-M%C3%9C-%C3%98%C3%85-1-2027-01-04.pdf`,
    );
    expect(book.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('holds the details in Danish, the company and page numbers', () => {
    const { text } = book.pdf;
    expect(text).toContain('Servicebog for Blæser i kælderen');
    expect(text).toContain('Åbergs VVS');
    for (const line of [
      'Mærke Müller',
      'Model Sø 3',
      'Identifikationsnummer MÜ-ØÅ-1',
      'Kategori Maskine',
      'Lokation Kælder',
      'Status Aktiv',
      'Oprettet 20. dec. 2026',
    ]) {
      expect(text.replace(/\t/g, ' ')).toContain(line);
    }
    expect(text).toContain(`Side 1 af ${book.pdf.pages}`);
  });

  test('lists every completion with date, deadline, lateness and who did it, and the on-time rate', () => {
    const text = book.pdf.text.replace(/\t/g, ' ');
    expect(text).toContain('Udførte opgaver (3)');
    expect(text).toMatch(
      /22\. dec\. 2026 kl\. 11\.00 22\. dec\. 2026 kl\. 23\.00 Smøring af blæser \(Rutine\) uden forsinkelse Bo Bæk/,
    );
    expect(text).toMatch(
      /31\. dec\. 2026 kl\. 11\.00 29\. dec\. 2026 kl\. 23\.00 Smøring af blæser \(Rutine\) forsinket 2 dage Bo Bæk/,
    );
    expect(text).toMatch(
      /4\. jan\. 2027 kl\. 11\.00 5\. jan\. 2027 kl\. 23\.00 Udskift filter \(Enkelt\) uden forsinkelse Anne Åberg/,
    );
    expect(text).toContain('66,7 % af 3 udførte opgaver blev udført til tiden (2 til tiden, 1 for sent)');
    expect(text).toContain('2027 1 1 0 100,0 %');
    expect(text).toContain('2026 2 1 1 50,0 %');
  });

  test('holds the notes with their responses, the completion note and the picture itself', () => {
    const { text, imagesPerPage } = book.pdf;
    expect(text).toContain('Motoren er skiftet. Særligt: ÆØÅ æøå é ü.');
    expect(text).toContain('Billede: motor-før.png');
    expect(text).toContain('Svar fra Bo Bæk, 20. dec. 2026 kl. 11.00');
    expect(text).toContain('Tak, jeg har kigget på den.');
    expect(text).toContain('Opgave: Smøring af blæser');
    expect(text).toContain('Smurt, alt vel.');
    expect(text).toContain('Kun for administratorer: filteret er bestilt.');
    expect(imagesPerPage.reduce((a, b) => a + b, 0)).toBe(1);
  });

  test("a USER gets the book with the equipment's notes and their own tasks' notes only", async () => {
    const answer = await download(bo, pump);
    expect(answer.status).toBe(200);
    const { text } = await readPdf(answer.bytes);
    expect(text).toContain('Udførte opgaver (3)');
    expect(text).toContain('Motoren er skiftet.');
    expect(text).toContain('Smurt, alt vel.');
    expect(text).not.toContain('Kun for administratorer');
  });

  test("another company's equipment is not found, and a hostile id is refused without a 500", async () => {
    expect((await download(eva, pump, eva.ownCompanyId)).status).toBe(404);
    expect((await download(eva, pump)).status).toBe(403);
    for (const id of ['..%2F..%2Fetc', `${'x'.repeat(2000)}`, '%27%3Cscript%3E', 'Equipment%23abc']) {
      const answer = await download(anne, id);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.bytes.toString('utf8'))).toEqual({
        error: expect.objectContaining({ code: expect.any(String) }),
      });
    }
  });

  test("pictures past the budget are named instead of drawn, so the answer stays under Lambda's 6 MB", async () => {
    const big = await Promise.all([
      upload(anne, 'stor-1.png', noisyPng(1000, 900)),
      upload(anne, 'stor-2.png', noisyPng(1000, 900)),
    ]);
    await note(anne, { equipmentId: pump, content: 'To store billeder.', files: big });
    await rt.drain();
    const answer = await download(anne, pump);
    expect(answer.status).toBe(200);
    expect(answer.bytes.length * (4 / 3)).toBeLessThan(6 * 1024 * 1024);
    const { text, imagesPerPage } = await readPdf(answer.bytes);
    expect(imagesPerPage.reduce((a, b) => a + b, 0)).toBe(2);
    expect(text).toContain('Billede: stor-1.png');
    expect(text).toContain('Fil: stor-2.png (for stor til servicebogen; se den i appen)');
  }, 120_000);
});
