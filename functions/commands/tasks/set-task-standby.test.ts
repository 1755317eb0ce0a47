import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { setTaskStandby } from './set-task-standby';

describe('set a task on standby, or reactivate it', () => {
  let world: World;
  let taskId: string;
  beforeEach(async () => {
    world = await aCompany();
    taskId = await world.task({ locationId: await world.location() });
  });

  it('given a task, standby changes only the task', async () => {
    const { result, events } = await when(world.store, () =>
      setTaskStandby({ id: taskId, standby: true }, world.as(world.admin), world.store),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(new RegExp(`^Task#${taskId}: `));
    expect(result.task).toMatchObject({ standby: true });
  });

  it('given a task on standby, reactivation gives it the new deadline', async () => {
    await setTaskStandby({ id: taskId, standby: true }, world.as(world.admin), world.store);
    const { result } = await when(world.store, () =>
      setTaskStandby(
        { id: taskId, standby: false, deadline: '2027-04-30T10:00:00.000Z' },
        world.as(world.admin),
        world.store,
      ),
    );
    expect(result.task).toMatchObject({ standby: false, deadline: '2027-04-30T10:00:00.000Z' });
  });

  it('is refused for a task the caller does not see (a USER’s task is their own)', async () => {
    const other = await world.person('Erik Fisk', 'USER');
    const error = await refused(world.store, () =>
      setTaskStandby({ id: taskId, standby: true }, world.as(other), world.store),
    );
    expect(error).toMatchObject({ status: 404 });
  });
});
