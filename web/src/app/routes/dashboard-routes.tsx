import type { RouteObject } from 'react-router-dom';
import { ActivityPage } from '../../features/activity/components/activity-page';
import { DownloadPage } from '../../features/settings/components/download-page';
import { HelpPage } from '../../features/dashboard/components/help-page';
import { OverviewPage } from '../../features/overview/components/overview-page';
import { RequireRole } from '../../features/dashboard/components/require-role';
import { SecurityPage } from '../../features/settings/components/security-page';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { InviteUserPage } from '../../features/users/components/invite-user-page';
import { UpdateRolePage } from '../../features/users/components/update-role-page';
import { UserDetailPage } from '../../features/users/components/user-detail-page';
import { UsersPage } from '../../features/users/components/users-page';
import { UserHistoryTab } from '../../features/tasks/components/user-history-tab';
import { UserTasksTab } from '../../features/tasks/components/user-tasks-tab';
import { inventoryRoutes } from './inventory-routes';
import { taskRoutes } from './task-routes';

/** User detail tabs: Opgaver (default) and Historik (spec 001 "Users"). */
const userTabs: RouteObject[] = [
  { index: true, element: <UserTasksTab /> },
  { path: 'history', element: <UserHistoryTab /> },
];

/**
 * The pages under /dashboard/{companyId} (spec 001 §2) by who may open them (spec 000 §6):
 * admin pages show 'Du har ikke adgang til denne side' to a USER; settings and security send
 * anyone but the SUPER_ADMIN to the company's dashboard.
 */
export const dashboardRoutes: RouteObject[] = [
  { path: 'help', element: <HelpPage /> },
  ...inventoryRoutes,
  ...taskRoutes,
  {
    element: <RequireRole need="ADMIN" />,
    children: [
      { index: true, element: <OverviewPage /> },
      { path: 'activity', element: <ActivityPage /> },
      { path: 'download', element: <DownloadPage /> },
      { path: 'users', element: <UsersPage /> },
      { path: 'users/create', element: <InviteUserPage /> },
      { path: 'users/:userId', element: <UserDetailPage />, children: userTabs },
      { path: 'users/list/:userId', element: <UserDetailPage />, children: userTabs },
    ],
  },
  {
    element: <RequireRole need="SUPER_ADMIN" />,
    children: [{ path: 'users/update/:userId', element: <UpdateRolePage /> }],
  },
  {
    element: <RequireRole need="SUPER_ADMIN" redirect />,
    children: [
      { path: 'settings', element: <SettingsPage /> },
      { path: 'security', element: <SecurityPage /> },
    ],
  },
];
