import { locationNameKey } from '../../lib/inventory';
import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { deleteLocation } from './delete-location';

describe('delete a location', () => {
  let world: World;
  let id: string;
  beforeEach(async () => {
    world = await aCompany();
    id = await world.location('Kælder');
  });

  it('given an empty location, it is deleted, its room in the plan and its name freed', async () => {
    const { events } = await when(world.store, () => deleteLocation({ id }, world.as(world.admin), world.store));
    expect(events).toEqual([`Location#${id}: LocationDeleted`, `Company#${world.companyId}: InventoryItemRemoved`]);
    await expect(world.store.getClaim(locationNameKey(world.companyId, 'Kælder'))).resolves.toBeNull();
  });

  it('is refused while equipment stands there', async () => {
    await world.equipment(id);
    const error = await refused(world.store, () => deleteLocation({ id }, world.as(world.admin), world.store));
    expect(error).toMatchObject({ code: 'LOCATION_IN_USE' });
  });

  it('is refused for a location deleted already (not found)', async () => {
    await deleteLocation({ id }, world.as(world.admin), world.store);
    const error = await refused(world.store, () => deleteLocation({ id }, world.as(world.admin), world.store));
    expect(error).toMatchObject({ status: 404 });
  });
});
