import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { updateCompany } from './update-company';

describe('update the company', () => {
  let world: World;
  beforeEach(async () => {
    world = await aCompany();
  });

  it('given a company, its info changes', async () => {
    const patch = {
      id: world.companyId,
      name: 'Åbergs VVS ApS',
      vatNumber: '12345678',
      address: 'Vej 1',
      city: 'Aarhus',
    };
    const { result, events } = await when(world.store, () =>
      updateCompany(patch, world.as(world.founder), world.store),
    );
    expect(events).toEqual([`Company#${world.companyId}: CompanyInfoUpdated`]);
    expect(result.company).toMatchObject({ name: 'Åbergs VVS ApS' });
  });

  it('with its info complete, it is upgraded to UNLIMITED; upgraded again, it is refused', async () => {
    const info = { id: world.companyId, name: 'Åbergs VVS', vatNumber: '12345678', address: 'Vej 1', city: 'Aarhus' };
    await updateCompany(info, world.as(world.founder), world.store);
    const upgrade = { id: world.companyId, subscription: 'UNLIMITED' as const };
    const { result } = await when(world.store, () => updateCompany(upgrade, world.as(world.founder), world.store));
    expect(result.company).toMatchObject({ subscription: 'UNLIMITED' });
    const error = await refused(world.store, () => updateCompany(upgrade, world.as(world.founder), world.store));
    expect(error).toMatchObject({ code: 'ALREADY_UNLIMITED' });
  });

  it('is refused an upgrade before its info is complete', async () => {
    const upgrade = { id: world.companyId, subscription: 'UNLIMITED' as const };
    const error = await refused(world.store, () => updateCompany(upgrade, world.as(world.founder), world.store));
    expect(error).toMatchObject({ code: 'INFO_INCOMPLETE' });
  });
});
