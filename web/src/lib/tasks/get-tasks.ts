import useSWR from 'swr';
import { apiKey } from '../api';
import type { Task } from './types';

/** The SWR key of the company's task list. */
export const tasksKey = (companyId: string) => apiKey('task', { companyId });

/**
 * GET /api/task?companyId= : `{tasks}` by deadline. Admins get every task of the company, a USER
 * only their own. It shows the caller's own writes at once (decision 058 "Inline projections (read
 * your writes)"), so a change re-reads it once. Filter by equipment, location or responsible on
 * the result (one list).
 */
export function useTasks(companyId: string) {
  const swr = useSWR<{ tasks: Task[] }>(tasksKey(companyId));
  const tasks = Array.isArray(swr.data?.tasks) ? swr.data.tasks : undefined;
  return { ...swr, tasks };
}
