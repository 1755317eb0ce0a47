import type { EquipmentFields, EquipmentState } from '../../../domain/equipment/decider';
import { equipmentApiField, equipmentEditSpec, mergedName } from '../../../domain/equipment/merge';
import type { LocationState } from '../../../domain/location/decider';
import { mergeFields } from '../../../domain/shared/merge';
import { nouns, StaleVersionError } from '../../../domain/shared/versions';
import type { Loaded } from '../../store/commits';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { stateAt } from '../../store/versioned';

const fieldsOf = (state: EquipmentFields): EquipmentFields => ({
  name: state.name,
  make: state.make,
  model: state.model,
  externalId: state.externalId,
  category: state.category,
  locationId: state.locationId,
});

/**
 * A versioned edit of equipment merged three-way (decision 130 "Versioned edits merge
 * three-way"), in each attempt of the command: a field both changed to different values refuses
 * it (409 STALE_VERSION, a location conflict named). `changed` is false when nothing is left to write.
 */
export async function mergeEquipmentEdit(
  store: EventStore,
  edit: { id: string; version: number; withName: boolean },
  mine: EquipmentFields,
  current: Loaded<EquipmentState>,
): Promise<{ fields: EquipmentFields; changed: boolean }> {
  const base = await stateAt<EquipmentState>(store, 'Equipment', edit.id, edit.version, nouns.equipment);
  const theirs = fieldsOf(current.state);
  const result = mergeFields(equipmentEditSpec(edit.withName), fieldsOf(base), mine, theirs);
  if (!result.ok) {
    const values = Object.fromEntries(result.conflicts.map((field) => [equipmentApiField(field), theirs[field]]));
    const location = result.conflicts.includes('locationId')
      ? (await loadStream<LocationState>('Location', theirs.locationId, store))?.state.name
      : undefined;
    throw new StaleVersionError(nouns.equipment, values, current.version, location ? { locationId: location } : {});
  }
  const fields = edit.withName ? result.merged : { ...result.merged, name: mergedName(result.merged, theirs) };
  return { fields, changed: result.changes.length > 0 || fields.name !== theirs.name };
}
