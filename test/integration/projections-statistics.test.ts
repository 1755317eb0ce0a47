import type { Envelope } from '../../events/envelope';
import { readStream } from '../../functions/lib/event-store';
import { commitToEnvelopes } from '../../functions/pipe/enrich';
import { handler as statisticsHandler } from '../../functions/projections/statistics';
import { rules } from '../../infra/declaration';
import { matches } from '../../infra/local/pattern';
import { cet, setServerClock } from '../support/clocks';
import { newPerson, personWithRole, prng, shuffle, type Person } from '../support/factories';
import { asBusEvent, emptyRows, rowsIn, type Row } from '../support/read-models';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * The monthly statistics (decisions.md "Monthly statistics") over five weeks of a company's work,
 * against a table computed by hand; then the projection's idempotency: every event delivered twice
 * and in any order, and a rebuild from the events, give the same rows as the live path.
 *
 * | task                          | deadline    | done            | due in | done in | on time | missed |
 * | weekly routine (Fridays)      | Fri 8 Jan   | Fri 8 Jan 10:00 | Jan    | Jan     | yes     |        |
 * | single task at the storage    | Wed 13 Jan  | Thu 14 Jan      | Jan    | Jan     | no      | yes    |
 * | weekly routine                | Fri 15 Jan  | Mon 18 Jan      | Jan    | Jan     | no      | yes    |
 * | weekly routine                | Fri 22 Jan  | Fri 22 Jan      | Jan    | Jan     | yes     |        |
 * | weekly routine                | Fri 29 Jan  | Tue 2 Feb       | Jan    | Feb     | no      | yes    |
 * | monthly routine               | Fri 29 Jan  | –               | Jan    |         |         | yes    |
 *
 * January: 6 due, 4 completed, 2 on time (50,0 %), 4 missed. February: 1 completed, late (0,0 %,
 * -50 points), and ahead: the weekly routine on 5, 12, 19 and 26 February (the monthly routine's
 * next occurrence, 28 February, is a Sunday and moves to Monday 1 March).
 */
let rt: TestRuntime;
let anne: Person;
let bo: Person;
let companyId: string;
let envelopes: Envelope[];
let partitions: Set<string>;
let liveRows: Row[];
const taskIds: Record<'weekly' | 'single' | 'monthly', string> = { weekly: '', single: '', monthly: '' };

const as = (p: Person) => ({ token: p.token, query: { companyId } });

async function ok(answer: Promise<{ status: number; body: any }>) {
  const { status, body } = await answer;
  if (![200, 201].includes(status)) throw new Error(`${status} ${JSON.stringify(body)}`);
  return body;
}

/** Moves the server's clock; sessions live by that clock, so everyone logs in again. */
async function at(instant: Date) {
  await setServerClock(rt, instant);
  for (const p of [anne, bo])
    p.token = (
      await ok(rt.call('POST', '/api/user', { body: { emailAddress: p.emailAddress, password: p.password } }))
    ).token;
}

/** The morning job at 06:00 on `day`: it records what time has created. */
async function morning(day: string) {
  await at(cet(day, '06:00'));
  await ok(rt.call('POST', '/dev/schedule/reminders'));
}

const complete = (id: string) => ok(rt.call('POST', '/api/task/complete', { ...as(bo), body: { id } }));

const deliveries = () =>
  envelopes.flatMap((envelope) => {
    const event = asBusEvent(envelope);
    return rules
      .filter((rule) => rule.target === 'projectionStatistics' && matches(rule.eventPattern, event))
      .map(() => () => statisticsHandler(event));
  });

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, cet('2027-01-04', '10:00'));
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  companyId = anne.ownCompanyId;
  bo = await personWithRole(rt, companyId, 'USER');
  await at(cet('2027-01-04', '10:00'));
  const pump = (
    await ok(
      rt.call('POST', '/api/equipment', {
        ...as(anne),
        body: { make: 'Grundfos', model: 'CR 10', equipmentId: 'GF-10', category: 'Maskine', locationName: 'Kælder' },
      }),
    )
  ).equipmentId;
  const storage = (await ok(rt.call('POST', '/api/locations', { ...as(anne), body: { name: 'Lager' } }))).id;
  const task = async (body: Record<string, unknown>) =>
    (
      await ok(
        rt.call('POST', '/api/task', {
          ...as(anne),
          body: {
            description: 'Tjek filter.',
            type: 'CYCLICAL',
            interval: 'WEEKLY',
            notificationPeriod: 1,
            responsibleId: bo.user.id,
            files: [],
            equipmentId: pump,
            ...body,
          },
        }),
      )
    ).taskId as string;
  taskIds.weekly = await task({ title: 'Ugentligt eftersyn', deadline: '2027-01-08T22:00:00.000Z' });
  taskIds.single = await task({
    title: 'Ryd op på lageret',
    type: 'AD_HOC',
    interval: null,
    notificationPeriod: 0,
    equipmentId: undefined,
    locationId: storage,
    deadline: '2027-01-13T22:00:00.000Z',
  });
  taskIds.monthly = await task({
    title: 'Månedligt tjek',
    interval: 'MONTHLY',
    notificationPeriod: 7,
    deadline: '2027-01-29T22:00:00.000Z',
  });

  await morning('2027-01-07');
  await at(cet('2027-01-08', '10:00'));
  await complete(taskIds.weekly); // on time; next Friday 15 January
  await morning('2027-01-14'); // the single task: due and missed at once (the job skipped days)
  await at(cet('2027-01-14', '10:00'));
  await complete(taskIds.single); // late
  await morning('2027-01-16'); // the weekly routine missed 15 January
  await at(cet('2027-01-18', '10:00'));
  await complete(taskIds.weekly); // late; next 22 January
  await at(cet('2027-01-22', '10:00'));
  await complete(taskIds.weekly); // on time; next 29 January
  await morning('2027-02-01'); // both routines missed 29 January
  await morning('2027-02-01'); // a second run the same morning records nothing more
  await at(cet('2027-02-02', '10:00'));
  await complete(taskIds.weekly); // late; next 5 February
  await rt.drain();

  envelopes = (await Promise.all(Object.values(taskIds).map((id) => readStream('Task', id))))
    .flat()
    .flatMap(commitToEnvelopes);
  partitions = new Set([`Stats#${companyId}`, `StatsFacts#${companyId}#2027-01`, `StatsFacts#${companyId}#2027-02`]);
  liveRows = await rowsIn(partitions);
}, 180_000);

afterAll(() => rt?.stop());

describe('five weeks of work, counted', () => {
  test('the time facts are on the task streams, each once', () => {
    const facts = envelopes
      .filter((e) => e.type === 'TaskBecameDue' || e.type === 'TaskDeadlineMissed')
      .map((e) => `${e.type} ${(e.data as { deadline: string }).deadline}`);
    expect(facts.sort()).toEqual(
      [
        'TaskBecameDue 2027-01-08T22:00:00.000Z',
        'TaskBecameDue 2027-01-13T22:00:00.000Z',
        'TaskDeadlineMissed 2027-01-13T22:00:00.000Z',
        'TaskBecameDue 2027-01-15T22:00:00.000Z',
        'TaskDeadlineMissed 2027-01-15T22:00:00.000Z',
        'TaskBecameDue 2027-01-29T22:00:00.000Z', // weekly: its notice began 28 January, recorded 1 February
        'TaskDeadlineMissed 2027-01-29T22:00:00.000Z',
        'TaskBecameDue 2027-01-29T22:00:00.000Z', // monthly
        'TaskDeadlineMissed 2027-01-29T22:00:00.000Z',
      ].sort(),
    );
  });

  test('January and February as the hand-computed table says', async () => {
    const counters = (month: string) => liveRows.find((row) => row.pk === `Stats#${companyId}` && row.sk === month);
    expect(counters('2027-01')).toMatchObject({ tasksDue: 6, tasksCompleted: 4, completedInTime: 2, missed: 4 });
    expect(counters('2027-02')).toMatchObject({ tasksCompleted: 1, completedInTime: 0 });
    const january = await ok(rt.call('GET', '/api/overview', { ...as(anne), query: { companyId, month: '2027-01' } }));
    expect(january.stats).toEqual({ tasksDue: 6, tasksCompleted: 4, percentCompletedInTime: 50, missed: 4 });
    expect(january.due.map((i: { title: string; status: string }) => `${i.title}: ${i.status}`)).toEqual([
      'Ugentligt eftersyn: COMPLETED',
      'Ryd op på lageret: COMPLETED_LATE',
      'Ugentligt eftersyn: COMPLETED_LATE',
      'Ugentligt eftersyn: COMPLETED',
      'Månedligt tjek: OVERDUE',
      'Ugentligt eftersyn: COMPLETED_LATE',
    ]);
  });

  test('this month (February) counts the deadlines still ahead; the company shows the same figures', async () => {
    const february = await ok(rt.call('GET', '/api/overview', { ...as(anne), query: { companyId } }));
    expect(february.month).toBe('2027-02');
    expect(february.stats).toEqual({
      tasksDue: 4,
      tasksCompleted: 1,
      percentCompletedInTime: 0,
      changeOnMonth: -50,
      missed: 0,
    });
    expect(february.overdue.map((i: { title: string; daysOverdue: number }) => [i.title, i.daysOverdue])).toEqual([
      ['Månedligt tjek', 4],
    ]); // Fri 29 Jan 23:00 → Tue 2 Feb: 4 calendar days
    const company = await ok(rt.call('GET', `/api/company/${companyId}`, { token: anne.token }));
    expect(company.stats.month).toEqual(february.stats);
    const [listed] = await ok(rt.call('GET', '/api/company', { token: anne.token, query: { userId: anne.user.id } }));
    expect(listed.stats.month).toEqual(february.stats);
  });
});

describe('idempotent under at-least-once, unordered delivery', () => {
  test('every event delivered twice, shuffled, gives the live rows', async () => {
    await emptyRows(partitions);
    const random = prng(7);
    const twice = shuffle(random, [...deliveries(), ...deliveries()]);
    for (const deliver of twice) await deliver();
    expect(await rowsIn(partitions)).toEqual(liveRows);
  });

  test('concurrent duplicate deliveries count once', async () => {
    await emptyRows(partitions);
    await Promise.all([...deliveries(), ...deliveries(), ...deliveries()].map((deliver) => deliver()));
    expect(await rowsIn(partitions)).toEqual(liveRows);
  });

  test('a rebuild of every read model from the event store equals the live rows', async () => {
    expect((await rt.call('POST', '/dev/rebuild')).status).toBe(200);
    expect(await rowsIn(partitions)).toEqual(liveRows);
  });
});
