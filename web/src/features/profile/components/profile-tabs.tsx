import { TabNav } from '../../../components/ui/tab-nav';
import { space } from '../../../lib/theme';
import { useMyInvitations } from '../api/get-my-invitations';

/** The profile's tabs are links to sub-routes; the open one is marked with aria-current. */
export function ProfileTabs() {
  const { invitations } = useMyInvitations();
  const count = invitations?.length ?? 0;
  const tabs = [
    { to: '/profile/accounts', label: 'Konti' },
    { to: '/profile/invitations', label: count > 0 ? `Invitationer (${count})` : 'Invitationer' },
    { to: '/profile/settings', label: 'Indstillinger' },
  ];
  return <TabNav label="Profil" tabs={tabs} css={{ margin: `0 0 ${space(8)}` }} />;
}
