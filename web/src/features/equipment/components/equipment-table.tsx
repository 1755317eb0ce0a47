import { Link } from 'react-router-dom';
import {
  DataTable,
  LinkRow,
  RowLink,
  cellStyle,
  visuallyHidden,
  wideCellStyle,
} from '../../../components/ui/data-table';
import { colors, focusRing, narrow } from '../../../lib/theme';
import type { Equipment } from '../../../lib/equipment/get-equipment-list';
import { CategoryIcon } from './category-icon';
import { EquipmentStatusBadge } from './equipment-status-badge';

const cell = { ...cellStyle, verticalAlign: 'middle' } as const;
const wide = { ...wideCellStyle, verticalAlign: 'middle' } as const;

interface Props {
  equipment: Equipment[];
  /** Where a row leads. */
  equipmentPath: (id: string) => string;
  /** Where its location's link leads. */
  locationPath: (id: string) => string;
  /** Leave out the location column (the list of one location's equipment). */
  hideLocation?: boolean;
  empty: string;
  caption: string;
}

/** Icon, make and model, identification number, category, location and status; a row opens it. */
export function EquipmentTable({
  equipment,
  equipmentPath,
  locationPath,
  hideLocation = false,
  empty,
  caption,
}: Props) {
  const head = (
    <>
      <th scope="col" css={{ ...cell, width: '2.5rem' }}>
        <span css={visuallyHidden}>Ikon</span>
      </th>
      <th scope="col" css={cell}>
        Mærke og model
      </th>
      <th scope="col" css={wide}>
        Identifikationsnummer
      </th>
      <th scope="col" css={wide}>
        Kategori
      </th>
      {!hideLocation && (
        <th scope="col" css={wide}>
          Lokation
        </th>
      )}
      <th scope="col" css={cell}>
        Status
      </th>
    </>
  );
  return (
    <DataTable caption={caption} head={head} columns={hideLocation ? 5 : 6} rows={equipment} empty={empty}>
      {(row) => {
        const to = equipmentPath(row.id);
        return (
          <LinkRow key={row.id} to={to} muted={row.status === 'ARCHIVED'}>
            <td css={{ ...cell, color: colors.primary }}>
              <CategoryIcon category={row.category} />
            </td>
            <td css={cell}>
              <RowLink to={to}>
                {row.make} {row.model}
              </RowLink>
              {/* Narrow screens: the number moves under the name instead of its own column. */}
              <div
                css={{
                  display: 'none',
                  color: colors.muted,
                  fontSize: '0.9375rem',
                  overflowWrap: 'anywhere',
                  [narrow]: { display: 'block' },
                }}
              >
                {row.equipmentId}
              </div>
            </td>
            <td css={{ ...wide, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>{row.equipmentId}</td>
            <td css={wide}>{row.category}</td>
            {!hideLocation && (
              <td css={wide}>
                {row.locationName ? (
                  <Link
                    to={locationPath(row.locationId)}
                    css={{ color: colors.primary, textUnderlineOffset: '0.15em', '&:focus-visible': focusRing }}
                  >
                    {row.locationName}
                  </Link>
                ) : (
                  '(nu slettet)'
                )}
              </td>
            )}
            <td css={cell}>
              <EquipmentStatusBadge status={row.status} />
            </td>
          </LinkRow>
        );
      }}
    </DataTable>
  );
}
