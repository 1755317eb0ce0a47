import { routineDeadline } from '../support/clocks';
import { request } from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Equipment, Location, NewNote, Task, TaskRow } from '../support/contract';
import { as } from '../support/api';
import { DynamoCounter } from '../support/dynamo-counter';
import { freshToken, newPerson, personWithRole, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Reads fetch what they show (decision 062 "Reads fetch what they show") and answers are
 * compressed as CloudFront compresses them ("API answers are compressed by CloudFront"). The
 * functions' DynamoDB calls are counted by a proxy in front of DynamoDB Local (test/support/dynamo-counter.ts).
 */
let rt: TestRuntime;
let counter: DynamoCounter;
let anne: Person;
let webRoot: string;
/** A script bigger than CloudFront's 1,000-byte threshold, served by the local static server. */
const SCRIPT = `console.log(${JSON.stringify('Servicebogen '.repeat(400))});\n`;
const equipmentIds: string[] = [];
let locationId: string;
let taskId: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'servicebogen-reads-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Servicebogen</title>');
  writeFileSync(join(webRoot, 'assets', 'app.js'), SCRIPT);
  counter = await new DynamoCounter().start();
  rt = await startTestRuntime({ webRoot, functions: counter.functions });
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  const info = {
    id: anne.ownCompanyId,
    name: 'Firma ApS',
    vatNumber: '12345678',
    address: 'Havnegade 1',
    city: 'Aarhus',
  };
  expect((await rt.call('PATCH', '/api/company', { ...as(anne), body: info })).status).toBe(200);
  expect(
    (
      await rt.call('PATCH', '/api/company', {
        ...as(anne),
        body: { id: anne.ownCompanyId, subscription: 'UNLIMITED' },
      })
    ).status,
  ).toBe(200);
  // Six pieces of equipment at two locations, five tasks on each; one single task done, notes (one archived).
  for (let i = 0; i < 6; i++) {
    const answer = await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
      ...as(anne),
      body: {
        make: 'Grundfos',
        model: `CR ${i}`,
        equipmentId: `SN-${i}`,
        category: 'Pumpe',
        locationName: `Kælder ${i % 2}`,
      },
    });
    expect(answer.status).toBe(201);
    equipmentIds.push(answer.body.equipmentId);
  }
  const deadline = routineDeadline(30);
  // Single tasks are due tomorrow ('Udføres' with a 7-day notice), so one can be done now.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  for (const [e, equipmentId] of equipmentIds.entries()) {
    for (let i = 0; i < 5; i++) {
      const type = i === 0 ? 'AD_HOC' : 'CYCLICAL';
      const body = {
        title: `Eftersyn ${e}.${i}`,
        description: `Skift filter og pakning ${i}`,
        type,
        interval: type === 'AD_HOC' ? null : 'MONTHLY',
        notificationPeriod: 7,
        responsibleId: anne.user.id,
        deadline: type === 'AD_HOC' ? tomorrow : deadline,
        files: [],
        equipmentId,
      };
      const answer = await rt.call<{ taskId: string }>('POST', '/api/task', { ...as(anne), body });
      expect(answer.status).toBe(201);
      if (e === 0 && i === 0) taskId = answer.body.taskId;
    }
  }
  // The first equipment's single task is done: it no longer counts.
  expect((await rt.call('POST', '/api/task/complete', { ...as(anne), body: { id: taskId } })).status).toBe(200);
  const noteIds: string[] = [];
  for (const content of ['Pakningen er skiftet.', 'Filteret er bestilt.']) {
    const note = await rt.call<NewNote>('POST', '/api/note', {
      ...as(anne),
      body: { content, files: [], recipientIds: [], core: false, equipmentId: equipmentIds[0] },
    });
    expect(note.status).toBe(201);
    noteIds.push(note.body.noteId);
  }
  expect((await rt.call('PATCH', '/api/note', { ...as(anne), body: { id: noteIds[0], archived: true } })).status).toBe(
    200,
  );
  await rt.drain();
  locationId = (await rt.call<{ equipment: Equipment }>('GET', `/api/equipment/${equipmentIds[0]}`, as(anne))).body
    .equipment.locationId;
}, 240_000);

afterAll(async () => {
  await rt?.stop();
  await counter?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

/** A raw GET (Node's fetch would decode the answer itself). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, rt.url), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The read-model partitions that hold a whole list of the company. */
const companyPartitions = () =>
  ['Equipment', 'Locations', 'Tasks', 'Notes'].map((kind) => `${kind}#${anne.ownCompanyId}`);

const listPath = () => `/api/task?companyId=${anne.ownCompanyId}`;
const auth = () => ({ authorization: `Bearer ${anne.token}` });

describe('answers are compressed as CloudFront compresses them', () => {
  test('a large list answer comes back gzip-encoded and decodes to the same JSON as the plain answer', async () => {
    const plain = await rawGet(listPath(), { ...auth(), 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1000);
    const zipped = await rawGet(listPath(), { ...auth(), 'accept-encoding': 'gzip' });
    expect([zipped.status, zipped.headers['content-encoding'], zipped.headers.vary]).toEqual([
      200,
      'gzip',
      'Accept-Encoding',
    ]);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    // The security headers stay.
    expect(zipped.headers['x-content-type-options']).toBe('nosniff');
  });

  test('Brotli when the client takes both, as CloudFront; nothing refused (q=0); small answers as they are', async () => {
    const both = await rawGet(listPath(), { ...auth(), 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await rawGet(listPath(), auth());
    expect(JSON.parse(brotliDecompressSync(both.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
    const refused = await rawGet(listPath(), { ...auth(), 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const small = await rawGet(`/api/locations/${locationId}?companyId=${anne.ownCompanyId}`, {
      ...auth(),
      'accept-encoding': 'gzip, br',
    });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1000);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  test("the SPA's files are compressed too; index.html (under 1,000 bytes) is not", async () => {
    const script = await rawGet('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect([script.status, script.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(gunzipSync(script.body).toString('utf8')).toBe(SCRIPT);
    const page = await rawGet('/dashboard', { 'accept-encoding': 'gzip' });
    expect([page.status, page.headers['content-encoding']]).toEqual([200, undefined]);
  });
});

describe('reads fetch what they show', () => {
  test('list rows carry what the lists show; the single read adds the description and files', async () => {
    const list = await rt.call<{ tasks: TaskRow[] }>('GET', '/api/task', as(anne));
    expect(list.body.tasks).toHaveLength(30);
    const row = list.body.tasks.find((t: { id: string }) => t.id === taskId);
    expect(Object.keys(row!).sort()).toEqual(
      [
        'deadline',
        'equipmentExternalId',
        'equipmentId',
        'equipmentName',
        'id',
        'interval',
        'lastCompleted',
        'locationId',
        'locationName',
        'notificationPeriod',
        'responsibleDeleted',
        'responsibleId',
        'responsibleName',
        'standby',
        'status',
        'title',
        'type',
        'version',
      ].sort(),
    );
    const single = await rt.call<{ task: Task }>('GET', `/api/task/${taskId}`, as(anne));
    expect(single.body.task).toEqual({
      ...row,
      description: 'Skift filter og pakning 0',
      files: [],
      attachments: [],
      token: taskId,
      // The detail names how the next deadline is counted (decision 102); the list does not.
      countFrom: 'PLAN',
      // Its checklist and what it follows up (decisions 165 and 166): the task page shows them, the list does not.
      checklist: [],
      followUpOf: null,
      faultReportId: null,
      // The duty it was made from (issue 31): the edit form keeps a duty's interval fixed.
      dutyId: null,
    });
    expect(single.body.task).toMatchObject({
      equipmentName: 'Grundfos CR 0',
      equipmentExternalId: 'SN-0',
      locationName: 'Kælder 0',
      status: 'COMPLETED',
    });
  });

  test('a single task reads itself, its equipment, its location and its responsible: never a whole partition of the company', async () => {
    const { result, described } = await counter.during(() => rt.call('GET', `/api/task/${taskId}`, as(anne)));
    expect(result.status).toBe(200);
    expect(companyPartitions().map((pk) => counter.queriesOf(pk))).toEqual([0, 0, 0, 0]);
    // Read once already (the test before): one batch of the session, its security row, the
    // caller's head, the task's row and what it pointed to then (its equipment, that equipment's
    // location; the responsible is the caller).
    expect(described).toBe('BatchGetItem 1');
  });

  test('a single task whose equipment has moved since shows the new location (the fresh equipment row decides, not the hint)', async () => {
    const list = (await rt.call<{ tasks: TaskRow[] }>('GET', '/api/task', as(anne))).body.tasks as {
      id: string;
      equipmentId: string;
      locationName: string;
    }[];
    const onLast = list.find((t) => t.equipmentId === equipmentIds[5])!;
    expect((await rt.call<{ task: Task }>('GET', `/api/task/${onLast.id}`, as(anne))).body.task.locationName).toBe(
      'Kælder 1',
    );
    const moved = await rt.call('PATCH', '/api/equipment', {
      ...as(anne),
      body: {
        id: equipmentIds[5],
        make: 'Grundfos',
        model: 'CR 5',
        equipmentId: 'SN-5',
        category: 'Pumpe',
        locationName: 'Tagetage',
      },
    });
    expect(moved.status).toBe(200);
    await rt.drain();
    // The first batch still holds the old location (as last seen); the fresh equipment row sends for the new one.
    const after = await counter.during(() => rt.call<{ task: Task }>('GET', `/api/task/${onLast.id}`, as(anne)));
    expect(after.result.body.task.locationName).toBe('Tagetage');
    expect(after.described).toBe('BatchGetItem 2');
    const again = await counter.during(() => rt.call<{ task: Task }>('GET', `/api/task/${onLast.id}`, as(anne)));
    expect([again.result.body.task.locationName, again.described]).toEqual(['Tagetage', 'BatchGetItem 1']);
  });

  test('a single location that has gained equipment since it was last read counts the new equipment’s tasks (its row decides, not the hint)', async () => {
    const before = (await rt.call<{ location: Location }>('GET', `/api/locations/${locationId}`, as(anne))).body
      .location;
    const name = (await rt.call<{ equipment: Equipment }>('GET', `/api/equipment/${equipmentIds[0]}`, as(anne))).body
      .equipment.locationName;
    const added = await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
      ...as(anne),
      body: { make: 'Danfoss', model: 'VLT', equipmentId: 'SN-X', category: 'Pumpe', locationName: name },
    });
    const task = {
      title: 'Nyt eftersyn',
      description: 'Tjek',
      type: 'CYCLICAL',
      interval: 'MONTHLY',
      notificationPeriod: 7,
      responsibleId: anne.user.id,
      deadline: routineDeadline(30),
      files: [],
      equipmentId: added.body.equipmentId,
    };
    expect((await rt.call('POST', '/api/task', { ...as(anne), body: task })).status).toBe(201);
    const after = (await rt.call<{ location: Location }>('GET', `/api/locations/${locationId}`, as(anne))).body
      .location;
    expect([after.taskCount, after.equipmentCount]).toEqual([before.taskCount + 1, before.equipmentCount + 1]);
    // Put back as it was for the tests that count.
    expect(
      (
        await rt.call('DELETE', '/api/task', {
          ...as(anne),
          body: {
            id: (
              await rt.call<{ tasks: TaskRow[] }>('GET', '/api/task', {
                ...as(anne),
                query: { ...as(anne).query, equipmentId: added.body.equipmentId },
              })
            ).body.tasks[0].id,
          },
        })
      ).status,
    ).toBe(200);
    expect(
      (await rt.call('DELETE', '/api/equipment', { ...as(anne), body: { id: added.body.equipmentId } })).status,
    ).toBe(200);
    await rt.drain();
  });

  test('a single equipment and a single location count their own tasks and notes, read by key', async () => {
    await rt.drain();
    const list = (await rt.call<{ equipment: Equipment[] }>('GET', '/api/equipment', as(anne))).body.equipment as {
      id: string;
      tasks: number;
      notes: number;
    }[];
    const first = list.find((e) => e.id === equipmentIds[0])!;
    expect([first.tasks, first.notes]).toEqual([4, 1]);
    const equipment = await counter.during(() =>
      rt.call<{ equipment: Equipment }>('GET', `/api/equipment/${equipmentIds[0]}`, as(anne)),
    );
    expect(equipment.result.body.equipment).toEqual(first);
    expect(companyPartitions().map((pk) => counter.queriesOf(pk))).toEqual([0, 0, 0, 0]);
    // Read once already (when the suite began): the session with the equipment's row and counts and its location's row.
    expect(equipment.described).toBe('BatchGetItem 1');

    const locations = (await rt.call<{ locations: Location[] }>('GET', '/api/locations', as(anne))).body.locations as {
      id: string;
      taskCount: number;
      noteCount: number;
    }[];
    const here = locations.find((l) => l.id === locationId)!;
    expect(here.taskCount).toBe(14);
    const location = await counter.during(() =>
      rt.call<{ location: Location }>('GET', `/api/locations/${locationId}`, as(anne)),
    );
    expect(location.result.body.location).toEqual(here);
    expect(companyPartitions().map((pk) => counter.queriesOf(pk))).toEqual([0, 0, 0, 0]);
    // Read once already (the compression test): the session with the location's row and counts and its equipment's counts.
    expect(location.described).toBe('BatchGetItem 1');
  });
});

describe('items read with the session (prefetch) are answered only once the request is authorized', () => {
  test('another company’s task, equipment and location: 403 with its company, 404 with the caller’s; nothing of them in any answer', async () => {
    const bo = await newPerson(rt, { name: 'Bo Berg', company: 'Bergs El' });
    const theirs = { token: bo.token, query: { companyId: bo.ownCompanyId } };
    const equipment = await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
      ...theirs,
      body: { make: 'Vølund', model: 'Hemmelig', equipmentId: 'X-1', category: 'Kedel', locationName: 'Fyrrum' },
    });
    const task = await rt.call<{ taskId: string }>('POST', '/api/task', {
      ...theirs,
      body: {
        title: 'Hemmeligt eftersyn',
        description: 'Hemmeligt',
        type: 'AD_HOC',
        interval: null,
        notificationPeriod: 7,
        responsibleId: bo.user.id,
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
        files: [],
        equipmentId: equipment.body.equipmentId,
      },
    });
    const place = (
      await rt.call<{ equipment: Equipment }>('GET', `/api/equipment/${equipment.body.equipmentId}`, theirs)
    ).body.equipment.locationId;
    for (const path of [
      `/api/task/${task.body.taskId}`,
      `/api/equipment/${equipment.body.equipmentId}`,
      `/api/locations/${place}`,
    ]) {
      const withTheirs = await rt.call('GET', path, { token: anne.token, query: { companyId: bo.ownCompanyId } });
      const withOwn = await rt.call('GET', path, as(anne));
      expect([path, withTheirs.status, withOwn.status]).toEqual([path, 403, 404]);
      expect(JSON.stringify([withTheirs.body, withOwn.body])).not.toMatch(/Hemmelig|Vølund|Fyrrum/);
    }
  });

  test('a hostile id or company (too long for a key, empty, odd characters) is a 404 or 400, never a 500, and the session still reads', async () => {
    for (const id of ['x'.repeat(3000), '%00', 'ø'.repeat(600), '..%2F..']) {
      for (const path of [`/api/task/${id}`, `/api/equipment/${id}`, `/api/locations/${id}`]) {
        const answer = await rt.call('GET', path, as(anne));
        expect([path.slice(0, 40), answer.status]).toEqual([path.slice(0, 40), 404]);
      }
    }
    for (const companyId of ['', 'y'.repeat(3000)]) {
      const answer = await rt.call('GET', `/api/task/${taskId}`, { token: anne.token, query: { companyId } });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});

describe('a list’s first reads start beside the session check only for a company the token names', () => {
  test('a token that still names a company its person has left: 403 and nothing of the lists; one that does not yet name a company they joined: the lists', async () => {
    const cecilie = await personWithRole(rt, anne.ownCompanyId, 'ADMIN');
    // Signed while she belonged: the token names Anne's company.
    const named = await freshToken(cecilie);
    const asNamed = { token: named, query: { companyId: anne.ownCompanyId } };
    expect((await rt.call<{ tasks: TaskRow[] }>('GET', '/api/task', asNamed)).body.tasks.length).toBeGreaterThan(0);
    // Her sign-up token was signed before she joined: it does not name the company, and still reads.
    const before = await rt.call<{ equipment: Equipment[] }>('GET', '/api/equipment', {
      token: cecilie.token,
      query: { companyId: anne.ownCompanyId },
    });
    expect([before.status, before.body.equipment]).toEqual([
      200,
      (await rt.call<{ equipment: Equipment[] }>('GET', '/api/equipment', as(anne))).body.equipment,
    ]);

    expect((await rt.call('DELETE', '/api/user', { ...as(anne), body: { id: cecilie.user.id } })).status).toBe(200);
    for (const path of ['/api/task', '/api/task-query', '/api/equipment', '/api/locations']) {
      const answer = await rt.call('GET', path, asNamed);
      expect([path, answer.status]).toEqual([path, 403]);
      expect(JSON.stringify(answer.body)).not.toMatch(/Eftersyn|Grundfos|Kælder/);
    }
  });
});

describe('the task list’s names are held per container and checked against a version read with the session', () => {
  test('equipment renamed, renumbered or moved and a location renamed: the writer’s next task list shows it; unchanged names are not read again', async () => {
    const list = async () =>
      (await rt.call<{ tasks: TaskRow[] }>('GET', '/api/task', as(anne))).body.tasks as {
        id: string;
        equipmentId: string;
        equipmentName: string;
        equipmentExternalId: string;
        locationId: string;
        locationName: string;
      }[];
    const row = async () => (await list()).find((t) => t.equipmentId === equipmentIds[4])!;
    const before = await row();
    const place = before.locationName;
    // Unchanged: the list reads its tasks, not the names again.
    await rt.drain();
    const again = await counter.during(() => rt.call('GET', '/api/task', as(anne)));
    expect(again.described).not.toMatch(/Query [3-9]/);
    expect(counter.queriesOf(`Equipment#${anne.ownCompanyId}`)).toBe(0);
    expect(counter.queriesOf(`Locations#${anne.ownCompanyId}`)).toBe(0);

    const edit = (fields: Record<string, unknown>) =>
      rt.call('PATCH', '/api/equipment', {
        ...as(anne),
        body: {
          id: equipmentIds[4],
          make: 'Grundfos',
          model: 'CR 4',
          equipmentId: 'SN-4',
          category: 'Pumpe',
          locationName: place,
          ...fields,
        },
      });
    expect((await edit({ model: 'CR 44', equipmentId: 'SN-44' })).status).toBe(200);
    expect(await row()).toMatchObject({
      equipmentName: 'Grundfos CR 44',
      equipmentExternalId: 'SN-44',
      locationName: place,
    });
    expect((await edit({ model: 'CR 44', equipmentId: 'SN-44', locationName: 'Vaskerum' })).status).toBe(200);
    const moved = await row();
    expect(moved.locationName).toBe('Vaskerum');
    expect(
      (await rt.call('PATCH', '/api/locations', { ...as(anne), body: { id: moved.locationId, name: 'Vaskerummet' } }))
        .status,
    ).toBe(200);
    expect((await row()).locationName).toBe('Vaskerummet');
    // Put back as it was.
    expect((await edit({})).status).toBe(200);
    expect(await row()).toMatchObject({ equipmentName: before.equipmentName, locationName: place });
    await rt.drain();
  });
});

describe('a single task not read before names its place from the names the task list holds', () => {
  test('after the task list: one batch (the session, the task, the names’ version); a rename shows at once; a task elsewhere is named right', async () => {
    type Row = { id: string; equipmentId: string; equipmentName: string; locationName: string };
    const rows = (await rt.call<{ tasks: TaskRow[] }>('GET', '/api/task', as(anne))).body.tasks as Row[];
    // Equipment 3's tasks have not been read one by one in this suite.
    const [first, second] = rows.filter((t) => t.equipmentId === equipmentIds[3]);
    const read = await counter.during(() => rt.call<{ task: Task }>('GET', `/api/task/${first.id}`, as(anne)));
    expect(read.described).toBe('BatchGetItem 1');
    expect(read.result.body.task).toMatchObject({
      id: first.id,
      equipmentName: 'Grundfos CR 3',
      equipmentExternalId: 'SN-3',
      locationName: first.locationName,
    });

    const edit = (model: string) =>
      rt.call('PATCH', '/api/equipment', {
        ...as(anne),
        body: {
          id: equipmentIds[3],
          make: 'Grundfos',
          model,
          equipmentId: 'SN-3',
          category: 'Pumpe',
          locationName: first.locationName,
        },
      });
    expect((await edit('CR 33')).status).toBe(200);
    // The held names are older than the version now: the rows decide.
    const renamed = await rt.call<{ task: Task }>('GET', `/api/task/${second.id}`, as(anne));
    expect(renamed.body.task).toMatchObject({
      id: second.id,
      equipmentName: 'Grundfos CR 33',
      locationName: first.locationName,
    });
    expect((await edit('CR 3')).status).toBe(200);
    await rt.call('GET', '/api/task', as(anne));
    expect((await rt.call<{ task: Task }>('GET', `/api/task/${second.id}`, as(anne))).body.task.equipmentName).toBe(
      'Grundfos CR 3',
    );
    await rt.drain();
  });
});
