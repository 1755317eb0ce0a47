import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NoAccess } from '../../../components/errors/no-access';
import { Button, buttonStyle } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading } from '../../../components/ui/spinner';
import { space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useCompanyInvitations } from '../api/company-invitations';
import { useUsers } from '../../../lib/users/get-users';
import { InvitationsPanel } from './invitations-panel';
import { UsersTable } from './users-table';
import { paths } from '../../../lib/paths';

/** /dashboard/{companyId}/users (admin): the users, and the pending invitations on demand. */
export function UsersPage() {
  const companyId = useCompanyId();
  const dashboard = paths.dashboard(companyId);
  const { users, error, isLoading } = useUsers(companyId);
  const { invitations } = useCompanyInvitations(companyId);
  const [showInvitations, setShowInvitations] = useState(false);

  // A failed users list is treated as not authorized (spec 000 §6, 001 §6).
  if (error) return <NoAccess />;

  return (
    <>
      <PageHeader title="Brugere">
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
          <Button
            variant="secondary"
            aria-expanded={showInvitations}
            aria-controls="pending-invitations"
            onClick={() => setShowInvitations((shown) => !shown)}
          >
            {`${showInvitations ? 'Skjul' : 'Vis'} invitationer (${invitations?.length ?? 0})`}
          </Button>
          <Link to={dashboard.newUser} css={buttonStyle('primary')}>
            Invitér bruger
          </Link>
        </div>
      </PageHeader>
      {showInvitations && (
        <InvitationsPanel id="pending-invitations" companyId={companyId} invitations={invitations ?? []} />
      )}
      {isLoading || !users ? (
        <Loading label="Henter brugere…" />
      ) : (
        <UsersTable users={users} userPath={dashboard.user} />
      )}
    </>
  );
}
