import { stickerPrintSchema } from '../../../domain/sticker/schemas';
import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { findSticker } from '../../use-cases/stickers';
import { assignStickers } from './assign-stickers';

describe('assign stickers (decision 110)', () => {
  let world: World;
  let locationId: string;
  let equipmentId: string;
  beforeEach(async () => {
    world = await aCompany();
    locationId = await world.location();
    equipmentId = await world.equipment(locationId);
  });

  it('given items without a sticker, each gets a code, claimed with its event; the code names the item', async () => {
    const input = stickerPrintSchema.parse({ equipmentIds: [equipmentId], locationIds: [locationId] });
    const { result, events } = await when(world.store, () => assignStickers(input, world.as(world.admin), world.store));
    expect(events).toEqual([
      `Equipment#${equipmentId}: EquipmentStickerAssigned`,
      `Location#${locationId}: LocationStickerAssigned`,
    ]);
    const locationName = (await world.state<{ name: string }>('Location', locationId)).name;
    // Equipment's own number and its location go on its sticker (issue 29); a location is its own place.
    expect(result).toEqual([
      {
        kind: 'EQUIPMENT',
        id: equipmentId,
        name: 'Kedel',
        code: expect.stringMatching(/^[A-Z0-9]{8}$/),
        place: { equipmentId: 'K-1', location: locationName },
      },
      {
        kind: 'LOCATION',
        id: locationId,
        name: locationName,
        code: expect.stringMatching(/^[A-Z0-9]{8}$/),
        place: { equipmentId: null, location: null },
      },
    ]);
    expect(result[0].code).not.toBe(result[1].code);
    expect(await findSticker(world.store, result[0].code)).toEqual({
      companyId: world.companyId,
      kind: 'EQUIPMENT',
      itemId: equipmentId,
    });
  });

  it('given an item with a sticker, printing again keeps its code and appends nothing', async () => {
    const input = stickerPrintSchema.parse({ equipmentIds: [equipmentId] });
    const [first] = await assignStickers(input, world.as(world.admin), world.store);
    const { result, events } = await when(world.store, () => assignStickers(input, world.as(world.admin), world.store));
    expect(events).toEqual([]);
    expect(result[0].code).toBe(first.code);
  });

  it("is refused for another company's equipment (not found)", async () => {
    const stranger = await world.stranger();
    const theirs = stickerPrintSchema.parse({ equipmentIds: [equipmentId] });
    const error = await refused(world.store, () =>
      assignStickers(theirs, { ...world.as(world.admin), companyId: stranger.companyId }, world.store),
    );
    expect(error).toMatchObject({ status: 404 });
  });
});
