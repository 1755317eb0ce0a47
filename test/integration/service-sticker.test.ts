import { as, errorOf } from '../support/api';
import { moveServerClock } from '../support/clocks';
import { expectErrorShape, grantRole, looksDanish, newPerson, type Person } from '../support/factories';
import { mailsTo } from '../support/mail';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * The service sticker's public card and fault report (issue 17, decisions 110–114; issue 29,
 * decision 166) through the local runtime: a code names one item, the card shows nothing beyond
 * itself and its place, fault reports only when the company allows them, as a 'Fejlmelding' with a
 * reference, its photo, an e-mail to the admins and a receipt to the reporter, rate-limited. The
 * visitor is never shown an id (the photo goes up under an opaque reference) and cannot escape the
 * per-address limits by writing CloudFront's viewer header (issue 32 items 11 and 12).
 */
let rt: TestRuntime;
let anne: Person; // SUPER_ADMIN
let bo: Person; // USER in Anne's company
let carl: Person; // ADMIN in Anne's company
let eva: Person; // another company
let equipment: string;
let location: string;
let code: string;
let locationCode: string;
let evaCode: string;

interface Card {
  companyName: string;
  kind: string;
  name: string;
  status: string;
  lastService: string | null;
  nextService: string | null;
  faultReports: boolean;
  equipmentId: string | null;
  location: string | null;
  knownFault: string | null;
}
interface Sticker {
  kind: string;
  id: string;
  name: string;
  equipmentId: string | null;
  location: string | null;
  code: string;
  url: string;
}
interface FaultReport {
  id: string;
  reference: string;
  status: string;
  item: { kind: string; id: string; name: string; equipmentId: string | null; location: string | null };
  description: string;
  photo: { key: string; name: string } | null;
  email: string | null;
}

/** A 1×1 PNG, followed by bytes any mangling would change. */
const PNG_PIXEL = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
]);

const HOUR = 3_600_000;
/** Each part of the file in an hour of its own: the limits count per hour. */
let hour = Date.UTC(2027, 2, 1, 8);
async function nextHour() {
  hour += 2 * HOUR;
  await moveServerClock(rt, new Date(hour), [anne, bo, carl, eva]);
}

const print = async (p: Person, body: object, companyId = p.ownCompanyId) =>
  rt.call<{ stickers: Sticker[] }>('POST', '/api/stickers', { ...as(p, companyId), body });
const card = (c: string, token?: string) =>
  rt.call<{ card: Card; member?: unknown }>('GET', `/api/public/sticker/${encodeURIComponent(c)}`, { token });
const report = (c: string, body: unknown) => rt.call('POST', `/api/public/sticker/${c}/fault`, { body });
const setFaultReports = (p: Person, faultReports: boolean) =>
  rt.call('PATCH', '/api/company', { ...as(p, anne.ownCompanyId), body: { id: anne.ownCompanyId, faultReports } });
/** The company's fault reports about an item, as its admins' list shows them (newest first). */
const reportsOn = async (itemId: string) =>
  (await rt.call<{ faultReports: FaultReport[] }>('GET', '/api/fault-report', as(anne))).body.faultReports.filter(
    (report) => report.item.id === itemId,
  );

const TOO_MANY_HERE = 'Der er sendt for mange fejlmeldinger herfra. Vent lidt, og prøv igen.';
/** Every fault report of Anne's company, as its admins' list shows them. */
const allReports = async () =>
  (await rt.call<{ faultReports: FaultReport[] }>('GET', '/api/fault-report', as(anne))).body.faultReports;

/** A photo uploaded through the card, as a visitor does: the opaque reference its upload answered. */
async function uploadPhoto(c: string, bytes: Buffer, contentType = 'image/png') {
  const answer = await rt.call<{ url: string; ref: string }>('POST', `/api/public/sticker/${c}/photo`, {
    body: { fileName: 'utæt pakning.png', contentType, size: bytes.length },
  });
  expect(answer.status).toBe(200);
  const put = await fetch(answer.body.url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return answer.body.ref;
}

beforeAll(async () => {
  rt = await startTestRuntime();
  [anne, eva] = await Promise.all([
    newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' }),
    newPerson(rt, { name: 'Eva Enevoldsen', company: 'Evas El' }),
  ]);
  [bo, carl] = await Promise.all([
    newPerson(rt, { name: 'Bo Berg' }).then((p) => grantRole(p, anne.ownCompanyId, 'USER')),
    newPerson(rt, { name: 'Carl Carlsen' }).then((p) => grantRole(p, anne.ownCompanyId, 'ADMIN')),
  ]);
  location = (await rt.call<{ id: string }>('POST', '/api/locations', { ...as(anne), body: { name: 'Kedelrum' } })).body
    .id;
  equipment = (
    await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
      ...as(anne),
      body: {
        name: 'Kompressor',
        make: 'Atlas',
        model: 'GA 11',
        equipmentId: 'K-1',
        category: 'Maskine',
        locationId: location,
      },
    })
  ).body.equipmentId;
  const evaLocation = (
    await rt.call<{ id: string }>('POST', '/api/locations', { ...as(eva), body: { name: 'Evas lager' } })
  ).body.id;
  evaCode = (await print(eva, { locationIds: [evaLocation] })).body.stickers[0].code;
  await rt.drain();
  await nextHour();
}, 90_000);
afterAll(() => rt?.stop());

describe('printing stickers', () => {
  test('an admin gets a code and the short address for each chosen item; printing again keeps the codes', async () => {
    const first = await print(carl, { equipmentIds: [equipment], locationIds: [location] }, anne.ownCompanyId);
    expect(first.status).toBe(200);
    // The equipment's own number and its location are printed on its sticker (issue 29).
    expect(first.body.stickers).toEqual([
      {
        kind: 'equipment',
        id: equipment,
        name: 'Kompressor',
        equipmentId: 'K-1',
        location: 'Kedelrum',
        code: expect.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/),
        url: expect.any(String),
      },
      {
        kind: 'location',
        id: location,
        name: 'Kedelrum',
        equipmentId: null,
        location: null,
        code: expect.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/),
        url: expect.any(String),
      },
    ]);
    [code, locationCode] = first.body.stickers.map((s) => s.code);
    expect(new URL(first.body.stickers[0].url).pathname).toBe(`/s/${code}`);
    const again = await print(anne, { equipmentIds: [equipment] });
    expect(again.body.stickers[0].code).toBe(code);
  });

  test("a USER may not print; another company's items are not found; no items is a Danish 400", async () => {
    expect((await print(bo, { equipmentIds: [equipment] }, anne.ownCompanyId)).status).toBe(403);
    const theirs = await print(eva, { equipmentIds: [equipment] });
    expect(theirs.status).toBe(404);
    const none = await print(anne, { equipmentIds: [] });
    expect(none.status).toBe(400);
    expect(Object.values(errorOf(none)?.fields ?? {})).toContain('Vælg mindst ét udstyr eller én lokation.');
  });
});

describe('the public card', () => {
  test('anonymous: the company, the item, its number and location, its status and service dates, and nothing else', async () => {
    const answer = await card(code);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      card: {
        companyName: 'Åbergs VVS',
        kind: 'equipment',
        name: 'Kompressor',
        status: 'Aktiv',
        lastService: null,
        nextService: null,
        faultReports: false,
        equipmentId: 'K-1',
        location: 'Kedelrum',
        knownFault: null,
      },
    });
    // No ids, no people, no e-mail addresses anywhere in the answer.
    const text = JSON.stringify(answer.body);
    for (const secret of [equipment, location, anne.ownCompanyId, anne.user.id, anne.emailAddress, 'Anne'])
      expect(text).not.toContain(secret);
    // Any case, with or without the dash.
    expect((await card(code.replace('-', '').toLowerCase())).body).toEqual(answer.body);
    expect((await card(locationCode)).body.card).toMatchObject({
      kind: 'location',
      name: 'Kedelrum',
      status: 'Aktiv',
      equipmentId: null,
      location: null,
    });
  });

  test('a member is told where the item is; a stranger with a session only sees the card', async () => {
    expect((await card(code, bo.token)).body.member).toEqual({
      companyId: anne.ownCompanyId,
      kind: 'equipment',
      id: equipment,
    });
    const asEva = await card(code, eva.token);
    expect(asEva.status).toBe(200);
    expect(asEva.body.member).toBeUndefined();
    // Eva's own sticker is her card, and Anne is no member there.
    expect((await card(evaCode, anne.token)).body).toEqual({
      card: expect.objectContaining({ companyName: 'Evas El', name: 'Evas lager' }),
    });
  });

  test('an unknown or hostile code is a Danish 404', async () => {
    for (const bad of ['AAAA-AAAA', 'K7QM', "' OR 1=1 --", '../../api/user', 'x'.repeat(2000), '%E0%A4%A', '\u202e']) {
      const answer = await card(bad);
      expect([bad.slice(0, 20), answer.status]).toEqual([bad.slice(0, 20), 404]);
      expectErrorShape(answer);
      expect(errorOf(answer)?.message).toBe('Klistermærket findes ikke.');
    }
  });
});

describe('fault reports', () => {
  test('off by default: no form on the card, and a report or photo is a Danish 403 that writes nothing', async () => {
    const answer = await report(code, { description: 'Kompressoren larmer.' });
    expect(answer.status).toBe(403);
    expect(errorOf(answer)?.message).toBe('Virksomheden tager ikke imod fejlmeldinger via klistermærket.');
    const photo = await rt.call('POST', `/api/public/sticker/${code}/photo`, {
      body: { fileName: 'a.png', contentType: 'image/png', size: 10 },
    });
    expect(photo.status).toBe(403);
    await rt.drain();
    expect(await reportsOn(equipment)).toEqual([]);
  });

  test('a USER may not turn them on; an admin may, and the company says so', async () => {
    expect((await setFaultReports(bo, true)).status).toBe(403);
    const on = await setFaultReports(carl, true);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ faultReports: true });
    const company = await rt.call('GET', `/api/company/${anne.ownCompanyId}`, { token: anne.token });
    expect(company.body).toMatchObject({ faultReports: true });
    expect((await card(code)).body.card.faultReports).toBe(true);
  });

  test("the photo's upload answers an opaque reference: nothing of the company or the item in it or in the upload URL", async () => {
    const answer = await rt.call<{ url: string; ref: string }>('POST', `/api/public/sticker/${code}/photo`, {
      body: { fileName: 'utæt pakning.png', contentType: 'image/png', size: PNG_PIXEL.length },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['ref', 'url']);
    expect(answer.body.ref).toMatch(/^[0-9a-f-]{36}---utæt pakning\.png$/);
    const url = new URL(answer.body.url);
    expect(decodeURIComponent(url.pathname)).toMatch(
      new RegExp(`/sticker/${code.replace('-', '')}/${answer.body.ref}$`),
    );
    const said = `${JSON.stringify(answer.body)} ${decodeURIComponent(answer.body.url)}`;
    for (const id of [anne.ownCompanyId, equipment, location]) expect(said).not.toContain(id);
  });

  test('a report with a photo becomes a Fejlmelding with a reference; its admins (not its USER) and its reporter are mailed', async () => {
    const ref = await uploadPhoto(code, PNG_PIXEL);
    const answer = await report(code, {
      description: 'Kompressoren drypper olie under tanken.',
      email: 'Gaest@Eksempel.dk',
      photo: ref,
    });
    expect([answer.status, answer.body]).toEqual([201, { reported: true, reference: 'F-1' }]);
    const [listed] = await reportsOn(equipment);
    // The photo became the company's own file: its admins see it under the company's key.
    const key = `${anne.ownCompanyId}/${ref}`;
    expect(listed).toMatchObject({
      reference: 'F-1',
      status: 'NEW',
      item: { kind: 'equipment', id: equipment, name: 'Kompressor', equipmentId: 'K-1', location: 'Kedelrum' },
      description: 'Kompressoren drypper olie under tanken.',
      photo: { key, name: 'utæt pakning.png' },
      email: 'gaest@eksempel.dk',
    });
    // The photo is the company's file: an admin's download link gives its bytes.
    const link = await rt.call<{ url: string }>('GET', '/api/file', {
      ...as(anne),
      query: { companyId: anne.ownCompanyId, key },
    });
    expect(Buffer.from(await (await fetch(link.body.url)).arrayBuffer())).toEqual(PNG_PIXEL);
    // Another company's admin is not shown it.
    const theirs = await rt.call('GET', '/api/file', { ...as(eva), query: { companyId: anne.ownCompanyId, key } });
    expect(theirs.status).toBe(403);
    // No note is written any more: the report is its own thing.
    const notes = await rt.call<{ notes: unknown[] }>('GET', '/api/note', {
      ...as(anne),
      query: { companyId: anne.ownCompanyId, equipmentId: equipment },
    });
    expect(notes.body.notes).toEqual([]);
    for (const admin of [anne, carl]) {
      const [mail] = (await mailsTo(rt, admin.emailAddress)).filter((m) => m.subject.startsWith('Fejlmelding'));
      expect(mail?.subject).toBe('Fejlmelding: Kompressor');
      expect(mail?.text).toContain('Kompressoren drypper olie under tanken.');
      expect(mail?.text).toContain('Kompressor (nr. K-1) i Kedelrum');
      expect(mail?.text).toContain('Der er vedhæftet et foto.');
    }
    expect((await mailsTo(rt, bo.emailAddress)).filter((m) => /Fejlmelding/.test(m.subject))).toEqual([]);
    const [receipt] = await mailsTo(rt, 'gaest@eksempel.dk');
    expect(receipt?.subject).toBe('Vi har modtaget din fejlmelding F-1');
    expect(receipt?.text).toContain('Den har referencen F-1.');
    expect(receipt?.text).toContain(`/s/${code}`);
    // While it is open, the card says a fault is known, and nothing of it.
    const shown = (await card(code)).body.card;
    expect(shown.knownFault).toBe('Kendt fejl, under behandling');
    expect(JSON.stringify(shown)).not.toMatch(/drypper|gaest|F-1/);
    expect((await card(locationCode)).body.card.knownFault).toBeNull();
  });

  test("a photo's reference counts only on the sticker it was uploaded for; another's or a made-up one is refused in Danish", async () => {
    await nextHour();
    const before = (await reportsOn(equipment)).length;
    const elsewhere = await uploadPhoto(locationCode, PNG_PIXEL);
    for (const photo of [elsewhere, '00000000-0000-4000-8000-000000000000---utæt pakning.png', `${elsewhere}x`]) {
      const answer = await report(code, { description: 'Kompressoren larmer.', photo });
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toMatchObject({
        code: 'FILE_NOT_FOUND',
        message: 'Billedet blev ikke fundet. Vælg det igen.',
        fields: { photo: 'Billedet blev ikke fundet. Vælg det igen.' },
      });
    }
    await rt.drain();
    expect((await reportsOn(equipment)).length).toBe(before);
    // On its own sticker it is taken.
    expect(
      (await report(locationCode, { description: 'Døren til kedelrummet klemmer.', photo: elsewhere })).status,
    ).toBe(201);
    const [listed] = await reportsOn(location);
    expect(listed.photo).toEqual({ key: `${anne.ownCompanyId}/${elsewhere}`, name: 'utæt pakning.png' });
  });

  test('hostile input is a Danish 4xx that writes nothing', async () => {
    await nextHour();
    const before = (await reportsOn(equipment)).length;
    const evaKey = `${eva.ownCompanyId}/00000000-0000-4000-8000-000000000000---x.png`;
    const cases: [unknown, number][] = [
      [{ description: '' }, 400],
      [{ description: 'x' }, 400],
      [{ description: 'Larmer', email: 'ikke en adresse' }, 400],
      [{ description: 'Larmer', photo: evaKey }, 400],
      [{ description: 'Larmer', photo: `${anne.ownCompanyId}/00000000-0000-4000-8000-000000000000---x.png` }, 400],
      [{ description: 'Larmer', photo: '../../etc/passwd' }, 400],
      [{ description: 'x'.repeat(5000) }, 400],
      [{ description: 'Larmer\u0000' }, 400],
      [['Larmer'], 400],
      [null, 400],
    ];
    for (const [body, status] of cases) {
      const answer = await report(code, body);
      expect([JSON.stringify(body).slice(0, 40), answer.status]).toEqual([JSON.stringify(body).slice(0, 40), status]);
      expectErrorShape(answer);
      expect(looksDanish(errorOf(answer)?.message)).toBe(true);
    }
    const html = await rt.call('POST', `/api/public/sticker/${code}/photo`, {
      body: { fileName: 'a.html', contentType: 'text/html', size: 10 },
    });
    expect(html.status).toBe(400);
    expect(errorOf(html)?.fields).toEqual({ contentType: 'Vælg et billede (JPEG, PNG, WebP eller HEIC).' });
    const huge = await rt.call('POST', `/api/public/sticker/${code}/photo`, {
      body: { fileName: 'a.png', contentType: 'image/png', size: 11 * 1024 * 1024 },
    });
    expect(huge.status).toBe(400);
    await rt.drain();
    expect((await reportsOn(equipment)).length).toBe(before);
  });

  test('rate-limited per sticker (5 an hour) and per address (20 an hour), with a Danish 429', async () => {
    await nextHour();
    for (let i = 0; i < 5; i++) expect((await report(code, { description: `Fejl nummer ${i}` })).status).toBe(201);
    const sixth = await report(code, { description: 'Fejl nummer 6' });
    expect(sixth.status).toBe(429);
    expect(errorOf(sixth)?.message).toBe(
      'Der er allerede sendt mange fejlmeldinger om dette. Vent lidt, og prøv igen.',
    );
    // Another sticker still takes reports, until the address has sent 20 this hour.
    const more = await print(anne, { equipmentIds: [], locationIds: [location] });
    expect(more.body.stickers[0].code).toBe(locationCode);
    const extra: string[] = [];
    for (const name of ['Loft', 'Kælder', 'Gård']) {
      const id = (await rt.call<{ id: string }>('POST', '/api/locations', { ...as(anne), body: { name } })).body.id;
      extra.push((await print(anne, { locationIds: [id] })).body.stickers[0].code);
    }
    let sent = 6; // the six above all counted against the address
    for (const c of [locationCode, ...extra])
      for (let i = 0; i < 5 && sent < 20; i++, sent++)
        expect((await report(c, { description: `Fejl på ${c}` })).status).toBe(201);
    const over = await report(extra[2], { description: 'En for meget' });
    expect(over.status).toBe(429);
    expect(errorOf(over)?.message).toBe(TOO_MANY_HERE);
    // A header the caller writes is not where they are (issue 32 item 12): CloudFront sets
    // CloudFront-Viewer-Address itself, so through the app's address ten forged ones escape nothing.
    const stored = (await allReports()).length;
    for (let i = 1; i <= 10; i++) {
      const forged = await rt.call('POST', `/api/public/sticker/${extra[2]}/fault`, {
        body: { description: `Forklædt som nummer ${i}` },
        headers: { 'CloudFront-Viewer-Address': `203.0.113.${i}:${40_000 + i}` },
      });
      expect([i, forged.status, errorOf(forged)?.message]).toEqual([i, 429, TOO_MANY_HERE]);
    }
    await rt.drain();
    expect((await allReports()).length).toBe(stored);
    // The next hour, reports are taken again.
    await nextHour();
    expect((await report(code, { description: 'Nu igen' })).status).toBe(201);
  }, 60_000);

  test("behind CloudFront (the origin secret sent), each viewer's own address is counted apart", async () => {
    await nextHour();
    // As CloudFront passes a viewer's request on: to the HTTP API's own address, with the origin
    // secret and the viewer's address (`viewer`, test/support/runtime.ts).
    const throughCloudFront = (viewer: string, body: unknown) =>
      rt.call('POST', `/api/public/sticker/${code}/fault`, { body, viewer });
    // One viewer sends 20 this hour (bad ones count too: the address is counted before anything is read).
    for (let i = 0; i < 20; i++)
      expect((await throughCloudFront(`198.51.100.7:${40_000 + i}`, { description: '' })).status).toBe(400);
    const over = await throughCloudFront('198.51.100.7:41000', { description: 'Kompressoren larmer.' });
    expect([over.status, errorOf(over)?.message]).toEqual([429, TOO_MANY_HERE]);
    // Others behind the same edge are not stopped by them.
    expect((await throughCloudFront('198.51.100.8:40000', { description: 'Kompressoren larmer.' })).status).toBe(201);
    expect((await throughCloudFront('2001:db8::8:40000', { description: 'Kompressoren ryster.' })).status).toBe(201);
  });

  test('turned off again: the card offers no form and reports are refused', async () => {
    expect((await setFaultReports(anne, false)).status).toBe(200);
    expect((await card(code)).body.card.faultReports).toBe(false);
    expect((await report(code, { description: 'Larmer igen' })).status).toBe(403);
  });
});

describe('at once', () => {
  test('two sheets printed at once for a new item give it one code', async () => {
    const pump = (
      await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
        ...as(anne),
        body: {
          name: 'Pumpe',
          make: 'Grundfos',
          model: 'CR 5',
          equipmentId: 'P-2',
          category: 'Maskine',
          locationId: location,
        },
      })
    ).body.equipmentId;
    const answers = await Promise.all([1, 2].map(() => print(anne, { equipmentIds: [pump] })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const codes = answers.map((a) => a.body.stickers[0].code);
    expect(codes[1]).toBe(codes[0]);
    expect((await card(codes[0])).body.card.name).toBe('Pumpe');
  });

  test('six reports at once about one sticker: five reports with five references, and one 429', async () => {
    await nextHour();
    expect((await setFaultReports(anne, true)).status).toBe(200);
    const heater = (
      await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
        ...as(anne),
        body: {
          name: 'Varmtvandsbeholder',
          make: 'Metro',
          model: 'S 110',
          equipmentId: 'V-3',
          category: 'Maskine',
          locationId: location,
        },
      })
    ).body.equipmentId;
    const heaterCode = (await print(anne, { equipmentIds: [heater] })).body.stickers[0].code;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => report(heaterCode, { description: `Drypper, melding ${i + 1}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 429]);
    const stored = await reportsOn(heater);
    expect(stored).toHaveLength(5);
    // Each its own number, none twice, though they were decided at once.
    const references = answers.flatMap((a) => (a.status === 201 ? [(a.body as { reference: string }).reference] : []));
    expect(new Set(references).size).toBe(5);
    expect(stored.map((r) => r.reference).sort()).toEqual([...references].sort());
    expect((await setFaultReports(anne, false)).status).toBe(200);
  });
});
