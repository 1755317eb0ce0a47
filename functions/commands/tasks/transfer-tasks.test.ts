import { TASKS_PER_TRANSACTION } from '../../store/command';
import { aCompany, refused, taskOf, when, type World } from '../../../test/support/commands';
import { transferTasks } from './transfer-tasks';

describe('transfer tasks to other responsibles', () => {
  let world: World;
  let locationId: string;
  beforeEach(async () => {
    world = await aCompany();
    locationId = await world.location();
  });

  it('given two tasks, both go to the new responsible, and both people’s open tasks change', async () => {
    const [a, b] = [await world.task({ locationId }), await world.task({ locationId })];
    const { result, events } = await when(world.store, () =>
      transferTasks({ [a]: world.admin.id, [b]: world.admin.id }, world.as(world.founder), world.store),
    );
    expect(result).toEqual({ updated: 2 });
    expect(events).toEqual([`Task#${a}: TaskResponsibleChanged`, `Task#${b}: TaskResponsibleChanged`]);
    expect([await world.openTasks(world.user), await world.openTasks(world.admin)]).toEqual([0, 2]);
    expect(await taskOf(world, a)).toMatchObject({ responsibleId: world.admin.id, responsibleName: world.admin.name });
  });

  it(`more tasks than one transaction holds go in chunks of ${TASKS_PER_TRANSACTION}`, async () => {
    const tasks: string[] = [];
    for (let i = 0; i < TASKS_PER_TRANSACTION + 1; i++) tasks.push(await world.task({ locationId }));
    const append = jest.spyOn(world.store, 'append');
    const { result } = await when(world.store, () =>
      transferTasks(Object.fromEntries(tasks.map((id) => [id, world.admin.id])), world.as(world.founder), world.store),
    );
    expect(result.updated).toBe(TASKS_PER_TRANSACTION + 1);
    expect(append).toHaveBeenCalledTimes(2);
  });

  it('is refused, writing nothing, when a new responsible is not a member', async () => {
    const task = await world.task({ locationId });
    const stranger = await world.stranger();
    const error = await refused(world.store, () =>
      transferTasks({ [task]: stranger.id }, world.as(world.founder), world.store),
    );
    expect(error).toMatchObject({ code: 'RESPONSIBLE_NOT_MEMBER' });
  });
});
