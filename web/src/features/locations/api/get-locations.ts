import useSWR from 'swr';
import { apiKey } from '../../../lib/api';
import { settleInterval, useOverlaidList } from '../../../lib/read-model-overlay';

/** `location` of docs/api-additions.md. */
export interface Location {
  id: string;
  name: string;
  createdAt: string;
  noteCount: number;
  taskCount: number;
  equipmentCount: number;
}

/** The SWR key of the list, and the name of its overlay of this browser's own changes. */
export const locationsKey = (companyId: string) => apiKey('locations', { companyId });

const rowsOf = (data: { locations?: Location[] } | undefined) => (Array.isArray(data?.locations) ? data.locations : undefined);

/**
 * GET /api/locations?companyId= : `{locations}` (member). A read model: this browser's recent
 * changes are laid over it and it is re-read every second until it shows them.
 */
export function useLocations(companyId: string) {
  const key = locationsKey(companyId);
  const swr = useSWR<{ locations: Location[] }>(key, { refreshInterval: (latest) => settleInterval(key, rowsOf(latest)) });
  const locations = useOverlaidList(key, rowsOf(swr.data));
  return { ...swr, locations };
}
