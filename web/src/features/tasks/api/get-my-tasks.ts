import { useMemo } from 'react';
import useSWR from 'swr';
import { apiKey } from '../../../lib/api';
import { myTasks } from '../utils/my-overview';
import type { Task } from '../../../lib/tasks/types';

/** GET /api/task-query?companyId=&userId= : `{tasks}` of one person (a USER may ask only for themselves). */
export const myTasksKey = (companyId: string, userId: string) => apiKey('task-query', { companyId, userId });

/**
 * The signed-in person's open tasks for 'Din oversigt', overdue first, then by deadline. The
 * answer shows the caller's own writes at once; a change of tasks re-reads it once (task-cache.ts).
 */
export function useMyTasks(companyId: string, userId: string | undefined) {
  const swr = useSWR<{ tasks: Task[] }>(userId ? myTasksKey(companyId, userId) : null);
  const server = Array.isArray(swr.data?.tasks) ? swr.data.tasks : undefined;
  const tasks = useMemo(() => (server && userId ? myTasks(server, userId) : undefined), [server, userId]);
  return { ...swr, tasks };
}
