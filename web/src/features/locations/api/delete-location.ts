import { send } from '../../../lib/api';
import { companyKey } from '../../../lib/company/get-company';
import { locationsKey } from '../../../lib/locations/get-locations';
import { alertFor, useMutation } from '../../../lib/use-mutation';

/** DELETE /api/locations/{id}?companyId= : 200; 409 LOCATION_IN_USE while equipment or tasks are there. */
export const deleteLocation = (companyId: string, id: string) =>
  send<unknown>('DELETE', `locations/${encodeURIComponent(id)}`, undefined, { companyId });

/** Deletes and shows the outcome; a 409 says why (the server's Danish reason). */
export function useDeleteLocation(companyId: string) {
  return useMutation({
    name: 'delete-location',
    request: (location: { id: string; name: string }) => deleteLocation(companyId, location.id),
    refresh: () => [companyKey(companyId), locationsKey(companyId)],
    success: (_, location) => ({ heading: 'Lokationen blev slettet', text: `${location.name} er fjernet.` }),
    failure: alertFor('Lokationen kunne ikke slettes'),
  });
}
