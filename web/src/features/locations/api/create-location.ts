import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { LocationInput } from '#domain/location/schemas';
import { send } from '../../../lib/api';
import { companyKey } from '../../../lib/company';
import { notify } from '../../../lib/notifications';
import { locationsKey } from '../../../lib/locations/get-locations';

/** POST /api/locations?companyId= {name}: 201 `{id}`; 403 PLAN_LIMIT when the free plan is full. */
export const createLocation = (companyId: string, input: LocationInput) =>
  send<{ id: string }>('POST', 'locations', input, { companyId });

/**
 * Creates, shows the outcome and returns the new id (null on failure). The list is read again
 * (it shows the new row at once), and the company, so the plan box counts it.
 */
export function useCreateLocation(companyId: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (input: LocationInput) => {
    setPending(true);
    const result = await createLocation(companyId, input);
    setPending(false);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Lokationen kunne ikke oprettes',
        text: result.error.body.message ?? 'Noget gik galt. Prøv igen.',
        type: 'alert',
      });
      return { id: null, error: result.error };
    }
    const { id } = result.data;
    void mutate(companyKey(companyId));
    void mutate(locationsKey(companyId));
    notify('dashboard', { heading: 'Lokationen blev oprettet', text: `${input.name} er tilføjet.` });
    return { id, error: null };
  };

  return { create: run, pending };
}
