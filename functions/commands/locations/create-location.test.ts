import { locationNameKey } from '../../queries/inventory';
import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { createLocation } from './create-location';

describe('create a location', () => {
  let world: World;
  beforeEach(async () => {
    world = await aCompany();
  });

  it('given a free name, the location is created, takes room in the plan and claims its name', async () => {
    const { result, events } = await when(world.store, () =>
      createLocation({ name: 'Fyrrum' }, world.as(world.admin), world.store),
    );
    expect(events).toEqual([`Location#${result.id}: LocationCreated`]);
    expect(await world.inventory()).toEqual({ equipment: 0, locations: 1 });
    await expect(world.store.getClaim(locationNameKey(world.companyId, 'Fyrrum'))).resolves.toMatchObject({
      locationId: result.id,
    });
  });

  it('is refused for a name the company has already, in any case, writing nothing', async () => {
    await world.location('Fyrrum');
    const error = await refused(world.store, () =>
      createLocation({ name: 'fyrrum' }, world.as(world.admin), world.store),
    );
    expect(error).toMatchObject({ code: 'LOCATION_NAME_TAKEN' });
  });

  it('another company may have the same name', async () => {
    await world.location('Fyrrum');
    const stranger = await world.stranger();
    const other = { ...world.as(stranger, 'ADMIN'), companyId: stranger.companyId };
    const { events } = await when(world.store, () => createLocation({ name: 'fyrrum' }, other, world.store));
    expect(events).toHaveLength(1);
    expect(await world.inventory()).toEqual({ equipment: 0, locations: 1 });
  });
});
