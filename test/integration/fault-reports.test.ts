import { as, errorOf, ok } from '../support/api';
import { moveServerClock } from '../support/clocks';
import { expectErrorShape, grantRole, looksDanish, newPerson, type Person } from '../support/factories';
import { mailsTo, waitForMail } from '../support/mail';
import { startTestRuntime, type ApiAnswer, type TestRuntime } from '../support/runtime';

/**
 * Fault reports as tracked work (issue 29, decision 166) through the local runtime: a visitor's
 * report is a 'Fejlmelding' with a reference and a status, listed and counted for the company's
 * admins only; an admin makes it into one task (text and photo carried over, linked both ways; of
 * two at once one wins, the other gets a Danish 409) or closes it with an answer the reporter is
 * mailed; the public card says a fault is known while one is open; hostile input writes nothing;
 * the timeline tells it.
 */
let rt: TestRuntime;
let anne: Person; // SUPER_ADMIN
let carl: Person; // ADMIN in Anne's company
let bo: Person; // USER in Anne's company
let eva: Person; // another company, which takes reports too
let equipment: string;
let code: string;
let evaCode: string;

interface FaultReport {
  id: string;
  version: number;
  number: number;
  reference: string;
  status: 'NEW' | 'IN_PROGRESS' | 'SOLVED' | 'REJECTED';
  item: { kind: string; id: string; name: string; equipmentId: string | null; location: string | null };
  description: string;
  photo: { key: string; name: string } | null;
  email: string | null;
  reportedAt: string;
  taskId: string | null;
  answer: string | null;
  closedBy: { id: string; name: string } | null;
}

const HOUR = 3_600_000;
/** Each part in an hour of its own: the public limits count reports per address and sticker per hour. */
let hour = Date.UTC(2027, 4, 3, 7);
async function nextHour() {
  hour += 2 * HOUR;
  await moveServerClock(rt, new Date(hour), [anne, carl, bo, eva]);
}
/** A future deadline by the server's clock. */
const deadline = () => new Date(hour + 10 * 24 * HOUR).toISOString();

const report = async (c: string, body: object) => {
  const answer = await rt.call<{ reference: string }>('POST', `/api/public/sticker/${c}/fault`, { body });
  expect(answer.status).toBe(201);
  return answer.body.reference;
};
const list = (p: Person, query: Record<string, string> = {}, companyId = anne.ownCompanyId) =>
  rt.call<{ faultReports: FaultReport[] }>('GET', '/api/fault-report', {
    token: p.token,
    query: { companyId, ...query },
  });
const reportNamed = async (reference: string) =>
  (await ok(list(anne))).faultReports.find((r) => r.reference === reference)!;
const makeTask = (p: Person, id: string, body: object, companyId = anne.ownCompanyId) =>
  rt.call<{ taskId: string; faultReport: FaultReport }>('POST', `/api/fault-report/${id}/task`, {
    ...as(p, companyId),
    body,
  });
const close = (p: Person, id: string, body: unknown, companyId = anne.ownCompanyId) =>
  rt.call<{ faultReport: FaultReport }>('POST', `/api/fault-report/${id}/close`, { ...as(p, companyId), body });
const card = async (c: string) =>
  (await rt.call<{ card: { knownFault: string | null } }>('GET', `/api/public/sticker/${c}`)).body.card;
const openCount = async () =>
  (await ok(rt.call<{ openFaultReports: number }>('GET', '/api/overview', as(anne)))).openFaultReports;
const expectDanishRefusal = (answer: ApiAnswer, status: number) => {
  expect(answer.status).toBe(status);
  expectErrorShape(answer);
  expect(looksDanish(errorOf(answer)?.message)).toBe(true);
};

beforeAll(async () => {
  rt = await startTestRuntime();
  await moveServerClock(rt, new Date(hour), []);
  [anne, eva] = await Promise.all([
    newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' }),
    newPerson(rt, { name: 'Eva Enevoldsen', company: 'Evas El' }),
  ]);
  [carl, bo] = await Promise.all([
    newPerson(rt, { name: 'Carl Carlsen' }).then((p) => grantRole(p, anne.ownCompanyId, 'ADMIN')),
    newPerson(rt, { name: 'Bo Berg' }).then((p) => grantRole(p, anne.ownCompanyId, 'USER')),
  ]);
  const location = (
    await ok(rt.call<{ id: string }>('POST', '/api/locations', { ...as(anne), body: { name: 'Fyrrum' } }))
  ).id;
  equipment = (
    await ok(
      rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
        ...as(anne),
        body: {
          name: 'Brandslukker',
          make: 'Gloria',
          model: 'P6',
          equipmentId: 'BS-07',
          category: 'Sikkerhed',
          locationId: location,
        },
      }),
    )
  ).equipmentId;
  const evaLocation = (
    await ok(rt.call<{ id: string }>('POST', '/api/locations', { ...as(eva), body: { name: 'Evas lager' } }))
  ).id;
  for (const p of [anne, eva])
    await ok(rt.call('PATCH', '/api/company', { ...as(p), body: { id: p.ownCompanyId, faultReports: true } }));
  code = (
    await ok(
      rt.call<{ stickers: { code: string }[] }>('POST', '/api/stickers', {
        ...as(anne),
        body: { equipmentIds: [equipment] },
      }),
    )
  ).stickers[0].code;
  evaCode = (
    await ok(
      rt.call<{ stickers: { code: string }[] }>('POST', '/api/stickers', {
        ...as(eva),
        body: { locationIds: [evaLocation] },
      }),
    )
  ).stickers[0].code;
  await nextHour();
}, 90_000);
afterAll(() => rt?.stop());

describe('the list and the count', () => {
  test("admins list the company's reports newest first with reference, status, item, place, text and reply address", async () => {
    expect(await report(code, { description: 'Plomben er brudt.', email: 'vagt@eksempel.dk' })).toBe('F-1');
    expect(await report(code, { description: 'Manometeret står i rødt.' })).toBe('F-2');
    expect(await report(evaCode, { description: 'Lyset blinker.' })).toBe('F-1'); // Eva's company counts its own
    const answer = await ok(list(carl));
    expect(answer.faultReports.map((r) => [r.reference, r.status])).toEqual([
      ['F-2', 'NEW'],
      ['F-1', 'NEW'],
    ]);
    expect(answer.faultReports[1]).toMatchObject({
      number: 1,
      item: { kind: 'equipment', id: equipment, name: 'Brandslukker', equipmentId: 'BS-07', location: 'Fyrrum' },
      description: 'Plomben er brudt.',
      email: 'vagt@eksempel.dk',
      photo: null,
      taskId: null,
      answer: null,
    });
    expect(await openCount()).toBe(2);
  });

  test('filters by status, or the open ones; an unknown status is a Danish 400', async () => {
    expect((await ok(list(anne, { status: 'OPEN' }))).faultReports).toHaveLength(2);
    expect((await ok(list(anne, { status: 'NEW' }))).faultReports).toHaveLength(2);
    expect((await ok(list(anne, { status: 'SOLVED' }))).faultReports).toEqual([]);
    const bad = await list(anne, { status: '<script>' });
    expectDanishRefusal(bad, 400);
    expect(errorOf(bad)?.fields).toEqual({ status: 'Vælg en status' });
  });
});

describe('access', () => {
  test('a USER of the company gets 403 for the list and for acting on a report', async () => {
    const f1 = await reportNamed('F-1');
    expectDanishRefusal(await list(bo), 403);
    expectDanishRefusal(await makeTask(bo, f1.id, { responsibleId: bo.user.id, deadline: deadline() }), 403);
    expectDanishRefusal(await close(bo, f1.id, { outcome: 'SOLVED', answer: 'Ordnet.' }), 403);
  });

  test("another company's admin sees only their own reports and finds none of this company's (404, nothing written)", async () => {
    const f1 = await reportNamed('F-1');
    const theirs = await ok(list(eva, {}, eva.ownCompanyId));
    expect(theirs.faultReports.map((r) => r.description)).toEqual(['Lyset blinker.']);
    expect(JSON.stringify(theirs)).not.toContain(equipment);
    expectDanishRefusal(await list(eva), 403);
    expectDanishRefusal(
      await makeTask(eva, f1.id, { responsibleId: eva.user.id, deadline: deadline() }, eva.ownCompanyId),
      404,
    );
    expectDanishRefusal(await close(eva, f1.id, { outcome: 'REJECTED', answer: 'Ikke vores.' }, eva.ownCompanyId), 404);
    expect(await reportNamed('F-1')).toEqual(f1);
  });
});

describe('making a task of a report', () => {
  test('one single task on the item, with the text and the photo, linked both ways; the report is Under behandling', async () => {
    await nextHour();
    const photo = await uploadPhoto(code);
    const reference = await report(code, {
      description: 'Slangen er revnet ved håndtaget.',
      email: 'gaest@eksempel.dk',
      photo,
    });
    const fault = await reportNamed(reference);
    // The visitor's photo is the company's own file now, under the company's key.
    expect(fault.photo).toEqual({ key: `${anne.ownCompanyId}/${photo}`, name: 'slange.png' });
    const made = await makeTask(carl, fault.id, { responsibleId: bo.user.id, deadline: deadline() });
    expect(made.status).toBe(201);
    expect(made.body.faultReport).toMatchObject({ status: 'IN_PROGRESS', taskId: made.body.taskId });
    const { task } = await ok(
      rt.call<{ task: Record<string, unknown> }>('GET', `/api/task/${made.body.taskId}`, as(anne)),
    );
    expect(task).toMatchObject({
      title: `Fejlmelding ${reference}: Brandslukker`,
      description: 'Slangen er revnet ved håndtaget.',
      type: 'AD_HOC',
      responsibleId: bo.user.id,
      equipmentId: equipment,
      files: [fault.photo!.key],
      faultReportId: fault.id,
    });
    // The responsible sees it among their tasks; the list shows the report Under behandling.
    const mine = await ok(rt.call<{ tasks: { id: string }[] }>('GET', '/api/task', as(bo, anne.ownCompanyId)));
    expect(mine.tasks.map((t) => t.id)).toContain(made.body.taskId);
    expect(await reportNamed(reference)).toMatchObject({ status: 'IN_PROGRESS', taskId: made.body.taskId });
    expect((await card(code)).knownFault).toBe('Kendt fejl, under behandling');
  });

  test('the admin may change the title and the reminder; the task form rules hold, with Danish 400s that write nothing', async () => {
    const fault = await reportNamed('F-1');
    const cases: [object, Record<string, string>][] = [
      [{ responsibleId: bo.user.id }, { deadline: 'Vælg en deadline' }],
      [{ deadline: deadline() }, { responsibleId: 'Vælg en ansvarlig' }],
      [{ responsibleId: bo.user.id, deadline: deadline(), title: ' ' }, { title: 'Indtast en titel' }],
      [
        { responsibleId: bo.user.id, deadline: deadline(), title: 'Skift\u0000slange' },
        { title: 'Teksten indeholder ugyldige tegn' },
      ],
      [
        { responsibleId: bo.user.id, deadline: deadline(), title: 'x'.repeat(5000) },
        { title: 'Må højst være 200 tegn' },
      ],
      [
        { responsibleId: bo.user.id, deadline: deadline(), notificationPeriod: 30 },
        { notificationPeriod: 'Vælg en påmindelse' },
      ],
      [{ responsibleId: eva.user.id, deadline: deadline() }, { responsibleId: expect.any(String) }],
      [
        { responsibleId: bo.user.id, deadline: '2020-01-01T10:00:00.000Z' },
        { deadline: 'Vælg en deadline i fremtiden.' },
      ],
    ];
    for (const [body, fields] of cases) {
      const answer = await makeTask(anne, fault.id, body);
      expect([JSON.stringify(body).slice(0, 60), answer.status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
      expectErrorShape(answer);
      expect(errorOf(answer)?.fields).toEqual(fields);
    }
    for (const raw of ['null', '[]', '"tekst"', '{"responsibleId":']) {
      const answer = await rt.call('POST', `/api/fault-report/${fault.id}/task`, { ...as(anne), rawBody: raw });
      expectDanishRefusal(answer, 400);
    }
    expect(await reportNamed('F-1')).toEqual(fault);
    const made = await makeTask(anne, fault.id, {
      responsibleId: bo.user.id,
      deadline: deadline(),
      title: 'Skift plomben',
      notificationPeriod: 7,
    });
    expect(made.status).toBe(201);
    const { task } = await ok(
      rt.call<{ task: Record<string, unknown> }>('GET', `/api/task/${made.body.taskId}`, as(anne)),
    );
    expect(task).toMatchObject({ title: 'Skift plomben', description: 'Plomben er brudt.', notificationPeriod: 7 });
  });

  test('two admins making a task of one report at once: one wins, the other gets a Danish 409, and there is one task', async () => {
    await nextHour();
    const reference = await report(code, { description: 'Splitten mangler.' });
    const fault = await reportNamed(reference);
    const answers = await Promise.all(
      [anne, carl].map((p) => makeTask(p, fault.id, { responsibleId: bo.user.id, deadline: deadline() })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expectErrorShape(lost);
    expect(errorOf(lost)?.message).toBe(
      `Der er allerede oprettet en opgave fra fejlmelding ${reference}. Genindlæs listen for at se den.`,
    );
    const won = answers.find((a) => a.status === 201)!;
    expect(await reportNamed(reference)).toMatchObject({ status: 'IN_PROGRESS', taskId: won.body.taskId });
    const tasks = await ok(rt.call<{ tasks: { title: string }[] }>('GET', '/api/task', as(anne)));
    expect(tasks.tasks.filter((t) => t.title === `Fejlmelding ${reference}: Brandslukker`)).toHaveLength(1);
  });
});

describe('closing a report', () => {
  test('Løst with an answer: the reporter is mailed the answer, the report and the count follow, the card clears', async () => {
    const fault = (await ok(list(anne, { status: 'IN_PROGRESS' }))).faultReports.find((r) => r.email)!;
    const before = await openCount();
    const closed = await close(carl, fault.id, { outcome: 'SOLVED', answer: 'Slangen er skiftet. Tak for beskeden!' });
    expect(closed.status).toBe(200);
    expect(closed.body.faultReport).toMatchObject({
      status: 'SOLVED',
      answer: 'Slangen er skiftet. Tak for beskeden!',
      closedBy: { id: carl.user.id, name: 'Carl Carlsen' },
    });
    const mail = await waitForMail(rt, { to: 'gaest@eksempel.dk', subject: /er løst$/ });
    expect(mail.subject).toBe(`Din fejlmelding ${fault.reference} er løst`);
    expect(mail.text).toContain('Slangen er skiftet. Tak for beskeden!');
    expect(mail.text).toContain('Åbergs VVS har løst din fejlmelding om Brandslukker.');
    expect(await openCount()).toBe(before - 1);
    // The other open reports keep the card's notice; once none is open, it goes.
    expect((await card(code)).knownFault).toBe('Kendt fejl, under behandling');
    for (const open of (await ok(list(anne, { status: 'OPEN' }))).faultReports)
      expect((await close(anne, open.id, { outcome: 'REJECTED', answer: 'Dobbeltmelding.' })).status).toBe(200);
    expect(await openCount()).toBe(0);
    expect((await card(code)).knownFault).toBeNull();
    // A report without an address mails no one.
    expect((await mailsTo(rt, 'vagt@eksempel.dk')).map((m) => m.subject)).toEqual([
      'Din fejlmelding F-1 er afvist',
      'Vi har modtaget din fejlmelding F-1',
    ]);
  });

  test('closing twice is a Danish 409; a bad outcome, a short, hostile or oversized answer a Danish 400; nothing is written', async () => {
    const fault = await reportNamed('F-2');
    const again = await close(anne, fault.id, { outcome: 'SOLVED', answer: 'Igen.' });
    expectDanishRefusal(again, 409);
    expect(errorOf(again)?.message).toBe('Fejlmelding F-2 er allerede lukket. Genindlæs listen for at se svaret.');
    await nextHour();
    const open = await reportNamed(await report(code, { description: 'Skiltet er faldet ned.' }));
    const cases: [unknown, Record<string, string>][] = [
      [{ outcome: 'NEW', answer: 'Ordnet.' }, { outcome: 'Vælg Løst eller Afvist' }],
      [{ outcome: 'SOLVED', answer: 'x' }, { answer: 'Skriv et svar på mindst 2 tegn til den, der meldte fejlen.' }],
      [{ outcome: 'SOLVED' }, { answer: 'Skriv et svar på mindst 2 tegn til den, der meldte fejlen.' }],
      [{ outcome: 'SOLVED', answer: 'Ordnet\u202e.' }, { answer: 'Teksten indeholder ugyldige tegn' }],
      [{ outcome: 'SOLVED', answer: 'x'.repeat(2001) }, { answer: 'Må højst være 2000 tegn' }],
      [
        { outcome: 'SOLVED', answer: { $ne: null } },
        { answer: 'Skriv et svar på mindst 2 tegn til den, der meldte fejlen.' },
      ],
    ];
    for (const [body, fields] of cases) {
      const answer = await close(anne, open.id, body);
      expect([JSON.stringify(body).slice(0, 60), answer.status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
      expect(errorOf(answer)?.fields).toEqual(fields);
    }
    const huge = await rt.call('POST', `/api/fault-report/${open.id}/close`, {
      ...as(anne),
      rawBody: JSON.stringify({ outcome: 'SOLVED', answer: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectDanishRefusal(huge, 413);
    expect(await reportNamed(open.reference)).toEqual(open);
    expect(await openCount()).toBe(1);
  });
});

describe('the timeline', () => {
  test('tells of the reports, the tasks made of them, the closings and the stickers printed, and nothing of what visitors wrote', async () => {
    await rt.drain();
    const year = new Date(hour).getUTCFullYear();
    const { events } = await ok(
      rt.call<{ events: { action: string; subjectType: string; subject: string; person: { name: string } }[] }>(
        'GET',
        '/api/events',
        { ...as(anne), query: { companyId: anne.ownCompanyId, year: String(year) } },
      ),
    );
    const told = (subjectType: string, action: string) =>
      events.filter((e) => e.subjectType === subjectType && e.action === action);
    expect(told('FAULT_REPORT', 'REPORTED').map((e) => [e.person.name, e.subject])).toContainEqual([
      'En besøgende via klistermærket',
      'F-1 (Brandslukker)',
    ]);
    expect(told('FAULT_REPORT', 'CONVERTED').length).toBeGreaterThanOrEqual(2);
    expect(told('FAULT_REPORT', 'SOLVED').map((e) => e.person.name)).toContain('Carl Carlsen');
    expect(told('FAULT_REPORT', 'REJECTED').length).toBeGreaterThanOrEqual(1);
    expect(told('STICKER', 'CREATED').map((e) => [e.person.name, e.subject])).toEqual([['Anne Åberg', 'Brandslukker']]);
    expect(JSON.stringify(events)).not.toMatch(/Plomben|gaest@|vagt@/);
  });
});

/** A PNG uploaded through the card's own photo route: the opaque reference it answered. */
async function uploadPhoto(c: string) {
  const bytes = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const target = await ok(
    rt.call<{ url: string; ref: string }>('POST', `/api/public/sticker/${c}/photo`, {
      body: { fileName: 'slange.png', contentType: 'image/png', size: bytes.length },
    }),
  );
  const put = await fetch(target.url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return target.ref;
}
