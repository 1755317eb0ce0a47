import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { changeRole } from './change-role';

describe('change a person’s role', () => {
  let world: World;
  beforeEach(async () => {
    world = await aCompany();
  });

  it('given a USER, the SUPER_ADMIN makes them ADMIN', async () => {
    const { result, events } = await when(world.store, () =>
      changeRole({ id: world.user.id, type: 'ADMIN' }, world.as(world.founder), world.store),
    );
    expect(events).toEqual([`User#${world.user.id}: UserRoleChanged`]);
    expect(result.user.roles[world.companyId]).toEqual({ type: 'ADMIN' });
  });

  it('is refused for the caller’s own role', async () => {
    const error = await refused(world.store, () =>
      changeRole({ id: world.founder.id, type: 'USER' }, world.as(world.founder), world.store),
    );
    expect(error).toMatchObject({ code: 'OWN_ROLE' });
  });
});
