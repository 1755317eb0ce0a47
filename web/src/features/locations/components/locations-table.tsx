import { Link, useNavigate } from 'react-router-dom';
import { colors, focusRing, narrow, space } from '../../../lib/theme';
import type { Location } from '../api/get-locations';
import type { LocationSort, LocationSortKey } from '../utils/location-list';

const cell = {
  padding: `${space(3)} ${space(3)}`,
  textAlign: 'left',
  verticalAlign: 'top',
  [narrow]: { padding: `${space(2)} ${space(2)}` },
} as const;
const numeric = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

interface Props {
  locations: Location[];
  basePath: string;
  /** The column shown as sorted; none while search results are shown best first. */
  sort: LocationSort | null;
  onSort: (key: LocationSortKey) => void;
  /** The text of an empty table. */
  empty: string;
}

const columns: { key: LocationSortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Navn', numeric: false },
  { key: 'noteCount', label: 'Noter', numeric: true },
  { key: 'taskCount', label: 'Opgaver', numeric: true },
];

/** Navn, Noter, Opgaver; each header sorts (spec 001 §2 "Locations"); a row opens the location. */
export function LocationsTable({ locations, basePath, sort, onSort, empty }: Props) {
  const navigate = useNavigate();
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={{ width: '100%', borderCollapse: 'collapse', background: colors.surface }}>
        <caption css={{ position: 'absolute', left: '-10000px' }}>Lokationer</caption>
        <thead>
          <tr css={{ borderBottom: `2px solid ${colors.text}` }}>
            {columns.map((column) => {
              const active = sort?.key === column.key;
              return (
                <th key={column.key} scope="col" aria-sort={active ? sort?.direction : 'none'} css={column.numeric ? numeric : cell}>
                  <button
                    type="button"
                    onClick={() => onSort(column.key)}
                    css={{
                      font: 'inherit',
                      fontWeight: 700,
                      color: colors.text,
                      background: 'none',
                      border: 0,
                      padding: 0,
                      cursor: 'pointer',
                      display: 'inline-flex',
                      gap: space(1),
                      '&:hover': { textDecoration: 'underline' },
                      '&:focus-visible': focusRing,
                    }}
                  >
                    {column.label}
                    <span aria-hidden="true" css={{ color: active ? colors.text : colors.border, width: '1ch' }}>
                      {active && sort?.direction === 'descending' ? '▼' : '▲'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {locations.length === 0 && (
            <tr>
              <td colSpan={3} css={{ ...cell, color: colors.muted }}>
                {empty}
              </td>
            </tr>
          )}
          {locations.map((location) => {
            const to = `${basePath}/${encodeURIComponent(location.id)}`;
            return (
              <tr
                key={location.id}
                onClick={(event) => {
                  // The name is a real link (keyboard, new tab); the rest of the row follows it too.
                  if ((event.target as HTMLElement).closest('a')) return;
                  navigate(to);
                }}
                css={{
                  borderBottom: `1px solid ${colors.border}`,
                  cursor: 'pointer',
                  '&:hover': { background: colors.primaryTint },
                }}
              >
                <td css={cell}>
                  <Link
                    to={to}
                    css={{
                      color: colors.primary,
                      fontWeight: 700,
                      textUnderlineOffset: '0.15em',
                      overflowWrap: 'anywhere',
                      '&:focus-visible': focusRing,
                    }}
                  >
                    {location.name}
                  </Link>
                </td>
                <td css={numeric}>{location.noteCount ?? 0}</td>
                <td css={numeric}>{location.taskCount ?? 0}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
