import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { NotFound } from '../components/errors/not-found';
import { RouteErrorBoundary } from '../components/errors/route-error';
import { PageShell } from '../components/layout/page-shell';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { LoginPage } from '../features/auth/components/login-page';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { ProfilePage } from '../features/profile/components/profile-page';
import { authLinkRoutes } from './routes/auth-routes';
import { RedirectIfSignedIn, RequireSession } from './guards';
import { page } from './lazy-page';
import { dashboardRoutes } from './routes/dashboard-routes';
import { NotFoundPage } from './routes/not-found';
import { profileRoutes } from './routes/profile-routes';
import { QrPage } from './routes/qr';
import { RootRedirect } from './routes/root-redirect';
import { paths } from '../lib/paths';

/**
 * Routes (spec 000 §2, 001 §2). Only the screens of this slice exist; any other path shows
 * 'Siden findes ikke' (inside the dashboard shell under /dashboard/{companyId}). Every page but the
 * login form is fetched when first shown (`page`, decision 067 "Route-level code splitting"); the
 * shells around pages (the dashboard's sidebar, the profile's tabs) come with the entry, so they
 * show at once with the address.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { path: 'qr/:qrCodeNumber', element: <QrPage /> },
      {
        element: <PageShell />,
        children: [
          { index: true, element: <RootRedirect /> },
          {
            path: 'auth',
            element: <AuthLayout />,
            children: [
              {
                index: true,
                element: (
                  <RedirectIfSignedIn>
                    <LoginPage />
                  </RedirectIfSignedIn>
                ),
              },
              {
                path: 'sign-up',
                element: page(() => import('../features/auth/components/sign-up-page'), 'SignUpPage'),
              },
              {
                path: 'logged-out',
                element: page(() => import('../features/auth/components/logged-out-page'), 'LoggedOutPage'),
              },
              ...authLinkRoutes,
              { path: '*', element: <NotFound /> },
            ],
          },
          // A service sticker's public card: no login; a member is taken to the item (decision 111).
          {
            path: 's/:code',
            element: page(() => import('../features/stickers/components/service-card-page'), 'ServiceCardPage'),
          },
          // The external inspector's link: no login, one task (issue 31, decision 176).
          {
            path: 'inspektion/:token',
            element: page(() => import('../features/inspection/components/inspection-page'), 'InspectionPage'),
          },
          {
            element: <RequireSession />,
            children: [
              {
                path: 'profile',
                element: <ProfilePage />,
                children: profileRoutes,
              },
              // The outbox of writes made offline (decision 170).
              {
                path: 'udbakke',
                element: page(() => import('../features/offline/components/outbox-page'), 'OutboxPage'),
              },
              {
                path: 'dashboard',
                children: [
                  // Signed in, but no company in the path.
                  { index: true, element: <Navigate replace to={paths.profile} /> },
                  {
                    path: ':companyId',
                    element: <DashboardLayout />,
                    children: [...dashboardRoutes, { path: '*', element: <NotFound /> }],
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative router (`BrowserRouter` + `useRoutes`), not the data router: no page uses
 * loaders, actions or blockers, and the data router is 17 kB of gzipped JavaScript that /auth
 * would load for nothing (decision 067 "Route-level code splitting"). An error while rendering
 * any page shows RouteError, as the data router's errorElement did.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
