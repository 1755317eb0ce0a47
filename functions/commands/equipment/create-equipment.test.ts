import { FREE_PLAN_LIMIT } from '../../../domain/company/plan';
import { equipmentSchema } from '../../../domain/equipment/schemas';
import type { EquipmentState } from '../../../domain/equipment/decider';
import { locationNameKey } from '../../queries/inventory';
import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { createEquipment } from './create-equipment';

const input = (where: { locationId: string } | { locationName: string }) =>
  equipmentSchema.parse({ make: 'Vaillant', model: 'ecoTEC', equipmentId: 'K-7', category: 'Varme', ...where });

describe('create equipment', () => {
  let world: World;
  beforeEach(async () => {
    world = await aCompany();
  });

  it('given a location, the equipment is created there and takes room in the plan, in one append', async () => {
    const locationId = await world.location();
    const { result, events } = await when(world.store, () =>
      createEquipment(input({ locationId }), world.as(world.admin), world.store),
    );
    expect(events).toEqual([`Equipment#${result.equipmentId}: EquipmentCreated`]);
    expect(await world.placed('Location', locationId, 'equipmentIds')).toEqual([result.equipmentId]);
    expect(await world.inventory()).toEqual({ equipment: 1, locations: 1 });
    expect(await world.state<EquipmentState>('Equipment', result.equipmentId)).toMatchObject({
      name: 'Vaillant ecoTEC',
      locationId,
    });
  });

  it('at a new location name, the location is created with it and its name claimed', async () => {
    const { result, events } = await when(world.store, () =>
      createEquipment(input({ locationName: 'Fyrrum' }), world.as(world.admin), world.store),
    );
    const { locationId } = await world.state<EquipmentState>('Equipment', result.equipmentId);
    expect(events).toEqual([
      `Equipment#${result.equipmentId}: EquipmentCreated`,
      `Location#${locationId}: LocationCreated`,
    ]);
    expect(await world.placed('Location', locationId, 'equipmentIds')).toEqual([result.equipmentId]);
    expect(await world.inventory()).toEqual({ equipment: 1, locations: 1 });
    await expect(world.store.getClaim(locationNameKey(world.companyId, 'fyrrum'))).resolves.toMatchObject({
      locationId,
    });
  });

  it('at the name of an existing location (in any case), it goes there', async () => {
    const locationId = await world.location('Fyrrum');
    const { result } = await when(world.store, () =>
      createEquipment(input({ locationName: 'FYRRUM' }), world.as(world.admin), world.store),
    );
    expect(await world.state<EquipmentState>('Equipment', result.equipmentId)).toMatchObject({ locationId });
  });

  it('is refused beyond the free plan’s room, writing nothing', async () => {
    const locationId = await world.location();
    for (let i = 1; i < FREE_PLAN_LIMIT; i++) await world.equipment(locationId);
    const error = await refused(world.store, () =>
      createEquipment(input({ locationId }), world.as(world.admin), world.store),
    );
    expect(error).toMatchObject({ code: 'PLAN_LIMIT' });
  });

  it('is refused at a location of another company', async () => {
    const error = await refused(world.store, () =>
      createEquipment(input({ locationId: 'not-there' }), world.as(world.admin), world.store),
    );
    expect(error).toMatchObject({ code: 'LOCATION_NOT_FOUND' });
  });
});
