import type { Completed, Completion } from '../support/contract';
import { as, createLocation, errorOf } from '../support/api';
import { moveServerClock, setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * A completion sent later by a phone that was offline (issue 30, decision 168): `doneAt` on
 * `POST /api/task/complete`. Lateness and the history count from when it was done; a time ahead of
 * the server's clock or more than 7 days back is a Danish 400 and nothing is written.
 */
let rt: TestRuntime;
let anne: Person;
let bo: Person;
let locationId: string;

/** Friday 5 March 2027 23:00 Copenhagen. */
const FRIDAY_DEADLINE = '2027-03-05T22:00:00.000Z';
const FRIDAY_AFTERNOON = '2027-03-05T13:00:00.000Z';
const SATURDAY_MORNING = new Date('2027-03-06T08:00:00.000Z');

const routine = async () =>
  (
    await rt.call<{ taskId: string }>('POST', '/api/task', {
      ...as(anne),
      body: {
        title: 'Tjek nødbelysning',
        description: 'Alle armaturer tændes.',
        type: 'CYCLICAL',
        interval: 'WEEKLY',
        notificationPeriod: 2,
        responsibleId: bo.user.id,
        deadline: FRIDAY_DEADLINE,
        files: [],
        locationId,
      },
    })
  ).body.taskId;

const complete = (body: Record<string, unknown>) =>
  rt.call<Completed>('POST', '/api/task/complete', { ...as(bo, anne.ownCompanyId), body });
const history = async (taskId: string) =>
  (await rt.call<Completion[]>('GET', `/api/historic_completions/${taskId}`, as(anne))).body;

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2027-03-01T09:00:00.000Z'));
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  bo = await personWithRole(rt, anne.ownCompanyId, 'USER');
  locationId = await createLocation(rt, as(anne), 'Kælder');
}, 60_000);
afterAll(() => rt?.stop());

describe('a completion done offline on Friday and sent on Saturday morning', () => {
  let taskId: string;
  beforeAll(async () => {
    await moveServerClock(rt, new Date('2027-03-01T09:00:00.000Z'), [anne, bo]);
    taskId = await routine();
    await moveServerClock(rt, SATURDAY_MORNING, [anne, bo]);
  });

  test('a time ahead of the clock, more than 7 days back, or not an instant: a Danish 400, nothing written', async () => {
    for (const [doneAt, message] of [
      ['2027-03-06T09:00:00.000Z', 'Tidspunktet for udførelsen ligger i fremtiden. Tjek telefonens ur, og send igen.'],
      ['2027-02-26T07:59:00.000Z', 'En udførelse kan højst sendes 7 dage efter, den blev udført.'],
      ['i fredags', 'Angiv tidspunktet for udførelsen, fx 2027-01-04T08:12:00Z'],
    ]) {
      const answer = await complete({ id: taskId, doneAt });
      expect([answer.status, errorOf(answer)?.fields?.doneAt]).toEqual([400, message]);
    }
    expect(await history(taskId)).toEqual([]);
  });

  test('counts from when it was done: on time, in the history at Friday afternoon', async () => {
    const answer = await complete({ id: taskId, doneAt: FRIDAY_AFTERNOON });
    expect(answer.status).toBe(200);
    expect(answer.body.completion).toMatchObject({ finishedOn: FRIDAY_AFTERNOON, late: false });
    const [shown] = await history(taskId);
    expect(shown).toMatchObject({ finishedOn: FRIDAY_AFTERNOON, late: false, lateness: 'uden forsinkelse' });
  });
});
