import type { RouteObject } from 'react-router-dom';
import { page } from '../lazy-page';
import { RequireRole } from '../../features/dashboard/components/require-role';

/** Task detail tabs: notes (default), info (description and files), history (spec 001 §2). */
const taskTabs: RouteObject[] = [
  {
    index: true,
    element: page(() => import('../../features/notes/components/notes-tab'), 'NotesTab', {
      kind: 'TASK',
      param: 'taskId',
    }),
  },
  { path: 'info', element: page(() => import('../../features/tasks/components/task-info-tab'), 'TaskInfoTab') },
  {
    path: 'history',
    element: page(() => import('../../features/tasks/components/task-history-tab'), 'TaskHistoryTab'),
  },
];

/**
 * Tasks under /dashboard/{companyId} (spec 001 §2). Anyone in the company opens 'Din oversigt'
 * and a task page (a USER only their own tasks: the API answers 404 for others); the task list,
 * create and edit are for admins, the transfer of responsibility for the SUPER_ADMIN.
 */
export const taskRoutes: RouteObject[] = [
  {
    path: 'user-dashboard',
    element: page(() => import('../../features/tasks/components/user-dashboard-page'), 'UserDashboardPage'),
  },
  {
    element: <RequireRole need="ADMIN" />,
    children: [
      { path: 'tasks', element: page(() => import('../../features/tasks/components/task-list-page'), 'TasksPage') },
      {
        path: 'tasks/list',
        element: page(() => import('../../features/tasks/components/task-list-page'), 'TasksPage'),
      },
      {
        path: 'tasks/create',
        element: page(() => import('../../features/tasks/components/create-task-page'), 'CreateTaskPage'),
      },
      {
        path: 'tasks/history',
        element: page(() => import('../../features/tasks/components/task-history-page'), 'TaskHistoryPage'),
      },
      {
        path: 'tasks/update/:taskId',
        element: page(() => import('../../features/tasks/components/update-task-page'), 'UpdateTaskPage'),
      },
      {
        path: 'tasks/list/update/:taskId',
        element: page(() => import('../../features/tasks/components/update-task-page'), 'UpdateTaskPage'),
      },
    ],
  },
  {
    element: <RequireRole need="SUPER_ADMIN" />,
    children: [
      {
        path: 'users/transfer/:userId',
        element: page(() => import('../../features/tasks/components/transfer-page'), 'TransferPage'),
      },
      {
        path: 'users/list/transfer/:userId',
        element: page(() => import('../../features/tasks/components/transfer-page'), 'TransferPage'),
      },
    ],
  },
  // After the static paths (tasks/history, tasks/create): those are pages, never task ids.
  {
    path: 'tasks/:taskId',
    element: page(() => import('../../features/tasks/components/task-detail-page'), 'TaskDetailPage'),
    children: taskTabs,
  },
  {
    path: 'tasks/list/:taskId',
    element: page(() => import('../../features/tasks/components/task-detail-page'), 'TaskDetailPage'),
    children: taskTabs,
  },
];
