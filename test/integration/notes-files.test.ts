import { randomBytes } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/platform/aws';
import { tableName } from '../../functions/platform/config';
import { fileTooLargeMessage, fileTypeMessage, MAX_FILE_BYTES, MAX_FILE_NAME_BYTES } from '../../domain/note/files';
import type { Equipment, Location, NewNote, Note, NoteResponse } from '../support/contract';
import { as, createEquipment, createLocation, createTask, errorOf } from '../support/api';
import { expectErrorShape, grantRole, looksDanish, newPerson, type Person } from '../support/factories';
import { mailsTo } from '../support/mail';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Notes, responses and files through the local runtime (api.md "Locations, equipment, notes and
 * files"; decisions.md "Files"): uploads go to the S3 emulator through a presigned PUT, notes carry
 * the keys, and the download URLs hand back the very same bytes.
 */
let rt: TestRuntime;
let anne: Person;
/** A USER and an ADMIN in Anne's company. */
let bo: Person;
let carl: Person;
/** The founder of another company. */
let eva: Person;
let location: string;
let equipment: string;

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
  location = (await rt.call<{ id: string }>('POST', '/api/locations', { ...as(anne), body: { name: 'Værksted' } })).body
    .id;
  const made = await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
    ...as(anne),
    body: {
      name: 'Kompressor',
      make: 'Atlas',
      model: 'GA 11',
      equipmentId: 'K-1',
      category: 'Maskine',
      locationId: location,
    },
  });
  equipment = made.body.equipmentId;
  // Recipients are checked against the members read model.
  await rt.drain();
}, 60_000);
afterAll(() => rt?.stop());

/** A 1×1 PNG followed by every byte value and random bytes: any mangling of binary shows. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const binary = (extra = 4096) =>
  Buffer.concat([PNG_1X1, Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(extra)]);

/** Asks for an upload URL, PUTs the bytes there as a browser would (no Authorization header), returns the key. */
async function upload(
  p: Person,
  fileName: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
  companyId = p.ownCompanyId,
): Promise<string> {
  const answer = await rt.call<{ url: string; key: string }>('POST', '/api/upload', {
    ...as(p, companyId),
    body: { fileName, contentType, size: bytes.length },
  });
  expect([answer.status, answer.body]).toEqual([200, { url: expect.any(String), key: expect.any(String) }]);
  const put = await fetch(answer.body.url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return answer.body.key;
}

const download = async (url: string) => {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return {
    bytes: Buffer.from(await response.arrayBuffer()),
    disposition: response.headers.get('content-disposition'),
    type: response.headers.get('content-type'),
  };
};

async function notesOf(p: Person, query: Record<string, string>) {
  await rt.drain();
  const answer = await rt.call<{ notes: Note[] }>('GET', '/api/note', {
    token: p.token,
    query: { companyId: anne.ownCompanyId, ...query },
  });
  expect(answer.status).toBe(200);
  return answer.body.notes;
}

const postNote = (p: Person, body: Record<string, unknown>) =>
  rt.call<NewNote>('POST', '/api/note', {
    ...as(p, anne.ownCompanyId),
    body: { files: [], recipientIds: [], core: false, ...body },
  });

describe('files', () => {
  it('upload → note → download gives back exactly the bytes uploaded', async () => {
    const photo = binary();
    const key = await upload(anne, 'Foto af filteret.png', photo, 'image/png');
    expect(key).toMatch(new RegExp(`^${anne.ownCompanyId}/[0-9a-f-]{36}---Foto af filteret\\.png$`));

    const created = await postNote(anne, {
      content: 'Filteret er skiftet, se billedet.',
      files: [key],
      equipmentId: equipment,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      noteId: expect.any(String),
      content: 'Filteret er skiftet, se billedet.',
      files: [key],
      recipientIds: [],
    });

    const [note] = (await notesOf(anne, { equipmentId: equipment })).filter((n) => n.id === created.body.noteId);
    expect(note.attachments).toEqual([
      { key, name: 'Foto af filteret.png', url: expect.stringMatching(/^http/), inline: true },
    ]);
    const fetched = await download(note.attachments[0].url);
    expect(fetched.bytes.equals(photo)).toBe(true);
    expect(fetched.disposition).toBe("inline; filename*=UTF-8''Foto%20af%20filteret.png");

    // GET /api/file hands out a working URL to the same file.
    const again = await rt.call<{ url: string }>('GET', '/api/file', {
      ...as(anne),
      query: { companyId: anne.ownCompanyId, key },
    });
    expect(again.status).toBe(200);
    expect((await download(again.body.url)).bytes.equals(photo)).toBe(true);
    // Every member may fetch it, a USER included.
    expect(
      (
        await rt.call('GET', '/api/file', {
          ...as(bo, anne.ownCompanyId),
          query: { companyId: anne.ownCompanyId, key },
        })
      ).status,
    ).toBe(200);
  });

  it('takes several files on one note; other files download as attachments with their own names', async () => {
    const files = {
      'Servicerapport november 2026.pdf': binary(10_000),
      'Målinger.csv': Buffer.from('tryk;temperatur\n8,5;21\n', 'utf8'),
      'Video.MP4': binary(2000),
    };
    const keys = [];
    for (const [name, bytes] of Object.entries(files)) keys.push(await upload(anne, name, bytes));
    const created = await postNote(anne, { content: 'Rapport, målinger og video.', files: keys, locationId: location });
    expect([created.status, created.body.files]).toEqual([201, keys]);
    const [note] = (await notesOf(anne, { locationId: location })).filter((n) => n.id === created.body.noteId);
    expect(note.attachments.map((a) => [a.name, a.inline])).toEqual([
      ['Servicerapport november 2026.pdf', false],
      ['Målinger.csv', false],
      ['Video.MP4', true],
    ]);
    for (const [i, bytes] of Object.values(files).entries()) {
      const fetched = await download(note.attachments[i].url);
      expect(fetched.bytes.equals(bytes)).toBe(true);
      expect(fetched.disposition).toMatch(
        i < 2 ? /^attachment; filename\*=UTF-8''/ : /^inline; filename\*=UTF-8''Video\.MP4$/,
      );
    }
  });

  it('a key of another company answers 404 on /api/file and 400 FILE_NOT_FOUND on a note', async () => {
    const theirs = await upload(
      eva,
      'Evas tegning.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    const file = await rt.call('GET', '/api/file', {
      ...as(anne),
      query: { companyId: anne.ownCompanyId, key: theirs },
    });
    expect(file.status).toBe(404);
    expectErrorShape(file);
    // Dressed up as Anne's own.
    const sneaky = `${anne.ownCompanyId}/../${theirs}`;
    expect(
      (await rt.call('GET', '/api/file', { ...as(anne), query: { companyId: anne.ownCompanyId, key: sneaky } })).status,
    ).toBe(404);

    for (const files of [[theirs], [sneaky]]) {
      const note = await postNote(anne, { content: 'Se Evas tegning.', files, equipmentId: equipment });
      expect([note.status, errorOf(note)?.code]).toEqual([400, 'FILE_NOT_FOUND']);
      expectErrorShape(note);
    }
    // Eva herself gets it.
    expect(
      (await rt.call('GET', '/api/file', { token: eva.token, query: { companyId: eva.ownCompanyId, key: theirs } }))
        .status,
    ).toBe(200);
  });

  it('a key that was handed out but never uploaded answers 404 and 400', async () => {
    const { key } = (
      await rt.call<{ url: string; key: string }>('POST', '/api/upload', {
        ...as(anne),
        body: { fileName: 'aldrig.pdf', contentType: 'application/pdf', size: 10 },
      })
    ).body;
    expect(
      (await rt.call('GET', '/api/file', { ...as(anne), query: { companyId: anne.ownCompanyId, key } })).status,
    ).toBe(404);
    const note = await postNote(anne, { content: 'Hvor blev filen af?', files: [key], equipmentId: equipment });
    expect([note.status, errorOf(note)?.code, errorOf(note)?.fields]).toEqual([
      400,
      'FILE_NOT_FOUND',
      { files: 'En fil blev ikke fundet. Upload den igen.' },
    ]);
    expect((await notesOf(anne, { equipmentId: equipment })).map((n) => n.content)).not.toContain(
      'Hvor blev filen af?',
    );
  });

  it('refuses uploads over 25 MB (413 FILE_TOO_LARGE, in Danish); 25 MB exactly is fine', async () => {
    const tooLarge = await rt.call('POST', '/api/upload', {
      ...as(anne),
      body: { fileName: 'film.mp4', contentType: 'video/mp4', size: MAX_FILE_BYTES + 1 },
    });
    expect([tooLarge.status, errorOf(tooLarge)?.code, errorOf(tooLarge)?.message]).toEqual([
      413,
      'FILE_TOO_LARGE',
      fileTooLargeMessage,
    ]);
    expect(looksDanish(errorOf(tooLarge)?.message)).toBe(true);
    expectErrorShape(tooLarge);
    expect(
      (
        await rt.call('POST', '/api/upload', {
          ...as(anne),
          body: { fileName: 'film.mp4', contentType: 'video/mp4', size: MAX_FILE_BYTES },
        })
      ).status,
    ).toBe(200);
  });

  it('uploads and downloads need a member of the company', async () => {
    expect(
      (await rt.call('POST', '/api/upload', { body: { fileName: 'a.png' }, query: { companyId: anne.ownCompanyId } }))
        .status,
    ).toBe(401);
    expect(
      (await rt.call('POST', '/api/upload', { ...as(eva, anne.ownCompanyId), body: { fileName: 'a.png' } })).status,
    ).toBe(403);
    const missing = await rt.call('GET', '/api/file', as(anne));
    expect([missing.status, errorOf(missing)?.fields]).toEqual([400, { key: 'Angiv en fil' }]);
  });
});

describe('hostile uploads (decisions.md "Files")', () => {
  const ask = (body: Record<string, unknown>) =>
    rt.call<{ url: string; key: string }>('POST', '/api/upload', { ...as(anne), body });
  const exists = async (key: string) =>
    (await rt.call<{ url: string }>('GET', '/api/file', { ...as(anne), query: { companyId: anne.ownCompanyId, key } }))
      .status;

  it('the size is signed: 30 MB sent on a URL for 1 MB is refused by S3 (403) and nothing is stored', async () => {
    const { url, key } = (await ask({ fileName: 'lille.pdf', contentType: 'application/pdf', size: 1024 * 1024 })).body;
    const put = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: Buffer.alloc(30 * 1024 * 1024, 7),
    });
    expect(put.status).toBe(403);
    expect(await put.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect(await exists(key)).toBe(404);
    // A smaller body than declared is refused as well.
    expect(
      (await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: Buffer.alloc(10, 7) }))
        .status,
    ).toBe(403);
  });

  it('the type is signed: HTML sent on a URL for a PNG is refused (403); without a type too', async () => {
    const { url, key } = (await ask({ fileName: 'foto.png', contentType: 'image/png', size: 20 })).body;
    const html = Buffer.from('<script>alert(1)</sc');
    expect(html.length).toBe(20);
    expect((await fetch(url, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: html })).status).toBe(
      403,
    );
    expect((await fetch(url, { method: 'PUT', body: new Uint8Array(html) })).status).toBe(403);
    expect(await exists(key)).toBe(404);
  });

  it('declaring a type off the list, or no type or size, is refused with Danish messages (400)', async () => {
    for (const contentType of [
      'text/html',
      'application/xhtml+xml',
      'image/svg+xml; charset=utf-8',
      'application/x-msdownload',
    ]) {
      const answer = await ask({ fileName: 'side.html', contentType, size: 10 });
      expect([answer.status, errorOf(answer)?.fields]).toEqual([400, { contentType: fileTypeMessage }]);
      expectErrorShape(answer);
    }
    const bare = await ask({ fileName: 'rapport.pdf' });
    expect([bare.status, errorOf(bare)?.fields]).toEqual([
      400,
      { contentType: fileTypeMessage, size: 'Angiv filens størrelse' },
    ]);
  });

  it('a 118-character non-ASCII name uploads, downloads under its kept name, and the runtime lives on', async () => {
    for (const name of [`${'æ'.repeat(118)}.png`, `${'€'.repeat(118)}.pdf`, `${'😀'.repeat(118)}.jpg`]) {
      const bytes = binary(20_000);
      const key = await upload(anne, name, bytes, 'application/octet-stream');
      const kept = key.split('---')[1];
      expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
      expect(name.endsWith(kept)).toBe(true);
      const note = await postNote(anne, { content: 'Langt navn.', files: [key], equipmentId: equipment });
      expect(note.status).toBe(201);
      const file = await rt.call<{ url: string }>('GET', '/api/file', {
        ...as(anne),
        query: { companyId: anne.ownCompanyId, key },
      });
      const fetched = await download(file.body.url);
      expect(fetched.bytes.equals(bytes)).toBe(true);
      expect(fetched.disposition).toBe(
        `${/\.(png|jpg)$/.test(kept) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(kept)}`,
      );
    }
    // Straight at the emulator: a key segment it cannot store is refused, not fatal.
    const { url } = (await ask({ fileName: 'x.pdf', contentType: 'application/pdf', size: 2 })).body;
    const tooLong = await fetch(`${new URL(url).origin}/${url.split('/')[3]}/${encodeURIComponent('æ'.repeat(200))}`, {
      method: 'PUT',
      body: 'hi',
    });
    expect(tooLong.status).toBe(400);
    const after = await upload(anne, 'efter.txt', Buffer.from('stadig i live'), 'text/plain');
    expect(
      (
        await download(
          (
            await rt.call<{ url: string }>('GET', '/api/file', {
              ...as(anne),
              query: { companyId: anne.ownCompanyId, key: after },
            })
          ).body.url,
        )
      ).bytes.toString(),
    ).toBe('stadig i live');
  });

  it('SVG, HTML and unknown files download as attachments of a type the browser does not run', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    const files: [string, Buffer, string, string][] = [
      ['tegning.svg', svg, 'image/svg+xml', 'image/svg+xml'],
      ['side.html', Buffer.from('<script>alert(1)</script>'), 'application/octet-stream', 'application/octet-stream'],
      ['side.png.html', Buffer.from('<script>alert(1)</script>'), 'image/png', 'application/octet-stream'],
      ['program', binary(100), 'application/octet-stream', 'application/octet-stream'],
    ];
    for (const [name, bytes, declared, served] of files) {
      const key = await upload(anne, name, bytes, declared);
      const file = await rt.call<{ url: string }>('GET', '/api/file', {
        ...as(anne),
        query: { companyId: anne.ownCompanyId, key },
      });
      const fetched = await download(file.body.url);
      expect([name, fetched.disposition, fetched.type]).toEqual([
        name,
        `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
        served,
      ]);
      expect(fetched.bytes.equals(bytes)).toBe(true);
    }
    // A picture opens in the browser, as a picture whatever it was uploaded as.
    const photo = await upload(anne, 'foto.jpg', binary(100), 'application/octet-stream');
    const fetched = await download(
      (
        await rt.call<{ url: string }>('GET', '/api/file', {
          ...as(anne),
          query: { companyId: anne.ownCompanyId, key: photo },
        })
      ).body.url,
    );
    expect([fetched.disposition, fetched.type]).toEqual(["inline; filename*=UTF-8''foto.jpg", 'image/jpeg']);
  });

  it('names with ".." upload, attach and download like any other', async () => {
    const names = ['..', 'rapport..pdf', '..pdf', '...', '../../etc/passwd', '..\\..\\boot.ini'];
    const keys: string[] = [];
    for (const name of names) keys.push(await upload(anne, name, Buffer.from(name), 'application/octet-stream'));
    expect(keys.map((key) => key.split('---')[1])).toEqual([
      '..',
      'rapport..pdf',
      '..pdf',
      '...',
      'passwd',
      'boot.ini',
    ]);
    const note = await postNote(anne, { content: 'Prikker i navnene.', files: keys, equipmentId: equipment });
    expect(note.status).toBe(201);
    const [listed] = (await notesOf(anne, { equipmentId: equipment })).filter((n) => n.id === note.body.noteId);
    for (const [i, attachment] of listed.attachments.entries()) {
      expect((await download(attachment.url)).bytes.toString()).toBe(names[i]);
    }
  });
});

describe('notes', () => {
  it('content of one character is refused with the Danish message', async () => {
    for (const content of ['x', '  y  ', '']) {
      const answer = await postNote(anne, { content, equipmentId: equipment });
      expect([answer.status, errorOf(answer)?.fields]).toEqual([400, { content: 'Skriv en note på mindst 2 tegn' }]);
      expectErrorShape(answer);
    }
    const noTarget = await postNote(anne, { content: 'Hvor hører jeg til?' });
    expect([noTarget.status, errorOf(noTarget)?.fields]).toEqual([
      400,
      { target: 'Noten skal høre til en opgave, et udstyr eller en lokation.' },
    ]);
  });

  it('lists master notes first, then the newest first', async () => {
    const subject = (
      await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
        ...as(anne),
        body: {
          name: 'Løftebord',
          make: 'Bott',
          model: 'L1',
          equipmentId: 'L-1',
          category: 'Maskine',
          locationId: location,
        },
      })
    ).body.equipmentId;
    const start = Date.now() + 60_000;
    const order: [string, boolean][] = [
      ['Første note.', false],
      ['Første stamnote.', true],
      ['Anden note.', false],
      ['Anden stamnote.', true],
      ['Tredje note.', false],
    ];
    try {
      for (const [i, [content, core]] of order.entries()) {
        await rt.call('POST', '/dev/clock', { body: { now: new Date(start + i * 60_000).toISOString() } });
        expect((await postNote(anne, { content, core, equipmentId: subject })).status).toBe(201);
      }
    } finally {
      await rt.call('POST', '/dev/clock', { body: { now: new Date().toISOString() } });
    }
    const notes = await notesOf(anne, { equipmentId: subject });
    expect(notes.map((n) => [n.content, n.core])).toEqual([
      ['Anden stamnote.', true],
      ['Første stamnote.', true],
      ['Tredje note.', false],
      ['Anden note.', false],
      ['Første note.', false],
    ]);
    expect(notes[0]).toMatchObject({
      author: 'Anne Åberg',
      authorId: anne.user.id,
      archived: false,
      responses: [],
      task: null,
      equipmentId: subject,
      locationId: null,
    });
  });

  it('answers 404 for a subject that is unknown or another company’s', async () => {
    const theirs = (
      await rt.call<{ id: string }>('POST', '/api/locations', {
        ...as(eva, eva.ownCompanyId),
        body: { name: 'Evas lager' },
      })
    ).body.id;
    for (const query of [{ locationId: theirs }, { equipmentId: 'ukendt' }, { taskId: 'ukendt' }] as Record<
      string,
      string
    >[]) {
      const list = await rt.call('GET', '/api/note', {
        token: anne.token,
        query: { companyId: anne.ownCompanyId, ...query },
      });
      expect(list.status).toBe(404);
      expectErrorShape(list);
      expect((await postNote(anne, { content: 'Hej med dig', ...query })).status).toBe(404);
    }
  });

  it('e-mails each recipient a link to the equipment; a stranger or the author as recipient is refused', async () => {
    const stranger = await postNote(anne, {
      content: 'Til en fremmed.',
      recipientIds: [eva.user.id],
      equipmentId: equipment,
    });
    expect([stranger.status, errorOf(stranger)?.code]).toEqual([400, 'UNKNOWN_RECIPIENT']);
    expect(errorOf(stranger)?.fields).toEqual({
      recipientIds: 'Vælg modtagere blandt de andre brugere i virksomheden.',
    });
    expectErrorShape(stranger);
    expect(
      (await postNote(anne, { content: 'Til mig selv.', recipientIds: [anne.user.id], equipmentId: equipment })).status,
    ).toBe(400);
    expect(await mailsTo(rt, eva.emailAddress)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ subject: expect.stringContaining('note') })]),
    );

    const created = await postNote(anne, {
      content: 'Bo og Carl: filteret skal skiftes igen i marts.',
      recipientIds: [bo.user.id, carl.user.id, bo.user.id],
      equipmentId: equipment,
    });
    expect([created.status, created.body.recipientIds]).toEqual([201, [bo.user.id, carl.user.id]]);
    const link = `/dashboard/${anne.ownCompanyId}/equipment/${equipment}`;
    for (const person of [bo, carl]) {
      const mails = (await mailsTo(rt, person.emailAddress)).filter((m) =>
        m.text.includes('filteret skal skiftes igen'),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Anne Åberg har skrevet en note om Kompressor');
      expect(mails[0].links.some((l) => l.startsWith(rt.url) && l.endsWith(link))).toBe(true);
    }
    expect((await mailsTo(rt, anne.emailAddress)).filter((m) => m.text.includes('filteret skal skiftes igen'))).toEqual(
      [],
    );
  });

  it('a note’s text reaches the e-mail as text, never as HTML', async () => {
    const content = 'Se <img src=x onerror=alert(1)> & "ring"';
    expect((await postNote(anne, { content, recipientIds: [carl.user.id], equipmentId: equipment })).status).toBe(201);
    const [mail] = (await mailsTo(rt, carl.emailAddress)).filter((m) => m.text.includes(content));
    expect(mail.html).toContain('Se &lt;img src=x onerror=alert(1)&gt; &amp; &quot;ring&quot;');
    expect(mail.html).not.toContain('<img');
  });

  it('a location note mails a link to the location', async () => {
    await postNote(bo, {
      content: 'Døren til værkstedet klemmer.',
      recipientIds: [anne.user.id],
      locationId: location,
    });
    const [mail] = (await mailsTo(rt, anne.emailAddress)).filter((m) =>
      m.text.includes('Døren til værkstedet klemmer'),
    );
    expect(mail.links.some((l) => l.endsWith(`/dashboard/${anne.ownCompanyId}/locations/${location}`))).toBe(true);
  });
});

describe('responses, archiving and counts', () => {
  let subject: string;
  let noteId: string;
  beforeAll(async () => {
    subject = (
      await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
        ...as(anne),
        body: {
          name: 'Trykluftanlæg',
          make: 'Atlas',
          model: 'GA 15',
          equipmentId: 'T-1',
          category: 'Maskine',
          locationId: location,
        },
      })
    ).body.equipmentId;
    noteId = (await postNote(anne, { content: 'Olien skal skiftes.', equipmentId: subject })).body.noteId;
  });

  it('a USER responds (201, with a file and a recipient); the response appears on the note', async () => {
    const bytes = binary(512);
    const key = await upload(bo, 'Olie.jpg', bytes, 'image/jpeg', anne.ownCompanyId);
    const answer = await rt.call<{ response: NoteResponse }>('POST', `/api/note/${noteId}/response`, {
      ...as(bo, anne.ownCompanyId),
      body: { content: 'Skiftet i dag.', files: [key], recipientIds: [anne.user.id] },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.response).toEqual({
      id: expect.any(String),
      content: 'Skiftet i dag.',
      datetime: expect.any(String),
      author: bo.user.name,
      authorId: bo.user.id,
      files: [key],
      recipientIds: [anne.user.id],
    });
    const short = await rt.call('POST', `/api/note/${noteId}/response`, {
      ...as(bo, anne.ownCompanyId),
      body: { content: 'k' },
    });
    expect([short.status, errorOf(short)?.fields]).toEqual([400, { content: 'Skriv et svar på mindst 2 tegn' }]);

    const [note] = await notesOf(anne, { equipmentId: subject });
    expect(note.responses).toEqual([
      { ...answer.body.response, attachments: [{ key, name: 'Olie.jpg', url: expect.any(String), inline: true }] },
    ]);
    expect((await download(note.responses[0].attachments[0].url)).bytes.equals(bytes)).toBe(true);
    const [mail] = (await mailsTo(rt, anne.emailAddress)).filter((m) => m.text.includes('Skiftet i dag.'));
    expect(mail.subject).toMatch(/har svaret på en note om Trykluftanlæg$/);
    expect(mail.links.some((l) => l.endsWith(`/dashboard/${anne.ownCompanyId}/equipment/${subject}`))).toBe(true);
  });

  it('counts live notes on the equipment and the location', async () => {
    await rt.drain();
    expect(
      (await rt.call<{ equipment: Equipment }>('GET', `/api/equipment/${subject}`, as(anne))).body.equipment.notes,
    ).toBe(1);
    expect(
      (await rt.call<{ equipment: Equipment[] }>('GET', '/api/equipment', as(anne))).body.equipment.find(
        (e) => e.id === subject,
      )?.notes,
    ).toBe(1);
    const locationNotes = (await notesOf(anne, { locationId: location })).length;
    expect(locationNotes).toBeGreaterThan(0);
    expect(
      (await rt.call<{ location: Location }>('GET', `/api/locations/${location}`, as(anne))).body.location.noteCount,
    ).toBe(locationNotes);
    expect(
      (await rt.call<{ locations: Location[] }>('GET', '/api/locations', as(anne))).body.locations.find(
        (l) => l.id === location,
      )?.noteCount,
    ).toBe(locationNotes);
  });

  it('only admins archive; an archived note leaves the default list and the counts, and takes no responses', async () => {
    const byUser = await rt.call('PATCH', '/api/note', {
      ...as(bo, anne.ownCompanyId),
      body: { id: noteId, archived: true },
    });
    expect(byUser.status).toBe(403);
    expectErrorShape(byUser);
    const archived = await rt.call<{ note: Note }>('PATCH', '/api/note', {
      ...as(carl, anne.ownCompanyId),
      body: { id: noteId, archived: true },
    });
    expect([archived.status, archived.body.note.id, archived.body.note.archived]).toEqual([200, noteId, true]);
    // Archiving twice is no change, and no error.
    expect(
      (await rt.call<{ note: Note }>('PATCH', '/api/note', { ...as(anne), body: { id: noteId, archived: true } })).body
        .note.archived,
    ).toBe(true);

    expect(await notesOf(anne, { equipmentId: subject })).toEqual([]);
    expect((await notesOf(anne, { equipmentId: subject, archived: 'true' })).map((n) => n.id)).toEqual([noteId]);
    expect(
      (
        await rt.call('GET', '/api/note', {
          token: bo.token,
          query: { companyId: anne.ownCompanyId, equipmentId: subject, archived: 'true' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await rt.call<{ equipment: Equipment }>('GET', `/api/equipment/${subject}`, as(anne))).body.equipment.notes,
    ).toBe(0);

    const response = await rt.call('POST', `/api/note/${noteId}/response`, {
      ...as(bo, anne.ownCompanyId),
      body: { content: 'Er det ordnet?' },
    });
    expect([response.status, errorOf(response)?.code]).toEqual([409, 'NOTE_ARCHIVED']);
    expectErrorShape(response);
  });

  it('a restored note is back in the list and takes responses again', async () => {
    const restored = await rt.call<{ note: Note }>('PATCH', '/api/note', {
      ...as(anne),
      body: { id: noteId, archived: false },
    });
    expect(restored.body.note.archived).toBe(false);
    expect((await notesOf(anne, { equipmentId: subject })).map((n) => n.id)).toEqual([noteId]);
    expect(await notesOf(anne, { equipmentId: subject, archived: 'true' })).toEqual([]);
    expect(
      (
        await rt.call('POST', `/api/note/${noteId}/response`, {
          ...as(bo, anne.ownCompanyId),
          body: { content: 'Er det ordnet?' },
        })
      ).status,
    ).toBe(201);
    expect((await notesOf(bo, { equipmentId: subject }))[0].responses.map((r) => r.content)).toEqual([
      'Skiftet i dag.',
      'Er det ordnet?',
    ]);
  });

  it('notes of another company answer 404 on archiving and responding', async () => {
    const theirs = as(eva, eva.ownCompanyId);
    expect((await rt.call('PATCH', '/api/note', { ...theirs, body: { id: noteId, archived: true } })).status).toBe(404);
    expect(
      (await rt.call('POST', `/api/note/${noteId}/response`, { ...theirs, body: { content: 'Hej fra Eva.' } })).status,
    ).toBe(404);
    expect((await notesOf(anne, { equipmentId: subject }))[0].archived).toBe(false);
  });

  it('deleting the equipment keeps its notes', async () => {
    expect((await rt.call('DELETE', '/api/equipment', { ...as(anne), body: { id: subject } })).status).toBe(200);
    expect((await notesOf(anne, { equipmentId: subject })).map((n) => n.id)).toEqual([noteId]);
  });
});

describe("a place's notes with its tasks' (issue 32 item 3, `contents=true`)", () => {
  const ids: Record<string, string> = {};
  /** Each note a minute after the last, so the order is the order written. */
  const start = Date.now() + 120_000;
  let minute = 0;
  const later = () =>
    rt.call('POST', '/dev/clock', { body: { now: new Date(start + minute++ * 60_000).toISOString() } });
  const taskBody = (title: string, responsibleId: string, place: Record<string, string>) => ({
    title,
    description: 'Se beskrivelsen.',
    type: 'AD_HOC',
    interval: null,
    notificationPeriod: 7,
    responsibleId,
    deadline: new Date(start + 2 * 86_400_000).toISOString(),
    files: [],
    ...place,
  });
  type Told = [string, { id: string; title?: string } | null, Note['about']];
  const told = (notes: Note[]): Told[] => notes.map((n) => [n.content, n.task, n.about]);
  const equipmentNotes = (p: Person, query: Record<string, string> = {}) =>
    notesOf(p, { equipmentId: ids.boiler, contents: 'true', ...query });

  beforeAll(async () => {
    ids.room = await createLocation(rt, as(anne), 'Kedelrum');
    const equipmentBody = (name: string, externalId: string) => ({
      name,
      make: 'Vaillant',
      model: 'ecoTEC',
      equipmentId: externalId,
      category: 'Kedel',
      locationId: ids.room,
    });
    ids.boiler = await createEquipment(rt, as(anne), equipmentBody('Kedel', 'KD-1'));
    ids.tank = await createEquipment(rt, as(anne), equipmentBody('Varmtvandsbeholder', 'VV-1'));
    ids.service = await createTask(rt, as(anne), taskBody('Årligt eftersyn', bo.user.id, { equipmentId: ids.boiler }));
    ids.filter = await createTask(rt, as(anne), taskBody('Skift filter', carl.user.id, { equipmentId: ids.boiler }));
    ids.air = await createTask(rt, as(anne), taskBody('Tjek ventilation', anne.user.id, { locationId: ids.room }));
    ids.gone = await createTask(rt, as(anne), taskBody('Gammel opgave', anne.user.id, { equipmentId: ids.boiler }));
    try {
      await later();
      expect((await postNote(anne, { content: 'Nøglen hænger i skabet.', locationId: ids.room })).status).toBe(201);
      await later();
      expect(
        (await postNote(anne, { content: 'Kedlen er fra 2015.', core: true, equipmentId: ids.boiler })).status,
      ).toBe(201);
      await later();
      // A completion's note is a note on the task (bo is responsible for it).
      const completed = await rt.call('POST', '/api/task/complete', {
        ...as(bo, anne.ownCompanyId),
        body: { id: ids.service, note: { content: 'Brænderen er renset.', files: [] } },
      });
      expect(completed.status).toBe(200);
      await later();
      ids.filterNote = (await postNote(anne, { content: 'Filter er bestilt.', taskId: ids.filter })).body.noteId;
      await later();
      expect((await postNote(anne, { content: 'Ventilationen støjer.', taskId: ids.air })).status).toBe(201);
      await later();
      expect((await postNote(anne, { content: 'Denne opgave slettes.', taskId: ids.gone })).status).toBe(201);
      expect((await rt.call('DELETE', '/api/task', { ...as(anne), body: { id: ids.gone } })).status).toBe(200);
      await later();
      expect((await postNote(anne, { content: 'Beholderen drypper.', equipmentId: ids.tank })).status).toBe(201);
    } finally {
      await rt.call('POST', '/dev/clock', { body: { now: new Date().toISOString() } });
    }
  });

  it("the equipment's answer has its own notes and its tasks' notes, each with its task; master notes first, then newest", async () => {
    const service = { kind: 'TASK', id: ids.service, name: 'Årligt eftersyn' };
    const filter = { kind: 'TASK', id: ids.filter, name: 'Skift filter' };
    expect(told(await equipmentNotes(anne))).toEqual([
      ['Kedlen er fra 2015.', null, []],
      ['Filter er bestilt.', { id: ids.filter, title: 'Skift filter' }, [filter]],
      ['Brænderen er renset.', { id: ids.service, title: 'Årligt eftersyn' }, [service]],
    ]);
    // Without `contents`, the equipment's own notes only, as before.
    expect((await notesOf(anne, { equipmentId: ids.boiler })).map((n) => n.content)).toEqual(['Kedlen er fra 2015.']);
    // A task's own list names its task too.
    expect(told(await notesOf(bo, { taskId: ids.service }))).toEqual([
      ['Brænderen er renset.', { id: ids.service, title: 'Årligt eftersyn' }, undefined],
    ]);
  });

  it('a USER sees the notes of their own tasks only', async () => {
    expect((await equipmentNotes(bo)).map((n) => n.content)).toEqual(['Kedlen er fra 2015.', 'Brænderen er renset.']);
    expect((await notesOf(bo, { locationId: ids.room, contents: 'true' })).map((n) => n.content)).toEqual([
      'Brænderen er renset.',
      'Nøglen hænger i skabet.',
    ]);
  });

  it("the location's answer has its notes and its tasks' and its equipment's tasks', saying which equipment; the equipment's own stay there", async () => {
    const boiler = { kind: 'EQUIPMENT', id: ids.boiler, name: 'Kedel' };
    expect(told(await notesOf(anne, { locationId: ids.room, contents: 'true' }))).toEqual([
      [
        'Ventilationen støjer.',
        { id: ids.air, title: 'Tjek ventilation' },
        [{ kind: 'TASK', id: ids.air, name: 'Tjek ventilation' }],
      ],
      [
        'Filter er bestilt.',
        { id: ids.filter, title: 'Skift filter' },
        [{ kind: 'TASK', id: ids.filter, name: 'Skift filter' }, boiler],
      ],
      [
        'Brænderen er renset.',
        { id: ids.service, title: 'Årligt eftersyn' },
        [{ kind: 'TASK', id: ids.service, name: 'Årligt eftersyn' }, boiler],
      ],
      ['Nøglen hænger i skabet.', null, []],
    ]);
  });

  it("a company made before its tasks kept their notes' ids has them read per task, with the same answer", async () => {
    const before = await equipmentNotes(anne);
    const tally = { TableName: tableName('events'), Key: { pk: `Tally#Company#${anne.ownCompanyId}`, sk: 0 } };
    await dynamo().send(new UpdateCommand({ ...tally, UpdateExpression: 'REMOVE taskNoteSets' }));
    try {
      expect(await equipmentNotes(anne)).toEqual(before);
    } finally {
      await dynamo().send(
        new UpdateCommand({
          ...tally,
          UpdateExpression: 'SET taskNoteSets = :one',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
    }
  });

  it("an archived task note leaves the equipment's answer and is among its archived ones", async () => {
    expect(
      (await rt.call('PATCH', '/api/note', { ...as(anne), body: { id: ids.filterNote, archived: true } })).status,
    ).toBe(200);
    expect((await equipmentNotes(anne)).map((n) => n.content)).toEqual(['Kedlen er fra 2015.', 'Brænderen er renset.']);
    expect((await equipmentNotes(anne, { archived: 'true' })).map((n) => [n.content, n.task?.title])).toEqual([
      ['Filter er bestilt.', 'Skift filter'],
    ]);
  });

  it("a rebuild counts the tasks' note sets and the company's mark again: the same answer", async () => {
    const before = await equipmentNotes(anne);
    expect((await rt.call('POST', '/dev/rebuild')).status).toBe(200);
    const tallyOf = async (pk: string) =>
      (await dynamo().send(new GetCommand({ TableName: tableName('events'), Key: { pk, sk: 0 } }))).Item;
    expect((await tallyOf(`Tally#Company#${anne.ownCompanyId}`))?.taskNoteSets).toBe(1);
    const tally = { Item: await tallyOf(`Tally#Task#${ids.service}`) };
    // The completion's note, the one note on that task.
    expect([...((tally.Item?.noteIds as Set<string> | undefined) ?? [])]).toHaveLength(1);
    expect(await equipmentNotes(anne)).toEqual(before);
  });

  it('`contents` on a task is refused with a Danish message (400)', async () => {
    const answer = await rt.call('GET', '/api/note', {
      token: anne.token,
      query: { companyId: anne.ownCompanyId, taskId: ids.service, contents: 'true' },
    });
    expect([answer.status, errorOf(answer)?.fields]).toEqual([
      400,
      { contents: 'Noterne på det, der hører til, kan kun hentes til et udstyr eller en lokation.' },
    ]);
    expectErrorShape(answer);
  });
});
