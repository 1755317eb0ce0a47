import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../../features/dashboard/components/require-role';
import { NotesTab } from '../../features/notes/components/notes-tab';
import { CreateTaskPage } from '../../features/tasks/components/create-task-page';
import { TaskDetailPage } from '../../features/tasks/components/task-detail-page';
import { TaskHistoryPage } from '../../features/tasks/components/task-history-page';
import { TaskHistoryTab } from '../../features/tasks/components/task-history-tab';
import { TaskInfoTab } from '../../features/tasks/components/task-info-tab';
import { TasksPage } from '../../features/tasks/components/task-list-page';
import { TransferPage } from '../../features/tasks/components/transfer-page';
import { UpdateTaskPage } from '../../features/tasks/components/update-task-page';
import { UserDashboardPage } from '../../features/tasks/components/user-dashboard-page';

/** Task detail tabs: notes (default), info (description and files), history (spec 001 §2). */
const taskTabs: RouteObject[] = [
  { index: true, element: <NotesTab kind="TASK" param="taskId" /> },
  { path: 'info', element: <TaskInfoTab /> },
  { path: 'history', element: <TaskHistoryTab /> },
];

/**
 * Tasks under /dashboard/{companyId} (spec 001 §2). Anyone in the company opens 'Din oversigt'
 * and a task page (a USER only their own tasks: the API answers 404 for others); the task list,
 * create and edit are for admins, the transfer of responsibility for the SUPER_ADMIN.
 */
export const taskRoutes: RouteObject[] = [
  { path: 'user-dashboard', element: <UserDashboardPage /> },
  {
    element: <RequireRole need="ADMIN" />,
    children: [
      { path: 'tasks', element: <TasksPage /> },
      { path: 'tasks/list', element: <TasksPage /> },
      { path: 'tasks/create', element: <CreateTaskPage /> },
      { path: 'tasks/history', element: <TaskHistoryPage /> },
      { path: 'tasks/update/:taskId', element: <UpdateTaskPage /> },
      { path: 'tasks/list/update/:taskId', element: <UpdateTaskPage /> },
    ],
  },
  {
    element: <RequireRole need="SUPER_ADMIN" />,
    children: [
      { path: 'users/transfer/:userId', element: <TransferPage /> },
      { path: 'users/list/transfer/:userId', element: <TransferPage /> },
    ],
  },
  // After the static paths (tasks/history, tasks/create): those are pages, never task ids.
  { path: 'tasks/:taskId', element: <TaskDetailPage />, children: taskTabs },
  { path: 'tasks/list/:taskId', element: <TaskDetailPage />, children: taskTabs },
];
