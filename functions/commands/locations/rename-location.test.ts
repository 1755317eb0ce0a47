import { locationNameKey } from '../../queries/inventory';
import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { renameLocation } from './rename-location';

describe('rename a location', () => {
  let world: World;
  let id: string;
  beforeEach(async () => {
    world = await aCompany();
    id = await world.location('Kælder');
  });

  it('given a location, the new name is claimed and the old one released with it', async () => {
    const { result, events } = await when(world.store, () =>
      renameLocation({ id, name: 'Fyrrum' }, world.as(world.admin), world.store),
    );
    expect(events).toEqual([`Location#${id}: LocationRenamed`]);
    expect(result.location).toMatchObject({ name: 'Fyrrum' });
    await expect(world.store.getClaim(locationNameKey(world.companyId, 'Fyrrum'))).resolves.toMatchObject({
      locationId: id,
    });
    await expect(world.store.getClaim(locationNameKey(world.companyId, 'Kælder'))).resolves.toBeNull();
  });

  it('a change of case only keeps its claim', async () => {
    await renameLocation({ id, name: 'KÆLDER' }, world.as(world.admin), world.store);
    await expect(world.store.getClaim(locationNameKey(world.companyId, 'kælder'))).resolves.toMatchObject({
      locationId: id,
    });
  });

  it('is refused for the name of another location, writing nothing', async () => {
    await world.location('Fyrrum');
    const error = await refused(world.store, () =>
      renameLocation({ id, name: 'fyrrum' }, world.as(world.admin), world.store),
    );
    expect(error).toMatchObject({ code: 'LOCATION_NAME_TAKEN' });
  });
});
