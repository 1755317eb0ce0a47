import type { EquipmentStatus } from '#domain/equipment/status';
import { fuzzySearch, isSearching } from '../../../lib/fuzzy-search';
import type { Equipment } from '../../../lib/equipment/get-equipment-list';

/** '' shows active and standby equipment (deleted hidden); 'ALL' shows deleted ones too. */
export type StatusFilter = '' | 'ALL' | EquipmentStatus;

export interface EquipmentFilters {
  query: string;
  category: string;
  locationId: string;
  status: StatusFilter;
}

export const noFilters: EquipmentFilters = { query: '', category: '', locationId: '', status: '' };

/** Whether the list is shown as it opens: no search, every category and location, deleted hidden. */
export const isUnfiltered = (filters: EquipmentFilters) =>
  filters.query.trim() === '' && filters.category === '' && filters.locationId === '' && filters.status === '';

const collator = new Intl.Collator('da', { sensitivity: 'base', numeric: true });
const sameText = (a: string, b: string) => collator.compare(a.trim(), b.trim()) === 0;

export const sortByName = (rows: readonly Equipment[]) =>
  [...rows].sort(
    (a, b) =>
      collator.compare(`${a.make} ${a.model}`, `${b.make} ${b.model}`) ||
      collator.compare(a.equipmentId, b.equipmentId),
  );

const statusMatches = (row: Equipment, status: StatusFilter) =>
  status === 'ALL' ? true : status === '' ? row.status !== 'ARCHIVED' : row.status === status;

/**
 * The rows to show (spec 001 "Equipment"): filtered by category, location and status (deleted
 * equipment only when the status filter asks for it), then searched on make, model and
 * identification number from 2 characters, best match first; otherwise by make and model.
 */
export function visibleEquipment(rows: readonly Equipment[], filters: EquipmentFilters): Equipment[] {
  const filtered = rows.filter(
    (row) =>
      statusMatches(row, filters.status) &&
      (!filters.category || sameText(row.category, filters.category)) &&
      (!filters.locationId || row.locationId === filters.locationId),
  );
  if (isSearching(filters.query)) return fuzzySearch(filtered, ['make', 'model', 'equipmentId'], filters.query);
  return sortByName(filtered);
}

/** Each value once (case aside, first spelling kept), in Danish order, blanks left out. */
export function distinctValues(values: readonly (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const text = value?.trim();
    if (text && !seen.has(text.toLocaleLowerCase('da'))) seen.set(text.toLocaleLowerCase('da'), text);
  }
  return [...seen.values()].sort(collator.compare);
}

/** The locations the rows stand at, for the location filter. */
export function locationsOf(rows: readonly Equipment[]): { id: string; name: string }[] {
  const byId = new Map<string, string>();
  for (const row of rows)
    if (row.locationId && !byId.has(row.locationId)) byId.set(row.locationId, row.locationName ?? '(nu slettet)');
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The location part of the equipment input: an existing location whose name matches what was
 * typed (case aside, as the server matches) by id, otherwise the typed name, which creates it.
 */
export function locationInput(
  typed: string,
  locations: readonly { id: string; name: string }[],
): { locationId: string } | { locationName: string } {
  const name = typed.trim();
  const existing = name
    ? locations.find((location) => location.name.localeCompare(name, 'da', { sensitivity: 'accent' }) === 0)
    : undefined;
  return existing ? { locationId: existing.id } : { locationName: name };
}
