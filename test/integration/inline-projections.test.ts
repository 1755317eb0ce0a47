import type { RebuildAnswer } from '../../functions/jobs/rebuild';
import { invoke } from '../../infra/local/functions';
import type { Invitation, NewNote } from '../support/contract';
import { as, createEquipment, createLocation, createTask, ok, PUMP } from '../support/api';
import { setServerClock } from '../support/clocks';
import { newPerson, type Person } from '../support/factories';
import { emptyRows, scanReadModels, type Row } from '../support/read-models';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Inline projections (docs/decision 058 "Inline projections (read your writes)"): the rows that
 * mirror one stream are written with the commit, and only there (decision 121 "The bus delivers
 * only to projections that combine streams"): the bus changes none of them, a replay of the bus
 * projections leaves them as they are, and a rebuild with `reset` gives them back.
 */

let rt: TestRuntime;
let anne: Person;

/** The rows the inline projections write for this company (not activity or statistics, which the bus keeps). */
const INLINE = [
  'Tasks#',
  'Completions#',
  'TaskCompletions#',
  'TargetCompletions#',
  'Locations#',
  'Equipment#',
  'Notes#',
  'Invitations#',
  'InvitationsFor#',
  'Members#',
  'Memberships#',
  'Counts#',
];
const inlineRows = async (): Promise<Row[]> =>
  (await scanReadModels()).filter(
    (row) =>
      INLINE.some((prefix) => row.pk.startsWith(prefix)) &&
      (row.pk.includes(anne.ownCompanyId) || row.pk.includes(anne.user.id) || row.pk.startsWith('InvitationsFor#')),
  );

let afterWrites: Row[];

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2027-01-20T10:00:00.000Z'));
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  const equipmentId = await createEquipment(rt, as(anne), { ...PUMP, name: 'Pumpe' });
  const locationId = await createLocation(rt, as(anne), 'Lager');
  const task = (title: string, extra: Record<string, unknown>) =>
    createTask(rt, as(anne), {
      title,
      description: 'Tjek filter.',
      type: 'AD_HOC',
      interval: null,
      notificationPeriod: 0,
      responsibleId: anne.user.id,
      deadline: '2027-01-20T22:00:00.000Z',
      ...extra,
    });
  const done = await task('Udføres', { equipmentId });
  const moved = await task('Flyttes', { equipmentId });
  const deleted = await task('Slettes', { locationId });
  await ok(rt.call('POST', '/api/task/complete', { ...as(anne), body: { id: done } }));
  await ok(
    rt.call('PATCH', '/api/task', {
      ...as(anne),
      body: {
        id: moved,
        title: 'Flyttet',
        description: 'Tjek filter.',
        type: 'AD_HOC',
        interval: null,
        notificationPeriod: 0,
        responsibleId: anne.user.id,
        deadline: '2027-01-20T22:00:00.000Z',
        locationId,
      },
    }),
  );
  await ok(rt.call('DELETE', '/api/task', { ...as(anne), body: { id: deleted } }));
  await ok(
    rt.call<NewNote>('POST', '/api/note', {
      ...as(anne),
      body: { content: 'Filteret er skiftet.', files: [], recipientIds: [], core: false, equipmentId },
    }),
  );
  await ok(
    rt.call<Invitation>('POST', '/api/user/invite', {
      ...as(anne),
      body: { name: 'Bo Berg', emailAddress: 'bo@firma.dk', type: 'USER' },
    }),
  );
  // Read before the bus has had its turn: what the writes themselves left.
  afterWrites = await inlineRows();
}, 120_000);

afterAll(async () => {
  await rt?.stop();
});

test('the writes leave every inline row, counters included', () => {
  const sks = (prefix: string) => afterWrites.filter((row) => row.pk.startsWith(prefix)).map((row) => row.sk);
  expect(sks('Tasks#')).toHaveLength(3);
  expect(sks('TaskCompletions#')).toHaveLength(1);
  expect(sks('Notes#')).toHaveLength(1);
  expect(sks('Invitations#')).toHaveLength(1);
  expect(
    afterWrites.filter((row) => row.pk.startsWith('Counts#')).map((row) => [row.sk, row.openTasks ?? row.namesVersion]),
  ).toEqual([
    [expect.stringMatching(/^EQUIPMENT#/), 0],
    [expect.stringMatching(/^LOCATION#/), 1],
    // The names' version: the pump and its new location 'Kælder', then 'Lager' (decision 070 "Names checked against a version").
    ['NAMES#version', 3],
  ]);
});

test('the bus, drained (statistics and activity), changes none of their rows', async () => {
  await rt.drain();
  expect(await inlineRows()).toEqual(afterWrites);
});

test('a replay without reset delivers to the bus projections only: emptied inline rows stay empty', async () => {
  const partitions = new Set(afterWrites.map((row) => row.pk));
  await emptyRows(partitions);
  const answer = (await invoke('jobRebuild', {})) as RebuildAnswer;
  expect(answer.next).toBeUndefined();
  expect(answer.deliveries).toBeGreaterThan(0);
  expect(await inlineRows()).toEqual([]);
});

test('a rebuild (POST /dev/rebuild, with reset) gives back exactly the rows the writes left, counters included', async () => {
  expect((await rt.call('POST', '/dev/rebuild')).status).toBe(200);
  expect(await inlineRows()).toEqual(afterWrites);
});
