import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { deleteTask } from './delete-task';

describe('delete a task', () => {
  let world: World;
  beforeEach(async () => {
    world = await aCompany();
  });

  it('given a task on equipment, it leaves the equipment and its responsible’s open tasks in the same append', async () => {
    const equipmentId = await world.equipment(await world.location());
    const taskId = await world.task({ equipmentId });
    const { events } = await when(world.store, () => deleteTask({ id: taskId }, world.as(world.admin), world.store));
    expect(await world.placed('Equipment', equipmentId)).toEqual([]);
    expect(await world.openTasks(world.user)).toBe(0);
    expect(events).toEqual([`Task#${taskId}: TaskDeleted`]);
  });

  it('is refused for a task deleted already (not found)', async () => {
    const taskId = await world.task({ locationId: await world.location() });
    await deleteTask({ id: taskId }, world.as(world.admin), world.store);
    const error = await refused(world.store, () => deleteTask({ id: taskId }, world.as(world.admin), world.store));
    expect(error).toMatchObject({ status: 404 });
  });
});
