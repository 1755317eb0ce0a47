import type { Completion, NewNote, TaskRow } from '../support/contract';
import { as, createEquipment, createLocation, createTask, ok, PUMP, upgradeByApi } from '../support/api';
import { setServerClock } from '../support/clocks';
import { newPerson, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Read your writes (issue 14, docs/decision 058 "Inline projections (read your writes)"): the
 * list a write changes shows it on the writer's very next read, without waiting for the bus. No
 * `rt.drain()` between a write and its read: 20 writes of each kind, 0 stale first reads.
 */

const ROUNDS = 20;
let rt: TestRuntime;
let anne: Person;
let equipmentId: string;
let locationId: string;

const list = async <T = unknown>(path: string, query: Record<string, string> = {}) =>
  ok(rt.call<T>('GET', path, { token: anne.token, query: { companyId: anne.ownCompanyId, ...query } }));
const taskBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: 'Tjek filter.',
  type: 'AD_HOC',
  interval: null,
  notificationPeriod: 0,
  responsibleId: anne.user.id,
  deadline: '2030-01-29T22:00:00.000Z',
  equipmentId,
  ...extra,
});
const rowOf = (body: { tasks: TaskRow[] }, id: string) => JSON.stringify(body.tasks.find((t) => t.id === id) ?? null);

/** Runs `round` ROUNDS times; each says whether its first read was current. */
async function staleReads(round: (i: number) => Promise<boolean>): Promise<number> {
  let stale = 0;
  for (let i = 0; i < ROUNDS; i++) if (!(await round(i))) stale++;
  return stale;
}

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2027-01-20T10:00:00.000Z'));
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  // 40 pieces of equipment and locations: more than the free plan's 10.
  await upgradeByApi(rt, anne.token, anne.ownCompanyId, 'Åbergs VVS');
  equipmentId = await createEquipment(rt, as(anne), { ...PUMP, name: 'Pumpe' });
  locationId = await createLocation(rt, as(anne), 'Lager');
  await rt.drain();
}, 120_000);

afterAll(async () => {
  await rt?.stop();
});

test('POST /api/task: the task list shows the new task at once', async () => {
  const stale = await staleReads(async (i) => {
    const { taskId } = await ok(
      rt.call<{ taskId: string }>('POST', '/api/task', { ...as(anne), body: taskBody(`Ny opgave ${i}`) }),
    );
    return rowOf(await list<{ tasks: TaskRow[] }>('/api/task'), taskId) !== 'null';
  });
  expect(stale).toBe(0);
});

test('PATCH /api/task: the task list shows the change at once', async () => {
  const { taskId } = await ok(
    rt.call<{ taskId: string }>('POST', '/api/task', { ...as(anne), body: taskBody('Rettes') }),
  );
  const stale = await staleReads(async (i) => {
    await ok(rt.call('PATCH', '/api/task', { ...as(anne), body: { id: taskId, ...taskBody(`Rettet ${i}`) } }));
    return rowOf(await list<{ tasks: TaskRow[] }>('/api/task'), taskId).includes(`"Rettet ${i}"`);
  });
  expect(stale).toBe(0);
});

test("a completion: the task list and the task's history show it at once", async () => {
  const ids: string[] = [];
  for (let i = 0; i < ROUNDS; i++)
    ids.push(await createTask(rt, as(anne), taskBody(`Udføres ${i}`, { deadline: '2027-01-20T22:00:00.000Z' })));
  await rt.drain();
  const before = await list<{ tasks: TaskRow[] }>('/api/task');
  const stale = await staleReads(async (i) => {
    await ok(rt.call('POST', '/api/task/complete', { ...as(anne), body: { id: ids[i] } }));
    const changed = rowOf(await list<{ tasks: TaskRow[] }>('/api/task'), ids[i]) !== rowOf(before, ids[i]);
    const history = await list<Completion[]>(`/api/historic_completions/${ids[i]}`);
    return changed && history.length === 1;
  });
  expect(stale).toBe(0);
});

test("an invitation: the company's invitation list shows it at once", async () => {
  const stale = await staleReads(async (i) => {
    const emailAddress = `gaest${i}@firma.dk`;
    await ok(
      rt.call('POST', '/api/user/invite', {
        ...as(anne),
        body: { name: `Gæst ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[i]}`, emailAddress, type: 'USER' },
      }),
    );
    return JSON.stringify(await list('/api/invitation')).includes(emailAddress);
  });
  expect(stale).toBe(0);
});

test('POST /api/equipment: the equipment list shows it at once', async () => {
  const stale = await staleReads(async (i) => {
    const { equipmentId: id } = await ok(
      rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
        ...as(anne),
        body: {
          name: `Boremaskine ${i}`,
          make: 'Bosch',
          model: 'GSR 18V',
          equipmentId: `SN-${i}`,
          category: 'Håndværktøj',
          locationId,
        },
      }),
    );
    return JSON.stringify(await list('/api/equipment')).includes(id);
  });
  expect(stale).toBe(0);
});

test('POST /api/locations: the location list shows it at once', async () => {
  const stale = await staleReads(async (i) => {
    const { id } = await ok(
      rt.call<{ id: string }>('POST', '/api/locations', { ...as(anne), body: { name: `Rum ${i}` } }),
    );
    return JSON.stringify(await list('/api/locations')).includes(id);
  });
  expect(stale).toBe(0);
});

test("POST /api/note: the target's notes list shows it at once", async () => {
  const stale = await staleReads(async (i) => {
    const { noteId } = await ok(
      rt.call<NewNote>('POST', '/api/note', {
        ...as(anne),
        body: { content: `Note ${i}`, files: [], recipientIds: [], core: false, equipmentId },
      }),
    );
    return JSON.stringify(await list('/api/note', { equipmentId })).includes(noteId);
  });
  expect(stale).toBe(0);
});
