import { SearchField } from '../../../components/form/search-field';
import { Button } from '../../../components/ui/button';
import { space } from '../../../lib/theme';
import { isUnfiltered, noFilters, type EquipmentFilters, type StatusFilter } from '../utils/equipment-list';
import { FilterSelect } from '../../../components/form/filter-select';

interface Props {
  filters: EquipmentFilters;
  onChange: (filters: EquipmentFilters) => void;
  categories: string[];
  locations: { id: string; name: string }[];
  /** Id of the text that counts the matches. */
  countId: string;
}

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: '', label: 'Aktiv og standby' },
  { value: 'ACTIVE', label: 'Aktiv' },
  { value: 'STANDBY', label: 'Standby' },
  { value: 'ARCHIVED', label: 'Slettet' },
  { value: 'ALL', label: 'Alle, også slettet' },
];

/** Search on make, model and identification number; filters on category, location and status. */
export function EquipmentFilterBar({ filters, onChange, categories, locations, countId }: Props) {
  const set = (change: Partial<EquipmentFilters>) => onChange({ ...filters, ...change });
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space(4), marginBottom: space(5) }}>
      <SearchField
        value={filters.query}
        onChange={(query) => set({ query })}
        placeholder="Mærke, model eller id-nr."
        describedBy={countId}
      />
      <FilterSelect
        id="filter-category"
        label="Kategori"
        value={filters.category}
        onChange={(category) => set({ category })}
        options={[{ value: '', label: 'Alle kategorier' }, ...categories.map((c) => ({ value: c, label: c }))]}
      />
      <FilterSelect
        id="filter-location"
        label="Lokation"
        value={filters.locationId}
        onChange={(locationId) => set({ locationId })}
        options={[{ value: '', label: 'Alle lokationer' }, ...locations.map((l) => ({ value: l.id, label: l.name }))]}
      />
      <FilterSelect
        id="filter-status"
        label="Status"
        value={filters.status}
        onChange={(status) => set({ status: status as StatusFilter })}
        options={statusOptions}
      />
      {!isUnfiltered(filters) && (
        <Button variant="quiet" onClick={() => onChange(noFilters)}>
          Nulstil
        </Button>
      )}
    </div>
  );
}
