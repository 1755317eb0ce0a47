import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { EquipmentInput } from '#domain/equipment/schemas';
import { send } from '../../../lib/api';
import { companyKey } from '../../../lib/company';
import { notify } from '../../../lib/notifications';
import { equipmentKey } from '../../../lib/equipment/get-equipment';
import { equipmentListKey, type Equipment } from '../../../lib/equipment/get-equipment-list';
import { locationsKey } from '../../../lib/locations/get-locations';

/** PATCH /api/equipment?companyId= {id, ...fields}: `{equipment}`; 409 EQUIPMENT_ARCHIVED when deleted. */
export const updateEquipment = (companyId: string, id: string, input: EquipmentInput) =>
  send<{ equipment: Equipment }>('PATCH', 'equipment', { id, ...input }, { companyId });

/** Saves the change and shows the outcome; true when it was saved. */
export function useUpdateEquipment(companyId: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (id: string, input: EquipmentInput) => {
    setPending(true);
    const result = await updateEquipment(companyId, id, input);
    setPending(false);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Udstyret kunne ikke gemmes',
        text: result.error.body.message ?? 'Noget gik galt. Ændringerne blev ikke gemt. Prøv igen.',
        type: 'alert',
      });
      return { ok: false, error: result.error } as const;
    }
    const equipment = result.data?.equipment;
    if (equipment) await mutate(equipmentKey(companyId, id), { equipment }, { revalidate: false });
    void mutate(equipmentListKey(companyId));
    // A new location typed on the form was created, and takes room in the plan.
    if (input.locationName) {
      void mutate(locationsKey(companyId));
      void mutate(companyKey(companyId));
    }
    notify('dashboard', { heading: 'Ændringerne blev gemt', text: 'Udstyret blev rettet.' });
    return { ok: true, error: null } as const;
  };

  return { update: run, pending };
}
