import { send } from '../../../lib/api';
import { locationsKey, type Location } from '../../../lib/locations/get-locations';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { locationKey } from './get-location';

/** PATCH /api/locations?companyId= {id, version, name}: the renamed `{location}`; 409 STALE_VERSION (decision 130). */
export const updateLocation = (companyId: string, id: string, name: string, version?: number) =>
  send<{ location: Location }>('PATCH', 'locations', { id, version, name }, { companyId });

/** Renames and shows the outcome: the detail takes the answer at once, the list is read again. */
export function useUpdateLocation(companyId: string) {
  return useMutation({
    name: 'update-location',
    request: ({ id, name, version }: { id: string; name: string; version?: number }) =>
      updateLocation(companyId, id, name, version),
    write: (answer, { id }) => (answer?.location ? [[locationKey(companyId, id), { location: answer.location }]] : []),
    refresh: () => [locationsKey(companyId)],
    success: () => ({ heading: 'Ændringerne blev gemt', text: 'Lokationen blev rettet.' }),
    failure: alertFor('Lokationen kunne ikke gemmes', 'Noget gik galt. Ændringerne blev ikke gemt. Prøv igen.'),
  });
}
