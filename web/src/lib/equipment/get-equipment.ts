import useSWR from 'swr';
import { apiKey, request } from '../api';
import type { Equipment } from './get-equipment-list';

export const equipmentKey = (companyId: string, id: string) =>
  apiKey(`equipment/${encodeURIComponent(id)}`, { companyId });

/** GET /api/equipment/{id}?companyId= : `{equipment}`, always current; 404 unknown or another company's. */
export const getEquipment = (companyId: string, id: string) =>
  request<{ equipment: Equipment }>('GET', `equipment/${encodeURIComponent(id)}`, undefined, { companyId });

export function useEquipment(companyId: string, id: string) {
  const swr = useSWR<{ equipment: Equipment }>(equipmentKey(companyId, id));
  return { ...swr, equipment: swr.data?.equipment };
}
