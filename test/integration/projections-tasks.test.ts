import type { Envelope } from '../../events/envelope';
import type { Completion, Location, Member, Rebuild, TaskRow } from '../support/contract';
import { as, createEquipment, createLocation, createTask, ok, PUMP } from '../support/api';
import { envelopesOf } from '../support/deliveries';
import { moveServerClock, setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { rowsIn, scanReadModels, type Row } from '../support/read-models';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * The task list and the completion history are written with each commit (decision 058 "Inline
 * projections (read your writes)"), not by the bus (decision 121 "The bus delivers only to
 * projections that combine streams"): the writes alone leave every row at its stream's newest
 * version, the bus changes none of them, and a rebuild from the event store gives the same rows.
 */

let rt: TestRuntime;
let anne: Person;
let bo: Person;
let cecilie: Person;
let envelopes: Envelope[];
let partitions: Set<string>;
let liveRows: Row[];
const taskIds: string[] = [];

const at = (iso: string) => moveServerClock(rt, new Date(iso), [anne, bo, cecilie]);
const scenarioRows = () => rowsIn(partitions);

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2027-01-20T10:00:00.000Z'));
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  [bo, cecilie] = [
    await personWithRole(rt, anne.ownCompanyId, 'USER'),
    await personWithRole(rt, anne.ownCompanyId, 'ADMIN'),
  ];
  await at('2027-01-20T10:00:00.000Z');
  const pump = await createEquipment(rt, as(anne), PUMP);
  const storage = await createLocation(rt, as(anne), 'Lager');
  const task = (body: Record<string, unknown>) =>
    createTask(rt, as(anne), {
      title: 'Eftersyn',
      description: 'Tjek filter.',
      type: 'CYCLICAL',
      interval: 'WEEKLY',
      notificationPeriod: 2,
      responsibleId: bo.user.id,
      deadline: '2027-01-29T22:00:00.000Z',
      equipmentId: pump,
      ...body,
    });

  // A weekly routine on the pump, completed late and on time, edited, moved to Cecilie.
  const weekly = await task({ title: 'Ugentligt eftersyn' });
  // A single task at the storage, completed; a monthly routine put on standby and back; one deleted.
  const single = await task({
    title: 'Ryd op',
    type: 'AD_HOC',
    interval: null,
    notificationPeriod: 0,
    equipmentId: undefined,
    locationId: storage,
    deadline: '2027-01-22T22:00:00.000Z',
  });
  const monthly = await task({
    title: 'Månedligt tjek',
    interval: 'MONTHLY',
    notificationPeriod: 7,
    deadline: '2027-01-29T22:00:00.000Z',
  });
  const doomed = await task({ title: 'Gammel opgave', type: 'AD_HOC', interval: null, notificationPeriod: 0 });
  await at('2027-01-22T12:00:00.000Z');
  await ok(
    rt.call('POST', '/api/task/complete', {
      ...as(bo, anne.ownCompanyId),
      body: { id: single, note: { content: 'Lageret er ryddet.' } },
    }),
  );
  await at('2027-01-30T09:00:00.000Z');
  await ok(rt.call('POST', '/api/task/complete', { ...as(bo, anne.ownCompanyId), body: { id: weekly } }));
  await ok(rt.call('PATCH', '/api/task', { ...as(anne), body: { id: monthly, standby: true } }));
  await ok(
    rt.call('PATCH', '/api/task', {
      ...as(anne),
      body: { id: monthly, standby: false, deadline: '2027-02-26T22:00:00.000Z' },
    }),
  );
  await at('2027-02-04T09:00:00.000Z');
  await ok(rt.call('POST', '/api/task/complete', { ...as(anne), body: { id: weekly } }));
  await ok(
    rt.call('PATCH', '/api/task', {
      ...as(anne),
      body: {
        id: weekly,
        title: 'Ugentligt eftersyn af pumpe',
        description: 'Tjek filter og olie.',
        type: 'CYCLICAL',
        interval: 'WEEKLY',
        notificationPeriod: 1,
        responsibleId: bo.user.id,
        deadline: '2027-02-12T22:00:00.000Z',
        files: [],
        equipmentId: pump,
      },
    }),
  );
  await ok(rt.call('PATCH', '/api/equipment/standby', { ...as(anne), body: { id: pump, standby: true } }));
  await ok(
    rt.call('PATCH', '/api/equipment/standby', {
      ...as(anne),
      body: {
        id: pump,
        standby: false,
        newDeadlines: {
          [weekly]: '2027-02-19T22:00:00.000Z',
          [monthly]: '2027-02-26T22:00:00.000Z',
          [doomed]: '2027-02-10T22:00:00.000Z',
        },
      },
    }),
  );
  await ok(
    rt.call('PATCH', '/api/task/responsibility', {
      ...as(anne),
      body: { [weekly]: cecilie.user.id, [monthly]: cecilie.user.id },
    }),
  );
  await ok(rt.call('DELETE', '/api/task', { ...as(anne), body: { id: doomed } }));

  taskIds.push(weekly, single, monthly, doomed);
  envelopes = await envelopesOf(taskIds.map((id) => ({ type: 'Task', id })));
  const c = anne.ownCompanyId;
  partitions = new Set([
    `Tasks#${c}`,
    `Completions#${c}`,
    ...taskIds.map((id) => `TaskCompletions#${c}#${id}`),
    `TargetCompletions#${c}#EQUIPMENT#${pump}`,
    `TargetCompletions#${c}#LOCATION#${storage}`,
  ]);
  // Read without waiting for the bus: what the writes themselves left.
  liveRows = await scenarioRows();
}, 120_000);

afterAll(() => rt?.stop());

describe('the scenario', () => {
  test('the writes alone left a row per task and per completion, at each stream’s newest version', async () => {
    const tasks = liveRows.filter((row) => row.pk.startsWith('Tasks#'));
    const completions = liveRows.filter((row) => row.pk.startsWith('Completions#'));
    expect(tasks.map((row) => row.sk).sort()).toEqual([...taskIds].sort());
    expect(completions).toHaveLength(3);
    // Each completion is also in its task's and its equipment's or location's partition, alike.
    const copies = liveRows.filter((row) => /^(Task|Target)Completions#/.test(row.pk));
    expect(copies).toHaveLength(6);
    for (const copy of copies)
      expect({ ...copy, pk: undefined }).toEqual({ ...completions.find((row) => row.sk === copy.sk), pk: undefined });
    expect(copies.filter((row) => row.pk.includes('#LOCATION#')).map((row) => row.title)).toEqual(['Ryd op']);
    const newest = new Map<string, number>();
    for (const e of envelopes) newest.set(e.streamId, Math.max(newest.get(e.streamId) ?? 0, e.streamVersion));
    for (const row of tasks) expect(row.version).toBe(newest.get(row.sk));
    const state = (id: string) => tasks.find((row) => row.sk === id)!.state as Record<string, unknown>;
    expect(state(taskIds[0])).toMatchObject({
      title: 'Ugentligt eftersyn af pumpe',
      responsibleId: cecilie.user.id,
      deadline: '2027-02-19T22:00:00.000Z',
      equipmentStandby: false,
    });
    expect(state(taskIds[1])).toMatchObject({ completed: true });
    expect(state(taskIds[3])).toMatchObject({ deleted: true });
    expect(completions.map((row) => [row.title, row.late])).toEqual([
      ['Ryd op', false],
      ['Ugentligt eftersyn', true],
      ['Ugentligt eftersyn', false],
    ]);
  });

  test('a client sees it: the task list and the year’s history', async () => {
    const list = (await rt.call<{ tasks: TaskRow[] }>('GET', '/api/task', as(anne))).body.tasks;
    expect(list.map((t) => [t.title, t.status, t.responsibleId])).toEqual([
      ['Ryd op', 'COMPLETED', bo.user.id],
      ['Ugentligt eftersyn af pumpe', 'ACTIVE', cecilie.user.id],
      ['Månedligt tjek', 'ACTIVE', cecilie.user.id],
    ]);
    const history = (
      await rt.call<Completion[]>('GET', '/api/historic_completions', {
        token: anne.token,
        query: { companyId: anne.ownCompanyId, year: '2027' },
      })
    ).body;
    expect(history.map((c) => [c.task.title, c.lateness])).toEqual([
      ['Ugentligt eftersyn', 'uden forsinkelse'],
      ['Ugentligt eftersyn', 'forsinket 1 dag'], // Fri 29 Jan 23:00 → Sat 30 Jan 10:00: a calendar day
      ['Ryd op', 'uden forsinkelse'],
    ]);
  });

  test('the bus, drained, changes none of them', async () => {
    await rt.drain();
    expect(await scenarioRows()).toEqual(liveRows);
  });
});

describe('a rebuild from the event store (POST /dev/rebuild)', () => {
  test('empties the read models and writes each commit’s rows again, in stream order: the rows of the live path', async () => {
    const before = await scanReadModels();
    expect(before.filter((row) => partitions.has(row.pk))).toEqual(liveRows);
    const answer = await rt.call<Rebuild>('POST', '/dev/rebuild');
    expect(answer.status).toBe(200);
    expect(answer.body.deleted).toBe(before.length);
    expect(await scenarioRows()).toEqual(liveRows);
    expect(await scanReadModels()).toEqual(before);
  });

  test('a second rebuild changes nothing either', async () => {
    const before = await scanReadModels();
    expect((await rt.call('POST', '/dev/rebuild')).status).toBe(200);
    expect(await scanReadModels()).toEqual(before);
  });

  test('users, equipment and locations count the tasks from the rebuilt list', async () => {
    const users = (await rt.call<{ users: Member[] }>('GET', '/api/user/index', as(anne))).body.users;
    expect(Object.fromEntries(users.map((u) => [u.id, u.taskCount]))).toMatchObject({
      [bo.user.id]: 0,
      [cecilie.user.id]: 2,
      [anne.user.id]: 0,
    });
    const locations = (await rt.call<{ locations: Location[] }>('GET', '/api/locations', as(anne))).body.locations;
    expect(locations.map((l) => [l.name, l.taskCount])).toEqual([
      ['Kælder', 2],
      ['Lager', 0],
    ]);
  });
});
