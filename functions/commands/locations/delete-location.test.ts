import { locationNameKey } from '../../queries/inventory';
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
    expect(events).toEqual([`Location#${id}: LocationDeleted`]);
    expect(await world.inventory()).toEqual({ equipment: 0, locations: 0 });
    await expect(world.store.getClaim(locationNameKey(world.companyId, 'Kælder'))).resolves.toBeNull();
  });

  it('is refused while equipment stands there, or a task is placed there', async () => {
    await world.equipment(id);
    const error = await refused(world.store, () => deleteLocation({ id }, world.as(world.admin), world.store));
    expect(error).toMatchObject({ code: 'LOCATION_IN_USE' });
    const other = await world.location();
    await world.task({ locationId: other });
    const withTask = await refused(world.store, () =>
      deleteLocation({ id: other }, world.as(world.admin), world.store),
    );
    expect(withTask).toMatchObject({ code: 'LOCATION_IN_USE' });
  });

  it('a task placed there while it is deleted wins or is refused, never both (the tally is required unchanged)', async () => {
    const results = await Promise.allSettled([
      deleteLocation({ id }, world.as(world.admin), world.store),
      world.task({ locationId: id }),
    ]);
    const deleted = results[0].status === 'fulfilled';
    const placed = results[1].status === 'fulfilled';
    expect(deleted !== placed).toBe(true);
    expect(await world.placed('Location', id)).toHaveLength(placed ? 1 : 0);
  });

  it('is refused for a location deleted already (not found)', async () => {
    await deleteLocation({ id }, world.as(world.admin), world.store);
    const error = await refused(world.store, () => deleteLocation({ id }, world.as(world.admin), world.store));
    expect(error).toMatchObject({ status: 404 });
  });
});
