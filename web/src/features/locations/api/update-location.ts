import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { locationKey } from './get-location';
import { locationsKey, type Location } from '../../../lib/locations/get-locations';

/** PATCH /api/locations?companyId= {id, name}: the renamed `{location}`. */
export const updateLocation = (companyId: string, id: string, name: string) =>
  send<{ location: Location }>('PATCH', 'locations', { id, name }, { companyId });

/** Renames and shows the outcome; true when it was saved. */
export function useUpdateLocation(companyId: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (id: string, name: string) => {
    setPending(true);
    const result = await updateLocation(companyId, id, name);
    setPending(false);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Lokationen kunne ikke gemmes',
        text: result.error.body.message ?? 'Noget gik galt. Ændringerne blev ikke gemt. Prøv igen.',
        type: 'alert',
      });
      return false;
    }
    const location = result.data?.location;
    if (location) {
      await mutate(locationKey(companyId, id), { location }, { revalidate: false });
    }
    void mutate(locationsKey(companyId));
    notify('dashboard', { heading: 'Ændringerne blev gemt', text: 'Lokationen blev rettet.' });
    return true;
  };

  return { update: run, pending };
}
