import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatch, useSearchParams } from 'react-router-dom';
import { NeedsNetwork } from '../components/offline/needs-network';
import { useDeviceStatus, worksOffline } from '../lib/offline/status';
import { Loading } from '../components/ui/spinner';
import { paths } from '../lib/paths';
import { homePath, useRenewalOnUse, useSession } from '../lib/session';

/**
 * /dashboard/*, /profile/* and /udbakke: a logged-out visit goes to /auth/?from=<path> (spec 000
 * §2). Signed in, a session that is due is renewed at the person's first tap or key, or when the
 * app comes to the front or back online (an app left open for days: `lib/session/renewal.ts`), and
 * the device side starts (decision 170: the service worker, the kept tasks of the company shown,
 * the outbox), fetched apart so /auth loads none of it; offline, the profile says it needs the
 * network (the dashboard says so inside its own layout).
 */
export function RequireSession() {
  const { status, user, session } = useSession();
  const location = useLocation();
  const companyId = useMatch('/dashboard/:companyId/*')?.params.companyId;
  const { online } = useDeviceStatus();
  const userId = user?.id;
  useRenewalOnUse();
  useEffect(() => {
    if (!userId) return;
    void import('../lib/offline/start')
      .then(({ startOffline }) => startOffline(userId, companyId))
      .catch((error: unknown) => console.error('Servicebogen: the offline start failed', error));
  }, [userId, companyId]);
  if (status === 'loading') {
    return (
      <main id="main" css={{ flex: 1, padding: '2rem 1.5rem' }}>
        <Loading label="Henter din bruger…" />
      </main>
    );
  }
  if (status === 'unauthenticated') {
    return <Navigate replace to={paths.loginFrom(`${location.pathname}${location.search}`)} />;
  }
  if (!online && !companyId && !worksOffline(location.pathname)) {
    return (
      <main id="main" css={{ flex: 1, padding: '2rem 1.5rem' }}>
        <NeedsNetwork ownTasks={session ? homePath({ ...session, offline: true }) : undefined} />
      </main>
    );
  }
  return <Outlet />;
}

/** A signed-in user at /auth goes where the post-login rules say. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const [params] = useSearchParams();
  if (session) return <Navigate replace to={homePath(session, params.get('from'))} />;
  return children;
}
