import useSWR from 'swr';
import { apiKey } from '../../../lib/api';
import { settleInterval, useOverlaidList } from '../../../lib/read-model-overlay';
import type { Task } from './types';

/** The SWR key of the company's task list, and the name of its overlay of this browser's own changes. */
export const tasksKey = (companyId: string) => apiKey('task', { companyId });

/** The fields whose change the list must show before it counts as caught up. */
export const TASK_ROW_KEYS = ['title', 'deadline', 'status', 'responsibleId', 'standby', 'equipmentId', 'locationId', 'notificationPeriod', 'interval'] as const;

const rowsOf = (data: { tasks?: Task[] } | undefined) => (Array.isArray(data?.tasks) ? data.tasks : undefined);

/**
 * GET /api/task?companyId= : `{tasks}` by deadline. Admins get every task of the company, a USER
 * only their own. A read model: this browser's recent changes are laid over it until it shows them.
 * Filter by equipment, location or responsible on the result (one list, one overlay).
 */
export function useTasks(companyId: string) {
  const key = tasksKey(companyId);
  const swr = useSWR<{ tasks: Task[] }>(key, { refreshInterval: (latest) => settleInterval(key, rowsOf(latest)) });
  const tasks = useOverlaidList(key, rowsOf(swr.data));
  return { ...swr, tasks };
}
