import type { Company, Completed, Session, Task } from '../support/contract';
import { as, createLocation, errorOf } from '../support/api';
import { setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Danish holidays (decisions 100–101) and counting from completion (decision 102) through the
 * local runtime: the company setting (off by default, SUPER_ADMIN only), a routine whose next
 * deadline lands on juledag 2026 moved to Monday 28 December, a routine's deadline refused on a
 * holiday, and a COMPLETION routine done late counted from the day it was done.
 */
let rt: TestRuntime;
let anne: Person;
let bo: Person;
let locationId: string;

/** 23:00 Copenhagen (CET) on a day in winter. */
const deadline = (day: string) => `${day}T22:00:00.000Z`;

async function at(iso: string) {
  await setServerClock(rt, new Date(iso));
  for (const p of [anne, bo]) {
    const login = await rt.call<Session>('POST', '/api/user', {
      body: { emailAddress: p.emailAddress, password: p.password },
    });
    if (login.status === 200) p.token = login.body.token;
  }
}

const company = async () =>
  (await rt.call<Company>('GET', `/api/company/${anne.ownCompanyId}`, as(anne, anne.ownCompanyId))).body;

const createRoutine = (body: Record<string, unknown>) =>
  rt.call<{ taskId: string }>('POST', '/api/task', {
    ...as(anne, anne.ownCompanyId),
    body: {
      title: 'Tjek nødbelysning',
      description: 'Alle armaturer tændes og tjekkes.',
      type: 'CYCLICAL',
      interval: 'MONTHLY',
      notificationPeriod: 7,
      responsibleId: bo.user.id,
      files: [],
      locationId,
      ...body,
    },
  });

const complete = (id: string) =>
  rt.call<Completed>('POST', '/api/task/complete', { ...as(bo, anne.ownCompanyId), body: { id } });

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2026-11-20T10:00:00.000Z'));
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  bo = await personWithRole(rt, anne.ownCompanyId, 'USER');
  locationId = await createLocation(rt, as(anne), 'Kælder');
  await at('2026-11-20T10:00:00.000Z');
}, 60_000);
afterAll(() => rt?.stop());

describe('the company holiday setting', () => {
  test('is off by default, and only a SUPER_ADMIN turns it on; a bad value gets a Danish 400', async () => {
    expect((await company()).holidays).toBe(false);
    const byUser = await rt.call('PATCH', '/api/company', {
      ...as(bo, anne.ownCompanyId),
      body: { id: anne.ownCompanyId, holidays: true },
    });
    expect(byUser.status).toBe(403);
    const bad = await rt.call('PATCH', '/api/company', {
      ...as(anne, anne.ownCompanyId),
      body: { id: anne.ownCompanyId, holidays: 'ja' },
    });
    expect(bad.status).toBe(400);
    expect((await company()).holidays).toBe(false);

    const on = await rt.call<Company>('PATCH', '/api/company', {
      ...as(anne, anne.ownCompanyId),
      body: { id: anne.ownCompanyId, holidays: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.holidays).toBe(true);
    expect((await company()).holidays).toBe(true);
  });
});

describe('with holidays on', () => {
  test('a routine cannot get juledag as its deadline', async () => {
    const refused = await createRoutine({ deadline: deadline('2026-12-25') });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)?.fields?.deadline).toBe(
      'Vælg en hverdag, der ikke er en helligdag. Virksomheden flytter frister, der falder på en helligdag.',
    );
  });

  test('a monthly routine on the 25th completed in November: its next deadline is Monday 28 December, not juledag', async () => {
    await at('2026-11-20T10:00:00.000Z');
    const { body } = await createRoutine({ deadline: deadline('2026-11-25') });
    await at('2026-11-24T10:00:00.000Z');
    const done = await complete(body.taskId);
    expect(done.status).toBe(200);
    expect(done.body.completion?.nextDeadline).toBe(deadline('2026-12-28'));
    const task = (await rt.call<{ task: Task }>('GET', `/api/task/${body.taskId}`, as(anne, anne.ownCompanyId))).body
      .task;
    expect(task.deadline).toBe(deadline('2026-12-28'));
    expect(task.countFrom).toBe('PLAN');
  });

  test('counting from completion: a routine done a week late gets its next deadline a month after that day', async () => {
    await at('2026-11-20T10:00:00.000Z');
    const { body } = await createRoutine({ deadline: deadline('2026-11-25'), countFrom: 'COMPLETION' });
    expect(
      (await rt.call<{ task: Task }>('GET', `/api/task/${body.taskId}`, as(anne, anne.ownCompanyId))).body.task,
    ).toMatchObject({ countFrom: 'COMPLETION' });
    // Done Wednesday 2 December: a month on is Saturday 2 January, so Monday 4 January (the plan
    // would have said 28 December).
    await at('2026-12-02T10:00:00.000Z');
    const done = await complete(body.taskId);
    expect(done.status).toBe(200);
    expect(done.body.completion).toMatchObject({ late: true, nextDeadline: deadline('2027-01-04') });
  });

  test('a bad countFrom gets its Danish message', async () => {
    const refused = await createRoutine({ deadline: deadline('2026-12-01'), countFrom: 'SOMETIMES' });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)?.fields?.countFrom).toBe('Vælg, hvad næste frist regnes fra');
  });
});
