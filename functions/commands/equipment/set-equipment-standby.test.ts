import type { TaskState } from '../../../domain/task/decider';
import { TASKS_PER_TRANSACTION } from '../../store/command';
import { aCompany, refused, taskOf, when, type World } from '../../../test/support/commands';
import { setEquipmentStandby } from './set-equipment-standby';

describe('equipment on standby, and reactivated', () => {
  let world: World;
  let equipmentId: string;
  beforeEach(async () => {
    world = await aCompany();
    equipmentId = await world.equipment(await world.location());
  });

  it('given equipment with tasks, standby reaches every task in the same append', async () => {
    const [a, b] = [await world.task({ equipmentId }), await world.task({ equipmentId })];
    const { result, events } = await when(world.store, () =>
      setEquipmentStandby({ id: equipmentId, standby: true }, world.as(world.admin), world.store),
    );
    expect(events[0]).toBe(`Equipment#${equipmentId}: EquipmentStandbyChanged`);
    expect(events.slice(1).sort()).toEqual(
      [`Task#${a}: TaskEquipmentStandbyChanged`, `Task#${b}: TaskEquipmentStandbyChanged`].sort(),
    );
    expect(result.equipment).toMatchObject({ standby: true });
    expect(await taskOf(world, a)).toMatchObject({ equipmentStandby: true });
  });

  it('a task created while the equipment goes on standby ends on standby too (tally and stream both guarded)', async () => {
    await world.task({ equipmentId });
    const [, created] = await Promise.all([
      setEquipmentStandby({ id: equipmentId, standby: true }, world.as(world.admin), world.store),
      world.task({ equipmentId }),
    ]);
    expect(await taskOf(world, created)).toMatchObject({ equipmentStandby: true });
  });

  it('reactivated, each task gets its new deadline', async () => {
    const task = await world.task({ equipmentId });
    await setEquipmentStandby({ id: equipmentId, standby: true }, world.as(world.admin), world.store);
    await setEquipmentStandby(
      { id: equipmentId, standby: false, newDeadlines: { [task]: '2027-05-28T10:00:00.000Z' } },
      world.as(world.admin),
      world.store,
    );
    expect(await taskOf(world, task)).toMatchObject<Partial<TaskState>>({
      equipmentStandby: false,
      deadline: '2027-05-28T10:00:00.000Z',
    });
  });

  it(`tasks beyond one transaction (${TASKS_PER_TRANSACTION}) follow in chunks`, async () => {
    for (let i = 0; i < TASKS_PER_TRANSACTION + 2; i++) await world.task({ equipmentId });
    const append = jest.spyOn(world.store, 'append');
    const { events } = await when(world.store, () =>
      setEquipmentStandby({ id: equipmentId, standby: true }, world.as(world.admin), world.store),
    );
    expect(events).toHaveLength(1 + TASKS_PER_TRANSACTION + 2);
    expect(append).toHaveBeenCalledTimes(2);
  });

  it('is refused for equipment of another company (not found)', async () => {
    const stranger = await world.stranger();
    const ctx = { ...world.as(stranger, 'ADMIN'), companyId: stranger.companyId };
    const error = await refused(world.store, () =>
      setEquipmentStandby({ id: equipmentId, standby: true }, ctx, world.store),
    );
    expect(error).toMatchObject({ status: 404 });
  });
});
