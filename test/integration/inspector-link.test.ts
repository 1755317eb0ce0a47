import { randomBytes } from 'node:crypto';
import { as, createEquipment, createLocation, createTask, errorOf, ok } from '../support/api';
import { moveServerClock, routineDeadline, setServerClock } from '../support/clocks';
import { expectErrorShape, grantRole, looksDanish, newPerson, type Person } from '../support/factories';
import { linkIn, mailbox, mailsTo, waitForMail, type Mail } from '../support/mail';
import { startTestRuntime, type ApiAnswer, type TestRuntime } from '../support/runtime';

/**
 * The external inspector's link (issue 31, decision 174) through the local runtime: an admin sends
 * a task to an inspector, who opens the link from the e-mail without logging in, sees that one
 * task and nothing else of the company, uploads a report, answers the checklist and completes it;
 * the completion names them, the admins are mailed, and the link is used. Renewed, revoked,
 * expired and guessed links answer the contract's Danish 404 and 410s and write nothing.
 */
let rt: TestRuntime;
let anne: Person; // SUPER_ADMIN
let bo: Person; // USER, responsible
let carl: Person; // ADMIN
let eva: Person; // another company
let cooler: string;
let boiler: string;
let location: string;

const CHECKLIST = [
  { id: 'taethed', kind: 'CHECK', label: 'Anlægget er tæt' },
  { id: 'tryk', kind: 'READING', label: 'Tryk', unit: 'bar', lower: '1,0', upper: '2,5' },
];
const IDA = {
  name: 'Ida Inspektør',
  company: 'Kontrol ApS',
  email: 'ida@kontrol.dk',
  certificateNumber: 'CERT-77',
};

interface InspectionView {
  companyName: string;
  task: { title: string; description: string; deadline: string; checklist: unknown[] };
  item: Record<string, string>;
  duty: unknown;
  inspector: { name: string; company: string; certificateNumber: string };
  validUntil: string;
}
interface Upload {
  ref: string;
  upload: { url: string; method: string; headers: Record<string, string> };
}

/** A small PDF, followed by bytes any mangling would change. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), randomBytes(512)]);

const DAY = 86_400_000;
let now = Date.UTC(2027, 2, 1, 8);
async function moveOn(ms: number) {
  now += ms;
  await moveServerClock(rt, new Date(now), [anne, bo, carl, eva]);
}

/**
 * Each test calls from its own address: the limits count per client address (CloudFront's viewer
 * address), so the inspector's calls go as CloudFront passes them on, each test's from its own viewer.
 */
let addressNumber = 10;
const viewer = () => `198.51.100.${addressNumber}:443`;
beforeEach(() => {
  addressNumber += 1;
});

const send = (p: Person, body: object, companyId = anne.ownCompanyId) =>
  rt.call<{ linkId: string; validUntil: string }>('POST', '/api/compliance/inspector', { ...as(p, companyId), body });
const revoke = (p: Person, taskId: string, companyId = anne.ownCompanyId) =>
  rt.call('DELETE', '/api/compliance/inspector', { ...as(p, companyId), body: { taskId } });
const view = (token: string) => rt.call<InspectionView>('GET', `/api/public/inspection/${token}`, { viewer: viewer() });
const upload = (token: string, body: unknown) =>
  rt.call<Upload>('POST', `/api/public/inspection/${token}/upload`, { body, viewer: viewer() });
const complete = (token: string, body: unknown) =>
  rt.call<{ done: boolean }>('POST', `/api/public/inspection/${token}/complete`, { body, viewer: viewer() });

/** A routine on the cooler with the checklist, due in 10 days, Bo responsible. */
const newTask = (title: string) =>
  createTask(rt, as(anne), {
    title,
    description: 'Lækagekontrol af kølemiddelkredsen.',
    type: 'CYCLICAL',
    interval: 'YEARLY',
    notificationPeriod: 30,
    responsibleId: bo.user.id,
    deadline: routineDeadline(10, new Date(now)),
    files: [],
    equipmentId: cooler,
    checklist: CHECKLIST,
  });

/** Sends the task to Ida as Carl and returns the link's token from her e-mail. */
async function sendAndRead(taskId: string, seen?: Mail[]): Promise<{ token: string; mail: Mail; linkId: string }> {
  const before = seen ?? (await mailsTo(rt, IDA.email));
  const sent = await send(carl, { taskId, ...IDA });
  expect(sent.status).toBe(201);
  const mail = await waitForMail(rt, { to: IDA.email, seen: before });
  const link = linkIn(mail, '/inspektion/');
  return { token: new URL(link).pathname.split('/').pop()!, mail, linkId: sent.body.linkId };
}

async function uploadPdf(token: string, bytes = PDF, fileName = 'rapport 2027.pdf'): Promise<string> {
  const answer = await upload(token, { fileName, contentType: 'application/pdf', size: bytes.length });
  expect(answer.status).toBe(201);
  const put = await fetch(answer.body.upload.url, {
    method: answer.body.upload.method,
    headers: answer.body.upload.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return answer.body.ref;
}

const completion = (files: string[] = []) => ({
  answers: [
    { itemId: 'taethed', check: 'OK' },
    { itemId: 'tryk', reading: '1,8' },
  ],
  files,
  certificateNumber: 'CERT-77-B',
  result: 'APPROVED_WITH_REMARKS',
  remarks: 'Pakningen ved ventilen skiftes inden næste eftersyn.',
});

/** The task as its admins read it: its version (the `ETag`) says whether anything was written. */
async function taskVersion(taskId: string): Promise<string> {
  const answer = await rt.call('GET', `/api/task/${taskId}`, as(anne));
  expect(answer.status).toBe(200);
  return answer.headers!.etag;
}

function expectRefusal(answer: ApiAnswer, status: number, code: string, message?: string) {
  expect([answer.status, errorOf(answer)?.code]).toEqual([status, code]);
  expectErrorShape(answer);
  expect(looksDanish(errorOf(answer)?.message)).toBe(true);
  if (message) expect(errorOf(answer)?.message).toBe(message);
}

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date(now));
  [anne, eva] = await Promise.all([
    newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs Køl' }),
    newPerson(rt, { name: 'Eva Enevoldsen', company: 'Evas El' }),
  ]);
  [bo, carl] = await Promise.all([
    newPerson(rt, { name: 'Bo Berg' }).then((p) => grantRole(p, anne.ownCompanyId, 'USER')),
    newPerson(rt, { name: 'Carl Carlsen' }).then((p) => grantRole(p, anne.ownCompanyId, 'ADMIN')),
  ]);
  await moveOn(0);
  location = await createLocation(rt, as(anne), 'Kølerum');
  cooler = await createEquipment(rt, as(anne), {
    name: 'Køleanlæg',
    make: 'Danfoss',
    model: 'Optyma',
    equipmentId: 'KA-7',
    category: 'Køleanlæg',
    locationId: location,
  });
  boiler = await createEquipment(rt, as(anne), {
    name: 'Hemmelig kedel',
    make: 'Vaillant',
    model: 'X',
    equipmentId: 'HK-1',
    category: 'Kedel',
    locationId: location,
  });
  await rt.drain();
}, 120_000);
afterAll(() => rt?.stop());

describe('one inspection, from the e-mail to the history', () => {
  let taskId: string;
  let token: string;
  let ref: string;

  test('an admin sends the task: 201 with the link id and 30 days past the deadline; the inspector gets a Danish e-mail with the link', async () => {
    taskId = await newTask('Lækagekontrol af køleanlæg');
    const deadline = routineDeadline(10, new Date(now));
    const before = await mailsTo(rt, IDA.email);
    const sent = await send(carl, { taskId, ...IDA });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      linkId: expect.any(String),
      validUntil: new Date(Date.parse(deadline) + 30 * DAY).toISOString(),
    });
    const mail = await waitForMail(rt, { to: IDA.email, seen: before });
    expect(mail.subject).toBe('Eftersyn for Åbergs Køl: Lækagekontrol af køleanlæg');
    // Who asks, which company, the item and where it is, the deadline and how long the link lives.
    for (const text of [
      'Hej Ida Inspektør',
      'Carl Carlsen fra Åbergs Køl',
      'Køleanlæg (nr. KA-7) i Kølerum',
      'Fristen er',
      'Linket virker til',
    ])
      expect(mail.text).toContain(text);
    // Nobody else of the company: not the responsible, not the owner.
    expect(mail.text).not.toContain('Bo Berg');
    expect(mail.text).not.toContain('Anne');
    token = new URL(linkIn(mail, '/inspektion/')).pathname.split('/').pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('the link shows that task, its item and checklist, and nothing else: no staff, no other items, no ids', async () => {
    const answer = await view(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      companyName: 'Åbergs Køl',
      task: {
        title: 'Lækagekontrol af køleanlæg',
        description: 'Lækagekontrol af kølemiddelkredsen.',
        deadline: routineDeadline(10, new Date(now)),
        checklist: [
          expect.objectContaining({ id: 'taethed', label: 'Anlægget er tæt' }),
          expect.objectContaining({ id: 'tryk', unit: 'bar' }),
        ],
      },
      item: {
        kind: 'EQUIPMENT',
        name: 'Køleanlæg',
        make: 'Danfoss',
        model: 'Optyma',
        externalId: 'KA-7',
        category: 'Køleanlæg',
        locationName: 'Kølerum',
      },
      duty: null,
      inspector: { name: 'Ida Inspektør', company: 'Kontrol ApS', certificateNumber: 'CERT-77' },
      validUntil: expect.any(String),
    });
    const text = JSON.stringify(answer.body);
    for (const secret of [
      anne.ownCompanyId,
      taskId,
      cooler,
      boiler,
      location,
      bo.user.id,
      carl.user.id,
      'Bo Berg',
      'Carl',
      'Anne',
      'Hemmelig kedel',
      anne.emailAddress,
    ])
      expect(text).not.toContain(secret);
  });

  test('uploads: a PDF is presigned under an opaque ref; too large, the wrong type or hostile names are Danish 4xx', async () => {
    const answer = await upload(token, { fileName: 'rapport.pdf', contentType: 'application/pdf', size: 2048 });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      ref: expect.stringMatching(/^[0-9a-f-]{36}---rapport\.pdf$/),
      upload: { url: expect.any(String), method: 'PUT', headers: { 'Content-Type': 'application/pdf' } },
    });
    // Nothing of the company in what the inspector is handed.
    expect(JSON.stringify(answer.body)).not.toContain(anne.ownCompanyId);
    ref = await uploadPdf(token);

    const tooLarge = await upload(token, {
      fileName: 'stor.pdf',
      contentType: 'application/pdf',
      size: 26 * 1024 * 1024,
    });
    expectRefusal(tooLarge, 400, 'VALIDATION');
    expect(errorOf(tooLarge)?.fields?.size).toBe('Filen er for stor. En fil må højst fylde 25 MB.');
    const bigPhoto = await upload(token, { fileName: 'foto.jpg', contentType: 'image/jpeg', size: 11 * 1024 * 1024 });
    expectRefusal(bigPhoto, 400, 'VALIDATION');
    for (const contentType of ['text/html', 'application/zip', 'image/svg+xml', 'application/octet-stream']) {
      const wrong = await upload(token, { fileName: 'x.html', contentType, size: 100 });
      expectRefusal(wrong, 400, 'VALIDATION');
      expect(errorOf(wrong)?.fields?.contentType).toBe('Vælg en PDF eller et billede (JPEG, PNG, WebP eller HEIC).');
    }
    expectRefusal(
      await upload(token, { fileName: 'a\u202Efdp.exe', contentType: 'application/pdf', size: 10 }),
      400,
      'VALIDATION',
    );
    // A photo is fine.
    expect((await upload(token, { fileName: 'måler.heic', contentType: 'image/heic', size: 1000 })).status).toBe(201);
  });

  test('a completion naming files that were not uploaded through this link, too many, or hostile remarks: 4xx and nothing written', async () => {
    const version = await taskVersion(taskId);
    const mails = (await mailbox(rt)).length;
    const presignedOnly = (await upload(token, { fileName: 'aldrig.pdf', contentType: 'application/pdf', size: 10 }))
      .body.ref;
    for (const files of [
      [presignedOnly], // presigned, never uploaded
      ['00000000-0000-4000-8000-000000000000---rapport.pdf'],
      [`${anne.ownCompanyId}/00000000-0000-4000-8000-000000000000---x.pdf`],
      ['../../etc/passwd'],
    ])
      expectRefusal(await complete(token, completion(files)), 400, 'FILE_NOT_FOUND');
    const eleven = Array.from({ length: 11 }, () => ref);
    expectRefusal(await complete(token, completion(eleven)), 400, 'VALIDATION');
    expectRefusal(await complete(token, { ...completion([ref]), remarks: 'ok\u0000' }), 400, 'VALIDATION');
    expectRefusal(await complete(token, { ...completion([ref]), result: 'MAYBE' }), 400, 'VALIDATION');
    expectRefusal(await complete(token, { ...completion([ref]), certificateNumber: '' }), 400, 'VALIDATION');
    // Answers that do not fit the checklist.
    expectRefusal(
      await complete(token, { ...completion([ref]), answers: [{ itemId: 'ukendt', check: 'OK' }] }),
      400,
      'VALIDATION',
    );
    await rt.drain();
    expect(await taskVersion(taskId)).toBe(version);
    expect((await mailbox(rt)).length).toBe(mails);
  });

  test('the inspector completes with answers, the report, a certificate and a result: 200, the task is done', async () => {
    const admins = [await mailsTo(rt, anne.emailAddress), await mailsTo(rt, carl.emailAddress)];
    const boBefore = (await mailsTo(rt, bo.emailAddress)).length;
    const done = await complete(token, completion([ref]));
    expect([done.status, done.body]).toEqual([200, { done: true }]);

    // The admins are mailed, each once, with the result and a link to the task.
    for (const [index, person] of [anne, carl].entries()) {
      const mail = await waitForMail(rt, {
        to: person.emailAddress,
        subject: /^Eftersyn registreret/,
        seen: admins[index],
      });
      expect(mail.subject).toBe('Eftersyn registreret: Lækagekontrol af køleanlæg');
      expect(mail.text).toContain('Ida Inspektør (Kontrol ApS)');
      expect(mail.text).toContain('Resultat: Godkendt med bemærkninger. Certifikatnummer: CERT-77-B.');
      expect(mail.text).toContain('Pakningen ved ventilen skiftes');
      expect(linkIn(mail, `/dashboard/${anne.ownCompanyId}/tasks/${taskId}`)).toBeTruthy();
    }
    await rt.drain();
    expect((await mailsTo(rt, bo.emailAddress)).length).toBe(boBefore);
  });

  test("the task's history names the inspector and their company, with the answers, the result and the report as a note", async () => {
    const history = await ok(rt.call<unknown[]>('GET', `/api/historic_completions/${taskId}`, as(anne)));
    expect(history).toEqual([
      expect.objectContaining({
        completedBy: { id: expect.stringMatching(/^inspector:/), name: 'Ida Inspektør (Kontrol ApS)', deleted: false },
        inspector: {
          linkId: expect.any(String),
          name: 'Ida Inspektør',
          company: 'Kontrol ApS',
          certificateNumber: 'CERT-77-B',
          result: 'APPROVED_WITH_REMARKS',
        },
        answers: [
          expect.objectContaining({ item: expect.objectContaining({ id: 'taethed' }), check: 'OK' }),
          expect.objectContaining({ item: expect.objectContaining({ id: 'tryk' }), reading: 1.8 }),
        ],
      }),
    ]);
    const notes = await ok(
      rt.call<{
        notes: { content: string; author: string; attachments: { key: string; name: string; url: string }[] }[];
      }>('GET', '/api/note', {
        token: anne.token,
        query: { companyId: anne.ownCompanyId, taskId },
      }),
    );
    const [note] = notes.notes;
    expect(note.content).toContain(
      'Eftersyn registreret af Ida Inspektør (Kontrol ApS), certifikat CERT-77-B. Resultat: Godkendt med bemærkninger.',
    );
    expect(note.content).toContain('Pakningen ved ventilen skiftes inden næste eftersyn.');
    expect(note.author).toBe('Ida Inspektør (Kontrol ApS)');
    expect(note.attachments.map((file) => file.name)).toEqual(['rapport 2027.pdf']);
    // The report is the company's file now, as it was uploaded.
    expect(note.attachments[0].key.startsWith(`${anne.ownCompanyId}/`)).toBe(true);
    const url = note.attachments[0].url;
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(PDF)).toBe(true);
  });

  test('the used link answers 410 "brugt" to every call, and writes nothing', async () => {
    const version = await taskVersion(taskId);
    const mails = (await mailbox(rt)).length;
    const used = 'Linket er brugt: eftersynet er allerede registreret.';
    expectRefusal(await view(token), 410, 'INSPECTION_LINK_USED', used);
    expectRefusal(await complete(token, completion([ref])), 410, 'INSPECTION_LINK_USED', used);
    expectRefusal(
      await upload(token, { fileName: 'igen.pdf', contentType: 'application/pdf', size: 10 }),
      410,
      'INSPECTION_LINK_USED',
      used,
    );
    await rt.drain();
    expect(await taskVersion(taskId)).toBe(version);
    expect((await mailbox(rt)).length).toBe(mails);
  });
});

describe('two submissions at once', () => {
  test('the same link sent twice at the same moment (a double tap, two tabs): one completion, one note, the admins mailed once; the other answers 410 "brugt"', async () => {
    const taskId = await newTask('Eftersyn med dobbelttryk');
    const { token } = await sendAndRead(taskId);
    const admins = await mailsTo(rt, anne.emailAddress);
    const answers = await Promise.all([complete(token, completion()), complete(token, completion())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    expectRefusal(
      answers.find((answer) => answer.status === 410)!,
      410,
      'INSPECTION_LINK_USED',
      'Linket er brugt: eftersynet er allerede registreret.',
    );
    await rt.drain();
    const history = await ok(rt.call<unknown[]>('GET', `/api/historic_completions/${taskId}`, as(anne)));
    expect(history).toHaveLength(1);
    const notes = await ok(
      rt.call<{ notes: unknown[] }>('GET', '/api/note', {
        token: anne.token,
        query: { companyId: anne.ownCompanyId, taskId },
      }),
    );
    expect(notes.notes).toHaveLength(1);
    await waitForMail(rt, { to: anne.emailAddress, subject: /^Eftersyn registreret/, seen: admins });
    await rt.drain();
    const registered = (await mailsTo(rt, anne.emailAddress)).filter(
      (mail) => mail.subject === 'Eftersyn registreret: Eftersyn med dobbelttryk',
    );
    expect(registered).toHaveLength(1);
  });
});

describe('renewal, revocation and expiry', () => {
  test('a new link ends the previous one (410 "gælder ikke længere"); the new one works; revoked, it ends too', async () => {
    const taskId = await newTask('Eftersyn af trykbeholder');
    const first = await sendAndRead(taskId);
    expect((await view(first.token)).status).toBe(200);
    const second = await sendAndRead(taskId);
    expect(second.linkId).not.toBe(first.linkId);
    const replaced = 'Linket gælder ikke længere. Bed om et nyt link.';
    expectRefusal(await view(first.token), 410, 'INSPECTION_LINK_REPLACED', replaced);
    expectRefusal(await complete(first.token, completion()), 410, 'INSPECTION_LINK_REPLACED');
    expect((await view(second.token)).status).toBe(200);

    expect((await revoke(anne, taskId)).status).toBe(204);
    expectRefusal(await view(second.token), 410, 'INSPECTION_LINK_REPLACED', replaced);
    const version = await taskVersion(taskId);
    expectRefusal(await complete(second.token, completion()), 410, 'INSPECTION_LINK_REPLACED');
    // Revoking again has nothing to revoke and writes nothing.
    expect((await revoke(anne, taskId)).status).toBe(204);
    expect(await taskVersion(taskId)).toBe(version);
  });

  test('past its validity the link answers 410 "udløbet"', async () => {
    const taskId = await newTask('Eftersyn der udløber');
    const { token } = await sendAndRead(taskId);
    const { validUntil } = (await view(token)).body;
    await moveOn(Date.parse(validUntil) - now + 60_000);
    expectRefusal(await view(token), 410, 'INSPECTION_LINK_EXPIRED', 'Linket er udløbet. Bed om et nyt link.');
    expectRefusal(await complete(token, completion()), 410, 'INSPECTION_LINK_EXPIRED');
  });
});

describe('guessing and other companies', () => {
  test('random and malformed tokens answer 404 in Danish; a run of guesses from one address is stopped with 429', async () => {
    const notFound = 'Linket findes ikke. Tjek, at du har kopieret hele adressen.';
    for (const token of [randomBytes(32).toString('base64url'), 'abc', 'x'.repeat(500), '%E0%A4%A', '..%2F..%2Fadmin'])
      expectRefusal(await view(token), 404, 'INSPECTION_LINK_NOT_FOUND', notFound);
    let status = 404;
    let tries = 5;
    while (status === 404 && tries < 100) {
      status = (await view(randomBytes(32).toString('base64url'))).status;
      tries += 1;
    }
    expect(status).toBe(429);
    expect(tries).toBeLessThanOrEqual(31);
    const limited = await view(randomBytes(32).toString('base64url'));
    expectRefusal(limited, 429, 'TOO_MANY_REQUESTS');
  });

  test("another company's admin cannot send or revoke (404); a USER is refused (403); bad input is a Danish 400", async () => {
    const taskId = await newTask('Eftersyn kun for Åbergs');
    const before = await mailsTo(rt, IDA.email);
    expect((await send(eva, { taskId, ...IDA }, eva.ownCompanyId)).status).toBe(404);
    expect((await revoke(eva, taskId, eva.ownCompanyId)).status).toBe(404);
    expect((await send(bo, { taskId, ...IDA })).status).toBe(403);
    expect((await revoke(bo, taskId)).status).toBe(403);
    for (const body of [
      { taskId, ...IDA, email: 'ikke-en-adresse' },
      { taskId, ...IDA, name: '' },
      { taskId, ...IDA, company: 'Kontrol\u202EApS' },
      { taskId, ...IDA, name: 'x'.repeat(500) },
    ]) {
      const answer = await send(carl, body);
      expectRefusal(answer, 400, 'VALIDATION');
    }
    await rt.drain();
    expect((await mailsTo(rt, IDA.email)).length).toBe(before.length);
    expect((await ok(rt.call<{ task: { id: string } }>('GET', `/api/task/${taskId}`, as(anne)))).task.id).toBe(taskId);
  });

  test('hostile text in the names reaches the e-mail escaped', async () => {
    const taskId = await newTask('Eftersyn <b>fed</b>');
    const before = await mailsTo(rt, 'hacker@kontrol.dk');
    expect(
      (await send(carl, { taskId, ...IDA, email: 'hacker@kontrol.dk', name: 'Ida <script>alert(1)</script>' })).status,
    ).toBe(201);
    const mail = await waitForMail(rt, { to: 'hacker@kontrol.dk', seen: before });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<b>fed</b>');
  });
});
