import { send } from '../../../lib/api';
import { locationsKey, type Location } from '../../../lib/locations/get-locations';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { locationKey } from './get-location';

/** PATCH /api/locations?companyId= {id, name}: the renamed `{location}`. */
export const updateLocation = (companyId: string, id: string, name: string) =>
  send<{ location: Location }>('PATCH', 'locations', { id, name }, { companyId });

/** Renames and shows the outcome: the detail takes the answer at once, the list is read again. */
export function useUpdateLocation(companyId: string) {
  return useMutation({
    name: 'update-location',
    request: ({ id, name }: { id: string; name: string }) => updateLocation(companyId, id, name),
    write: (answer, { id }) => (answer?.location ? [[locationKey(companyId, id), { location: answer.location }]] : []),
    refresh: () => [locationsKey(companyId)],
    success: () => ({ heading: 'Ændringerne blev gemt', text: 'Lokationen blev rettet.' }),
    failure: alertFor('Lokationen kunne ikke gemmes', 'Noget gik galt. Ændringerne blev ikke gemt. Prøv igen.'),
  });
}
