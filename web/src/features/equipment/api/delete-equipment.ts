import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { companyKey } from '../../../lib/company';
import { notify } from '../../../lib/notifications';
import { equipmentKey } from '../../../lib/equipment/get-equipment';
import { equipmentListKey, type Equipment } from '../../../lib/equipment/get-equipment-list';
import { locationsKey } from '../../../lib/locations/get-locations';

/** DELETE /api/equipment?companyId= {id}: 200; archives it ('Slettet') and frees its room in the plan. */
export const deleteEquipment = (companyId: string, id: string) =>
  send<unknown>('DELETE', 'equipment', { id }, { companyId });

/** Deletes (archives) and shows the outcome; true when it was deleted. */
export function useDeleteEquipment(companyId: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (equipment: Equipment) => {
    setPending(true);
    const result = await deleteEquipment(companyId, equipment.id);
    setPending(false);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Udstyret kunne ikke slettes',
        text: result.error.body.message ?? 'Noget gik galt. Prøv igen.',
        type: 'alert',
      });
      return false;
    }
    const archived: Equipment = { ...equipment, archived: true, status: 'ARCHIVED' };
    await mutate(equipmentKey(companyId, equipment.id), { equipment: archived });
    void mutate(equipmentListKey(companyId));
    void mutate(locationsKey(companyId));
    void mutate(companyKey(companyId));
    notify('dashboard', {
      heading: 'Udstyret blev slettet',
      text: `${equipment.make} ${equipment.model} vises nu som slettet. Historik og noter bevares.`,
    });
    return true;
  };

  return { remove: run, pending };
}
