import type { Completed, Completion, Session, Task, TaskRow } from '../support/contract';
import { as, createEquipment, errorOf, PUMP } from '../support/api';
import { setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Checklists on tasks, answered at completion, and follow-up tasks (issue 29, decision 165)
 * through the local runtime: the checklist in the task form's schema, answers kept with the
 * completion and shown in the histories, findings followed up in the completion's own commit,
 * readings over time, and every kind of bad answer refused in Danish with nothing written.
 */
let rt: TestRuntime;
let anne: Person;
/** A USER in Anne's company, responsible for the boiler's routine. */
let bo: Person;
/** Another USER in Anne's company. */
let carl: Person;
/** Another company's admin. */
let eva: Person;
let boiler: string;

/** Friday 2027-01-29 23:00 Copenhagen. */
const FRIDAY = '2027-01-29T22:00:00.000Z';
/** Two days before: within the weekly routine's reminder of 2 days, so the task can be done. */
const WEDNESDAY_MORNING = '2027-01-27T09:00:00.000Z';

const checklist = [
  { id: 'tryk', kind: 'READING', label: 'Tryk', unit: 'bar', lower: '1,0', upper: '2,5' },
  { id: 'laek', kind: 'CHECK', label: 'Ingen lækager' },
  { id: 'note', kind: 'TEXT', label: 'Bemærkninger', required: false },
  { id: 'foto', kind: 'PHOTO', label: 'Foto af manometer' },
];

async function at(iso: string) {
  await setServerClock(rt, new Date(iso));
  for (const p of [anne, bo, carl, eva]) {
    const login = await rt.call<Session>('POST', '/api/user', {
      body: { emailAddress: p.emailAddress, password: p.password },
    });
    if (login.status === 200) p.token = login.body.token;
  }
}

const routine = (body: Record<string, unknown> = {}) =>
  rt.call<{ taskId: string }>('POST', '/api/task', {
    ...as(anne),
    body: {
      title: 'Kedeleftersyn',
      description: 'Tjek tryk og lækager.',
      type: 'CYCLICAL',
      interval: 'WEEKLY',
      notificationPeriod: 2,
      responsibleId: bo.user.id,
      deadline: FRIDAY,
      files: [],
      equipmentId: boiler,
      checklist,
      ...body,
    },
  });

const taskOf = async (id: string, who = anne) =>
  (await rt.call<{ task: Task }>('GET', `/api/task/${id}`, as(who, anne.ownCompanyId))).body.task;

const complete = (body: Record<string, unknown>, who = bo) =>
  rt.call<Completed>('POST', '/api/task/complete', { ...as(who, anne.ownCompanyId), body });

const historyOf = async (taskId: string) =>
  (await rt.call<Completion[]>('GET', `/api/historic_completions/${taskId}`, as(anne))).body;

const tasksOf = async () => {
  const { tasks } = (await rt.call<{ tasks: TaskRow[] }>('GET', '/api/task', as(anne))).body;
  expect(Array.isArray(tasks)).toBe(true);
  return tasks;
};

/** A PNG uploaded by `who`, as a photo answer's key. */
async function photo(who: Person): Promise<string> {
  const bytes = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const answer = await rt.call<{ url: string; key: string }>('POST', '/api/upload', {
    ...as(who, anne.ownCompanyId),
    body: { fileName: 'manometer.png', contentType: 'image/png', size: bytes.length },
  });
  const put = await fetch(answer.body.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes });
  expect(put.status).toBe(200);
  return answer.body.key;
}

const goodAnswers = (photoKey: string, pressure: string | number = '1,8', leak = 'OK') => [
  { itemId: 'tryk', reading: pressure },
  { itemId: 'laek', check: leak },
  { itemId: 'foto', photos: [photoKey] },
];

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2027-01-20T10:00:00.000Z'));
  [anne, eva] = await Promise.all([
    newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' }),
    newPerson(rt, { name: 'Eva Enevoldsen', company: 'Evas El' }),
  ]);
  bo = await personWithRole(rt, anne.ownCompanyId, 'USER');
  carl = await personWithRole(rt, anne.ownCompanyId, 'USER');
  boiler = await createEquipment(rt, as(anne), { ...PUMP, name: 'Kedel 1', category: 'Maskine' });
  await at(WEDNESDAY_MORNING);
}, 60_000);
afterAll(() => rt?.stop());

describe('a checklist on a task', () => {
  test('is kept with the task, limits read with a decimal comma and answered as numbers', async () => {
    const created = await routine();
    expect(created.status).toBe(201);
    const task = await taskOf(created.body.taskId);
    expect(task.checklist).toEqual([
      { id: 'tryk', kind: 'READING', label: 'Tryk', required: true, unit: 'bar', lower: 1, upper: 2.5 },
      { id: 'laek', kind: 'CHECK', label: 'Ingen lækager', required: true },
      { id: 'note', kind: 'TEXT', label: 'Bemærkninger', required: false },
      { id: 'foto', kind: 'PHOTO', label: 'Foto af manometer', required: true },
    ]);
    expect(task.followUpOf).toBeNull();
  });

  test.each([
    [
      '51 items',
      { checklist: Array.from({ length: 51 }, (_, i) => ({ id: `p${i}`, kind: 'CHECK', label: `Punkt ${i}` })) },
      'checklist',
      'En tjekliste kan højst have 50 punkter',
    ],
    [
      'a thousands separator',
      { checklist: [{ id: 'a', kind: 'READING', label: 'Tryk', lower: '1.000,5' }] },
      'checklist.0.lower',
      'Skriv tallet uden tusindtalspunktum, fx 1000,5',
    ],
    [
      'limits the wrong way round',
      { checklist: [{ id: 'a', kind: 'READING', label: 'Tryk', lower: '3', upper: '1' }] },
      'checklist.0.upper',
      'Nedre grænse skal være mindre end eller lig øvre grænse',
    ],
    [
      'a unit on a check',
      { checklist: [{ id: 'a', kind: 'CHECK', label: 'Lækager', unit: 'bar' }] },
      'checklist.0.unit',
      'Kun en måling kan have enhed og grænser',
    ],
    [
      'an item without text',
      { checklist: [{ id: 'a', kind: 'CHECK', label: '  ' }] },
      'checklist.0.label',
      'Skriv punktets tekst',
    ],
    [
      'two items with one id',
      {
        checklist: [
          { id: 'a', kind: 'CHECK', label: 'A' },
          { id: 'a', kind: 'CHECK', label: 'B' },
        ],
      },
      'checklist.1.id',
      'To punkter har samme id',
    ],
  ])('with %s is refused in Danish, and nothing is written', async (_, body, field, message) => {
    const before = (await tasksOf()).length;
    const answer = await routine(body);
    expect([answer.status, errorOf(answer)?.fields?.[field]]).toEqual([400, message]);
    expect((await tasksOf()).length).toBe(before);
  });
});

describe('completing a task with a checklist', () => {
  test('keeps every answer with the completion and in the histories; a finding becomes a linked follow-up task', async () => {
    const { taskId } = (await routine()).body;
    const read = await taskOf(taskId, bo);
    const key = await photo(bo);
    const done = await complete({
      id: taskId,
      version: read.version,
      answers: [...goodAnswers(key, '0,6', 'FAIL'), { itemId: 'note', text: 'Ventil drypper.' }],
      followUps: [
        { itemId: 'tryk', severity: 'CRITICAL', responsibleId: bo.user.id },
        { itemId: 'laek', severity: 'NEXT_INSPECTION', responsibleId: anne.user.id },
      ],
    });
    expect(done.status).toBe(200);
    const { completion } = done.body;
    expect(completion.answers.map((a) => [a.item.label, a.reading ?? a.check ?? a.text ?? a.photos])).toEqual([
      ['Tryk', 0.6],
      ['Ingen lækager', 'FAIL'],
      ['Bemærkninger', 'Ventil drypper.'],
      ['Foto af manometer', [key]],
    ]);
    // 'Kritisk' the next working day; 'Ved næste eftersyn' the routine's next deadline.
    expect(completion.followUps.map((f) => [f.itemId, f.title, f.deadline])).toEqual([
      ['tryk', 'Tryk', '2027-01-28T22:00:00.000Z'],
      ['laek', 'Ingen lækager', '2027-02-05T22:00:00.000Z'],
    ]);

    const pressure = await taskOf(completion.followUps[0].taskId);
    expect(pressure).toMatchObject({
      type: 'AD_HOC',
      title: 'Tryk',
      responsibleId: bo.user.id,
      equipmentId: boiler,
      deadline: '2027-01-28T22:00:00.000Z',
      files: [key],
      followUpOf: { taskId, title: 'Kedeleftersyn', completionId: completion.id },
    });
    expect(pressure.description).toBe('Opfølgning på Kedeleftersyn: Tryk: 0,6 bar (under grænsen 1–2,5 bar)');
    expect((await taskOf(completion.followUps[1].taskId)).responsibleId).toBe(anne.user.id);
    // The responsible sees their follow-up in their own list at once.
    const mine = (await rt.call<{ tasks: TaskRow[] }>('GET', '/api/task-query', as(bo, anne.ownCompanyId))).body;
    expect(mine.tasks.map((t) => t.id)).toContain(completion.followUps[0].taskId);

    const [shown] = await historyOf(taskId);
    expect(shown.answers).toEqual(completion.answers);
    expect(shown.followUps.map((f) => f.title)).toEqual(['Tryk', 'Ingen lækager']);
    const equipmentHistory = (
      await rt.call<Completion[]>('GET', `/api/historic_completions/equipment/${boiler}`, as(bo, anne.ownCompanyId))
    ).body;
    expect(equipmentHistory.find((c) => c.id === completion.id)?.answers).toHaveLength(4);
  });

  test('a finding left without a follow-up creates no task; a follow-up of no finding is refused', async () => {
    const { taskId } = (await routine()).body;
    const key = await photo(bo);
    const refused = await complete({
      id: taskId,
      answers: goodAnswers(key),
      followUps: [{ itemId: 'tryk', severity: 'SOON', responsibleId: bo.user.id }],
    });
    expect([refused.status, errorOf(refused)?.fields]).toEqual([
      400,
      { 'followUps.tryk': 'Punktet har ingen fejl at følge op på' },
    ]);
    const before = (await tasksOf()).length;
    const done = await complete({ id: taskId, answers: goodAnswers(key, '3,1') });
    expect([done.status, done.body.completion.followUps]).toEqual([200, []]);
    expect((await tasksOf()).length).toBe(before);
  });

  test('a follow-up goes to the completer or an admin, never to another user', async () => {
    const { taskId } = (await routine()).body;
    const key = await photo(bo);
    const toCarl = await complete({
      id: taskId,
      answers: goodAnswers(key, '1,8', 'FAIL'),
      followUps: [{ itemId: 'laek', severity: 'SOON', responsibleId: carl.user.id }],
    });
    expect([toCarl.status, errorOf(toCarl)?.fields]).toEqual([
      400,
      { 'followUps.laek': 'Vælg dig selv eller en administrator som ansvarlig' },
    ]);
    expect(await historyOf(taskId)).toEqual([]);
    const toAnne = await complete({
      id: taskId,
      answers: goodAnswers(key, '1,8', 'FAIL'),
      followUps: [{ itemId: 'laek', severity: 'SOON', responsibleId: anne.user.id }],
    });
    // 'Snarest' within 7 days: Wednesday the 3rd of February.
    expect([toAnne.status, toAnne.body.completion.followUps[0].deadline]).toEqual([200, '2027-02-03T22:00:00.000Z']);
  });

  test("'Ved næste eftersyn' on a single task, which has no next deadline, is refused", async () => {
    const { taskId } = (await routine({ type: 'AD_HOC', interval: null, notificationPeriod: 7 })).body;
    const key = await photo(bo);
    const answer = await complete({
      id: taskId,
      answers: goodAnswers(key, '1,8', 'FAIL'),
      followUps: [{ itemId: 'laek', severity: 'NEXT_INSPECTION', responsibleId: bo.user.id }],
    });
    expect([answer.status, errorOf(answer)?.fields]).toEqual([
      400,
      { 'followUps.laek': "Opgaven har ingen næste frist. Vælg 'Kritisk' eller 'Snarest'." },
    ]);
    expect((await taskOf(taskId)).status).not.toBe('COMPLETED');
  });

  test.each([
    [
      'a 10,000-character answer',
      [{ itemId: 'note', text: 'x'.repeat(10_000) }],
      'answers.0.text',
      'Svaret må højst være 2000 tegn',
    ],
    ['NaN', [{ itemId: 'tryk', reading: 'NaN' }], 'answers.tryk', 'Skriv et tal, fx 1,8'],
    ['Infinity', [{ itemId: 'tryk', reading: 'Infinity' }], 'answers.tryk', 'Skriv et tal, fx 1,8'],
    [
      "'1.000,5'",
      [{ itemId: 'tryk', reading: '1.000,5' }],
      'answers.tryk',
      'Skriv tallet uden tusindtalspunktum, fx 1000,5',
    ],
    ["'1,2,3'", [{ itemId: 'tryk', reading: '1,2,3' }], 'answers.tryk', 'Skriv et tal, fx 1,8'],
    ['a photo item without a photo', [{ itemId: 'foto', photos: [] }], 'answers.foto', 'Tilføj et foto'],
    ['a check left out', [], 'answers.laek', 'Vælg OK, Fejl eller Ikke relevant'],
    [
      'an item that does not exist',
      [{ itemId: 'findes-ikke', check: 'OK' }],
      'answers',
      'Tjeklisten er ændret, siden du åbnede den. Genindlæs siden og udfyld den igen.',
    ],
    ['a reading for a check', [{ itemId: 'laek', reading: '1,0' }], 'answers.laek', 'Svaret passer ikke til punktet'],
    [
      'an unknown check value',
      [{ itemId: 'laek', check: 'MÅSKE' }],
      'answers.0.check',
      'Vælg OK, Fejl eller Ikke relevant',
    ],
  ])('%s gets a Danish 400 and nothing is written', async (_, answers, field, message) => {
    const { taskId } = (await routine()).body;
    const before = (await tasksOf()).length;
    const answer = await complete({ id: taskId, answers });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)?.fields?.[field]).toBe(message);
    expect(await historyOf(taskId)).toEqual([]);
    expect((await taskOf(taskId)).deadline).toBe(FRIDAY);
    expect((await tasksOf()).length).toBe(before);
  });

  test('a photo of another company, or never uploaded, is refused', async () => {
    const { taskId } = (await routine()).body;
    const foreign = await rt.call<{ key: string }>('POST', '/api/upload', {
      ...as(eva),
      body: { fileName: 'x.png', contentType: 'image/png', size: 10 },
    });
    const answer = await complete({ id: taskId, answers: goodAnswers(foreign.body.key) });
    expect([answer.status, errorOf(answer)?.code]).toEqual([400, 'FILE_NOT_FOUND']);
    expect(await historyOf(taskId)).toEqual([]);
  });
});

describe('a checklist edited while someone fills it in', () => {
  test('an item removed since it was opened: the completion is refused with a clear message', async () => {
    const { taskId } = (await routine()).body;
    const opened = await taskOf(taskId, bo);
    const key = await photo(bo);
    const edited = await rt.call<{ task: Task }>('PATCH', '/api/task', {
      ...as(anne),
      body: {
        ...editBody(opened),
        checklist: checklist.filter((item) => item.id !== 'laek'),
      },
    });
    expect(edited.status).toBe(200);
    const answer = await complete({ id: taskId, version: opened.version, answers: goodAnswers(key) });
    expect([answer.status, errorOf(answer)?.fields]).toEqual([
      400,
      { answers: 'Tjeklisten er ændret, siden du åbnede den. Genindlæs siden og udfyld den igen.' },
    ]);
  });

  test('a required item added since it was opened: refused the same way, not as a missing answer', async () => {
    const { taskId } = (await routine()).body;
    const opened = await taskOf(taskId, bo);
    const key = await photo(bo);
    await rt.call('PATCH', '/api/task', {
      ...as(anne),
      body: { ...editBody(opened), checklist: [...checklist, { id: 'ny', kind: 'CHECK', label: 'Sikkerhedsventil' }] },
    });
    const answer = await complete({ id: taskId, version: opened.version, answers: goodAnswers(key) });
    expect(errorOf(answer)?.fields?.answers).toBe(
      'Tjeklisten er ændret, siden du åbnede den. Genindlæs siden og udfyld den igen.',
    );
  });

  test("editing a routine's checklist changes its next occurrence, never a completed one", async () => {
    const { taskId } = (await routine()).body;
    const key = await photo(bo);
    expect((await complete({ id: taskId, answers: goodAnswers(key) })).status).toBe(200);
    const task = await taskOf(taskId);
    const renamed = checklist.map((item) =>
      item.id === 'tryk' ? { ...item, label: 'Kedeltryk', upper: '3,0' } : item,
    );
    expect(
      (await rt.call('PATCH', '/api/task', { ...as(anne), body: { ...editBody(task), checklist: renamed } })).status,
    ).toBe(200);
    const [kept] = await historyOf(taskId);
    expect(kept.answers[0].item).toEqual({
      id: 'tryk',
      kind: 'READING',
      label: 'Tryk',
      unit: 'bar',
      lower: 1,
      upper: 2.5,
    });
    expect((await taskOf(taskId)).checklist[0]).toMatchObject({ label: 'Kedeltryk', upper: 3 });
  });

  test('two admins: one edits the checklist, the other the title, from one version: both are kept', async () => {
    const { taskId } = (await routine()).body;
    const opened = await taskOf(taskId);
    const first = await rt.call('PATCH', '/api/task', {
      ...as(anne),
      body: { ...editBody(opened), checklist: checklist.slice(0, 2) },
    });
    const second = await rt.call<{ task: Task }>('PATCH', '/api/task', {
      ...as(anne),
      body: { ...editBody(opened), title: 'Kedeleftersyn, ugentligt' },
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.task.title).toBe('Kedeleftersyn, ugentligt');
    expect(second.body.task.checklist.map((item) => item.id)).toEqual(['tryk', 'laek']);
  });
});

describe('races and access', () => {
  test('two completions of one deadline at once: one lands with its follow-up, the other is refused', async () => {
    const { taskId } = (await routine()).body;
    const opened = await taskOf(taskId);
    const key = await photo(bo);
    const body = {
      id: taskId,
      version: opened.version,
      answers: goodAnswers(key, '1,8', 'FAIL'),
      followUps: [{ itemId: 'laek', severity: 'SOON', responsibleId: anne.user.id }],
    };
    const before = (await tasksOf()).length;
    const answers = await Promise.all([complete(body), complete(body, anne)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await historyOf(taskId)).toHaveLength(1);
    expect((await tasksOf()).length).toBe(before + 1);
  });

  test('a USER completes only their own tasks; another company sees neither task nor readings', async () => {
    const { taskId } = (await routine()).body;
    const key = await photo(carl);
    expect((await complete({ id: taskId, answers: goodAnswers(key) }, carl)).status).toBe(404);
    expect((await rt.call('GET', `/api/equipment/${boiler}/readings`, as(eva))).status).toBe(404);
    expect((await rt.call('GET', `/api/task/${taskId}`, as(eva))).status).toBe(404);
  });
});

describe('whom a follow-up may go to', () => {
  test('anyone in the company reads its admins by id and name, nothing more; another company may not', async () => {
    const admins = await rt.call<{ admins: Record<string, unknown>[] }>(
      'GET',
      '/api/user/admins',
      as(bo, anne.ownCompanyId),
    );
    expect([admins.status, admins.body.admins]).toEqual([200, [{ id: anne.user.id, name: 'Anne Åberg' }]]);
    expect((await rt.call('GET', '/api/user/admins', as(eva, anne.ownCompanyId))).status).toBe(403);
  });
});

describe('readings over time', () => {
  test('the equipment answers each reading item as a series with its limits, oldest first, out-of-limit values marked', async () => {
    const answer = await rt.call<{
      series: {
        key: string;
        label: string;
        unit: string;
        lower: number;
        upper: number;
        points: { value: number; state: string }[];
      }[];
    }>('GET', `/api/equipment/${boiler}/readings`, as(carl, anne.ownCompanyId));
    expect(answer.status).toBe(200);
    const pressures = answer.body.series.filter((series) => series.label === 'Tryk' || series.label === 'Kedeltryk');
    expect(pressures.length).toBeGreaterThan(0);
    const all = pressures.flatMap((series) => series.points);
    expect(all.find((point) => point.value === 0.6)?.state).toBe('BELOW');
    expect(all.find((point) => point.value === 3.1)?.state).toBe('ABOVE');
    expect(all.find((point) => point.value === 1.8)?.state).toBe('WITHIN');
    expect(pressures[0]).toMatchObject({ unit: 'bar', lower: 1 });
  });
});

/** A task's edit body from its read: its own fields, at the version read. */
function editBody(task: Task) {
  return {
    id: task.id,
    version: task.version,
    title: task.title,
    description: task.description,
    type: task.type,
    interval: task.interval,
    notificationPeriod: task.notificationPeriod,
    responsibleId: task.responsibleId,
    deadline: task.deadline,
    files: task.files,
    countFrom: task.countFrom,
    equipmentId: task.equipmentId ?? undefined,
    locationId: task.equipmentId ? undefined : (task.locationId ?? undefined),
    checklist: task.checklist,
  };
}
