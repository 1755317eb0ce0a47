import type { Envelope } from '../../events/envelope';
import { handler as statisticsHandler } from '../../functions/projections/statistics';
import type { Company, Overview } from '../support/contract';
import { as, createEquipment, createLocation, createTask, ok, PUMP } from '../support/api';
import { cet, moveServerClock, setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { emptyRows, rowsIn, type Row } from '../support/read-models';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { deliverAtOnce, deliveriesOf, deliverInTurn, envelopesOf, twiceShuffled } from '../support/deliveries';

/**
 * The monthly statistics (decision 024 "Monthly statistics") over five weeks of a company's work,
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

const at = (instant: Date) => moveServerClock(rt, instant, [anne, bo]);

/** The morning job at 06:00 on `day`: it records what time has created. */
async function morning(day: string) {
  await at(cet(day, '06:00'));
  await ok(rt.call('POST', '/dev/schedule/reminders'));
}

const complete = (id: string) => ok(rt.call('POST', '/api/task/complete', { ...as(bo, companyId), body: { id } }));

const deliveries = () => deliveriesOf(envelopes, { projectionStatistics: statisticsHandler });

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, cet('2027-01-04', '10:00'));
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  companyId = anne.ownCompanyId;
  bo = await personWithRole(rt, companyId, 'USER');
  await at(cet('2027-01-04', '10:00'));
  const pump = await createEquipment(rt, as(anne), PUMP);
  const storage = await createLocation(rt, as(anne), 'Lager');
  const task = async (body: Record<string, unknown>) =>
    await createTask(rt, as(anne), {
      description: 'Tjek filter.',
      type: 'CYCLICAL',
      interval: 'WEEKLY',
      notificationPeriod: 1,
      responsibleId: bo.user.id,
      files: [],
      equipmentId: pump,
      ...body,
    });
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

  envelopes = await envelopesOf(Object.values(taskIds).map((id) => ({ type: 'Task', id })));
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
    const january = await ok(
      rt.call<Overview>('GET', '/api/overview', { ...as(anne), query: { companyId, month: '2027-01' } }),
    );
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
    const february = await ok(rt.call<Overview>('GET', '/api/overview', { ...as(anne), query: { companyId } }));
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
    const company = await ok(rt.call<Company>('GET', `/api/company/${companyId}`, { token: anne.token }));
    expect(company.stats.month).toEqual(february.stats);
    const [listed] = await ok(
      rt.call<Company[]>('GET', '/api/company', { token: anne.token, query: { userId: anne.user.id } }),
    );
    expect(listed.stats.month).toEqual(february.stats);
  });
});

describe('idempotent under at-least-once, unordered delivery', () => {
  test('every event delivered twice, shuffled, gives the live rows', async () => {
    await emptyRows(partitions);
    await deliverInTurn(twiceShuffled(deliveries(), 7));
    expect(await rowsIn(partitions)).toEqual(liveRows);
  });

  test('concurrent duplicate deliveries count once', async () => {
    await emptyRows(partitions);
    await deliverAtOnce([...deliveries(), ...deliveries(), ...deliveries()]);
    expect(await rowsIn(partitions)).toEqual(liveRows);
  });

  test('a rebuild of every read model from the event store equals the live rows', async () => {
    expect((await rt.call('POST', '/dev/rebuild')).status).toBe(200);
    expect(await rowsIn(partitions)).toEqual(liveRows);
  });
});
