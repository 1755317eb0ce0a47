import type { Completed, Completion, Equipment, Note, Session, Task, TaskRow } from '../support/contract';
import { as, errorOf, PUMP } from '../support/api';
import { setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Tasks through the local runtime (api.md "Dashboard", decisions.md "Task status" and "Completing
 * a task"): statuses from the (moved) clock, completion with lateness and the next deadline, a
 * USER's own tasks only, standby through equipment, transfer, deletion and history.
 */
let rt: TestRuntime;
let anne: Person;
/** A USER in Anne's company. */
let bo: Person;
let eva: Person;
let equipmentId: string;
let locationId: string;

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2027-01-20T10:00:00.000Z'));
  [anne, eva] = await Promise.all([
    newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' }),
    newPerson(rt, { name: 'Eva Enevoldsen', company: 'Evas El' }),
  ]);
  bo = await personWithRole(rt, anne.ownCompanyId, 'USER');
  const equipment = await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
    ...as(anne),
    body: PUMP,
  });
  equipmentId = equipment.body.equipmentId;
  locationId = (await rt.call<{ equipment: Equipment }>('GET', `/api/equipment/${equipmentId}`, as(anne))).body
    .equipment.locationId;
  await rt.drain();
}, 60_000);
afterAll(() => rt?.stop());

/** Friday 2027-01-29 23:00 Copenhagen. */
const FRIDAY = '2027-01-29T22:00:00.000Z';

/** Moves the server's clock; sessions end by that clock (31 days unused), so everyone logs in again. */
async function at(iso: string) {
  await setServerClock(rt, new Date(iso));
  for (const p of [anne, bo, eva]) {
    const login = await rt.call<Session>('POST', '/api/user', {
      body: { emailAddress: p.emailAddress, password: p.password },
    });
    if (login.status === 200) p.token = login.body.token;
  }
}

async function createTask(body: Record<string, unknown>, by = anne) {
  const answer = await rt.call<{ taskId: string }>('POST', '/api/task', {
    ...as(by, anne.ownCompanyId),
    body: {
      title: 'Eftersyn',
      description: 'Tjek filter og olie.',
      type: 'CYCLICAL',
      interval: 'WEEKLY',
      notificationPeriod: 2,
      responsibleId: bo.user.id,
      deadline: FRIDAY,
      files: [],
      equipmentId,
      ...body,
    },
  });
  return answer;
}

const getTask = (id: string, p = anne) => rt.call<{ task: Task }>('GET', `/api/task/${id}`, as(p, anne.ownCompanyId));

describe('create and validate', () => {
  beforeAll(() => at('2027-01-20T10:00:00.000Z'));

  test('every required field answers with its Danish message', async () => {
    const answer = await rt.call('POST', '/api/task', { ...as(anne), body: { type: 'CYCLICAL' } });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)?.fields).toMatchObject({
      title: 'Indtast en titel',
      description: 'Indtast en beskrivelse',
      responsibleId: 'Vælg en ansvarlig',
      deadline: 'Vælg en deadline',
      target: 'Vælg et udstyr eller en lokation',
      interval: 'Vælg et interval',
    });
  });

  test('a past deadline, a reminder the interval does not offer, a stranger as responsible: 400', async () => {
    expect(errorOf(await createTask({ deadline: '2027-01-19T22:00:00.000Z' }))?.fields).toEqual({
      deadline: 'Vælg en deadline i fremtiden.',
    });
    expect(errorOf(await createTask({ interval: 'DAILY', notificationPeriod: 7 }))?.fields).toEqual({
      notificationPeriod: 'Vælg en påmindelse',
    });
    expect(errorOf(await createTask({ responsibleId: eva.user.id }))?.code).toBe('RESPONSIBLE_NOT_MEMBER');
  });

  test("a routine's deadline on a Saturday or Sunday (Copenhagen) is refused in Danish, as the form does; a single task's is not", async () => {
    const weekend = 'Vælg en hverdag (mandag til fredag). En rutine kan ikke have deadline en lørdag eller søndag.';
    for (const deadline of ['2027-01-30T22:00:00.000Z', '2027-01-31T22:00:00.000Z', '2027-01-29T23:30:00.000Z']) {
      const refused = await createTask({ deadline });
      expect([refused.status, errorOf(refused)?.code, errorOf(refused)?.fields]).toEqual([
        400,
        'DEADLINE_ON_WEEKEND',
        { deadline: weekend },
      ]);
    }
    expect((await createTask({ deadline: '2027-01-31T23:30:00.000Z' })).status).toBe(201); // Monday 00:30 Copenhagen
    expect(
      (
        await createTask({
          type: 'AD_HOC',
          interval: null,
          notificationPeriod: 0,
          deadline: '2027-01-30T22:00:00.000Z',
        })
      ).status,
    ).toBe(201);
    // Edit: a routine moved to a Sunday is refused too.
    const routine = (await createTask({ title: 'Flyttes til søndag' })).body.taskId;
    const fields = {
      title: 'Flyttes til søndag',
      description: 'Tjek filter og olie.',
      type: 'CYCLICAL',
      interval: 'WEEKLY',
      notificationPeriod: 2,
      responsibleId: bo.user.id,
      files: [],
      equipmentId,
    };
    const moved = await rt.call<{ task: Task }>('PATCH', '/api/task', {
      ...as(anne),
      body: { id: routine, ...fields, deadline: '2027-02-07T22:00:00.000Z' },
    });
    expect([moved.status, errorOf(moved)?.fields]).toEqual([400, { deadline: weekend }]);
    expect((await getTask(routine)).body.task.deadline).toBe(FRIDAY);
  });

  test('a USER cannot create; another company cannot see the task', async () => {
    expect((await createTask({}, bo)).status).toBe(403);
    const created = await createTask({});
    expect(created.status).toBe(201);
    expect((await rt.call('GET', `/api/task/${created.body.taskId}`, as(eva))).status).toBe(404);
  });
});

describe('a weekly routine due on a Friday', () => {
  let taskId: string;
  beforeAll(async () => {
    await at('2027-01-20T10:00:00.000Z');
    taskId = (await createTask({ title: 'Ugentligt eftersyn' })).body.taskId;
  });

  test('is ACTIVE, CURRENT from Wednesday 00:00 (2 days before), OVERDUE after Friday 23:00', async () => {
    expect((await getTask(taskId)).body.task.status).toBe('ACTIVE');
    await at('2027-01-26T22:58:00.000Z'); // Tuesday 23:58 Copenhagen (the clock keeps running while everyone logs in again)
    expect((await getTask(taskId)).body.task.status).toBe('ACTIVE');
    await at('2027-01-26T23:00:00.000Z'); // Wednesday 00:00
    expect((await getTask(taskId)).body.task.status).toBe('CURRENT');
    await at('2027-01-29T22:00:01.000Z');
    expect((await getTask(taskId)).body.task.status).toBe('OVERDUE');
  });

  test("the responsible USER completes it late on Saturday: late ('forsinket 1 dag', a calendar day on), next deadline the following Friday 23:00", async () => {
    await at('2027-01-30T09:00:00.000Z');
    const done = await rt.call<Completed>('POST', '/api/task/complete', {
      ...as(bo, anne.ownCompanyId),
      body: { id: taskId, note: { content: 'Filteret var tilstoppet.' } },
    });
    expect(done.status).toBe(200);
    expect(done.body.completion).toMatchObject({
      late: true,
      lateness: 'forsinket 1 dag',
      deadline: FRIDAY,
      nextDeadline: '2027-02-05T22:00:00.000Z',
    });
    expect(done.body.task).toMatchObject({ status: 'ACTIVE', deadline: '2027-02-05T22:00:00.000Z' });
    const again = await rt.call('POST', '/api/task/complete', { ...as(bo, anne.ownCompanyId), body: { id: taskId } });
    expect([again.status, errorOf(again)?.code]).toEqual([409, 'TASK_NOT_DUE']);
    await rt.drain();
    const history = await rt.call('GET', `/api/historic_completions/${taskId}`, as(bo, anne.ownCompanyId));
    expect(history.body).toEqual([
      expect.objectContaining({
        late: true,
        lateness: 'forsinket 1 dag',
        task: { id: taskId, title: 'Ugentligt eftersyn', type: 'CYCLICAL' },
      }),
    ]);
    const notes = await rt.call<{ notes: Note[] }>('GET', '/api/note', {
      token: bo.token,
      query: { companyId: anne.ownCompanyId, taskId },
    });
    expect(notes.body.notes.map((n: { content: string }) => n.content)).toEqual(['Filteret var tilstoppet.']);
  });
});

describe("a USER's own tasks only", () => {
  test('lists, reads and completes only the tasks they are responsible for', async () => {
    await at('2027-02-01T10:00:00.000Z');
    const mine = (
      await createTask({
        title: 'Bos opgave',
        type: 'AD_HOC',
        interval: null,
        notificationPeriod: 0,
        deadline: '2027-02-01T22:00:00.000Z',
      })
    ).body.taskId;
    const annes = (
      await createTask({
        title: 'Annes opgave',
        type: 'AD_HOC',
        interval: null,
        notificationPeriod: 0,
        responsibleId: anne.user.id,
        deadline: '2027-02-01T22:00:00.000Z',
      })
    ).body.taskId;
    await rt.drain();
    const listed = await rt.call<{ tasks: TaskRow[] }>('GET', '/api/task', as(bo, anne.ownCompanyId));
    expect(listed.body.tasks.map((t: { title: string }) => t.title)).toContain('Bos opgave');
    expect(listed.body.tasks.map((t: { title: string }) => t.title)).not.toContain('Annes opgave');
    expect((await getTask(annes, bo)).status).toBe(404);
    expect(
      (await rt.call('POST', '/api/task/complete', { ...as(bo, anne.ownCompanyId), body: { id: annes } })).status,
    ).toBe(404);
    expect(
      (
        await rt.call('GET', '/api/task-query', {
          token: bo.token,
          query: { companyId: anne.ownCompanyId, userId: anne.user.id },
        })
      ).status,
    ).toBe(403);
    const done = await rt.call<Completed>('POST', '/api/task/complete', {
      ...as(bo, anne.ownCompanyId),
      body: { id: mine },
    });
    expect(done.body.task.status).toBe('COMPLETED');
    expect(done.body.completion.late).toBe(false);
    expect(done.body.completion.lateness).toBe('uden forsinkelse');
  });
});

describe('a completed single task', () => {
  test('is not edited: 409 TASK_COMPLETED in Danish, and the task is unchanged', async () => {
    await at('2027-02-01T10:00:00.000Z');
    const body = {
      title: 'Skift pæren',
      description: 'Pæren i gangen.',
      type: 'AD_HOC',
      interval: null,
      notificationPeriod: 0,
      responsibleId: bo.user.id,
      deadline: '2027-02-01T22:00:00.000Z',
      files: [],
      equipmentId,
    };
    const taskId = (await createTask(body)).body.taskId;
    expect(
      (
        await rt.call('PATCH', '/api/task', {
          ...as(anne),
          body: { id: taskId, ...body, title: 'Skift pæren i gangen' },
        })
      ).status,
    ).toBe(200);
    expect((await rt.call('POST', '/api/task/complete', { ...as(anne), body: { id: taskId } })).status).toBe(200);
    const edit = await rt.call<{ task: Task }>('PATCH', '/api/task', {
      ...as(anne),
      body: { id: taskId, ...body, title: 'Ny titel' },
    });
    expect([edit.status, errorOf(edit)?.code, errorOf(edit)?.message]).toEqual([
      409,
      'TASK_COMPLETED',
      'Opgaven er udført og afsluttet, så den kan ikke redigeres. Kopiér den for at lave en ny.',
    ]);
    expect((await getTask(taskId)).body.task).toMatchObject({ title: 'Skift pæren i gangen', status: 'COMPLETED' });
  });
});

describe('standby, equipment standby, transfer and deletion', () => {
  let taskId: string;
  beforeAll(async () => {
    await at('2027-03-01T10:00:00.000Z');
    taskId = (
      await createTask({
        title: 'Månedligt tjek',
        interval: 'MONTHLY',
        notificationPeriod: 7,
        deadline: '2027-03-31T21:00:00.000Z',
      })
    ).body.taskId;
  });

  test('a task on standby and back asks a future deadline', async () => {
    const on = await rt.call<{ task: Task }>('PATCH', '/api/task', {
      ...as(anne),
      body: { id: taskId, standby: true },
    });
    expect(on.body.task.status).toBe('STANDBY');
    const noDate = await rt.call('PATCH', '/api/task', { ...as(anne), body: { id: taskId, standby: false } });
    expect(errorOf(noDate)?.code).toBe('DEADLINE_REQUIRED');
    const back = await rt.call<{ task: Task }>('PATCH', '/api/task', {
      ...as(anne),
      body: { id: taskId, standby: false, deadline: '2027-04-05T21:00:00.000Z' },
    });
    expect(back.body.task).toMatchObject({ status: 'ACTIVE', deadline: '2027-04-05T21:00:00.000Z' });
  });

  test('equipment on standby puts its tasks on standby; reactivation sets each new deadline', async () => {
    await rt.drain();
    expect(
      (
        await rt.call<{ equipment: Equipment }>('PATCH', '/api/equipment/standby', {
          ...as(anne),
          body: { id: equipmentId, standby: true },
        })
      ).status,
    ).toBe(200);
    expect((await getTask(taskId)).body.task.status).toBe('STANDBY');
    await rt.drain();
    const onIt = (
      await rt.call<{ tasks: TaskRow[] }>('GET', '/api/task', {
        token: anne.token,
        query: { companyId: anne.ownCompanyId, equipmentId },
      })
    ).body.tasks;
    expect(onIt.every((t: { status: string }) => t.status === 'STANDBY')).toBe(true);
    // Every task not completed needs a new deadline: one left out whose old deadline has passed is refused.
    const partial = await rt.call<{ equipment: Equipment }>('PATCH', '/api/equipment/standby', {
      ...as(anne),
      body: { id: equipmentId, standby: false, newDeadlines: { [taskId]: '2027-04-12T21:00:00.000Z' } },
    });
    expect([partial.status, errorOf(partial)?.code]).toEqual([400, 'DEADLINE_IN_PAST']);
    expect((await getTask(taskId)).body.task.status).toBe('STANDBY');
    const newDeadlines = Object.fromEntries(onIt.map((t: { id: string }) => [t.id, '2027-04-12T21:00:00.000Z']));
    const back = await rt.call<{ equipment: Equipment }>('PATCH', '/api/equipment/standby', {
      ...as(anne),
      body: { id: equipmentId, standby: false, newDeadlines },
    });
    expect(back.status).toBe(200);
    expect((await getTask(taskId)).body.task).toMatchObject({ status: 'ACTIVE', deadline: '2027-04-12T21:00:00.000Z' });
  });

  test("transfer moves Bo's tasks to Anne; then Bo can be deleted", async () => {
    await rt.drain();
    const bos = (
      await rt.call<{ tasks: TaskRow[] }>('GET', '/api/task-query', {
        ...as(anne),
        query: { companyId: anne.ownCompanyId, userId: bo.user.id },
      })
    ).body.tasks.filter((t: { status: string }) => t.status !== 'COMPLETED');
    expect(bos.length).toBeGreaterThan(0);
    expect((await rt.call('DELETE', '/api/user', { ...as(anne), body: { id: bo.user.id } })).status).toBe(409);
    const changes = Object.fromEntries(bos.map((t: { id: string }) => [t.id, anne.user.id]));
    const moved = await rt.call('PATCH', '/api/task/responsibility', { ...as(anne), body: changes });
    expect(moved.body).toEqual({ updated: bos.length });
    await rt.drain();
    expect((await rt.call('DELETE', '/api/user', { ...as(anne), body: { id: bo.user.id } })).status).toBe(200);
    await rt.drain();
    const history = await rt.call<Completion[]>('GET', '/api/historic_completions', {
      ...as(anne),
      query: { companyId: anne.ownCompanyId, year: '2027' },
    });
    expect(history.body.some((c: { responsible: { deleted: boolean } }) => c.responsible.deleted)).toBe(true);
  });

  test('a location with a task cannot be deleted; deleting equipment deletes its open tasks', async () => {
    const placed = (
      await createTask({
        title: 'Lokationsopgave',
        equipmentId: undefined,
        locationId,
        responsibleId: anne.user.id,
        deadline: '2027-04-30T21:00:00.000Z',
      })
    ).body.taskId;
    expect(placed).toEqual(expect.any(String));
    await rt.call('DELETE', '/api/equipment', { ...as(anne), body: { id: equipmentId } });
    const refused = await rt.call('DELETE', `/api/locations/${locationId}`, as(anne));
    expect([refused.status, errorOf(refused)?.code]).toEqual([409, 'LOCATION_IN_USE']);
    expect((await getTask(taskId)).status).toBe(404);
    expect((await rt.call('DELETE', '/api/task', { ...as(anne), body: { id: placed } })).status).toBe(200);
    expect((await rt.call('DELETE', `/api/locations/${locationId}`, as(anne))).status).toBe(200);
  });
});

describe('equipment knows its tasks at once (no read model in between)', () => {
  test('standby straight after creating tasks reaches them; a task moved away is no longer reached', async () => {
    await at('2027-05-03T10:00:00.000Z');
    const make = async (model: string) =>
      (
        await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
          ...as(anne),
          body: { make: 'Danfoss', model, equipmentId: `DF-${model}`, category: 'Maskine', locationName: 'Tag' },
        })
      ).body.equipmentId;
    const [first, second] = [await make('A1'), await make('B2')];
    const stays = (
      await createTask({
        title: 'Bliver',
        responsibleId: anne.user.id,
        equipmentId: first,
        deadline: '2027-05-14T21:00:00.000Z',
      })
    ).body.taskId;
    const moves = (
      await createTask({
        title: 'Flyttes',
        responsibleId: anne.user.id,
        equipmentId: first,
        deadline: '2027-05-14T21:00:00.000Z',
      })
    ).body.taskId;
    const fields = {
      title: 'Flyttes',
      description: 'Tjek filter og olie.',
      type: 'CYCLICAL',
      interval: 'WEEKLY',
      notificationPeriod: 2,
      responsibleId: anne.user.id,
      deadline: '2027-05-14T21:00:00.000Z',
      files: [],
    };
    const moved = await rt.call('PATCH', '/api/task', {
      ...as(anne),
      body: { id: moves, ...fields, equipmentId: second },
    });
    expect([moved.status, errorOf(moved)]).toEqual([200, undefined]);
    expect(
      (
        await rt.call<{ equipment: Equipment }>('PATCH', '/api/equipment/standby', {
          ...as(anne),
          body: { id: first, standby: true },
        })
      ).status,
    ).toBe(200);
    expect((await getTask(stays)).body.task.status).toBe('STANDBY');
    expect((await getTask(moves)).body.task.status).toBe('ACTIVE');
    // Deleting the first equipment at once deletes its open task in the same transaction.
    expect((await rt.call('DELETE', '/api/equipment', { ...as(anne), body: { id: first } })).status).toBe(200);
    expect((await getTask(stays)).status).toBe(404);
    expect((await getTask(moves)).status).toBe(200);
  });
});
