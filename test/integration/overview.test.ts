import { as, createLocation, createTask, errorOf } from '../support/api';
import { setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import type { Overview } from '../support/contract';

/**
 * `GET /api/overview` (docs/api-additions.md): who may read it, another company's data stays
 * invisible, and a `month` a client or an attacker makes up answers 400 'Ugyldig måned', never 5xx.
 */
let rt: TestRuntime;
let anne: Person;
let bo: Person;
let olga: Person;
let taskId: string;

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2027-02-10T09:00:00Z'));
  anne = await newPerson(rt, { company: 'Åbergs VVS' });
  olga = await newPerson(rt, { company: 'Naboens VVS' });
  bo = await personWithRole(rt, anne.ownCompanyId, 'USER');
  const location = await createLocation(rt, as(anne), 'Lager');
  taskId = await createTask(rt, as(anne), {
    title: 'Ryd op',
    description: 'Lageret ryddes.',
    type: 'CYCLICAL',
    interval: 'WEEKLY',
    notificationPeriod: 1,
    responsibleId: bo.user.id,
    deadline: '2027-02-12T22:00:00.000Z',
    files: [],
    locationId: location,
  });
  await rt.drain();
}, 60_000);

afterAll(() => rt?.stop());

const overview = (person: Person | null, companyId: string, month?: string) =>
  rt.call<Overview>('GET', '/api/overview', {
    token: person?.token,
    query: { companyId, ...(month === undefined ? {} : { month }) },
  });

test('an admin reads the month: the routine every Friday, the onboarding counts', async () => {
  const { status, body } = await overview(anne, anne.ownCompanyId);
  expect(status).toBe(200);
  expect(body.month).toBe('2027-02');
  expect(
    body.due.map((i: { taskId: string; deadline: string; status: string }) => [i.taskId, i.deadline, i.status]),
  ).toEqual([
    [taskId, '2027-02-12T22:00:00.000Z', 'ACTIVE'],
    [taskId, '2027-02-19T22:00:00.000Z', 'PLANNED'],
    [taskId, '2027-02-26T22:00:00.000Z', 'PLANNED'],
  ]);
  expect(body.dueTotal).toBe(3);
  expect(body.stats).toEqual({ tasksDue: 3, tasksCompleted: 0, missed: 0 });
  expect(body.onboarding).toEqual({ members: 2, invitations: 0, equipment: 0, tasks: 1 });
});

test('a USER, another company’s admin and no session are refused', async () => {
  expect((await overview(bo, anne.ownCompanyId)).status).toBe(403);
  expect((await overview(olga, anne.ownCompanyId)).status).toBe(403);
  expect((await overview(null, anne.ownCompanyId)).status).toBe(401);
});

test('another company’s overview holds none of this company’s tasks', async () => {
  const { status, body } = await overview(olga, olga.ownCompanyId);
  expect(status).toBe(200);
  expect(body.due).toEqual([]);
  expect(body.overdue).toEqual([]);
  expect(JSON.stringify(body)).not.toContain(taskId);
});

test.each([
  ['a thirteenth month', '2027-13'],
  ['month zero', '2027-00'],
  ['a word', 'abc'],
  ['a year before 2018', '2017-12'],
  ['a one-digit month', '2027-1'],
  ['a five-digit year', '10000-01'],
  ['a date', '2027-02-01'],
  ['4000 characters', 'x'.repeat(4000)],
  ['__proto__', '__proto__'],
  ['a NUL after the month', '2027-02\u0000'],
  ['emoji', '😀'],
  ['an SQL-ish string', "2027-02' OR 1=1 --"],
])('%s → 400 Ugyldig måned', async (_what, month) => {
  const answer = await overview(anne, anne.ownCompanyId, month);
  expect(answer.status).toBe(400);
  expect(errorOf(answer)).toMatchObject({
    code: 'INVALID_MONTH',
    message: 'Ugyldig måned',
    fields: { month: 'Ugyldig måned' },
  });
});

test('raw query strings: broken escapes and a repeated month are refused; another parameter name is ignored', async () => {
  const base = `/api/overview?companyId=${encodeURIComponent(anne.ownCompanyId)}`;
  for (const raw of ['&month=%E0%A4%A', '&month=%', '&month=%C3%28', '&month=2027-01&month=2027-02']) {
    const answer = await rt.call('GET', `${base}${raw}`, { token: anne.token });
    expect([raw, answer.status, errorOf(answer)?.message]).toEqual([raw, 400, 'Ugyldig måned']);
  }
  const other = await rt.call<Overview>('GET', `${base}&month[]=2027-01`, { token: anne.token });
  expect([other.status, other.body.month]).toEqual([200, '2027-02']);
});

test('an empty month is this month; a month far ahead answers at once with what is planned', async () => {
  expect((await overview(anne, anne.ownCompanyId, '')).body.month).toBe('2027-02');
  const far = await overview(anne, anne.ownCompanyId, '9999-12');
  expect(far.status).toBe(200);
  expect(far.body.due.map((i: { status: string }) => i.status)).toEqual([
    'PLANNED',
    'PLANNED',
    'PLANNED',
    'PLANNED',
    'PLANNED',
  ]);
});
