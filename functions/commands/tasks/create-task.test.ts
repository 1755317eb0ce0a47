import { aCompany, refused, taskInput, taskOf, when, type World } from '../../../test/support/commands';
import { setEquipmentStandby } from '../equipment/set-equipment-standby';
import { createTask } from './create-task';

const input = (world: World, target: { equipmentId: string } | { locationId: string }, responsibleId = world.user.id) =>
  taskInput({ responsibleId, ...target });

describe('create a task', () => {
  let world: World;
  let locationId: string;
  let equipmentId: string;
  beforeEach(async () => {
    world = await aCompany();
    locationId = await world.location();
    equipmentId = await world.equipment(locationId);
  });

  it('given equipment, the task is created, placed on it and counted in its responsible’s open tasks, in one append', async () => {
    const append = jest.spyOn(world.store, 'append');
    const { result, events } = await when(world.store, () =>
      createTask(input(world, { equipmentId }), world.as(world.admin), world.store),
    );
    // Placed and counted in the equipment's and the person's tallies (decision 120), not their streams.
    expect(events).toEqual([`Task#${result.taskId}: TaskCreated`]);
    expect(append).toHaveBeenCalledTimes(1);
    expect(await world.placed('Equipment', equipmentId)).toEqual([result.taskId]);
    expect(await world.openTasks(world.user)).toBe(1);
    expect(await taskOf(world, result.taskId)).toMatchObject({
      title: 'Eftersyn',
      responsibleName: world.user.name,
      target: { kind: 'EQUIPMENT', id: equipmentId },
      standby: false,
      equipmentStandby: false,
    });
  });

  it('given a location, the task is placed there', async () => {
    const { result, events } = await when(world.store, () =>
      createTask(input(world, { locationId }), world.as(world.admin), world.store),
    );
    expect(events).toEqual([`Task#${result.taskId}: TaskCreated`]);
    expect(await world.placed('Location', locationId)).toEqual([result.taskId]);
    expect(await taskOf(world, result.taskId)).toMatchObject({ target: { kind: 'LOCATION', id: locationId } });
  });

  it('given equipment on standby, the task starts on standby with it', async () => {
    await setEquipmentStandby({ id: equipmentId, standby: true }, world.as(world.admin), world.store);
    const { result } = await when(world.store, () =>
      createTask(input(world, { equipmentId }), world.as(world.admin), world.store),
    );
    expect(await taskOf(world, result.taskId)).toMatchObject({ equipmentStandby: true });
  });

  it('is refused for a responsible who is not a member of the company', async () => {
    const stranger = await world.stranger();
    const error = await refused(world.store, () =>
      createTask(input(world, { equipmentId }, stranger.id), world.as(world.admin), world.store),
    );
    expect(error).toMatchObject({ code: 'RESPONSIBLE_NOT_MEMBER' });
  });

  it('tasks created at once for one person on one piece of equipment all stand, each counted once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, () => createTask(input(world, { equipmentId }), world.as(world.admin), world.store)),
    );
    expect((await world.placed('Equipment', equipmentId)).sort()).toEqual(ids.map((r) => r.taskId).sort());
    expect(await world.openTasks(world.user)).toBe(8);
  });

  it('is refused for equipment that is not the company’s', async () => {
    const error = await refused(world.store, () =>
      createTask(input(world, { equipmentId: 'not-there' }), world.as(world.admin), world.store),
    );
    expect(error).toMatchObject({ code: 'TARGET_NOT_FOUND' });
  });
});
