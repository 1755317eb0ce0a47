import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFound } from '../../components/errors/not-found';
import { AccountsTab } from '../../features/profile/components/accounts-tab';
import { InvitationsTab } from '../../features/profile/components/invitations-tab';
import { SettingsTab } from '../../features/profile/components/settings-tab';

/** /profile's three tabs (spec 000 §2); accounts is the default. */
export const profileRoutes: RouteObject[] = [
  { index: true, element: <Navigate replace to="accounts" /> },
  { path: 'accounts', element: <AccountsTab /> },
  { path: 'invitations', element: <InvitationsTab /> },
  { path: 'settings', element: <SettingsTab /> },
  { path: '*', element: <NotFound /> },
];
