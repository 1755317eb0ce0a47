import useSWR from 'swr';
import { apiKey } from '../../../lib/api';
import type { Completion } from '../../../lib/tasks/types';

/**
 * GET /api/historic_completions/{taskId}?companyId= : the task's completions, newest first (whoever
 * may see the task). A completion shows in it at once; completing re-reads it once (complete-task.ts).
 */
export const taskCompletionsKey = (companyId: string, taskId: string) =>
  apiKey(`historic_completions/${encodeURIComponent(taskId)}`, { companyId });

export function useTaskCompletions(companyId: string, taskId: string) {
  const swr = useSWR<Completion[]>(taskId ? taskCompletionsKey(companyId, taskId) : null);
  return { ...swr, completions: swr.data };
}
