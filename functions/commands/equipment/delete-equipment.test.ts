import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { TASKS_PER_TRANSACTION } from '../../store/command';
import { deleteEquipment } from './delete-equipment';

describe('delete (archive) equipment', () => {
  let world: World;
  let locationId: string;
  let equipmentId: string;
  beforeEach(async () => {
    world = await aCompany();
    locationId = await world.location();
    equipmentId = await world.equipment(locationId);
  });

  it('given equipment with a task, it is archived, leaves its location and the plan, and its open task goes too', async () => {
    const taskId = await world.task({ equipmentId });
    const { events } = await when(world.store, () =>
      deleteEquipment({ id: equipmentId }, world.as(world.admin), world.store),
    );
    expect(events).toEqual([`Equipment#${equipmentId}: EquipmentArchived`, `Task#${taskId}: TaskDeleted`]);
    expect(await world.placed('Location', locationId, 'equipmentIds')).toEqual([]);
    expect(await world.inventory()).toEqual({ equipment: 0, locations: 1 });
    expect(await world.openTasks(world.user)).toBe(0);
  });

  it(`open tasks beyond one transaction (${TASKS_PER_TRANSACTION}) follow in chunks`, async () => {
    for (let i = 0; i < TASKS_PER_TRANSACTION + 1; i++) await world.task({ equipmentId });
    const append = jest.spyOn(world.store, 'append');
    const { events } = await when(world.store, () =>
      deleteEquipment({ id: equipmentId }, world.as(world.admin), world.store),
    );
    expect(events.filter((line) => line.endsWith('TaskDeleted'))).toHaveLength(TASKS_PER_TRANSACTION + 1);
    expect(append).toHaveBeenCalledTimes(2);
  });

  it('is refused for equipment deleted already, with no open task left', async () => {
    await deleteEquipment({ id: equipmentId }, world.as(world.admin), world.store);
    const error = await refused(world.store, () =>
      deleteEquipment({ id: equipmentId }, world.as(world.admin), world.store),
    );
    expect(error).toMatchObject({ code: 'EQUIPMENT_ARCHIVED' });
  });
});
