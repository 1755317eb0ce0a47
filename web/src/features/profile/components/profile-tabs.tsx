import { NavLink } from 'react-router-dom';
import { colors, focusRing, space } from '../../../lib/theme';
import { useMyInvitations } from '../api/get-my-invitations';

const tabStyle = {
  display: 'block',
  padding: `${space(3)} ${space(4)}`,
  marginBottom: '-2px',
  color: colors.primary,
  fontWeight: 600,
  textDecoration: 'none',
  borderBottom: '4px solid transparent',
  '&:hover': { textDecoration: 'underline' },
  '&.active': { color: colors.text, borderBottomColor: colors.primary },
  '&:focus-visible': focusRing,
} as const;

/** The profile's tabs are links to sub-routes; the open one is marked with aria-current. */
export function ProfileTabs() {
  const { invitations } = useMyInvitations();
  const count = invitations?.length ?? 0;
  const tabs = [
    { to: '/profile/accounts', label: 'Konti' },
    { to: '/profile/invitations', label: count > 0 ? `Invitationer (${count})` : 'Invitationer' },
    { to: '/profile/settings', label: 'Indstillinger' },
  ];
  return (
    <nav aria-label="Profil" css={{ marginBottom: space(8) }}>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          borderBottom: `2px solid ${colors.border}`,
        }}
      >
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} css={tabStyle}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
