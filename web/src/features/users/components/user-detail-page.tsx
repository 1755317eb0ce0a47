import { useState } from 'react';
import { Link, Outlet, useNavigate, useParams } from 'react-router-dom';
import { Button, buttonStyle } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Detail, DetailList } from '../../../components/ui/detail-list';
import { DetailTitle } from '../../../components/ui/detail-title';
import { Loading } from '../../../components/ui/spinner';
import { TabNav } from '../../../components/ui/tab-nav';
import { roleIn, useSession } from '../../../lib/session';
import { colors, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useDeleteUser } from '../api/delete-user';
import { useCompanyUser } from '../../../lib/users/get-user';
import { deleteBlock, mayEditRole, taskCountText } from '../utils/user-rules';
import { BackLink } from '../../../components/ui/back-link';
import { RoleBadge } from './role-badge';
import { UserNotFound } from '../../../components/errors/user-not-found';
import { paths } from '../../../lib/paths';

/** /dashboard/{companyId}/users/{id} and users/list/{id} (admin): role, e-mail and actions. */
export function UserDetailPage() {
  const companyId = useCompanyId();
  const { userId = '' } = useParams();
  const { user: viewer } = useSession();
  const dashboard = paths.dashboard(companyId);
  const users = dashboard.users();
  const { user, error, isLoading } = useCompanyUser(companyId, userId);
  const { trigger: deleteUser, pending } = useDeleteUser(companyId);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();

  if (isLoading) return <Loading label="Henter brugeren…" />;
  if (error || !user || !viewer) return <UserNotFound users={users} />;

  const me = { id: viewer.id, role: roleIn(viewer, companyId) };
  const block = deleteBlock(me, user);
  const isSuperAdmin = me.role === 'SUPER_ADMIN';

  const onDelete = async () => {
    if ((await deleteUser(user.id)).ok) navigate(users, { replace: true });
  };

  return (
    <>
      <BackLink to={users}>Alle brugere</BackLink>
      <DetailTitle title={user.name} />
      <DetailList css={{ maxWidth: 'none' }}>
        <Detail term="Rolle">
          <RoleBadge role={user.role?.type} />
        </Detail>
        <Detail term="Emailadresse">
          <a href={`mailto:${user.emailAddress}`} css={{ color: colors.primary }}>
            {user.emailAddress}
          </a>
        </Detail>
        <Detail term="Ansvarlig for">{taskCountText(user.taskCount ?? 0)}</Detail>
      </DetailList>

      {isSuperAdmin && (
        <section aria-labelledby="user-actions">
          <h2 id="user-actions" css={{ fontSize: '1.25rem' }}>
            Handlinger
          </h2>
          {block === 'SELF' ? (
            <p>Det er dig. Du kan hverken ændre din egen rolle eller slette dig selv.</p>
          ) : (
            <>
              {block === 'RESPONSIBLE' && (
                <p id="delete-blocked">
                  {user.name} er ansvarlig for {taskCountText(user.taskCount)}. Overfør ansvaret for opgaverne til en
                  anden bruger, før brugeren kan slettes.
                </p>
              )}
              <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
                {(user.taskCount ?? 0) > 0 && (
                  <Link to={dashboard.transfer(user.id)} css={buttonStyle('secondary')}>
                    Overfør ansvar
                  </Link>
                )}
                {mayEditRole(me, user) && (
                  <Link to={dashboard.editRole(user.id)} css={buttonStyle('secondary')}>
                    Rediger rolle
                  </Link>
                )}
                <Button
                  variant="secondary"
                  disabled={block !== null}
                  aria-describedby={block === 'RESPONSIBLE' ? 'delete-blocked' : undefined}
                  onClick={() => setConfirming(true)}
                  css={{ color: colors.red.fg, borderColor: colors.red.solid }}
                >
                  Slet bruger
                </Button>
              </div>
            </>
          )}
        </section>
      )}

      <TabNav
        label="Brugeren"
        tabs={[
          { to: '.', label: 'Opgaver' },
          { to: 'history', label: 'Historik' },
        ]}
      />
      <Outlet />

      <ConfirmDialog
        open={confirming}
        title="Slet brugeren?"
        confirmLabel="Slet bruger permanent"
        busy={pending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      >
        <p>
          <strong>{user.name}</strong> ({user.emailAddress}) slettes permanent fra virksomheden og kan ikke længere
          logge ind her. Navnet bliver stående i historikken.
        </p>
      </ConfirmDialog>
    </>
  );
}
