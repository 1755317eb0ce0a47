import useSWR from 'swr';
import type { EquipmentStatus } from '#domain/equipment/status';
import { apiKey } from '../../../lib/api';
import { settleInterval, useOverlaidList } from '../../../lib/read-model-overlay';

/** `equipment` of docs/api-additions.md; `equipmentId` is the identification number, `id` its own id. */
export interface Equipment {
  id: string;
  name: string;
  make: string;
  model: string;
  equipmentId: string;
  externalId?: string;
  category: string;
  locationId: string;
  locationName: string | null;
  standby: boolean;
  archived: boolean;
  status: EquipmentStatus;
  createdAt?: string;
  /** Counts of its tasks and notes. */
  tasks?: number;
  notes?: number;
}

/** The SWR key of the whole list, and the name of its overlay of this browser's own changes. */
export const equipmentListKey = (companyId: string) => apiKey('equipment', { companyId });

/** The fields whose change the list must show before it counts as caught up. */
export const EQUIPMENT_ROW_KEYS = ['make', 'model', 'equipmentId', 'category', 'locationId', 'status'] as const;

const rowsOf = (data: { equipment?: Equipment[] } | undefined) => (Array.isArray(data?.equipment) ? data.equipment : undefined);

/**
 * GET /api/equipment?companyId= : `{equipment}` (member), archived ones included. A read model:
 * this browser's recent changes are laid over it and it is re-read every second until it shows them.
 */
export function useEquipmentList(companyId: string) {
  const key = equipmentListKey(companyId);
  const swr = useSWR<{ equipment: Equipment[] }>(key, { refreshInterval: (latest) => settleInterval(key, rowsOf(latest)) });
  const equipment = useOverlaidList(key, rowsOf(swr.data));
  return { ...swr, equipment };
}
