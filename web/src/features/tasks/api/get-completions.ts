import useSWR from 'swr';
import { apiKey } from '../../../lib/api';
import type { Completion } from '../../../lib/tasks/types';

/**
 * GET /api/historic_completions/{taskId}?companyId= : the task's completions, newest first (whoever
 * may see the task). A completion shows in it at once; completing re-reads it once (mutations.ts).
 */
export const taskCompletionsKey = (companyId: string, taskId: string) =>
  apiKey(`historic_completions/${encodeURIComponent(taskId)}`, { companyId });

export function useTaskCompletions(companyId: string, taskId: string) {
  const swr = useSWR<Completion[]>(taskId ? taskCompletionsKey(companyId, taskId) : null);
  return { ...swr, completions: swr.data };
}

/** GET /api/historic_completions?companyId=&year=&responsibleId= : a year's completions (admin), newest first. */
export const completionsKey = (companyId: string, year: number, responsibleId?: string) =>
  apiKey('historic_completions', { companyId, year, responsibleId });

export function useCompletions(companyId: string, year: number, responsibleId?: string) {
  const swr = useSWR<Completion[]>(completionsKey(companyId, year, responsibleId));
  return { ...swr, completions: swr.data };
}

/** GET /api/historic_completions/equipment/{equipmentId}?companyId= : the completions of tasks done on it (anyone in the company), newest first. */
export const equipmentCompletionsKey = (companyId: string, equipmentId: string) =>
  apiKey(`historic_completions/equipment/${encodeURIComponent(equipmentId)}`, { companyId });

export function useEquipmentCompletions(companyId: string, equipmentId: string) {
  const swr = useSWR<Completion[]>(equipmentId ? equipmentCompletionsKey(companyId, equipmentId) : null);
  return { ...swr, completions: swr.data };
}
