import type { MergeSpec } from '../shared/merge';
import type { EquipmentFields } from './decider';
import { displayName } from './schemas';

/**
 * What an edit of equipment merges (decision 130 "Versioned edits merge three-way"). The name is
 * merged only when the edit gives one; an edit without one (the SPA's form) names the equipment
 * by its make and model as before, unless make and model end up as they are now, when the name
 * stays as it is.
 */
export const equipmentEditSpec = (withName: boolean): MergeSpec<EquipmentFields> => ({
  fields: [...(withName ? (['name'] as const) : []), 'make', 'model', 'externalId', 'category', 'locationId'],
});

/** Pure: the merged fields' name when the edit gave none. */
export const mergedName = (merged: EquipmentFields, current: EquipmentFields) =>
  merged.make === current.make && merged.model === current.model
    ? current.name
    : displayName({ make: merged.make, model: merged.model });

/** The API's names of the fields (`externalId` is `equipmentId` in the API, spec 001 §3). */
export const equipmentApiField = (field: keyof EquipmentFields) => (field === 'externalId' ? 'equipmentId' : field);
