import { Navigate, type RouteObject } from 'react-router-dom';
import { page } from '../lazy-page';
import { NotFound } from '../../components/errors/not-found';

/** /profile's three tabs (spec 000 §2); accounts is the default. */
export const profileRoutes: RouteObject[] = [
  { index: true, element: <Navigate replace to="accounts" /> },
  { path: 'accounts', element: page(() => import('../../features/profile/components/accounts-tab'), 'AccountsTab') },
  {
    path: 'invitations',
    element: page(() => import('../../features/profile/components/invitations-tab'), 'InvitationsTab'),
  },
  { path: 'settings', element: page(() => import('../../features/profile/components/settings-tab'), 'SettingsTab') },
  { path: '*', element: <NotFound /> },
];
