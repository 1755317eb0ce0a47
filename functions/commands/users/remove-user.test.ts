import { emailClaimKey } from '../../use-cases/accounts';
import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { removeUser } from './remove-user';

describe('remove a person from the company', () => {
  let world: World;
  beforeEach(async () => {
    world = await aCompany();
  });

  it('given a person of this company only, their account goes and their address is released', async () => {
    const { result, events } = await when(world.store, () =>
      removeUser({ id: world.user.id }, world.as(world.founder), world.store),
    );
    expect(events).toEqual([`User#${world.user.id}: UserLeftCompany`, `User#${world.user.id}: UserDeleted`]);
    expect(result).toEqual({ accountDeleted: true });
    await expect(world.store.getClaim(emailClaimKey(world.user.emailAddress))).resolves.toBeNull();
  });

  it('is refused while the person is responsible for open tasks', async () => {
    await world.task({ locationId: await world.location() });
    const error = await refused(world.store, () =>
      removeUser({ id: world.user.id }, world.as(world.founder), world.store),
    );
    expect(error).toMatchObject({ code: 'RESPONSIBLE_FOR_TASKS' });
  });

  it('a task given to the person while they are removed: one of the two is refused, never both done', async () => {
    const locationId = await world.location();
    const results = await Promise.allSettled([
      removeUser({ id: world.user.id }, world.as(world.founder), world.store),
      world.task({ locationId }),
    ]);
    const removed = results[0].status === 'fulfilled';
    const given = results[1].status === 'fulfilled';
    expect(removed !== given).toBe(true);
    expect(await world.openTasks(world.user)).toBe(given ? 1 : 0);
  });

  it('is refused for the caller themself', async () => {
    const error = await refused(world.store, () =>
      removeUser({ id: world.founder.id }, world.as(world.founder), world.store),
    );
    expect(error).toMatchObject({ code: 'DELETE_SELF' });
  });
});
