import { DataTable, LinkRow, RowLink, cellStyle, numericCellStyle } from '../../../components/ui/data-table';
import { SortableHeader } from '../../../components/ui/sortable-header';
import type { Location } from '../../../lib/locations/get-locations';
import type { LocationSort, LocationSortKey } from '../utils/location-list';

interface Props {
  locations: Location[];
  locationPath: (id: string) => string;
  /** The column shown as sorted; none while search results are shown best first. */
  sort: LocationSort | null;
  onSort: (key: LocationSortKey) => void;
  /** The text of an empty table. */
  empty: string;
}

const columns: { key: LocationSortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Navn', numeric: false },
  { key: 'noteCount', label: 'Noter', numeric: true },
  // Open tasks on the location and on its equipment, as the backup's lokationer.csv counts them (issue 32).
  { key: 'taskCount', label: 'Åbne opgaver', numeric: true },
];

/** Navn, Noter, Åbne opgaver; each header sorts (spec 001 §2 "Locations"); a row opens the location. */
export function LocationsTable({ locations, locationPath, sort, onSort, empty }: Props) {
  const head = columns.map((column) => (
    <SortableHeader
      key={column.key}
      label={column.label}
      numeric={column.numeric}
      sorted={sort?.key === column.key ? sort.direction : undefined}
      onSort={() => onSort(column.key)}
    />
  ));
  return (
    <DataTable caption="Lokationer" head={head} columns={columns.length} rows={locations} empty={empty}>
      {(location) => {
        const to = locationPath(location.id);
        return (
          <LinkRow key={location.id} to={to}>
            <td css={cellStyle}>
              <RowLink to={to}>{location.name}</RowLink>
            </td>
            <td css={numericCellStyle}>{location.noteCount ?? 0}</td>
            <td css={numericCellStyle}>{location.taskCount ?? 0}</td>
          </LinkRow>
        );
      }}
    </DataTable>
  );
}
