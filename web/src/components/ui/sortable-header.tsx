import { colors, focusRing, space } from '../../lib/theme';
import { cellStyle, numericCellStyle } from './data-table';

interface Props {
  label: string;
  /** The column's order when the table is sorted by it. */
  sorted: 'ascending' | 'descending' | undefined;
  onSort: () => void;
  numeric?: boolean;
}

/** A column header that sorts by its column: a button, with aria-sort and an arrow for the order. */
export function SortableHeader({ label, sorted, onSort, numeric = false }: Props) {
  return (
    <th scope="col" aria-sort={sorted ?? 'none'} css={numeric ? numericCellStyle : cellStyle}>
      <button
        type="button"
        onClick={onSort}
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
        {label}
        <span aria-hidden="true" css={{ color: sorted ? colors.text : colors.border, width: '1ch' }}>
          {sorted === 'descending' ? '▼' : '▲'}
        </span>
      </button>
    </th>
  );
}
