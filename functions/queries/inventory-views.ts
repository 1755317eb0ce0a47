import type { EquipmentState } from '../../domain/equipment/decider';
import type { LocationState } from '../../domain/location/decider';
import { setOf, tallyNames } from '../../domain/shared/tallies';
import { tallyItem, tallyOf } from '../store/tally-items';
import { equipmentHints, locationHints } from './hints';
import { equipmentView, locationItem, locationView } from './inventory';
import type { ItemLoader } from './items';
import { countsItem, countsOf, locationCounts } from './target-counts';
import { rowState } from './tasks';

/**
 * One equipment as `GET /api/equipment/{id}` answers it: its row, its counts and its location's
 * row, never the company's (decision 062 "Reads fetch what they show"). Also what a phone keeps
 * of it (`GET /api/offline`, decision 169).
 */
export async function equipmentDetail(
  items: ItemLoader,
  companyId: string,
  equipment: EquipmentState,
  version: number,
) {
  equipmentHints.set(companyId, equipment.id, equipment.locationId);
  const [location, counts] = await Promise.all([
    items.load(locationItem(companyId, equipment.locationId)),
    items.load(countsItem(companyId, { kind: 'EQUIPMENT', id: equipment.id })),
  ]);
  const { openTasks, liveNotes } = countsOf(counts);
  return equipmentView(
    equipment,
    rowState<LocationState>(location)?.name ?? null,
    { tasks: openTasks, notes: liveNotes },
    version,
  );
}

/**
 * One location as `GET /api/locations/{id}` answers it: its row, its tally (its equipment,
 * decision 120) and its counts with its equipment's, never the company's.
 */
export async function locationDetail(items: ItemLoader, location: LocationState, version: number) {
  const equipmentIds = setOf(tallyOf(await items.load(tallyItem('Location', location.id))), tallyNames.equipmentIds);
  locationHints.set(location.companyId, location.id, equipmentIds.slice(0, 90));
  const { openTasks, liveNotes } = await locationCounts(items, { ...location, equipmentIds });
  const counts = { noteCount: liveNotes, taskCount: openTasks, equipmentCount: equipmentIds.length };
  return locationView(location, counts, version);
}
