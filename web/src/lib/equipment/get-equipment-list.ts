import useSWR from 'swr';
import type { EquipmentStatus } from '#domain/equipment/status';
import { apiKey } from '../api';

/** `equipment` of docs/api-additions.md; `equipmentId` is the identification number, `id` its own id. */
export interface Equipment {
  id: string;
  /** Its version: sent back with an edit, the edit is merged three-way (decision 130). */
  version?: number;
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

/** The SWR key of the whole list. */
export const equipmentListKey = (companyId: string) => apiKey('equipment', { companyId });

/**
 * GET /api/equipment?companyId= : `{equipment}` (member), archived ones included. It shows the
 * caller's own writes at once (decision 058 "Inline projections (read your writes)"), so a change
 * re-reads it once.
 */
export function useEquipmentList(companyId: string) {
  const swr = useSWR<{ equipment: Equipment[] }>(equipmentListKey(companyId));
  const equipment = Array.isArray(swr.data?.equipment) ? swr.data.equipment : undefined;
  return { ...swr, equipment };
}
