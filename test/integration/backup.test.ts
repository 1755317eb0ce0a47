import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import { s3 } from '../../functions/platform/aws';
import { bucketName } from '../../functions/platform/config';
import type { Backup, JobRun } from '../support/contract';
import { as } from '../support/api';
import { setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Backups (spec 001 §2 "Backup download"; decision 046 "Backups"): the nightly job writes a zip
 * of five CSV files per company to the backups bucket; `GET /api/backup` hands an admin a
 * short-lived link to the newest one, or queues one and answers 202 while there is none.
 */

jest.setTimeout(60_000);

let rt: TestRuntime;
let anne: Person;
let bo: Person;
let carl: Person;
const NOW = new Date('2027-02-05T13:30:00.000Z'); // Friday 5 February 2027, 14:30 Copenhagen
/** The nightly run: 02:00 Copenhagen the next day. */
const NIGHT = new Date('2027-02-06T01:00:00.000Z');
const FORMULA = '=HYPERLINK("http://angriber.example";"klik")';

const BOM = [0xef, 0xbb, 0xbf];

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, NOW);
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  [bo, carl] = await Promise.all([
    personWithRole(rt, anne.ownCompanyId, 'USER'),
    personWithRole(rt, anne.ownCompanyId, 'ADMIN'),
  ]);
  const equipment = await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
    ...as(anne),
    body: {
      name: 'Cirkulationspumpe',
      make: 'Grundfos',
      model: FORMULA,
      equipmentId: 'GF-10',
      category: 'Maskine',
      locationName: 'Kælder under værkstedet',
    },
  });
  expect(equipment.status).toBe(201);
  const equipmentId = equipment.body.equipmentId;
  const task = await rt.call('POST', '/api/task', {
    ...as(anne),
    body: {
      title: 'Eftersyn af pumpe',
      description: '+45 12 34 56 78: ring før besøget',
      type: 'CYCLICAL',
      interval: 'MONTHLY',
      notificationPeriod: 7,
      responsibleId: bo.user.id,
      deadline: '2027-02-26T22:00:00.000Z',
      files: [],
      equipmentId,
    },
  });
  expect(task.status).toBe(201);
  const note = await rt.call('POST', '/api/note', {
    ...as(anne),
    body: {
      content: 'Pakningen er skiftet; næste gang også ventilen.',
      equipmentId,
      files: [],
      recipientIds: [],
      core: true,
    },
  });
  expect(note.status).toBe(201);
  // A single task with a reading, done now: the maintenance log and its readings (decision 165).
  const reading = await rt.call<{ taskId: string }>('POST', '/api/task', {
    ...as(anne),
    body: {
      title: 'Tjek tryk',
      description: 'Aflæs manometeret.',
      type: 'AD_HOC',
      notificationPeriod: 14,
      responsibleId: anne.user.id,
      deadline: '2027-02-10T22:00:00.000Z',
      files: [],
      equipmentId,
      checklist: [{ id: 'tryk', kind: 'READING', label: 'Tryk', unit: 'bar', lower: '1,0', upper: '2,5' }],
    },
  });
  expect(reading.status).toBe(201);
  const done = await rt.call('POST', '/api/task/complete', {
    ...as(anne),
    body: {
      id: reading.body.taskId,
      answers: [{ itemId: 'tryk', reading: '2,8' }],
      note: { content: 'Trykket er for højt.\nSikkerhedsventilen efterses.', files: [] },
    },
  });
  expect(done.status).toBe(200);
  await rt.drain();
}, 90_000);

afterAll(() => rt?.stop());

async function download(url: string) {
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  return { bytes: new Uint8Array(await answer.arrayBuffer()), disposition: answer.headers.get('content-disposition') };
}

const text = (file: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(file).replace(/^\uFEFF/, '');
const lines = (file: Uint8Array) => text(file).split('\r\n').filter(Boolean);

test('the nightly job writes a zip of eight Danish CSV files that the admin downloads through a short-lived link', async () => {
  await setServerClock(rt, NIGHT);
  const run = await rt.call<JobRun>('POST', '/dev/schedule/backup');
  expect(run.status).toBe(200);
  expect(run.body.result).toMatchObject({ job: 'backup', failures: 0 });
  expect(run.body.result.processed).toBeGreaterThanOrEqual(1);

  const answer = await rt.call<Backup>('GET', '/api/backup', as(anne));
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ status: 'ready', fileName: 'servicebogen-backup-2027-02-06.zip' });
  expect(answer.body.createdAt).toMatch(/^2027-02-06T01:00:0\d\.000Z$/);
  expect(new URL(answer.body.url!).searchParams.get('X-Amz-Expires')).toBe('300');

  const { bytes, disposition } = await download(answer.body.url!);
  expect(disposition).toContain('servicebogen-backup-2027-02-06.zip');
  const files = unzipSync(bytes);
  expect(Object.keys(files).sort()).toEqual([
    'brugere-2027-02-06.csv',
    'fejlmeldinger-2027-02-06.csv',
    'lokationer-2027-02-06.csv',
    'maalinger-2027-02-06.csv',
    'noter-2027-02-06.csv',
    'opgaver-2027-02-06.csv',
    'udfoerelser-2027-02-06.csv',
    'udstyr-2027-02-06.csv',
  ]);
  for (const file of Object.values(files)) expect([...file.slice(0, 3)]).toEqual(BOM);

  const udstyr = lines(files['udstyr-2027-02-06.csv']);
  expect(udstyr[0]).toBe('Navn;Fabrikat;Model;Identifikationsnummer;Kategori;Lokation;Status;Oprettet');
  // The formula is text: a leading ', and quoted because it holds ';' and '"'.
  expect(udstyr[1]).toBe(
    `Cirkulationspumpe;Grundfos;"'=HYPERLINK(""http://angriber.example"";""klik"")";GF-10;Maskine;Kælder under værkstedet;Aktiv;2027-02-05 14:30`,
  );

  expect(lines(files['lokationer-2027-02-06.csv'])).toEqual([
    'Navn;Oprettet;Antal udstyr;Åbne opgaver (lokation og udstyr)',
    // The pump's open task counts at its cellar, as the locations list counts it (issue 32).
    'Kælder under værkstedet;2027-02-05 14:30;1;1',
  ]);

  const brugere = lines(files['brugere-2027-02-06.csv']);
  expect(brugere[0]).toBe('Navn;E-mail;Rolle');
  expect(brugere.slice(1).sort()).toEqual(
    [
      `Anne Åberg;${anne.emailAddress};Superadministrator`,
      `Anne Åberg;${bo.emailAddress};Almindelig bruger`,
      `Anne Åberg;${carl.emailAddress};Administrator`,
    ].sort(),
  );

  const opgaver = lines(files['opgaver-2027-02-06.csv']);
  expect(opgaver[0]).toBe(
    'Titel;Beskrivelse;Type;Interval;Næste frist regnes fra;Status;Deadline;Sidst udført;Påmindelse (dage før);Ansvarlig;Udstyr;Lokation',
  );
  expect(opgaver.find((line) => line.startsWith('Eftersyn af pumpe'))).toBe(
    "Eftersyn af pumpe;'+45 12 34 56 78: ring før besøget;Rutine;Hver måned;Den faste plan;Afventer;2027-02-26 23:00;;7;Anne Åberg;Cirkulationspumpe;Kælder under værkstedet",
  );

  expect(lines(files['noter-2027-02-06.csv'])).toEqual([
    'Dato;Type;Hører til;Emne;Forfatter;Indhold;Antal filer;Arkiveret',
    '2027-02-05 14:30;Stamnote;Udstyr;Cirkulationspumpe;Anne Åberg;"Pakningen er skiftet; næste gang også ventilen.";0;nej',
    '2027-02-05 14:30;Note;Opgave;Tjek tryk;Anne Åberg;"Trykket er for højt.\nSikkerhedsventilen efterses.";0;nej',
  ]);

  // The maintenance log, with the checklist's answers, and every reading with its limits (decision
  // 165); each completion with the note written with it, its lines kept (decision 178).
  expect(lines(files['udfoerelser-2027-02-06.csv'])).toEqual([
    'Opgave;Type;Udstyr;Lokation;Deadline;Udført;For sent;Udført af;Ansvarlig;Tjekliste;Opfølgninger;Note',
    'Tjek tryk;Enkelt;Cirkulationspumpe;Kælder under værkstedet;2027-02-10 23:00;2027-02-05 14:30;nej;Anne Åberg;Anne Åberg;Tryk: 2,8 bar;;"Trykket er for højt.\nSikkerhedsventilen efterses."',
  ]);
  // No fault reports yet: the file has its header only (decision 166).
  expect(lines(files['fejlmeldinger-2027-02-06.csv'])).toEqual([
    'Nummer;Modtaget;Udstyr eller lokation;Beskrivelse;Foto;Svar til (e-mail);Status;Opgave;Svar;Lukket;Lukket af',
  ]);
  expect(lines(files['maalinger-2027-02-06.csv'])).toEqual([
    'Dato;Opgave;Udstyr;Lokation;Punkt;Værdi;Enhed;Nedre grænse;Øvre grænse;Uden for grænserne',
    '2027-02-05 14:30;Tjek tryk;Cirkulationspumpe;Kælder under værkstedet;Tryk;2,8;bar;1;2,5;Over grænsen',
  ]);
});

test('ordinary users get 403; other admins get the link', async () => {
  expect((await rt.call('GET', '/api/backup', as(bo, anne.ownCompanyId))).status).toBe(403);
  expect((await rt.call('GET', '/api/backup', as(carl, anne.ownCompanyId))).status).toBe(200);
});

test('a company with no backup yet gets 202 while one is built once, then the link', async () => {
  const eva = await newPerson(rt, { name: 'Eva Enevoldsen', company: 'Evas El' });
  await rt.drain(); // the backup reads the read models, which follow the sign-up shortly
  const ask = () => rt.call<Backup>('GET', '/api/backup', as(eva));
  const first = await ask();
  expect(first.status).toBe(202);
  expect(first.body).toEqual({ status: 'building' });
  let answer = first;
  const until = Date.now() + 30_000;
  while (answer.status === 202 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer = await ask();
  }
  expect(answer.status).toBe(200);
  const files = unzipSync((await download(answer.body.url!)).bytes);
  expect(lines(files['brugere-2027-02-06.csv'])).toEqual([
    'Navn;E-mail;Rolle',
    `Eva Enevoldsen;${eva.emailAddress};Superadministrator`,
  ]);
  // Asking again while it was built queued nothing more: one zip.
  await rt.drain();
  const listed = await s3().send(
    new ListObjectsV2Command({ Bucket: bucketName('backups'), Prefix: `${eva.ownCompanyId}/` }),
  );
  expect((listed.Contents ?? []).filter((o) => o.Key!.endsWith('.zip'))).toHaveLength(1);
});
