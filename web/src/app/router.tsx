import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { NotFound } from '../components/errors/not-found';
import { RouteError } from '../components/errors/route-error';
import { PageShell } from '../components/layout/page-shell';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { LoggedOutPage } from '../features/auth/components/logged-out-page';
import { LoginPage } from '../features/auth/components/login-page';
import { SignUpPage } from '../features/auth/components/sign-up-page';
import { authLinkRoutes } from '../features/auth/routes';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RedirectIfSignedIn, RequireSession } from './guards';
import { dashboardRoutes } from './routes/dashboard-routes';
import { NotFoundPage } from './routes/not-found';
import { profileRoutes } from './routes/profile-routes';
import { QrPage } from './routes/qr';
import { RootRedirect } from './routes/root-redirect';

/**
 * Routes (spec 000 §2, 001 §2). Only the screens of this slice exist; any other path shows
 * 'Siden findes ikke' (inside the dashboard shell under /dashboard/{companyId}).
 */
export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteError />,
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
              { path: 'sign-up', element: <SignUpPage /> },
              { path: 'logged-out', element: <LoggedOutPage /> },
              ...authLinkRoutes,
              { path: '*', element: <NotFound /> },
            ],
          },
          {
            element: <RequireSession />,
            children: [
              {
                path: 'profile',
                element: <ProfilePage />,
                children: profileRoutes,
              },
              {
                path: 'dashboard',
                children: [
                  // Signed in, but no company in the path.
                  { index: true, element: <Navigate replace to="/profile" /> },
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
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
