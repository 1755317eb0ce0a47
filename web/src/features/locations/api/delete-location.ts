import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { companyKey } from '../../../lib/company';
import { notify } from '../../../lib/notifications';
import { locationsKey } from '../../../lib/locations/get-locations';

/** DELETE /api/locations/{id}?companyId= : 200; 409 LOCATION_IN_USE while equipment or tasks are there. */
export const deleteLocation = (companyId: string, id: string) =>
  send<unknown>('DELETE', `locations/${encodeURIComponent(id)}`, undefined, { companyId });

/** Deletes and shows the outcome; a 409 says why (the server's Danish reason). */
export function useDeleteLocation(companyId: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (id: string, name: string) => {
    setPending(true);
    const result = await deleteLocation(companyId, id);
    setPending(false);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Lokationen kunne ikke slettes',
        text: result.error.body.message ?? 'Noget gik galt. Prøv igen.',
        type: 'alert',
      });
      return false;
    }
    void mutate(companyKey(companyId));
    void mutate(locationsKey(companyId));
    notify('dashboard', { heading: 'Lokationen blev slettet', text: `${name} er fjernet.` });
    return true;
  };

  return { remove: run, pending };
}
