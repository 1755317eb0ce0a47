import useSWR from 'swr';
import { apiKey } from '../api';

/** `location` of docs/api-additions.md. */
export interface Location {
  id: string;
  /** Its version: sent back with an edit, the edit is merged three-way (decision 130). */
  version?: number;
  name: string;
  createdAt: string;
  noteCount: number;
  taskCount: number;
  equipmentCount: number;
}

/** The SWR key of the list. */
export const locationsKey = (companyId: string) => apiKey('locations', { companyId });

/**
 * GET /api/locations?companyId= : `{locations}` (member). It shows the caller's own writes at
 * once (decision 058 "Inline projections (read your writes)"), so a change re-reads it once.
 */
export function useLocations(companyId: string) {
  const swr = useSWR<{ locations: Location[] }>(locationsKey(companyId));
  const locations = Array.isArray(swr.data?.locations) ? swr.data.locations : undefined;
  return { ...swr, locations };
}
