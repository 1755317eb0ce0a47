import { Link, useNavigate } from 'react-router-dom';
import { colors, focusRing, narrow, space } from '../../../lib/theme';
import type { Equipment } from '../api/get-equipment-list';
import { CategoryIcon } from './category-icon';
import { EquipmentStatusBadge } from './equipment-status-badge';

const cell = {
  padding: `${space(3)} ${space(3)}`,
  textAlign: 'left',
  verticalAlign: 'middle',
  [narrow]: { padding: `${space(2)} ${space(2)}` },
} as const;
const wide = { ...cell, [narrow]: { display: 'none' } } as const;

interface Props {
  equipment: Equipment[];
  /** Where a row leads: `${detailPath}/{id}`. */
  detailPath: string;
  /** The dashboard path, for the location links. */
  dashboardPath: string;
  /** Leave out the location column (the list of one location's equipment). */
  hideLocation?: boolean;
  empty: string;
  caption: string;
}

/** Icon, make and model, identification number, category, location and status; a row opens it. */
export function EquipmentTable({ equipment, detailPath, dashboardPath, hideLocation = false, empty, caption }: Props) {
  const navigate = useNavigate();
  const columns = hideLocation ? 5 : 6;
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={{ width: '100%', borderCollapse: 'collapse', background: colors.surface }}>
        <caption css={{ position: 'absolute', left: '-10000px' }}>{caption}</caption>
        <thead>
          <tr css={{ borderBottom: `2px solid ${colors.text}` }}>
            <th scope="col" css={{ ...cell, width: '2.5rem' }}>
              <span css={{ position: 'absolute', left: '-10000px' }}>Ikon</span>
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
          </tr>
        </thead>
        <tbody>
          {equipment.length === 0 && (
            <tr>
              <td colSpan={columns} css={{ ...cell, color: colors.muted }}>
                {empty}
              </td>
            </tr>
          )}
          {equipment.map((row) => {
            const to = `${detailPath}/${encodeURIComponent(row.id)}`;
            return (
              <tr
                key={row.id}
                onClick={(event) => {
                  // The name and location are real links; the rest of the row opens the equipment.
                  if ((event.target as HTMLElement).closest('a')) return;
                  navigate(to);
                }}
                css={{
                  borderBottom: `1px solid ${colors.border}`,
                  cursor: 'pointer',
                  color: row.status === 'ARCHIVED' ? colors.muted : undefined,
                  '&:hover': { background: colors.primaryTint },
                }}
              >
                <td css={{ ...cell, color: colors.primary }}>
                  <CategoryIcon category={row.category} />
                </td>
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
                    {row.make} {row.model}
                  </Link>
                  {/* Narrow screens: the number moves under the name instead of its own column. */}
                  <div css={{ display: 'none', color: colors.muted, fontSize: '0.9375rem', overflowWrap: 'anywhere', [narrow]: { display: 'block' } }}>
                    {row.equipmentId}
                  </div>
                </td>
                <td css={{ ...wide, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>{row.equipmentId}</td>
                <td css={wide}>{row.category}</td>
                {!hideLocation && (
                  <td css={wide}>
                    {row.locationName ? (
                      <Link
                        to={`${dashboardPath}/locations/${encodeURIComponent(row.locationId)}`}
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
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
