import { Link } from 'react-router-dom';
import { useDeviceStatus } from '../../lib/offline/status';
import { colors, focusRing, radius, space } from '../../lib/theme';
import { visuallyHidden } from '../ui/data-table';

export const OUTBOX_PATH = '/udbakke';

/**
 * The header's link to the outbox, with the count of writes waiting or refused (decision 170);
 * hidden when there are none. Its name reads 'Udbakke 2 ikke sendte'.
 */
export function OutboxLink() {
  const { outboxCount: count } = useDeviceStatus();
  if (count === 0) return null;
  return (
    <Link
      to={OUTBOX_PATH}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: space(2),
        padding: `${space(1)} ${space(3)}`,
        color: colors.text,
        background: colors.yellow.bg,
        border: `2px solid ${colors.yellow.solid}`,
        borderRadius: radius,
        fontWeight: 700,
        textDecoration: 'none',
        whiteSpace: 'nowrap',
        '&:hover': { textDecoration: 'underline' },
        '&:focus-visible': focusRing,
      }}
    >
      Udbakke
      <span
        css={{
          minWidth: '1.5rem',
          textAlign: 'center',
          background: colors.text,
          color: '#fff',
          borderRadius: '999px',
          padding: `0 ${space(1)}`,
        }}
      >
        {count}
      </span>
      <span css={visuallyHidden}>{count === 1 ? 'ikke sendt' : 'ikke sendte'}</span>
    </Link>
  );
}
