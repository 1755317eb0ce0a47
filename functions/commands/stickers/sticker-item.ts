import type { EquipmentState } from '../../../domain/equipment/decider';
import type { LocationState } from '../../../domain/location/decider';
import { itemStands, stickerNotFound, type ItemPlace, type StickerClaim } from '../../../domain/sticker/card';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';

export type StickerItem = { kind: 'EQUIPMENT'; state: EquipmentState } | { kind: 'LOCATION'; state: LocationState };

/** The item a sticker names, if it still stands, with its name. */
export async function loadStickerItem(store: EventStore, sticker: StickerClaim): Promise<StickerItem> {
  const item =
    sticker.kind === 'EQUIPMENT'
      ? await loadStream<EquipmentState>('Equipment', sticker.itemId, store).then(
          (loaded) => loaded && { kind: 'EQUIPMENT' as const, state: loaded.state },
        )
      : await loadStream<LocationState>('Location', sticker.itemId, store).then(
          (loaded) => loaded && { kind: 'LOCATION' as const, state: loaded.state },
        );
  if (!item || item.state.companyId !== sticker.companyId || !itemStands(item)) throw stickerNotFound();
  return item;
}

/**
 * Where a sticker's item is (issue 29): equipment's own number and its location's name, so ten
 * identical extinguishers read apart; a location is its own place.
 */
export async function placeOf(store: EventStore, item: StickerItem): Promise<ItemPlace> {
  if (item.kind === 'LOCATION') return { equipmentId: null, location: null };
  const location = await loadStream<LocationState>('Location', item.state.locationId, store);
  return {
    equipmentId: item.state.externalId || null,
    location: location && !location.state.deleted ? location.state.name : null,
  };
}
