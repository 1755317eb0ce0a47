import { equipmentSchema } from '../../../domain/equipment/schemas';
import { aCompany, when, type World } from '../../../test/support/commands';
import { updateEquipment } from './update-equipment';

describe('update equipment', () => {
  let world: World;
  let from: string;
  let equipmentId: string;
  const edit = (where: { locationId: string } | { locationName: string }, model = 'ecoTEC') => ({
    id: equipmentId,
    ...equipmentSchema.parse({ make: 'Vaillant', model, equipmentId: 'K-1', category: 'Varme', ...where }),
  });
  beforeEach(async () => {
    world = await aCompany();
    from = await world.location();
    equipmentId = await world.equipment(from);
  });

  it('given equipment, an edit in place changes only the equipment', async () => {
    const { result, events } = await when(world.store, () =>
      updateEquipment(edit({ locationId: from }, 'ecoTEC plus'), world.as(world.admin), world.store),
    );
    expect(events).toEqual([`Equipment#${equipmentId}: EquipmentUpdated`]);
    expect(result.equipment).toMatchObject({ model: 'ecoTEC plus', locationId: from });
  });

  it('moved, it leaves its old location and joins the new one in the same append', async () => {
    const to = await world.location();
    const { events } = await when(world.store, () =>
      updateEquipment(edit({ locationId: to }), world.as(world.admin), world.store),
    );
    expect(events).toEqual([`Equipment#${equipmentId}: EquipmentUpdated`]);
    expect(await world.placed('Location', from, 'equipmentIds')).toEqual([]);
    expect(await world.placed('Location', to, 'equipmentIds')).toEqual([equipmentId]);
  });

  it('moved to a new location name, the location is created and takes room in the plan', async () => {
    const { result, events } = await when(world.store, () =>
      updateEquipment(edit({ locationName: 'Loft' }), world.as(world.admin), world.store),
    );
    const to = result.equipment.locationId;
    expect(events).toContain(`Location#${to}: LocationCreated`);
    expect(await world.inventory()).toEqual({ equipment: 1, locations: 2 });
  });
});
