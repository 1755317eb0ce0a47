import { fuzzySearch, isSearching } from '../../../lib/fuzzy-search';
import type { Location } from '../../../lib/locations/get-locations';

/** The sortable columns (spec 001 §2: name, note count, task count). */
export type LocationSortKey = 'name' | 'noteCount' | 'taskCount';
export interface LocationSort {
  key: LocationSortKey;
  direction: 'ascending' | 'descending';
}

const collator = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/** Sorted by `sort`, ties by name; the input is left alone. */
export function sortLocations(rows: readonly Location[], sort: LocationSort): Location[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const byKey = sort.key === 'name' ? collator.compare(a.name, b.name) : (a[sort.key] ?? 0) - (b[sort.key] ?? 0);
    return sign * byKey || collator.compare(a.name, b.name);
  });
}

/**
 * The rows to show: searched by name from 2 characters (best match first unless a column was
 * chosen), otherwise by the chosen column, by name when none was.
 */
export function visibleLocations(rows: readonly Location[], query: string, sort: LocationSort | null): Location[] {
  const found = fuzzySearch(rows, ['name'], query);
  if (sort) return sortLocations(found, sort);
  return isSearching(query) ? found : sortLocations(found, { key: 'name', direction: 'ascending' });
}

/** Clicking a column: ascending first (names) or descending first (counts), then the other way. */
export function nextSort(current: LocationSort | null, key: LocationSortKey): LocationSort {
  const active = current ?? { key: 'name', direction: 'ascending' };
  if (active.key === key) return { key, direction: active.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}
