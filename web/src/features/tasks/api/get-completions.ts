import useSWR from 'swr';
import { apiKey } from '../../../lib/api';
import type { Completion } from './types';

/**
 * Completions are a read model: one made in this browser shows a moment later. Until a task's
 * history holds as many completions as expected (at most 30 s), it is re-read every second.
 */
const expected = new Map<string, { count: number; until: number }>();

/** Called after completing a task whose history showed `seen` completions. */
export function expectCompletion(taskId: string, seen: number) {
  expected.set(taskId, { count: seen + 1, until: Date.now() + 30_000 });
}

const refreshFor = (taskId: string, latest: Completion[] | undefined) => {
  const wanted = expected.get(taskId);
  if (!wanted || !latest) return 0;
  if (latest.length >= wanted.count || wanted.until < Date.now()) {
    expected.delete(taskId);
    return 0;
  }
  return 1_000;
};

/** GET /api/historic_completions/{taskId}?companyId= : the task's completions, newest first (whoever may see the task). */
export const taskCompletionsKey = (companyId: string, taskId: string) =>
  apiKey(`historic_completions/${encodeURIComponent(taskId)}`, { companyId });

export function useTaskCompletions(companyId: string, taskId: string) {
  const swr = useSWR<Completion[]>(taskId ? taskCompletionsKey(companyId, taskId) : null, {
    refreshInterval: (latest) => refreshFor(taskId, latest),
  });
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
