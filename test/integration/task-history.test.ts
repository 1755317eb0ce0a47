import { taskCompletionsOf } from '../../functions/queries/tasks';
import { companyHistoryCsv, taskHistoryCsv } from '../../web/src/features/tasks/utils/history-csv';
import type { Completion } from '../support/contract';
import { as, createEquipment, createLocation, createTask, errorOf, ok, PUMP } from '../support/api';
import { moveServerClock, setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { emptyRows, rowsIn } from '../support/read-models';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Task history (spec 001 "Task history", "Equipment", §9): a year's completions company-wide, one
 * task's and one equipment's history each from a partition of their own (decision 044 "Completion
 * history partitions"), and the CSV files built from what the API answers.
 */
let rt: TestRuntime;
let anne: Person;
let bo: Person;
let eva: Person;
let pump: string;
let drill: string;
let storage: string;
let weekly: string;
let single: string;
let atStorage: string;

const at = (iso: string) => moveServerClock(rt, new Date(iso), [anne, bo, eva]);

const history = (p: Person, query: Record<string, string>) =>
  rt.call<Completion[]>('GET', '/api/historic_completions', {
    token: p.token,
    query: { companyId: anne.ownCompanyId, ...query },
  });
/** The server clock runs on from where it is set: compare to the minute. */
const minute = (iso: string) => iso.slice(0, 16);
const titles = (body: Completion[]) => body.map((c) => `${c.task.title} ${minute(minute(c.finishedOn))}`);

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2026-12-20T10:00:00.000Z'));
  [anne, eva] = await Promise.all([
    newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' }),
    newPerson(rt, { name: 'Eva Enevoldsen', company: 'Evas El' }),
  ]);
  bo = await personWithRole(rt, anne.ownCompanyId, 'USER');
  await at('2026-12-20T10:00:00.000Z');
  pump = await createEquipment(rt, as(anne), PUMP);
  drill = await createEquipment(rt, as(anne), { ...PUMP, make: 'Bosch', model: 'GSB 18', equipmentId: 'BO-18' });
  storage = await createLocation(rt, as(anne), 'Lager');
  const task = async (body: object) =>
    await createTask(rt, as(anne), {
      description: 'Tjek filter.',
      type: 'AD_HOC',
      interval: null,
      notificationPeriod: 7,
      responsibleId: bo.user.id,
      deadline: '2027-01-05T22:00:00.000Z',
      files: [],
      ...body,
    });
  weekly = await task({
    title: '=Smøring af pumpe',
    type: 'CYCLICAL',
    interval: 'WEEKLY',
    notificationPeriod: 2,
    equipmentId: pump,
    deadline: '2026-12-22T22:00:00.000Z',
  });
  single = await task({ title: 'Skift bor', equipmentId: drill });
  atStorage = await task({ title: 'Ryd op på lageret', locationId: storage });

  await at('2026-12-23T10:00:00.000Z');
  await ok(rt.call('POST', '/api/task/complete', { ...as(bo, anne.ownCompanyId), body: { id: weekly } }));
  // 00:30 on New Year's Day in Copenhagen: a completion of 2027.
  await at('2026-12-31T23:30:00.000Z');
  await ok(rt.call('POST', '/api/task/complete', { ...as(bo, anne.ownCompanyId), body: { id: weekly } }));
  await at('2027-01-04T10:00:00.000Z');
  await ok(rt.call('POST', '/api/task/complete', { ...as(bo, anne.ownCompanyId), body: { id: single } }));
  await ok(rt.call('POST', '/api/task/complete', { ...as(anne), body: { id: atStorage } }));
  await rt.drain();
}, 120_000);
afterAll(() => rt?.stop());

describe('the company-wide history, by year', () => {
  test('a year holds the completions of its Copenhagen calendar year, newest first', async () => {
    const y2026 = await history(anne, { year: '2026' });
    expect(y2026.status).toBe(200);
    expect(titles(y2026.body)).toEqual(['=Smøring af pumpe 2026-12-23T10:00']);
    const y2027 = await history(anne, { year: '2027' });
    expect(titles(y2027.body).slice(0, 2).sort()).toEqual([
      'Ryd op på lageret 2027-01-04T10:00',
      'Skift bor 2027-01-04T10:00',
    ]);
    expect(titles(y2027.body)[2]).toBe('=Smøring af pumpe 2026-12-31T23:30');
    expect((await history(anne, { year: '2025' })).body).toEqual([]);
  });

  test('each completion names its task, equipment or location, lateness and responsible', async () => {
    const [storageDone] = (await history(anne, { year: '2027' })).body.filter((c) => c.task.id === atStorage);
    expect(storageDone).toMatchObject({
      task: { id: atStorage, title: 'Ryd op på lageret', type: 'AD_HOC' },
      equipment: null,
      locationId: storage,
      locationName: 'Lager',
      late: false,
      lateness: 'uden forsinkelse',
      responsible: { id: bo.user.id, deleted: false },
    });
    const [late] = (await history(anne, { year: '2026' })).body;
    expect(late).toMatchObject({
      equipment: { id: pump, name: expect.any(String), equipmentId: 'GF-10' },
      locationName: 'Kælder',
      late: true,
    });
  });

  test('without a year it is this year; a year before 2018 or no number is refused in Danish', async () => {
    expect(titles((await history(anne, {})).body)).toHaveLength(3);
    for (const year of ['2017', 'abc']) {
      const refused = await history(anne, { year });
      expect(refused.status).toBe(400);
      expect(errorOf(refused)?.message).toEqual(expect.any(String));
    }
  });

  test('is for admins: a USER gets 403', async () => {
    expect((await history(bo, { year: '2027' })).status).toBe(403);
  });
});

describe("one task's history", () => {
  test('holds that task’s completions of every year, or of one', async () => {
    const all = await rt.call<Completion[]>('GET', `/api/historic_completions/${weekly}`, as(anne));
    expect(all.body.map((c) => minute(c.finishedOn))).toEqual(['2026-12-31T23:30', '2026-12-23T10:00']);
    const one = await rt.call<Completion[]>('GET', `/api/historic_completions/${weekly}`, {
      token: anne.token,
      query: { companyId: anne.ownCompanyId, year: '2026' },
    });
    expect(one.body.map((c) => minute(c.finishedOn))).toEqual(['2026-12-23T10:00']);
  });

  test('is read from the task’s own partition, not from the company’s years', async () => {
    const company = new Set([`Completions#${anne.ownCompanyId}`]);
    const kept = await rowsIn(company);
    await emptyRows(company);
    try {
      const answer = await rt.call('GET', `/api/historic_completions/${weekly}`, as(anne));
      expect(answer.body).toHaveLength(2);
    } finally {
      await rt.call('POST', '/dev/rebuild');
    }
    expect(await rowsIn(company)).toEqual(kept);
    expect(
      (await taskCompletionsOf(anne.ownCompanyId, weekly, null)).map((row) => minute(row.finishedOn)).sort(),
    ).toEqual(['2026-12-23T10:00', '2026-12-31T23:30']);
  });

  test('another company’s task is 404', async () => {
    expect((await rt.call('GET', `/api/historic_completions/${weekly}`, as(eva, eva.ownCompanyId))).status).toBe(404);
  });
});

describe("one equipment's history", () => {
  test('holds the completions of the tasks done on it, for admins and USERs alike', async () => {
    for (const p of [anne, bo]) {
      const answer = await rt.call<Completion[]>(
        'GET',
        `/api/historic_completions/equipment/${pump}`,
        as(p, anne.ownCompanyId),
      );
      expect(answer.status).toBe(200);
      expect(answer.body.map((c) => [c.task.id, minute(c.finishedOn)])).toEqual([
        [weekly, '2026-12-31T23:30'],
        [weekly, '2026-12-23T10:00'],
      ]);
    }
    const drilled = await rt.call<Completion[]>(
      'GET',
      `/api/historic_completions/equipment/${drill}`,
      as(bo, anne.ownCompanyId),
    );
    expect(drilled.body.map((c) => c.task.title)).toEqual(['Skift bor']);
  });

  test('unknown equipment, or another company’s, is 404', async () => {
    expect((await rt.call('GET', '/api/historic_completions/equipment/nope', as(anne))).status).toBe(404);
    expect(
      (await rt.call('GET', `/api/historic_completions/equipment/${pump}`, as(eva, eva.ownCompanyId))).status,
    ).toBe(404);
    expect((await rt.call('GET', `/api/historic_completions/equipment/${storage}`, as(anne))).status).toBe(404);
  });
});

/** The completions as the SPA holds them, which its CSV files are made from. */
type ShownCompletions = Parameters<typeof companyHistoryCsv>[0];

describe('the CSV files from what the API answers', () => {
  test('company-wide: BOM, ";", Danish headers and letters, late ja/nej, the formula-like title inert', async () => {
    const csv = companyHistoryCsv((await history(anne, { year: '2027' })).body as ShownCompletions);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csv.slice(1).trimEnd().split('\r\n');
    expect(header).toBe('Opgave;Udført;Deadline;Ansvarlig;Type;Udstyr/Lokation;Forsinket');
    expect(rows).toHaveLength(3);
    expect(rows).toContain(`Ryd op på lageret;2027-01-04;2027-01-05;${bo.user.name};Enkelt;Lager;nej`);
    expect(rows.find((row) => row.includes('Smøring'))).toMatch(
      /^'=Smøring af pumpe;2027-01-01;2026-12-29;.*;Rutine;.*\(GF-10\);ja$/,
    );
  });

  test('one task: task, date done, deadline, responsible, type', async () => {
    const csv = taskHistoryCsv(
      (await rt.call<ShownCompletions>('GET', `/api/historic_completions/${single}`, as(anne))).body,
    );
    expect(csv).toBe(
      `\uFEFFOpgave;Udført;Deadline;Ansvarlig;Type\r\nSkift bor;2027-01-04;2027-01-05;${bo.user.name};Enkelt\r\n`,
    );
  });
});

describe('people who have left', () => {
  test('who did a task is marked deleted once they have left the company, as the responsible is (decision 057 "Deleted people read the same everywhere")', async () => {
    const dorte = await personWithRole(rt, anne.ownCompanyId, 'ADMIN');
    const taskId = await createTask(rt, as(anne), {
      title: 'Tøm affaldet',
      description: 'Containeren tømmes.',
      type: 'AD_HOC',
      interval: null,
      notificationPeriod: 7,
      responsibleId: anne.user.id,
      deadline: '2027-01-05T22:00:00.000Z',
      files: [],
      locationId: storage,
    });
    await ok(rt.call('POST', '/api/task/complete', { ...as(dorte, anne.ownCompanyId), body: { id: taskId } }));
    await rt.drain();
    const before = (await ok(rt.call<Completion[]>('GET', `/api/historic_completions/${taskId}`, as(anne))))[0];
    expect([before.responsible, before.completedBy]).toEqual([
      { id: anne.user.id, name: anne.user.name, deleted: false },
      { id: dorte.user.id, name: dorte.user.name, deleted: false },
    ]);
    await ok(rt.call('DELETE', '/api/user', { ...as(anne), body: { id: dorte.user.id } }));
    const after = (await ok(rt.call<Completion[]>('GET', `/api/historic_completions/${taskId}`, as(anne))))[0];
    expect([after.responsible.deleted, after.completedBy]).toEqual([
      false,
      { id: dorte.user.id, name: dorte.user.name, deleted: true },
    ]);
  });
});
