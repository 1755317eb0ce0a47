import type { Completed, Completion } from '../support/contract';
import { as, createEquipment, createLocation, errorOf, PUMP, type Caller } from '../support/api';
import { setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Writes a phone's outbox sends again and again (issue 30, decision 169): `Idempotency-Key` on
 * `POST /api/task/complete` and `POST /api/note` is recorded with the write's commits, so a repeat
 * answers the first answer and writes nothing; a completion of a deadline someone else did
 * meanwhile says who and when; `GET /api/offline` answers what the phone keeps.
 */
let rt: TestRuntime;
let anne: Person;
let bo: Person;
let cai: Person;
let locationId: string;
let pumpId: string;

/** Monday 1 March 2027; `day(n)` is n days on (deadlines on weekdays only). */
const NOW = new Date('2027-03-01T09:00:00.000Z');
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();

const newTask = async (
  title: string,
  responsible: Person,
  deadline = day(3),
  target: object = { locationId },
  interval = 'MONTHLY',
) => {
  const made = await rt.call<{ taskId: string }>('POST', '/api/task', {
    ...as(anne),
    body: {
      title,
      description: 'Se manualen.',
      type: 'CYCLICAL',
      interval,
      notificationPeriod: interval === 'WEEKLY' ? 1 : 7,
      responsibleId: responsible.user.id,
      deadline,
      files: [],
      ...target,
    },
  });
  if (made.status !== 201) throw new Error(`${title}: ${JSON.stringify(made.body)}`);
  return made.body.taskId;
};

const send = <T>(path: string, who: Caller, body: unknown, key?: string) =>
  rt.call<T>('POST', path, { ...who, body, headers: key === undefined ? {} : { 'Idempotency-Key': key } });
const complete = (who: Caller, body: unknown, key?: string) => send<Completed>('/api/task/complete', who, body, key);
const history = async (taskId: string) =>
  (await rt.call<Completion[]>('GET', `/api/historic_completions/${taskId}`, as(anne))).body;
const notesOn = async (taskId: string) =>
  (
    await rt.call<{ notes: { id: string; content: string }[] }>('GET', '/api/note', {
      ...as(anne),
      query: { ...as(anne).query, taskId },
    })
  ).body.notes;

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, NOW);
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  bo = await personWithRole(rt, anne.ownCompanyId, 'USER');
  cai = await personWithRole(rt, anne.ownCompanyId, 'USER');
  locationId = await createLocation(rt, as(anne), 'Kedelrum');
  pumpId = await createEquipment(rt, as(anne), { ...PUMP, locationName: 'Kedelrum' });
}, 60_000);
afterAll(() => rt?.stop());

describe('a completion sent twice with one Idempotency-Key', () => {
  test('the repeat answers the first answer, says it is a repeat, and writes nothing', async () => {
    const taskId = await newTask('Tjek kedeltryk', bo);
    const body = {
      id: taskId,
      completionId: 'c0a80101-0000-4000-8000-000000000001',
      note: { content: 'Tryk fint', files: [] },
    };
    const first = await complete(as(bo, anne.ownCompanyId), body, 'udbakke-1');
    const again = await complete(as(bo, anne.ownCompanyId), body, 'udbakke-1');
    expect(first.status).toBe(200);
    expect(first.headers?.['idempotent-replayed']).toBeUndefined();
    expect(again.status).toBe(200);
    expect(again.headers?.['idempotent-replayed']).toBe('true');
    expect(again.body.completion).toEqual(first.body.completion);
    expect(again.body.task.deadline).toBe(first.body.task.deadline);
    expect(await history(taskId)).toHaveLength(1);
    expect(await notesOn(taskId)).toHaveLength(1);
  });

  test('sent twice at once (a sync interrupted and repeated): one completion, both answered alike', async () => {
    const taskId = await newTask('Tjek sikkerhedsventil', bo);
    const body = { id: taskId, completionId: 'c0a80101-0000-4000-8000-000000000002' };
    const answers = await Promise.all([1, 2, 3].map(() => complete(as(bo, anne.ownCompanyId), body, 'udbakke-2')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.completion?.id))).toEqual(new Set([body.completionId]));
    expect(await history(taskId)).toHaveLength(1);
  });

  test('the same key for another request: 422 in Danish, nothing written', async () => {
    const taskId = await newTask('Tjek pumpe', bo);
    const other = await newTask('Tjek ventil', bo);
    expect((await complete(as(bo, anne.ownCompanyId), { id: taskId }, 'udbakke-3')).status).toBe(200);
    const reused = await complete(as(bo, anne.ownCompanyId), { id: other }, 'udbakke-3');
    expect([reused.status, errorOf(reused)?.code, errorOf(reused)?.message]).toEqual([
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'Idempotency-Key er allerede brugt til en anden forespørgsel.',
    ]);
    expect(await history(other)).toEqual([]);
  });

  test("one person's key is not another's: the same key from a colleague is a new write", async () => {
    const boTask = await newTask('Tjek filter', bo);
    const caiTask = await newTask('Tjek filter 2', cai);
    expect((await complete(as(bo, anne.ownCompanyId), { id: boTask }, 'faelles')).status).toBe(200);
    const cais = await complete(as(cai, anne.ownCompanyId), { id: caiTask }, 'faelles');
    expect([cais.status, cais.headers?.['idempotent-replayed']]).toEqual([200, undefined]);
    expect(await history(caiTask)).toHaveLength(1);
  });

  test('a key that is not 1 to 100 plain characters: a Danish 400, nothing written', async () => {
    const taskId = await newTask('Tjek afløb', bo);
    for (const key of ['x'.repeat(101), 'nøgle med mellemrum']) {
      const answer = await complete(as(bo, anne.ownCompanyId), { id: taskId }, key);
      expect([answer.status, errorOf(answer)?.code]).toEqual([400, 'INVALID_IDEMPOTENCY_KEY']);
    }
    expect(await history(taskId)).toEqual([]);
  });

  test('a refused completion records no key: sent again once the cause is gone, it lands', async () => {
    const taskId = await newTask('Tjek radiator', bo);
    const tooEarly = { id: taskId, doneAt: day(1) };
    expect((await complete(as(bo, anne.ownCompanyId), tooEarly, 'udbakke-4')).status).toBe(400);
    const fixed = await complete(as(bo, anne.ownCompanyId), { id: taskId, doneAt: NOW.toISOString() }, 'udbakke-5');
    expect(fixed.status).toBe(200);
  });
});

describe('a note sent twice with one Idempotency-Key', () => {
  test('one note; the repeat answers the same note id, 201 both times', async () => {
    const taskId = await newTask('Smør lejer', bo);
    const body = { content: 'Lejet knirker lidt', files: [], recipientIds: [], core: false, taskId };
    const first = await send<{ noteId: string }>('/api/note', as(bo, anne.ownCompanyId), body, 'note-1');
    const again = await send<{ noteId: string }>('/api/note', as(bo, anne.ownCompanyId), body, 'note-1');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.noteId).toBe(first.body.noteId);
    expect(again.headers?.['idempotent-replayed']).toBe('true');
    expect((await notesOn(taskId)).map((n) => n.content)).toEqual(['Lejet knirker lidt']);
  });
});

describe('two phones complete the same deadline offline', () => {
  test('the second is answered 409 with who did it and when', async () => {
    const taskId = await newTask('Tjek nødbelysning', bo, day(2));
    const { deadline } = (await rt.call<{ task: { deadline: string } }>('GET', `/api/task/${taskId}`, as(anne))).body
      .task;
    const first = await complete(as(anne), { id: taskId, deadline, doneAt: day(-1) }, 'anne-1');
    expect(first.status).toBe(200);
    const second = await complete(
      as(bo, anne.ownCompanyId),
      { id: taskId, deadline, doneAt: NOW.toISOString() },
      'bo-1',
    );
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      error: {
        code: 'ALREADY_COMPLETED',
        message: expect.stringMatching(/^Opgaven er allerede udført for fristen/),
        completedBy: { id: anne.user.id, name: 'Anne Åberg' },
        completedAt: day(-1),
        completionId: first.body.completion!.id,
      },
    });
    expect(await history(taskId)).toHaveLength(1);
  });
});

describe('GET /api/offline: what a phone keeps', () => {
  interface Kept {
    task: { id: string; title: string; checklist: unknown[]; version: number };
    equipment: { id: string; name: string; locationName: string } | null;
    location: { id: string; name: string } | null;
    lastCompletion: { id: string; completedBy: { name: string } } | null;
  }
  const offline = (who: Caller) => rt.call<{ updatedAt: string; tasks: Kept[] }>('GET', '/api/offline', who);

  test("a person's own open tasks of the next 14 days, with their equipment, location and last completion", async () => {
    const soon = await newTask('Eftersyn af pumpe', cai, day(7), { equipmentId: pumpId });
    const doneToday = await newTask('Rens tagrende', cai, day(2));
    const far = await newTask('Serviceaftale', cai, day(21));
    const others = await newTask('Bos opgave', bo, day(4));
    await complete(as(cai, anne.ownCompanyId), { id: doneToday });
    const answer = await offline(as(cai, anne.ownCompanyId));
    expect(answer.status).toBe(200);
    expect(Date.parse(answer.body.updatedAt)).toBeGreaterThanOrEqual(NOW.getTime());
    const ids = answer.body.tasks.map((t) => t.task.id);
    expect(ids).toContain(soon);
    expect(ids).not.toContain(far);
    expect(ids).not.toContain(others);
    const pump = answer.body.tasks.find((t) => t.task.id === soon)!;
    expect(pump.task).toMatchObject({ title: 'Eftersyn af pumpe', checklist: [] });
    expect(pump.equipment).toMatchObject({ id: pumpId, locationName: 'Kedelrum' });
    expect(pump.location).toMatchObject({ id: locationId, name: 'Kedelrum' });
    const single = await rt.call<{ task: unknown }>('GET', `/api/task/${soon}`, as(cai, anne.ownCompanyId));
    expect(pump.task).toEqual(single.body.task);
    // The monthly routine done today moved on a month: beyond 14 days, no longer kept.
    expect(ids).not.toContain(doneToday);
  });

  test('the last completion comes with a kept task', async () => {
    const taskId = await newTask('Ugentlig runde', cai, day(1), { locationId }, 'WEEKLY');
    await complete(as(cai, anne.ownCompanyId), { id: taskId });
    const kept = (await offline(as(cai, anne.ownCompanyId))).body.tasks.find((t) => t.task.id === taskId)!;
    expect(kept.lastCompletion).toMatchObject({ completedBy: { name: cai.user.name } });
    expect(kept.location).toMatchObject({ name: 'Kedelrum' });
    expect(kept.equipment).toBeNull();
  });

  test("another company's member sees nothing of it", async () => {
    const stranger = await newPerson(rt, { name: 'Fremmed', company: 'Andet Firma' });
    const answer = await offline(as(stranger, anne.ownCompanyId));
    expect(answer.status).toBe(403);
    expect((await offline(as(stranger))).body.tasks).toEqual([]);
  });
});
