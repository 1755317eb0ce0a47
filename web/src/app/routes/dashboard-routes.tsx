import type { RouteObject } from 'react-router-dom';
import { page } from '../lazy-page';
import { RequireRole } from '../../features/dashboard/components/require-role';
import { inventoryRoutes } from './inventory-routes';
import { taskRoutes } from './task-routes';

/** User detail tabs: Opgaver (default) and Historik (spec 001 "Users"). */
const userTabs: RouteObject[] = [
  { index: true, element: page(() => import('../../features/tasks/components/user-tasks-tab'), 'UserTasksTab') },
  {
    path: 'history',
    element: page(() => import('../../features/tasks/components/user-history-tab'), 'UserHistoryTab'),
  },
];

/**
 * The pages under /dashboard/{companyId} (spec 001 §2) by who may open them (spec 000 §6):
 * admin pages show 'Du har ikke adgang til denne side' to a USER; settings and security send
 * anyone but the SUPER_ADMIN to the company's dashboard.
 */
export const dashboardRoutes: RouteObject[] = [
  { path: 'help', element: page(() => import('../../features/dashboard/components/help-page'), 'HelpPage') },
  // Lovpligtige eftersyn (issue 31, decision 176): every member; a USER sees their own duties.
  {
    path: 'lovpligtige-eftersyn',
    element: page(() => import('../../features/compliance/components/compliance-page'), 'CompliancePage'),
  },
  ...inventoryRoutes,
  ...taskRoutes,
  {
    element: <RequireRole need="ADMIN" />,
    children: [
      { index: true, element: page(() => import('../../features/overview/components/overview-page'), 'OverviewPage') },
      {
        path: 'activity',
        element: page(() => import('../../features/activity/components/activity-page'), 'ActivityPage'),
      },
      {
        path: 'lovpligtige-eftersyn/tilfoej',
        element: page(() => import('../../features/compliance/components/apply-duty-page'), 'ApplyDutyPage'),
      },
      // Fault reports from the stickers as tracked work (issue 29, decision 166).
      {
        path: 'fejlmeldinger',
        element: page(() => import('../../features/fault-reports/components/fault-reports-page'), 'FaultReportsPage'),
      },
      {
        path: 'download',
        element: page(() => import('../../features/settings/components/download-page'), 'DownloadPage'),
      },
      { path: 'users', element: page(() => import('../../features/users/components/users-page'), 'UsersPage') },
      {
        path: 'users/create',
        element: page(() => import('../../features/users/components/invite-user-page'), 'InviteUserPage'),
      },
      {
        path: 'users/:userId',
        element: page(() => import('../../features/users/components/user-detail-page'), 'UserDetailPage'),
        children: userTabs,
      },
      {
        path: 'users/list/:userId',
        element: page(() => import('../../features/users/components/user-detail-page'), 'UserDetailPage'),
        children: userTabs,
      },
    ],
  },
  {
    element: <RequireRole need="SUPER_ADMIN" />,
    children: [
      {
        path: 'users/update/:userId',
        element: page(() => import('../../features/users/components/update-role-page'), 'UpdateRolePage'),
      },
    ],
  },
  {
    element: <RequireRole need="SUPER_ADMIN" redirect />,
    children: [
      {
        path: 'settings',
        element: page(() => import('../../features/settings/components/settings-page'), 'SettingsPage'),
      },
      {
        path: 'security',
        element: page(() => import('../../features/settings/components/security-page'), 'SecurityPage'),
      },
    ],
  },
];
