import type { RebuildAnswer, RebuildInput } from '../../functions/jobs/rebuild';
import { invoke } from '../../infra/local/functions';
import { as, createEquipment, createLocation, createTask, PUMP } from '../support/api';
import { setServerClock } from '../support/clocks';
import { newPerson, type Person } from '../support/factories';
import { emptyRows, scanReadModels, type Row } from '../support/read-models';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Replay on AWS (decision 095 "Replay on AWS: a rebuild function with a cursor"): the declared
 * `jobRebuild` function, invoked as `aws lambda invoke` would, back-fills an emptied read model of
 * the companies it is given from the event store, one invocation after another through `next`.
 */

let rt: TestRuntime;
let anne: Person;
let other: Person;

const run = async (payload: RebuildInput) => {
  const answers: RebuildAnswer[] = [];
  for (let next: RebuildInput | undefined = payload; next; next = answers.at(-1)!.next)
    answers.push((await invoke('jobRebuild', next)) as RebuildAnswer);
  return answers;
};
const activityOf = (rows: Row[], companyId: string) =>
  rows.filter((row) => row.pk.startsWith('Activity') && row.pk.includes(companyId));

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2027-03-02T09:00:00.000Z'));
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  other = await newPerson(rt, { name: 'Ole Olsen', company: 'Olsens El' });
  for (const who of [anne, other]) {
    const pump = await createEquipment(rt, as(who), PUMP);
    await createLocation(rt, as(who), 'Lager');
    await createTask(rt, as(who), {
      title: 'Eftersyn',
      description: 'Tjek filter.',
      type: 'AD_HOC',
      interval: null,
      notificationPeriod: 0,
      responsibleId: who.user.id,
      deadline: '2027-03-10T23:00:00.000Z',
      files: [],
      equipmentId: pump,
    });
  }
  await rt.drain();
}, 180_000);

afterAll(() => rt?.stop());

test('an emptied activity timeline of one company comes back from the event store, a stream per invocation', async () => {
  const before = await scanReadModels();
  const lost = activityOf(before, anne.ownCompanyId);
  expect(lost.length).toBeGreaterThanOrEqual(3);
  expect(activityOf(before, other.ownCompanyId).length).toBeGreaterThanOrEqual(3);
  await emptyRows(new Set(lost.map((row) => row.pk)));
  expect(activityOf(await scanReadModels(), anne.ownCompanyId)).toEqual([]);

  const answers = await run({ projections: ['projectionActivity'], companies: [anne.ownCompanyId], maxStreams: 1 });

  // One stream per invocation, each answer naming the payload of the next one until the end.
  expect(answers.length).toBeGreaterThan(2);
  for (const answer of answers.slice(0, -1))
    expect(answer).toMatchObject({ streams: 1, next: { cursor: { phase: 'replay' } } });
  expect(answers.at(-1)!.next).toBeUndefined();
  expect(answers.reduce((n, a) => n + a.deliveries, 0)).toBeGreaterThan(0);
  expect(answers.every((a) => a.deleted === 0)).toBe(true);
  expect(await scanReadModels()).toEqual(before);
}, 120_000);

test('projections names only the bus projections; a model written with its commits has none to name', async () => {
  await expect(invoke('jobRebuild', { projections: ['projectionTasks'] })).rejects.toThrow(/projectionStatistics/);
  await expect(invoke('jobRebuild', { projections: [] })).rejects.toThrow(/projections/);
  await expect(invoke('jobRebuild', { companies: [] })).rejects.toThrow(/companies/);
  const [answer] = await run({ projections: ['projectionStatistics'], companies: [anne.ownCompanyId] });
  expect(answer.next).toBeUndefined();
  expect(answer.deleted).toBe(0);
  expect(answer.streams).toBeGreaterThan(0);
}, 120_000);

test('a second replay of every projection changes no row (every write is guarded by its version)', async () => {
  const before = await scanReadModels();
  const [answer] = await run({});
  expect(answer.next).toBeUndefined();
  expect(answer.commits).toBeGreaterThan(10);
  expect(await scanReadModels()).toEqual(before);
}, 120_000);

test('reset empties every read model, so it takes neither projections nor companies; a reset rebuild gives the rows back', async () => {
  await expect(invoke('jobRebuild', { reset: true, companies: [anne.ownCompanyId] })).rejects.toThrow(/reset/);
  const before = await scanReadModels();
  const answers = await run({ reset: true, maxStreams: 4 });
  expect(answers.length).toBeGreaterThan(1);
  expect(answers[0].deleted).toBe(before.length);
  expect(await scanReadModels()).toEqual(before);
}, 120_000);
