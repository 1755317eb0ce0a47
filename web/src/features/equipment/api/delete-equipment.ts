import { send } from '../../../lib/api';
import { companyKey } from '../../../lib/company/get-company';
import { equipmentKey } from '../../../lib/equipment/get-equipment';
import { equipmentListKey, type Equipment } from '../../../lib/equipment/get-equipment-list';
import { locationsKey } from '../../../lib/locations/get-locations';
import { alertFor, useMutation } from '../../../lib/use-mutation';

/** DELETE /api/equipment?companyId= {id}: 200; archives it ('Slettet') and frees its room in the plan. */
export const deleteEquipment = (companyId: string, id: string) =>
  send<unknown>('DELETE', 'equipment', { id }, { companyId });

/** Deletes (archives) and shows the outcome: the detail shows 'Slettet' at once and is read again. */
export function useDeleteEquipment(companyId: string) {
  return useMutation({
    name: 'delete-equipment',
    request: (equipment: Equipment) => deleteEquipment(companyId, equipment.id),
    write: (_, equipment) => [
      [equipmentKey(companyId, equipment.id), { equipment: { ...equipment, archived: true, status: 'ARCHIVED' } }],
    ],
    revalidate: (_, equipment) => [equipmentKey(companyId, equipment.id)],
    refresh: () => [equipmentListKey(companyId), locationsKey(companyId), companyKey(companyId)],
    success: (_, equipment) => ({
      heading: 'Udstyret blev slettet',
      text: `${equipment.make} ${equipment.model} vises nu som slettet. Historik og noter bevares.`,
    }),
    failure: alertFor('Udstyret kunne ikke slettes'),
  });
}
