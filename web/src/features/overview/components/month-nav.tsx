import { Link } from 'react-router-dom';
import { visuallyHidden } from '../../../components/ui/data-table';
import { colors, focusRing, radius, space } from '../../../lib/theme';
import { monthHref, monthName, neighbours } from '../utils/month';

const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  minHeight: '2.75rem',
  padding: `${space(1)} ${space(3)}`,
  border: `2px solid ${colors.primary}`,
  borderRadius: radius,
  background: colors.surface,
  color: colors.primary,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: colors.primaryTint },
  '&:focus-visible': focusRing,
} as const;

/**
 * Previous and next month as links of the page's `?month=yyyy-MM`, and back to this month when
 * another is shown.
 */
export function MonthNav({ month, current }: { month: string; current: boolean }) {
  const { previous, next } = neighbours(month);
  return (
    <nav aria-label="Vælg måned" css={{ display: 'flex', flexWrap: 'wrap', gap: space(2) }}>
      {previous && (
        <Link to={monthHref(previous)} css={linkStyle}>
          <span aria-hidden="true">←</span>
          <span>
            <span css={visuallyHidden}>Forrige måned: </span>
            {monthName(previous)}
          </span>
        </Link>
      )}
      {!current && (
        <Link to="." css={linkStyle}>
          Denne måned
        </Link>
      )}
      {next && (
        <Link to={monthHref(next)} css={linkStyle}>
          <span>
            <span css={visuallyHidden}>Næste måned: </span>
            {monthName(next)}
          </span>
          <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  );
}
