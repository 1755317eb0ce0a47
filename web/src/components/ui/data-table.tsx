import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { colors, focusRing, narrow, space } from '../../lib/theme';

/** Read by screen readers, not shown. */
export const visuallyHidden = { position: 'absolute', left: '-10000px' } as const;

export const cellStyle = {
  padding: `${space(3)} ${space(3)}`,
  textAlign: 'left',
  verticalAlign: 'top',
  [narrow]: { padding: `${space(2)} ${space(2)}` },
} as const;
export const numericCellStyle = { ...cellStyle, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
/** A column left out on narrow screens (its value is shown elsewhere in the row there). */
export const wideCellStyle = { ...cellStyle, [narrow]: { display: 'none' } } as const;

/** A line shown only on small screens, for a column left out there. */
export const narrowOnlyStyle = {
  display: 'none',
  color: colors.muted,
  fontSize: '0.9375rem',
  [narrow]: { display: 'block' },
} as const;

/** A column's heading; a `wide` column is left out on small screens. */
export const columnHead = (label: string, wide = false) => (
  <th scope="col" css={wide ? wideCellStyle : cellStyle}>
    {label}
  </th>
);

interface Props<T> {
  /** Names the table for screen readers. */
  caption: string;
  /** The header cells. */
  head: ReactNode;
  /** How many columns the `empty` text spans. */
  columns: number;
  rows: readonly T[];
  /** The only row's text when there are no rows. */
  empty: string;
  /** A row (a keyed LinkRow). */
  children: (row: T) => ReactNode;
}

/**
 * A list as a table, with a row of text when empty. When it does not fit (a phone), the table
 * scrolls sideways inside its own region, never the page: the region is named and focusable, so
 * keyboard users can scroll it too (WCAG 2.1.1, axe 'scrollable-region-focusable').
 */
export function DataTable<T>({ caption, head, columns, rows, empty, children }: Props<T>) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} css={{ overflowX: 'auto', '&:focus-visible': focusRing }}>
      <table css={{ width: '100%', borderCollapse: 'collapse', background: colors.surface }}>
        <caption css={visuallyHidden}>{caption}</caption>
        <thead>
          <tr css={{ borderBottom: `2px solid ${colors.text}` }}>{head}</tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns} css={{ ...cellStyle, color: colors.muted }}>
                {empty}
              </td>
            </tr>
          )}
          {rows.map(children)}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A row that opens `to` when clicked. Its RowLink is the real link (keyboard, new tab); clicks on
 * any link in the row follow that link instead.
 */
export function LinkRow({ to, muted = false, children }: { to: string; muted?: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <tr
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) return;
        navigate(to);
      }}
      css={{
        borderBottom: `1px solid ${colors.border}`,
        cursor: 'pointer',
        color: muted ? colors.muted : undefined,
        '&:hover': { background: colors.primaryTint },
      }}
    >
      {children}
    </tr>
  );
}

/** The row's name, as the link to what the row opens. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
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
      {children}
    </Link>
  );
}
