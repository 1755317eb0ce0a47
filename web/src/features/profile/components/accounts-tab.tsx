import { useSession } from '../../../lib/session';
import { AccountList } from './account-list';

/** /profile/accounts (the default tab). */
export function AccountsTab() {
  const { user } = useSession();
  return user ? <AccountList user={user} /> : null;
}
