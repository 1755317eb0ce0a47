import { useMemo, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { apiKey } from '../../../lib/api';
import { listChanges, SETTLE_INTERVAL, type ListChange } from '../../../lib/read-model-overlay';
import { myTasks } from '../utils/my-overview';
import { tasksKey } from './get-tasks';
import type { Task } from './types';

/** GET /api/task-query?companyId=&userId= : `{tasks}` of one person (a USER may ask only for themselves). */
export const myTasksKey = (companyId: string, userId: string) => apiKey('task-query', { companyId, userId });

const rowsOf = (data: { tasks?: Task[] } | undefined) => (Array.isArray(data?.tasks) ? data.tasks : undefined);

/**
 * The signed-in person's open tasks for 'Din oversigt', overdue first, then by deadline. The
 * answer is a read model: this browser's own recent changes of tasks (kept with the company's task
 * list, get-tasks.ts) are laid over it, and it is re-read every second until it shows them.
 */
export function useMyTasks(companyId: string, userId: string | undefined) {
  const changesOf = () => listChanges.of<Task>(tasksKey(companyId)) as readonly ListChange<Task>[];
  const swr = useSWR<{ tasks: Task[] }>(userId ? myTasksKey(companyId, userId) : null, {
    refreshInterval: (latest) => {
      const rows = rowsOf(latest);
      return rows && userId && !myTasks(rows, changesOf(), userId, Date.now()).settled ? SETTLE_INTERVAL : 0;
    },
  });
  const all = useSyncExternalStore(listChanges.subscribe, listChanges.snapshot, listChanges.snapshot);
  const changes = all.get(tasksKey(companyId)) as readonly ListChange<Task>[] | undefined;
  const server = rowsOf(swr.data);
  const tasks = useMemo(
    () => (server && userId ? myTasks(server, changes ?? [], userId, Date.now()).tasks : undefined),
    [server, changes, userId],
  );
  return { ...swr, tasks };
}
