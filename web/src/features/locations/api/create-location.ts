import type { LocationInput } from '#domain/location/schemas';
import { send } from '../../../lib/api';
import { companyKey } from '../../../lib/company/get-company';
import { locationsKey } from '../../../lib/locations/get-locations';
import { alertFor, useMutation } from '../../../lib/use-mutation';

/** POST /api/locations?companyId= {name}: 201 `{id}`; 403 PLAN_LIMIT when the free plan is full. */
export const createLocation = (companyId: string, input: LocationInput) =>
  send<{ id: string }>('POST', 'locations', input, { companyId });

/**
 * Creates and shows the outcome. The list is read again (it shows the new row at once), and the
 * company, so the plan box counts it.
 */
export function useCreateLocation(companyId: string) {
  return useMutation({
    name: 'create-location',
    request: (input: LocationInput) => createLocation(companyId, input),
    refresh: () => [companyKey(companyId), locationsKey(companyId)],
    success: (_, input) => ({ heading: 'Lokationen blev oprettet', text: `${input.name} er tilføjet.` }),
    failure: alertFor('Lokationen kunne ikke oprettes'),
  });
}
