import useSWR from 'swr';
import { apiKey } from '../../../lib/api';
import type { Completion } from '../../../lib/tasks/types';

/** GET /api/historic_completions/equipment/{equipmentId}?companyId= : the completions of tasks done on it (anyone in the company), newest first. */
export const equipmentCompletionsKey = (companyId: string, equipmentId: string) =>
  apiKey(`historic_completions/equipment/${encodeURIComponent(equipmentId)}`, { companyId });

export function useEquipmentCompletions(companyId: string, equipmentId: string) {
  const swr = useSWR<Completion[]>(equipmentId ? equipmentCompletionsKey(companyId, equipmentId) : null);
  return { ...swr, completions: swr.data };
}
