import useSWR from 'swr';
import type { ReadingSeries } from '#domain/checklist/readings';
import { apiKey } from '../../../lib/api';

/**
 * GET /api/equipment/{id}/readings?companyId= : `{series}`, one per task and reading item, oldest
 * point first (decision 165). Completing a task re-reads it (complete-task.ts).
 */
export const readingsKey = (companyId: string, equipmentId: string) =>
  apiKey(`equipment/${encodeURIComponent(equipmentId)}/readings`, { companyId });

export function useReadings(companyId: string, equipmentId: string) {
  const swr = useSWR<{ series: ReadingSeries[] }>(equipmentId ? readingsKey(companyId, equipmentId) : null);
  return { ...swr, series: Array.isArray(swr.data?.series) ? swr.data.series : undefined };
}
