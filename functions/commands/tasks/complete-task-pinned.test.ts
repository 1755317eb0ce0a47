import { aCompany, refused, taskInput, versionOf, type World } from '../../../test/support/commands';
import { completeTask } from './complete-task';
import { createTask } from './create-task';

/**
 * Two completions of one deadline (decision 131), on the in-memory store: a daily routine due
 * Tuesday 9 March, done late on Wednesday morning, whose next deadline (Wednesday) is due at once.
 * Whether the second completion names the version it read, or nothing and loses the race, it is
 * refused in Danish and the task is completed once.
 */
describe('two completions of one deadline', () => {
  let world: World;
  let taskId: string;
  const tuesday = '2027-03-09T22:00:00.000Z';
  beforeEach(async () => {
    world = await aCompany();
    const input = taskInput({
      responsibleId: world.user.id,
      locationId: await world.location(),
      interval: 'DAILY',
      notificationPeriod: 0,
      deadline: tuesday,
    });
    taskId = (await createTask(input, { ...world.as(world.admin), now: new Date('2027-03-08T09:00:00Z') }, world.store))
      .taskId;
  });
  const completions = async () =>
    (await world.store.readStream('Task', taskId)).flatMap((c) => c.events).filter((e) => e.type === 'TaskCompleted');

  it('at once, neither naming a deadline: one completes Tuesday, the other is refused (not Wednesday completed)', async () => {
    const results = await Promise.allSettled([
      completeTask({ id: taskId }, world.as(world.user), world.store),
      completeTask({ id: taskId }, world.as(world.admin), world.store),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
      code: 'ALREADY_COMPLETED',
      message: 'Opgaven er allerede udført for fristen 9. mar. 2027.',
    });
    expect(await completions()).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ deadline: tuesday }) }),
    ]);
  });

  it('one after the other, the second with the version it read before the first: refused, nothing written', async () => {
    const read = await versionOf(world.store, 'Task', taskId);
    await completeTask({ id: taskId, version: read }, world.as(world.user), world.store);
    const error = await refused(world.store, () =>
      completeTask({ id: taskId, version: read }, world.as(world.admin), world.store),
    );
    expect(error).toMatchObject({ code: 'ALREADY_COMPLETED' });
    expect(await completions()).toHaveLength(1);
  });

  it('one after the other, the second naming the deadline it saw: refused as well', async () => {
    await completeTask({ id: taskId, deadline: tuesday }, world.as(world.user), world.store);
    const error = await refused(world.store, () =>
      completeTask({ id: taskId, deadline: '2027-03-09T22:00:00Z' }, world.as(world.admin), world.store),
    );
    expect(error).toMatchObject({ code: 'ALREADY_COMPLETED' });
  });

  it('naming the deadline that is the task’s now completes it, and answers the task’s new version', async () => {
    const done = await completeTask({ id: taskId, deadline: tuesday }, world.as(world.user), world.store);
    expect(done.completion).toMatchObject({ deadline: tuesday });
    expect(done.version).toBe(await versionOf(world.store, 'Task', taskId));
  });

  it('a version the task never had is a Danish 400, nothing written', async () => {
    const error = await refused(world.store, () =>
      completeTask({ id: taskId, version: 99 }, world.as(world.user), world.store),
    );
    expect(error).toMatchObject({ code: 'UNKNOWN_VERSION' });
  });
});
