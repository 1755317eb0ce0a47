import useSWR from 'swr';
import { apiKey } from '../../../lib/api';
import type { Completion } from '../../../lib/tasks/types';

/** GET /api/historic_completions?companyId=&year=&responsibleId= : a year's completions (admin), newest first. */
export const completionsKey = (companyId: string, year: number, responsibleId?: string) =>
  apiKey('historic_completions', { companyId, year, responsibleId });

export function useCompletions(companyId: string, year: number, responsibleId?: string) {
  const swr = useSWR<Completion[]>(completionsKey(companyId, year, responsibleId));
  return { ...swr, completions: swr.data };
}
