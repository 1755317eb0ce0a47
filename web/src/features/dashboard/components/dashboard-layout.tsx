import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { NeedsNetwork } from '../../../components/offline/needs-network';
import { OfflineBanner } from '../../../components/offline/offline-banner';
import { useDeviceStatus, worksOffline } from '../../../lib/offline/status';
import { useCompany } from '../../../lib/company/get-company';
import { roleIn, useSession } from '../../../lib/session';
import { narrow, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { Sidebar } from './sidebar';
import { paths } from '../../../lib/paths';

/**
 * /dashboard/{companyId}: requires a role in that company, else /profile (spec 000 §2, §6).
 * Rendered inside RequireSession, so the user is known. Offline (decision 170) the banner says
 * since when the kept tasks are, and a page that needs the network says so.
 */
export function DashboardLayout() {
  const companyId = useCompanyId();
  const { user } = useSession();
  const role = roleIn(user, companyId);
  const { data: company } = useCompany(role ? companyId : undefined);
  const { online, companyNames } = useDeviceStatus();
  const { pathname } = useLocation();
  const name = company?.name;
  // The header shows the company's name offline too (decision 170).
  useEffect(() => {
    if (name) void import('../../../lib/offline/start').then(({ rememberCompany }) => rememberCompany(companyId, name));
  }, [companyId, name]);

  // No user: the session is ending (logout) or RequireSession is about to redirect.
  if (!user) return null;
  if (!role) return <Navigate replace to={paths.profile} />;

  return (
    <div
      css={{
        flex: 1,
        display: 'grid',
        gridTemplateColumns: '17rem minmax(0, 1fr)',
        // Stacked: the bar keeps its own height and the page takes the rest.
        [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto 1fr' },
      }}
    >
      <Sidebar
        companyId={companyId}
        company={company}
        companyName={name ?? companyNames[companyId]}
        user={user}
        role={role}
      />
      <main id="main" css={{ padding: `${space(8)} ${space(8)}`, [narrow]: { padding: space(5) } }}>
        <OfflineBanner companyId={companyId} />
        {online || worksOffline(pathname) ? (
          <Outlet />
        ) : (
          <NeedsNetwork ownTasks={paths.dashboard(companyId).userDashboard} />
        )}
      </main>
    </div>
  );
}
