import useSWR from 'swr';
import { apiKey, request } from '../../../lib/api';
import type { TaskDetail } from '../../../lib/tasks/types';

export const taskKey = (companyId: string, id: string) => apiKey(`task/${encodeURIComponent(id)}`, { companyId });

/** GET /api/task/{id}?companyId= : `{task}`, always current; 404 unknown, another company's, or (USER) another's task. */
export const getTask = (companyId: string, id: string) =>
  request<{ task: TaskDetail }>('GET', `task/${encodeURIComponent(id)}`, undefined, { companyId });

export function useTask(companyId: string, id: string) {
  const swr = useSWR<{ task: TaskDetail }>(id ? taskKey(companyId, id) : null);
  return { ...swr, task: swr.data?.task };
}
