import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Envelope, StreamType } from '../../events/envelope';
import { activityKey, activitySortKey, ACTIVITY_PAGE_SIZE } from '../../functions/queries/activity';
import { dynamo } from '../../functions/platform/aws';
import { tableName } from '../../functions/platform/config';
import { handler as activityHandler } from '../../functions/projections/activity';
import { as, createEquipment, createTask, ok, PUMP } from '../support/api';
import { moveServerClock, setServerClock } from '../support/clocks';
import type { ActivityEvent, NewNote } from '../support/contract';
import {
  deliverAtOnce,
  deliverInTurn,
  deliveriesOf,
  envelopesOf,
  oldestFirst,
  twiceShuffled,
} from '../support/deliveries';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { emptyRows, rowsIn, scanReadModels, type Row } from '../support/read-models';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * The activity timeline (spec 001 §2 "Activity"): built by a projection that must give the same
 * rows whatever the order and however often each event arrives, and after a rebuild; and
 * `GET /api/events`, newest first, paged, with deleted people and things marked.
 */

let rt: TestRuntime;
let anne: Person;
let bo: Person;
let cecilie: Person;
/** An ordinary user of the company. */
let dora: Person;
let envelopes: Envelope[];
let partitions: Set<string>;
let liveRows: Row[];
const ids: Record<string, string> = {};

const at = (iso: string) => moveServerClock(rt, new Date(iso), [anne, bo, cecilie, dora]);
const scenarioRows = () => rowsIn(partitions);
const deliveries = () => deliveriesOf(envelopes, { projectionActivity: activityHandler });
const events = async (p: Person, query: Record<string, string> = {}) =>
  rt.call<{ events: ActivityEvent[]; next: string | null }>('GET', '/api/events', {
    token: p.token,
    query: { companyId: anne.ownCompanyId, year: '2027', ...query },
  });

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2027-01-20T10:00:00.000Z'));
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  [bo, cecilie] = [
    await personWithRole(rt, anne.ownCompanyId, 'USER'),
    await personWithRole(rt, anne.ownCompanyId, 'ADMIN'),
  ];
  dora = await personWithRole(rt, anne.ownCompanyId, 'USER');
  await at('2027-01-20T11:00:00.000Z');
  ids.pump = await createEquipment(rt, as(anne), { ...PUMP, name: 'Hovedpumpe' });
  const task = (title: string, responsibleId: string) =>
    createTask(rt, as(anne), {
      title,
      description: 'Tjek.',
      type: 'AD_HOC',
      interval: null,
      notificationPeriod: 0,
      responsibleId,
      deadline: '2027-01-22T22:00:00.000Z',
      files: [],
      equipmentId: ids.pump,
    });
  ids.check = await task('Eftersyn', bo.user.id);
  ids.old = await task('Gammel opgave', cecilie.user.id);
  ids.note = (
    await ok(
      rt.call<NewNote>('POST', '/api/note', {
        ...as(bo, anne.ownCompanyId),
        body: { content: 'Pumpen larmer.', files: [], recipientIds: [], core: false, equipmentId: ids.pump },
      }),
    )
  ).noteId;
  await ok(rt.call('PATCH', '/api/note', { ...as(anne), body: { id: ids.note, archived: true } }));
  await at('2027-01-25T09:00:00.000Z');
  await ok(rt.call('POST', '/api/task/complete', { ...as(bo, anne.ownCompanyId), body: { id: ids.check } }));
  await ok(
    rt.call('PATCH', '/api/equipment', {
      ...as(anne),
      body: { ...PUMP, id: ids.pump, name: 'Hovedpumpe 2' },
    }),
  );
  await ok(rt.call('DELETE', '/api/task', { ...as(anne), body: { id: ids.old } }));
  await ok(rt.call('DELETE', '/api/user', { ...as(anne), body: { id: bo.user.id } }));
  await rt.drain();

  const streams: [StreamType, string][] = [
    ['Company', anne.ownCompanyId],
    ['User', anne.user.id],
    ['User', bo.user.id],
    ['User', cecilie.user.id],
    ['User', dora.user.id],
    ['Equipment', ids.pump],
    ['Task', ids.check],
    ['Task', ids.old],
    ['Note', ids.note],
  ];
  envelopes = await envelopesOf(streams.map(([type, id]) => ({ type, id })));
  partitions = new Set([
    activityKey(anne.ownCompanyId, '2027', false),
    activityKey(anne.ownCompanyId, '2027', true),
    `ActivityGone#${anne.ownCompanyId}`,
  ]);
  liveRows = await scenarioRows();
}, 120_000);

afterAll(() => rt?.stop());

describe('the live path', () => {
  test('GET /api/events: newest first, names as they were, deleted people and things marked', async () => {
    const answer = await events(anne);
    expect(answer.status).toBe(200);
    const told = answer.body.events.map((e) => [
      e.action,
      e.subjectType,
      e.subject,
      e.subjectDeleted,
      e.person.name,
      e.person.deleted,
    ]);
    expect(told).toEqual([
      ['DELETED', 'USER', bo.user.name, true, 'Anne Åberg', false],
      ['DELETED', 'TASK', 'Gammel opgave', true, 'Anne Åberg', false],
      ['EDITED', 'EQUIPMENT', 'Hovedpumpe 2', false, 'Anne Åberg', false],
      ['COMPLETED_LATE', 'TASK', 'Eftersyn', false, bo.user.name, true],
      ['ARCHIVED', 'NOTE', 'Pumpen larmer.', false, 'Anne Åberg', false],
      ['CREATED', 'NOTE', 'Pumpen larmer.', false, bo.user.name, true],
      ['CREATED', 'TASK', 'Gammel opgave', true, 'Anne Åberg', false],
      ['CREATED', 'TASK', 'Eftersyn', false, 'Anne Åberg', false],
      ['CREATED', 'EQUIPMENT', 'Hovedpumpe', false, 'Anne Åberg', false],
      ['JOINED', 'USER', dora.user.name, false, dora.user.name, false],
      ['JOINED', 'USER', cecilie.user.name, false, cecilie.user.name, false],
      ['JOINED', 'USER', bo.user.name, true, bo.user.name, true],
      ['CREATED', 'COMPANY', 'Åbergs VVS', false, 'Anne Åberg', false],
    ]);
    expect(answer.body.next).toBeNull();
    const dates = answer.body.events.map((e) => e.datetime);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test('only task completions', async () => {
    const answer = await events(anne, { completionsOnly: 'true' });
    expect(answer.body.events.map((e) => [e.action, e.subject, e.datetime])).toEqual([
      ['COMPLETED_LATE', 'Eftersyn', expect.stringMatching(/^2027-01-25T09:00/)],
    ]);
  });

  test('admins only; the current and the previous year only; bad input is 400', async () => {
    expect((await events(cecilie)).status).toBe(200);
    expect((await events(dora)).status).toBe(403);
    expect((await events(anne, { year: '2025' })).body).toEqual({ events: [], next: null, year: 2025, years: [2027] });
    expect((await events(anne, { year: '2028' })).body).toEqual({ events: [], next: null, year: 2028, years: [2027] });
    expect((await events(anne, { year: '2017' })).status).toBe(400);
    expect((await events(anne, { year: 'x' })).status).toBe(400);
    expect((await events(anne, { cursor: '!!' })).status).toBe(400);
    expect((await events(anne, { cursor: Buffer.from('1999-01-01').toString('base64url') })).status).toBe(400);
  });
});

describe('redelivery into an emptied read model gives the rows of the live path', () => {
  beforeEach(async () => {
    await emptyRows(partitions);
    expect(await scenarioRows()).toEqual([]);
  });

  test('every event twice, shuffled (seed 1), one at a time', async () => {
    await deliverInTurn(twiceShuffled(deliveries(), 1));
    expect(await scenarioRows()).toEqual(liveRows);
  });

  test('every event twice, shuffled (seed 2), all at once', async () => {
    await deliverAtOnce(twiceShuffled(deliveries(), 2));
    expect(await scenarioRows()).toEqual(liveRows);
  });

  test('newest first: the deletion before the joining still leaves the person deleted', async () => {
    await deliverInTurn(oldestFirst(deliveries()).reverse());
    expect(await scenarioRows()).toEqual(liveRows);
  });
});

describe('after the replays', () => {
  test('a rebuild (POST /dev/rebuild) gives back exactly the rows from before it', async () => {
    const before = await scanReadModels();
    expect(before.filter((row) => partitions.has(row.pk))).toEqual(liveRows);
    expect((await rt.call('POST', '/dev/rebuild')).status).toBe(200);
    expect(await scanReadModels()).toEqual(before);
  });

  test('a long year comes in pages, newest first, each entry once', async () => {
    const pk = activityKey(anne.ownCompanyId, '2026', false);
    const count = ACTIVITY_PAGE_SIZE * 2 + 20;
    const rows = Array.from({ length: count }, (_, i) => {
      const at = new Date(Date.UTC(2026, 0, 1, 12) + i * 3_600_000).toISOString();
      return {
        pk,
        sk: activitySortKey(at, 'Task', 't', i + 1),
        version: i + 1,
        id: `Task-t-${i + 1}`,
        datetime: at,
        action: 'EDITED',
        subjectType: 'TASK',
        subjectId: 't',
        subject: `Opgave ${i}`,
        personId: anne.user.id,
        person: 'Anne Åberg',
      };
    });
    for (let i = 0; i < rows.length; i += 25) {
      await dynamo().send(
        new BatchWriteCommand({
          RequestItems: { [tableName('readModels')]: rows.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    }
    const pages: ActivityEvent[][] = [];
    let cursor: string | null = null;
    do {
      const answer = await events(anne, { year: '2026', ...(cursor ? { cursor } : {}) });
      expect(answer.status).toBe(200);
      pages.push(answer.body.events);
      cursor = answer.body.next;
    } while (cursor && pages.length < 10);
    expect(pages.map((page) => page.length).slice(0, 3)).toEqual([ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZE, 20]);
    const subjects = pages.flat().map((e) => e.subject);
    expect(subjects).toEqual(rows.map((r) => r.subject).reverse());
  });
});

describe("the year selector's years (issue 32 item 7)", () => {
  test("run from the year the company was created to the server clock's year, newest first", async () => {
    await setServerClock(rt, new Date('2026-03-02T09:00:00.000Z'));
    const founder = await newPerson(rt, { name: 'Frida Friis', company: 'Friis Ejendomme' });
    await moveServerClock(rt, new Date('2028-05-01T09:00:00.000Z'), [founder]);
    const asked = (query: Record<string, string>) =>
      rt.call<{ events: ActivityEvent[]; year: number; years: number[] }>('GET', '/api/events', {
        token: founder.token,
        query: { companyId: founder.ownCompanyId, ...query },
      });
    // Without a year the answer is the clock's year, not the caller's.
    const current = await asked({});
    expect([current.status, current.body.year, current.body.years]).toEqual([200, 2028, [2028, 2027, 2026]]);
    const earlier = await asked({ year: '2026' });
    expect([earlier.status, earlier.body.year, earlier.body.years, earlier.body.events]).toEqual([
      200,
      2026,
      [2028, 2027, 2026],
      [],
    ]);
    await setServerClock(rt, new Date('2027-01-26T09:00:00.000Z'));
  });
});
