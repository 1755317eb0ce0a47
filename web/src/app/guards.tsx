import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { Loading } from '../components/ui/spinner';
import { paths } from '../lib/paths';
import { postLoginPath, useSession } from '../lib/session';

/** /dashboard/* and /profile/*: a logged-out visit goes to /auth/?from=<path> (spec 000 §2). */
export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
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
  return <Outlet />;
}

/** A signed-in user at /auth goes where the post-login rules say. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [params] = useSearchParams();
  if (user) return <Navigate replace to={postLoginPath(user, params.get('from'))} />;
  return children;
}
