import { TabNav } from '../../../components/ui/tab-nav';
import { space } from '../../../lib/theme';
import { useMyInvitations } from '../api/get-my-invitations';
import { paths } from '../../../lib/paths';

/** The profile's tabs are links to sub-routes; the open one is marked with aria-current. */
export function ProfileTabs() {
  const { invitations } = useMyInvitations();
  const count = invitations?.length ?? 0;
  const tabs = [
    { to: paths.profileTab('accounts'), label: 'Konti' },
    { to: paths.profileTab('invitations'), label: count > 0 ? `Invitationer (${count})` : 'Invitationer' },
    { to: paths.profileTab('settings'), label: 'Indstillinger' },
  ];
  return <TabNav label="Profil" tabs={tabs} css={{ margin: `0 0 ${space(8)}` }} />;
}
