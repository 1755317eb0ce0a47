import useSWR from 'swr';
import { apiKey, request } from '../../../lib/api';
import type { Location } from '../../../lib/locations/get-locations';

export const locationKey = (companyId: string, locationId: string) =>
  apiKey(`locations/${encodeURIComponent(locationId)}`, { companyId });

/** GET /api/locations/{id}?companyId= : `{location}`, always current; 404 unknown or deleted. */
export const getLocation = (companyId: string, locationId: string) =>
  request<{ location: Location }>('GET', `locations/${encodeURIComponent(locationId)}`, undefined, { companyId });

export function useCompanyLocation(companyId: string, locationId: string) {
  const swr = useSWR<{ location: Location }>(locationKey(companyId, locationId));
  return { ...swr, location: swr.data?.location };
}
