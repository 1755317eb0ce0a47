import useSWR from 'swr';
import { apiKey } from '../../../lib/api';

/** What the equipment form needs of a `location` (the full row is the locations feature's). */
export interface LocationOption {
  id: string;
  name: string;
  createdAt?: string;
  noteCount?: number;
  taskCount?: number;
  equipmentCount?: number;
}

/** The same key (and cache) as the locations list. */
export const locationsKey = (companyId: string) => apiKey('locations', { companyId });

/** GET /api/locations?companyId= : the company's locations to choose among. */
export function useLocationOptions(companyId: string) {
  const swr = useSWR<{ locations: LocationOption[] }>(locationsKey(companyId));
  const locations = Array.isArray(swr.data?.locations) ? swr.data.locations : undefined;
  return { ...swr, locations };
}
