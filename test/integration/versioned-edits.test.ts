import type {
  Company,
  Equipment,
  Location,
  Member,
  Note,
  StaleVersion,
  Task,
  TaskRow,
  User,
} from '../support/contract';
import { as, createEquipment, createLocation, errorOf, ok, PUMP, type Caller } from '../support/api';
import { moveServerClock, setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { startTestRuntime, type ApiAnswer, type TestRuntime } from '../support/runtime';

/**
 * Versioned edits through the local runtime (decision 130 "Versioned edits merge three-way"):
 * every read carries `version` (single reads also as `ETag`), and every PATCH that sends the
 * version it read is merged: two people changing different fields from one version both keep
 * theirs; the same field changed to different values answers 409 STALE_VERSION with its current
 * value and changes nothing; a hostile version is a Danish 400 that changes nothing; without a
 * version a PATCH replaces as before. Two completions of one deadline give one (decision 131).
 */
let rt: TestRuntime;
let anne: Person;
let bo: Person;
let carl: Person;
let locationId: string;
let equipmentId: string;

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2027-03-01T09:00:00.000Z'));
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  [bo, carl] = await Promise.all([
    personWithRole(rt, anne.ownCompanyId, 'ADMIN'),
    personWithRole(rt, anne.ownCompanyId, 'USER'),
  ]);
  equipmentId = await createEquipment(rt, as(anne), PUMP);
  locationId = await createLocation(rt, as(anne), 'Loft');
}, 60_000);
afterAll(() => rt?.stop());

const companyOf = () => anne.ownCompanyId;
const get = async <T>(path: string, who: Person = anne) => rt.call<T>('GET', path, as(who, companyOf()));
const patch = <T = unknown>(path: string, body: Record<string, unknown>, who: Person = anne) =>
  rt.call<T>('PATCH', path, { ...as(who, companyOf()), body });
const stale = (answer: ApiAnswer) => errorOf(answer) as unknown as StaleVersion;

/** The answer is a single read with its version as a strong ETag. */
function expectEtag(answer: ApiAnswer<unknown>, version: number) {
  expect(answer.headers?.etag).toBe(`"${version}"`);
}

/** A hostile `version` is refused in Danish (400) and changes nothing. */
async function expectHostileRefused(path: string, body: Record<string, unknown>, read: () => Promise<unknown>) {
  const before = await read();
  for (const version of [-1, 0, 2.5, '3', 'seneste', 999_999]) {
    const answer = await patch(path, { ...body, version });
    expect({ version, status: answer.status }).toEqual({ version, status: 400 });
    expect({ version, fields: errorOf(answer)?.fields }).toEqual({
      version,
      fields: { version: expect.stringMatching(/version/i) },
    });
  }
  expect(await read()).toEqual(before);
}

describe('a task', () => {
  let taskId: string;
  const fields = () => ({
    title: 'Eftersyn',
    description: 'Tjek filter og olie.',
    type: 'CYCLICAL',
    interval: 'MONTHLY',
    notificationPeriod: 7,
    responsibleId: carl.user.id,
    deadline: '2027-03-31T21:00:00.000Z',
    files: [],
    equipmentId,
  });
  const read = async () => (await ok(get<{ task: Task }>(`/api/task/${taskId}`))).task;

  beforeAll(async () => {
    taskId = (await ok(rt.call<{ taskId: string }>('POST', '/api/task', { ...as(anne), body: fields() }))).taskId;
  });

  it('reads carry the version: the list row, the single read and its ETag', async () => {
    const single = await get<{ task: Task }>(`/api/task/${taskId}`);
    expect(single.body.task.version).toBeGreaterThan(0);
    expectEtag(single, single.body.task.version);
    const list = await ok(get<{ tasks: TaskRow[] }>('/api/task'));
    expect(list.tasks.find((t) => t.id === taskId)?.version).toBe(single.body.task.version);
  });

  it('two editors from one version, a new title and a new description: both kept, the answer at the new version', async () => {
    const { version } = await read();
    const first = await patch<{ task: Task }>(
      '/api/task',
      { id: taskId, version, ...fields(), description: 'Skift filteret.' },
      bo,
    );
    expect(first.status).toBe(200);
    const second = await patch<{ task: Task }>('/api/task', {
      id: taskId,
      version,
      ...fields(),
      title: 'Årligt eftersyn',
    });
    expect(second.status).toBe(200);
    expect(second.body.task).toMatchObject({ title: 'Årligt eftersyn', description: 'Skift filteret.' });
    expect(second.body.task.version).toBeGreaterThan(first.body.task.version);
    expect(await read()).toMatchObject({
      title: 'Årligt eftersyn',
      description: 'Skift filteret.',
      version: second.body.task.version,
    });
  });

  it('the same field to different values: 409 STALE_VERSION with the current value, and nothing changed', async () => {
    const before = await read();
    const current = { ...fields(), title: before.title, description: before.description };
    await ok(patch('/api/task', { id: taskId, version: before.version, ...current, title: 'Service' }, bo));
    const after = await read();
    const refused = await patch('/api/task', {
      id: taskId,
      version: before.version,
      ...current,
      title: 'Hovedeftersyn',
      notificationPeriod: 2,
    });
    expect(refused.status).toBe(409);
    expect(stale(refused)).toEqual({
      code: 'STALE_VERSION',
      message: 'Opgaven er ændret af en anden, mens du redigerede. Vælg, hvad der skal gælde.',
      fields: { title: 'Service' },
      version: after.version,
    });
    expect(await read()).toEqual(after);
  });

  it('the responsible changed to different people: the conflict names the current one', async () => {
    const before = await read();
    const current = { ...fields(), title: before.title, description: before.description };
    await ok(patch('/api/task', { id: taskId, version: before.version, ...current, responsibleId: bo.user.id }, bo));
    const refused = await patch('/api/task', {
      id: taskId,
      version: before.version,
      ...current,
      responsibleId: anne.user.id,
    });
    expect(stale(refused)).toMatchObject({
      fields: { responsibleId: bo.user.id },
      names: { responsibleId: bo.user.name },
    });
  });

  it('hostile versions: negative, zero, a fraction, a string, from the future → a Danish 400, nothing changed', async () => {
    const { title, description } = await read();
    await expectHostileRefused('/api/task', { id: taskId, ...fields(), title: 'Hacket', description }, read);
    expect((await read()).title).toBe(title);
  });

  it("another task's version (one this task never had) → 400, nothing changed", async () => {
    const other = (await ok(rt.call<{ taskId: string }>('POST', '/api/task', { ...as(anne), body: fields() }))).taskId;
    for (const title of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])
      await ok(patch('/api/task', { id: other, ...fields(), title }));
    const theirs = (await ok(get<{ task: Task }>(`/api/task/${other}`))).task.version;
    const before = await read();
    expect(theirs).toBeGreaterThan(before.version);
    const answer = await patch('/api/task', { id: taskId, version: theirs, ...fields(), title: 'Forkert' });
    expect([answer.status, errorOf(answer)?.code]).toEqual([400, 'UNKNOWN_VERSION']);
    expect(await read()).toEqual(before);
  });

  it('without a version the PATCH replaces the fields, as before', async () => {
    await ok(patch('/api/task', { id: taskId, ...fields(), description: 'Uden version.' }, bo));
    await ok(patch('/api/task', { id: taskId, ...fields(), title: 'Sidste skrivning' }));
    expect(await read()).toMatchObject({ title: 'Sidste skrivning', description: 'Tjek filter og olie.' });
  });

  it('standby from one version by two admins: one puts it on standby, the other’s same change writes nothing', async () => {
    const { version } = await read();
    const first = await ok(patch<{ task: Task }>('/api/task', { id: taskId, version, standby: true }, bo));
    const second = await ok(patch<{ task: Task }>('/api/task', { id: taskId, version, standby: true }));
    expect([first.task.standby, second.task.standby, second.task.version]).toEqual([true, true, first.task.version]);
    await ok(patch('/api/task', { id: taskId, standby: false, deadline: '2027-03-31T21:00:00.000Z' }));
  });
});

describe('equipment, a location, a note', () => {
  const readEquipment = async () =>
    (await ok(get<{ equipment: Equipment }>(`/api/equipment/${equipmentId}`))).equipment;
  const equipmentBody = (e: Equipment, change: Record<string, unknown>) => ({
    id: equipmentId,
    make: e.make,
    model: e.model,
    equipmentId: e.equipmentId,
    category: e.category,
    locationId: e.locationId,
    ...change,
  });

  it('equipment: ETag; different fields both kept; the same field 409 with the location named; hostile versions 400', async () => {
    const single = await get<{ equipment: Equipment }>(`/api/equipment/${equipmentId}`);
    expectEtag(single, single.body.equipment.version);
    const e = single.body.equipment;
    const list = await ok(get<{ equipment: Equipment[] }>('/api/equipment'));
    expect(list.equipment.find((x) => x.id === equipmentId)?.version).toBe(e.version);
    await ok(patch('/api/equipment', { version: e.version, ...equipmentBody(e, { category: 'Pumper' }) }, bo));
    const merged = await ok(
      patch<{ equipment: Equipment }>('/api/equipment', {
        version: e.version,
        ...equipmentBody(e, { model: 'CR 15' }),
      }),
    );
    expect(merged.equipment).toMatchObject({ category: 'Pumper', model: 'CR 15' });
    const now = await readEquipment();
    await ok(patch('/api/equipment', { version: now.version, ...equipmentBody(now, { locationId }) }, bo));
    const moved = await readEquipment();
    const refused = await patch('/api/equipment', {
      version: now.version,
      ...equipmentBody(now, { locationId: undefined, locationName: 'Tag' }),
    });
    expect(stale(refused)).toMatchObject({ fields: { locationId }, names: { locationId: 'Loft' } });
    expect(await readEquipment()).toEqual(moved);
    await expectHostileRefused('/api/equipment', equipmentBody(moved, { model: 'Hacket' }), readEquipment);
  });

  it('equipment standby sent unchanged leaves someone else’s standby', async () => {
    const { version } = await readEquipment();
    await ok(patch('/api/equipment/standby', { id: equipmentId, version, standby: true }, bo));
    const kept = await ok(
      patch<{ equipment: Equipment }>('/api/equipment/standby', { id: equipmentId, version, standby: false }),
    );
    expect(kept.equipment.standby).toBe(true);
    await ok(patch('/api/equipment/standby', { id: equipmentId, standby: false }));
  });

  it('a location: ETag; renamed by two to different names → 409, nothing changed; hostile versions 400', async () => {
    const readLocation = async () => (await ok(get<{ location: Location }>(`/api/locations/${locationId}`))).location;
    const single = await get<{ location: Location }>(`/api/locations/${locationId}`);
    expectEtag(single, single.body.location.version);
    const { version } = single.body.location;
    await ok(patch('/api/locations', { id: locationId, version, name: 'Fyrrum' }, bo));
    const after = await readLocation();
    const refused = await patch('/api/locations', { id: locationId, version, name: 'Kedelrum' });
    expect([refused.status, stale(refused).fields]).toEqual([409, { name: 'Fyrrum' }]);
    expect(await readLocation()).toEqual(after);
    await expectHostileRefused('/api/locations', { id: locationId, name: 'Hacket' }, readLocation);
  });

  it('a note: its version in the list; archived meanwhile, an archive sent unchanged keeps it archived', async () => {
    const created = await ok(
      rt.call<{ noteId: string }>('POST', '/api/note', {
        ...as(anne),
        body: { content: 'Døren klemmer.', files: [], recipientIds: [], core: false, locationId },
      }),
    );
    const notes = async (archived: boolean) =>
      (await ok(get<{ notes: Note[] }>(`/api/note?locationId=${locationId}&archived=${archived}`))).notes;
    const { version } = (await notes(false)).find((n) => n.id === created.noteId)!;
    await ok(patch('/api/note', { id: created.noteId, version, archived: true }, bo));
    const kept = await ok(patch<{ note: Note }>('/api/note', { id: created.noteId, version, archived: false }));
    expect(kept.note.archived).toBe(true);
    expect((await notes(true)).map((n) => n.id)).toContain(created.noteId);
    const read = async () => (await notes(true)).find((n) => n.id === created.noteId);
    await expectHostileRefused('/api/note', { id: created.noteId, archived: false }, read);
  });
});

describe('the company and its people', () => {
  const readCompany = () => ok(get<Company>(`/api/company/${companyOf()}`));
  const info = (c: Company, change: Record<string, string>) => ({
    id: c.id,
    name: c.name,
    vatNumber: c.vatNumber || '12345678',
    address: c.address || 'Havnegade 1',
    city: c.city || 'Aarhus',
    ...change,
  });

  it('company info: ETag; different fields both kept; the same field 409; hostile versions 400', async () => {
    const single = await get<Company>(`/api/company/${companyOf()}`);
    expectEtag(single, single.body.version);
    await ok(patch('/api/company', info(single.body, {})));
    const c = await readCompany();
    const other = await ok(patch<Company>('/api/company', { ...info(c, { city: 'Odense' }), version: c.version }));
    const mine = await ok(patch<Company>('/api/company', { ...info(c, { name: 'Åberg & Søn' }), version: c.version }));
    expect(mine).toMatchObject({ name: 'Åberg & Søn', city: 'Odense' });
    expect(mine.version).toBeGreaterThan(other.version);
    const refused = await patch('/api/company', { ...info(c, { city: 'Aalborg' }), version: c.version });
    expect([refused.status, stale(refused).fields]).toEqual([409, { city: 'Odense' }]);
    expect(await readCompany()).toMatchObject({ city: 'Odense', version: mine.version });
    await expectHostileRefused('/api/company', info(c, { city: 'Hacket' }), readCompany);
  });

  it('a person: version and ETag on GET /api/user and /api/user/{id}; a role sent unchanged keeps someone else’s', async () => {
    const self = await rt.call<{ user: User }>('GET', '/api/user', { token: carl.token });
    expectEtag(self, self.body.user.version!);
    const member = await get<{ user: Member }>(`/api/user/${carl.user.id}`);
    expectEtag(member, member.body.user.version!);
    const index = await ok(get<{ users: Member[] }>('/api/user/index'));
    expect(index.users.find((u) => u.id === carl.user.id)?.version).toBe(member.body.user.version);
    const version = member.body.user.version;
    await ok(patch('/api/user', { id: carl.user.id, type: 'ADMIN', version }));
    const kept = await ok(patch<User>('/api/user', { id: carl.user.id, type: 'USER', version }));
    expect(kept.roles[companyOf()]).toEqual({ type: 'ADMIN' });
    await ok(patch('/api/user', { id: carl.user.id, type: 'USER' }));
  });

  it('one’s own name from two tabs: the same name 409 with the name now; hostile versions 400', async () => {
    const readMe = async () => (await ok(rt.call<{ user: User }>('GET', '/api/user', { token: carl.token }))).user;
    const { version } = await readMe();
    const first = await ok(
      rt.call<User>('PATCH', '/api/user/name', { token: carl.token, body: { name: 'Carl Hansen', version } }),
    );
    expect(first.version).toBeGreaterThan(version!);
    const refused = await rt.call('PATCH', '/api/user', {
      ...as(carl, companyOf()),
      body: { name: 'Carl Dahl', version },
    });
    expect([refused.status, stale(refused).fields, stale(refused).message]).toEqual([
      409,
      { name: 'Carl Hansen' },
      'Dit navn er ændret et andet sted, mens du redigerede. Vælg, hvad der skal gælde.',
    ]);
    for (const hostile of [-1, '2', 999_999]) {
      const answer = await rt.call('PATCH', '/api/user/name', {
        token: carl.token,
        body: { name: 'X Y', version: hostile },
      });
      expect(answer.status).toBe(400);
    }
    expect((await readMe()).name).toBe('Carl Hansen');
  });
});

describe('completing one deadline twice (decision 131)', () => {
  it('two completions at once: one completes it, the other gets a clear Danish 409; one completion in the history', async () => {
    // A daily routine due Tuesday 2 March, done late on Wednesday morning: Wednesday's deadline is due at once.
    const taskId = (
      await ok(
        rt.call<{ taskId: string }>('POST', '/api/task', {
          ...as(anne),
          body: {
            title: 'Daglig aflæsning',
            description: 'Aflæs trykket.',
            type: 'CYCLICAL',
            interval: 'DAILY',
            notificationPeriod: 0,
            responsibleId: carl.user.id,
            deadline: '2027-03-02T22:00:00.000Z',
            files: [],
            locationId,
          },
        }),
      )
    ).taskId;
    await moveServerClock(rt, new Date('2027-03-03T08:00:00.000Z'), [anne, carl]);
    const complete = (who: Caller) => rt.call('POST', '/api/task/complete', { ...who, body: { id: taskId } });
    const answers = await Promise.all([complete(as(carl, companyOf())), complete(as(anne, companyOf()))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(errorOf(refused)).toMatchObject({
      code: 'ALREADY_COMPLETED',
      message: 'Opgaven er allerede udført for fristen 2. mar. 2027.',
    });
    await rt.drain();
    const history = await ok(get<{ deadline: string }[]>(`/api/historic_completions/${taskId}`));
    expect(history.map((c) => c.deadline)).toEqual(['2027-03-02T22:00:00.000Z']);
  });
});
