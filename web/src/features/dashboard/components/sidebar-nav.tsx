import { NavLink } from 'react-router-dom';
import { colors, focusRing, radius, space } from '../../../lib/theme';
import type { NavEntry } from '../utils/nav-entries';
import { paths } from '../../../lib/paths';

const linkStyle = {
  display: 'block',
  padding: `${space(2)} ${space(3)}`,
  borderRadius: radius,
  color: '#fff',
  textDecoration: 'none',
  borderLeft: '4px solid transparent',
  '&:hover': { background: 'rgba(255, 255, 255, 0.12)', textDecoration: 'underline' },
  '&.active': { background: 'rgba(255, 255, 255, 0.16)', borderLeftColor: colors.focus, fontWeight: 700 },
  '&:focus-visible': { ...focusRing, boxShadow: 'none' },
} as const;

export function SidebarNav({ companyId, entries }: { companyId: string; entries: NavEntry[] }) {
  const dashboard = paths.dashboard(companyId);
  return (
    <nav aria-label="Hovedmenu">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(1) }}>
        {entries.map((entry) => (
          <li key={entry.label}>
            <NavLink to={dashboard.entry(entry.to)} end={entry.end} css={linkStyle}>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
