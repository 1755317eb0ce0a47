import { aCompany, refused, taskInput, taskOf, when, type World } from '../../../test/support/commands';
import { updateTask } from './update-task';

describe('update a task', () => {
  let world: World;
  let locationId: string;
  let equipmentId: string;
  let taskId: string;
  const edit = (fields: Record<string, unknown>) => taskInput({ responsibleId: world.user.id, equipmentId, ...fields });
  beforeEach(async () => {
    world = await aCompany();
    locationId = await world.location();
    equipmentId = await world.equipment(locationId);
    taskId = await world.task({ equipmentId });
  });

  it('given a task, an edit of its fields changes only the task, and answers it as it is now', async () => {
    const { result, events } = await when(world.store, () =>
      updateTask({ id: taskId, ...edit({ title: 'Årligt eftersyn' }) }, world.as(world.admin), world.store),
    );
    expect(events).toEqual([`Task#${taskId}: TaskUpdated`]);
    expect(result.task).toMatchObject({ id: taskId, title: 'Årligt eftersyn' });
  });

  it('moved to a location, the task leaves its equipment and joins the location in the same append', async () => {
    const { events } = await when(world.store, () =>
      updateTask({ id: taskId, ...edit({ equipmentId: undefined, locationId }) }, world.as(world.admin), world.store),
    );
    expect(events).toEqual([`Task#${taskId}: TaskUpdated`]);
    expect(await world.placed('Equipment', equipmentId)).toEqual([]);
    expect(await world.placed('Location', locationId)).toEqual([taskId]);
    expect(await taskOf(world, taskId)).toMatchObject({ target: { kind: 'LOCATION', id: locationId } });
  });

  it('given to another responsible, both people’s open tasks change with it', async () => {
    expect([await world.openTasks(world.user), await world.openTasks(world.admin)]).toEqual([1, 0]);
    await updateTask({ id: taskId, ...edit({ responsibleId: world.admin.id }) }, world.as(world.admin), world.store);
    expect([await world.openTasks(world.user), await world.openTasks(world.admin)]).toEqual([0, 1]);
  });

  it('is refused for a task of another company (not found)', async () => {
    const stranger = await world.stranger();
    const error = await refused(world.store, () =>
      updateTask(
        { id: taskId, ...edit({}) },
        { ...world.as(stranger, 'ADMIN'), companyId: stranger.companyId },
        world.store,
      ),
    );
    expect(error).toMatchObject({ status: 404 });
  });
});
