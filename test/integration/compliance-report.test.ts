import { as, createEquipment, createLocation, errorOf, ok } from '../support/api';
import { moveServerClock, setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { readPdf, type PdfContents } from '../support/pdf';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { DUTY_DISCLAIMER } from '../../domain/inspection/catalogue';
import { matchRoute } from '../../infra/local/api-gateway';

/**
 * The inspection-ready PDF through the local runtime (issue 31, decision 175): duties applied to
 * cooling units in two locations, one completed with its service report attached, the months on
 * until the other is overdue; then the PDF of each location and of the company, read back with a
 * PDF reader as the inspector would, who may have it, and the way through S3 past Lambda's limit.
 */
let rt: TestRuntime;
let anne: Person;
/** A USER in Anne's company. */
let bo: Person;
/** Another company's admin. */
let eva: Person;
let basement: string;
let roof: string;
let cooler: string;
let roofCooler: string;

/** Monday 2027-03-01, 10:00 in Copenhagen. */
const START = '2027-03-01T09:00:00.000Z';
/** Monday 2027-04-05, 12:00 in Copenhagen: the basement's inspection is due (deadline 9 April), the roof's overdue. */
const DONE = '2027-04-05T10:00:00.000Z';
/** Tuesday 2027-04-20, 12:00 in Copenhagen. */
const LATER = '2027-04-20T10:00:00.000Z';

const item = (name: string, locationId: string) => ({
  name,
  category: 'Køleanlæg',
  make: 'Danfoss',
  model: 'X1',
  equipmentId: name,
  locationId,
});

const fgas = (equipmentId: string, deadline: string) => ({
  dutyId: 'FGAS_LEAK_CHECK',
  templateVersion: 1,
  params: { gas: 'R-410A', kg: 6, leakDetection: false },
  equipmentId,
  responsibleId: bo.user.id,
  deadline,
  notificationPeriod: 30,
  override: null,
});

interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

async function download(
  who: Person,
  query: Record<string, string> = {},
  companyId = anne.ownCompanyId,
  runtime = rt,
): Promise<Download> {
  const url = new URL('/api/compliance/report', runtime.url);
  url.searchParams.set('companyId', companyId);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, { headers: { authorization: `Bearer ${who.token}` }, redirect: 'manual' });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function upload(who: Person, fileName: string): Promise<string> {
  const bytes = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const answer = await ok(
    rt.call<{ url: string; key: string }>('POST', '/api/upload', {
      ...as(who, anne.ownCompanyId),
      body: { fileName, contentType: 'image/png', size: bytes.length },
    }),
  );
  const put = await fetch(answer.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes });
  expect(put.status).toBe(200);
  return answer.key;
}

let basementPdf: PdfContents;
let roofPdf: PdfContents;
let companyPdf: PdfContents;
let basementDownload: Download;

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date(START));
  [anne, eva] = await Promise.all([
    newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs Køl' }),
    newPerson(rt, { name: 'Eva Enevoldsen', company: 'Evas El' }),
  ]);
  bo = await personWithRole(rt, anne.ownCompanyId, 'USER');
  await moveServerClock(rt, new Date(START), [anne, bo, eva]);
  basement = await createLocation(rt, as(anne), 'Kælder');
  roof = await createLocation(rt, as(anne), 'Tag');
  cooler = await createEquipment(rt, as(anne), item('Køleanlæg 1', basement));
  roofCooler = await createEquipment(rt, as(anne), item('Køleanlæg 2', roof));
  const apply = (body: Record<string, unknown>) =>
    ok(rt.call<{ id: string }>('POST', '/api/compliance/apply', { ...as(anne), body }), 'apply');
  const basementTask = (await apply(fgas(cooler, '2027-04-09T10:00:00.000Z'))).id;
  await apply(fgas(roofCooler, '2027-04-01T10:00:00.000Z'));

  // Bo does the basement's inspection on time, the service report attached to the completion's note.
  await moveServerClock(rt, new Date(DONE), [anne, bo, eva]);
  const report = await upload(bo, 'servicerapport-kælder.png');
  await ok(
    rt.call('POST', '/api/task/complete', {
      ...as(bo, anne.ownCompanyId),
      body: {
        id: basementTask,
        answers: [
          { itemId: 'gas', text: 'R-410A' },
          { itemId: 'charge', reading: 6 },
          { itemId: 'added', reading: 0 },
          { itemId: 'recovered', reading: 0 },
          { itemId: 'leak-free', check: 'OK' },
          { itemId: 'company', text: 'Køleservice ApS' },
          { itemId: 'certificate', text: 'KMO-1234' },
          { itemId: 'result', text: 'Ingen lækager\nNæste kontrol om et år' },
          { itemId: 'report', photos: [report] },
        ],
        note: { content: 'Rapporten er vedhæftet.', files: [report] },
      },
    }),
    'completion',
  );
  await rt.drain();

  await moveServerClock(rt, new Date(LATER), [anne, bo, eva]);
  basementDownload = await download(anne, { locationId: basement });
  expect(basementDownload.status).toBe(200);
  const [roofDownload, companyDownload] = await Promise.all([download(anne, { locationId: roof }), download(anne)]);
  expect([roofDownload.status, companyDownload.status]).toEqual([200, 200]);
  [basementPdf, roofPdf, companyPdf] = await Promise.all(
    [basementDownload, roofDownload, companyDownload].map((d) => readPdf(d.bytes)),
  );
}, 120_000);
afterAll(() => rt?.stop());

describe("a location's PDF", () => {
  test('is a PDF named after the location and the day, the Danish letters in filename*', () => {
    expect(basementDownload.headers.get('content-type')).toBe('application/pdf');
    expect(basementDownload.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const disposition = basementDownload.headers.get('content-disposition')!;
    expect(disposition).toContain('filename="lovpligtige-eftersyn-Kaelder-2027-04-20.pdf"');
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('lovpligtige-eftersyn-Kælder-2027-04-20.pdf')}`,
    );
  });

  test('names the duty, its legal basis and state, and the latest record with its answers and the report by name', () => {
    const text = flat(basementPdf.text);
    expect(text).toContain('Lovpligtige eftersyn – Kælder');
    expect(text).toContain('Udskrevet 20. apr. 2027 kl. 12.00');
    expect(text).toContain('Køleanlæg 1 (Udstyr)');
    expect(text).toContain('Lækagekontrol');
    expect(text).toContain('Forordning (EU) 2024/573');
    expect(text).toContain('Status: I orden');
    expect(text).toContain('Overskredet (0)');
    expect(text).toContain('Seneste eftersyn 5. apr. 2027 kl. 12.00, udført til tiden');
    expect(text).toContain(`Registreret af ${bo.user.name}`);
    expect(basementPdf.text).toContain('Ingen lækager\nNæste kontrol om et år');
    expect(text).toContain('Bilag servicerapport-kælder.png');
    expect(text).toContain(DUTY_DISCLAIMER);
  });

  test("holds nothing of another location's items", () => {
    expect(basementPdf.text).not.toContain('Køleanlæg 2');
    expect(roofPdf.text).not.toContain('Køleanlæg 1');
    expect(roofPdf.text).not.toContain('servicerapport');
  });

  test('puts the overdue duty first, said in words', () => {
    const text = flat(roofPdf.text);
    expect(text).toContain('Overskredet (1)');
    expect(text).toMatch(/\d+\. apr\. 2027 Tag Køleanlæg 2/);
    expect(text.indexOf('Overskredet (1)')).toBeLessThan(text.indexOf('Lokation: Tag'));
    expect(text).toContain('Status: Overskredet');
    expect(text).toContain('Seneste eftersyn Ikke udført endnu');
  });
});

describe("the company's PDF", () => {
  test('holds both locations, the overdue one first, and counts each state', () => {
    const text = flat(companyPdf.text);
    expect(text).toContain('Lovpligtige eftersyn – hele virksomheden');
    expect(text).toContain('I orden Snart Overskredet Aldrig udført I alt 1 0 1 0 2');
    expect(text.indexOf('Overskredet (1)')).toBeLessThan(text.indexOf('Lokation: Kælder'));
    expect(text.indexOf('Lokation: Kælder')).toBeLessThan(text.indexOf('Lokation: Tag'));
    expect(text).toContain('servicerapport-kælder.png');
    expect(text).toContain(`Side 1 af ${companyPdf.pages}`);
  });
});

describe('who may have it', () => {
  test('a USER of the company gets 403', async () => {
    const answer = await download(bo);
    expect(answer.status).toBe(403);
  });

  test("another company's admin gets 403 for that company, and 404 for its location asked in their own", async () => {
    expect((await download(eva)).status).toBe(403);
    const answer = await download(eva, { locationId: basement }, eva.ownCompanyId);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.bytes.toString()).error.code).toBe('NOT_FOUND');
  });

  test('a location that does not exist: 404 in Danish', async () => {
    const answer = await download(anne, { locationId: 'findes-ikke' });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.bytes.toString()).error.message).toBe('Det, du leder efter, findes ikke.');
  });
});

test("the report is its own route on apiServiceBook, not the compliance routes' proxy on apiTasks", () => {
  expect(matchRoute('GET', '/api/compliance/report')?.route.fn).toBe('apiServiceBook');
  expect(matchRoute('GET', '/api/compliance/duties')?.route.fn).toBe('apiTasks');
});

describe("past Lambda's answer limit", () => {
  let small: TestRuntime;
  let carl: Person;

  beforeAll(async () => {
    // A limit no PDF fits under (its answer is its base64 and the headers), and every JSON answer here does.
    small = await startTestRuntime({ responseLimit: 6_000 });
    await setServerClock(small, new Date(START));
    carl = await newPerson(small, { name: 'Carl Ærø', company: 'Carls Køl' });
    await moveServerClock(small, new Date(START), [carl]);
    const hall = await createLocation(small, as(carl), 'Hal Ø');
    const unit = await createEquipment(small, as(carl), item('Køler Ø', hall));
    await ok(
      small.call('POST', '/api/compliance/apply', {
        ...as(carl),
        body: { ...fgas(unit, '2027-06-01T10:00:00.000Z'), responsibleId: carl.user.id },
      }),
      'apply',
    );
  }, 120_000);
  afterAll(() => small?.stop());

  test('the answer is 303 to a five-minute link, which downloads the PDF under its name', async () => {
    const answer = await download(carl, {}, carl.ownCompanyId, small);
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location')!);
    expect(location.pathname).toContain(`/reports/${carl.ownCompanyId}/`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(
      'filename="lovpligtige-eftersyn-hele-virksomheden-2027-03-01.pdf"',
    );
    const pdf = await readPdf(Buffer.from(await file.arrayBuffer()));
    expect(flat(pdf.text)).toContain('Lovpligtige eftersyn – hele virksomheden');
    expect(flat(pdf.text)).toContain('Køler Ø (Udstyr)');
    expect(flat(pdf.text)).toContain('Status: Aldrig udført');
  });

  test('a USER still gets 403, not a link', async () => {
    const user = await personWithRole(small, carl.ownCompanyId, 'USER');
    const answer = await download(user, {}, carl.ownCompanyId, small);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('location')).toBeNull();
    expect(errorOf({ status: 403, body: JSON.parse(answer.bytes.toString()) })?.code).toBe('FORBIDDEN');
  });
});
