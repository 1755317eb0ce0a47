import type { Task, TaskRow } from '../support/contract';
import { as, errorOf, ok, type Caller } from '../support/api';
import { moveServerClock } from '../support/clocks';
import { expectEtag, expectHostileRefused, stale, useVersionedWorld } from '../support/versioned';

/**
 * Versioned edits of a task through the local runtime (decision 130 "Versioned edits merge
 * three-way"): its reads carry `version` (the single read also as `ETag`), and a PATCH that sends
 * the version it read is merged: two people changing different fields from one version both keep
 * theirs; the same field changed to different values answers 409 STALE_VERSION with its current
 * value and changes nothing; a hostile version is a Danish 400 that changes nothing; without a
 * version a PATCH replaces as before. Two completions of one deadline give one (decision 131).
 */
const w = useVersionedWorld();

describe('a task', () => {
  let taskId: string;
  const fields = () => ({
    title: 'Eftersyn',
    description: 'Tjek filter og olie.',
    type: 'CYCLICAL',
    interval: 'MONTHLY',
    notificationPeriod: 7,
    responsibleId: w.carl.user.id,
    deadline: '2027-03-31T21:00:00.000Z',
    files: [],
    equipmentId: w.equipmentId,
  });
  const read = async () => (await ok(w.get<{ task: Task }>(`/api/task/${taskId}`))).task;

  beforeAll(async () => {
    taskId = (await ok(w.rt.call<{ taskId: string }>('POST', '/api/task', { ...as(w.anne), body: fields() }))).taskId;
  });

  it('reads carry the version: the list row, the single read and its ETag', async () => {
    const single = await w.get<{ task: Task }>(`/api/task/${taskId}`);
    expect(single.body.task.version).toBeGreaterThan(0);
    expectEtag(single, single.body.task.version);
    const list = await ok(w.get<{ tasks: TaskRow[] }>('/api/task'));
    expect(list.tasks.find((t) => t.id === taskId)?.version).toBe(single.body.task.version);
  });

  it('two editors from one version, a new title and a new description: both kept, the answer at the new version', async () => {
    const { version } = await read();
    const first = await w.patch<{ task: Task }>(
      '/api/task',
      { id: taskId, version, ...fields(), description: 'Skift filteret.' },
      w.bo,
    );
    expect(first.status).toBe(200);
    const second = await w.patch<{ task: Task }>('/api/task', {
      id: taskId,
      version,
      ...fields(),
      title: 'Årligt eftersyn',
    });
    expect(second.status).toBe(200);
    expect(second.body.task).toMatchObject({ title: 'Årligt eftersyn', description: 'Skift filteret.' });
    expect(second.body.task.version).toBeGreaterThan(first.body.task.version);
    expect(await read()).toMatchObject({
      title: 'Årligt eftersyn',
      description: 'Skift filteret.',
      version: second.body.task.version,
    });
  });

  it('the same field to different values: 409 STALE_VERSION with the current value, and nothing changed', async () => {
    const before = await read();
    const current = { ...fields(), title: before.title, description: before.description };
    await ok(w.patch('/api/task', { id: taskId, version: before.version, ...current, title: 'Service' }, w.bo));
    const after = await read();
    const refused = await w.patch('/api/task', {
      id: taskId,
      version: before.version,
      ...current,
      title: 'Hovedeftersyn',
      notificationPeriod: 2,
    });
    expect(refused.status).toBe(409);
    expect(stale(refused)).toEqual({
      code: 'STALE_VERSION',
      message: 'Opgaven er ændret af en anden, mens du redigerede. Vælg, hvad der skal gælde.',
      fields: { title: 'Service' },
      version: after.version,
    });
    expect(await read()).toEqual(after);
  });

  it('the responsible changed to different people: the conflict names the current one', async () => {
    const before = await read();
    const current = { ...fields(), title: before.title, description: before.description };
    await ok(
      w.patch('/api/task', { id: taskId, version: before.version, ...current, responsibleId: w.bo.user.id }, w.bo),
    );
    const refused = await w.patch('/api/task', {
      id: taskId,
      version: before.version,
      ...current,
      responsibleId: w.anne.user.id,
    });
    expect(stale(refused)).toMatchObject({
      fields: { responsibleId: w.bo.user.id },
      names: { responsibleId: w.bo.user.name },
    });
  });

  it('hostile versions: negative, zero, a fraction, a string, from the future → a Danish 400, nothing changed', async () => {
    const { title, description } = await read();
    await expectHostileRefused(w, '/api/task', { id: taskId, ...fields(), title: 'Hacket', description }, read);
    expect((await read()).title).toBe(title);
  });

  it("another task's version (one this task never had) → 400, nothing changed", async () => {
    const other = (await ok(w.rt.call<{ taskId: string }>('POST', '/api/task', { ...as(w.anne), body: fields() })))
      .taskId;
    for (const title of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])
      await ok(w.patch('/api/task', { id: other, ...fields(), title }));
    const theirs = (await ok(w.get<{ task: Task }>(`/api/task/${other}`))).task.version;
    const before = await read();
    expect(theirs).toBeGreaterThan(before.version);
    const answer = await w.patch('/api/task', { id: taskId, version: theirs, ...fields(), title: 'Forkert' });
    expect([answer.status, errorOf(answer)?.code]).toEqual([400, 'UNKNOWN_VERSION']);
    expect(await read()).toEqual(before);
  });

  it('without a version the PATCH replaces the fields, as before', async () => {
    await ok(w.patch('/api/task', { id: taskId, ...fields(), description: 'Uden version.' }, w.bo));
    await ok(w.patch('/api/task', { id: taskId, ...fields(), title: 'Sidste skrivning' }));
    expect(await read()).toMatchObject({ title: 'Sidste skrivning', description: 'Tjek filter og olie.' });
  });

  it('standby from one version by two admins: one puts it on standby, the other’s same change writes nothing', async () => {
    const { version } = await read();
    const first = await ok(w.patch<{ task: Task }>('/api/task', { id: taskId, version, standby: true }, w.bo));
    const second = await ok(w.patch<{ task: Task }>('/api/task', { id: taskId, version, standby: true }));
    expect([first.task.standby, second.task.standby, second.task.version]).toEqual([true, true, first.task.version]);
    await ok(w.patch('/api/task', { id: taskId, standby: false, deadline: '2027-03-31T21:00:00.000Z' }));
  });
});

describe('completing one deadline twice (decision 131)', () => {
  it('two completions at once: one completes it, the other gets a clear Danish 409; one completion in the history', async () => {
    // A daily routine due Tuesday 2 March, done late on Wednesday morning: Wednesday's deadline is due at once.
    const taskId = (
      await ok(
        w.rt.call<{ taskId: string }>('POST', '/api/task', {
          ...as(w.anne),
          body: {
            title: 'Daglig aflæsning',
            description: 'Aflæs trykket.',
            type: 'CYCLICAL',
            interval: 'DAILY',
            notificationPeriod: 0,
            responsibleId: w.carl.user.id,
            deadline: '2027-03-02T22:00:00.000Z',
            files: [],
            locationId: w.locationId,
          },
        }),
      )
    ).taskId;
    await moveServerClock(w.rt, new Date('2027-03-03T08:00:00.000Z'), [w.anne, w.carl]);
    // Each client names the deadline it saw (as the SPA does): whether the two overlap or one lands
    // after the other, the second is refused rather than completing Wednesday's deadline.
    const seen = '2027-03-02T22:00:00.000Z';
    const complete = (who: Caller) =>
      w.rt.call('POST', '/api/task/complete', { ...who, body: { id: taskId, deadline: seen } });
    const answers = await Promise.all([
      complete(as(w.carl, w.anne.ownCompanyId)),
      complete(as(w.anne, w.anne.ownCompanyId)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(errorOf(refused)).toMatchObject({
      code: 'ALREADY_COMPLETED',
      message: 'Opgaven er allerede udført for fristen 2. mar. 2027.',
    });
    await w.rt.drain();
    const history = await ok(w.get<{ deadline: string }[]>(`/api/historic_completions/${taskId}`));
    expect(history.map((c) => c.deadline)).toEqual(['2027-03-02T22:00:00.000Z']);
  });
});
