import type { EquipmentInput } from '#domain/equipment/schemas';
import { send } from '../../../lib/api';
import { companyKey } from '../../../lib/company/get-company';
import { equipmentKey } from '../../../lib/equipment/get-equipment';
import { equipmentListKey, type Equipment } from '../../../lib/equipment/get-equipment-list';
import { locationsKey } from '../../../lib/locations/get-locations';
import { alertFor, useMutation } from '../../../lib/use-mutation';

/**
 * PATCH /api/equipment?companyId= {id, version, ...fields}: `{equipment}`; 409 EQUIPMENT_ARCHIVED
 * when deleted; 409 STALE_VERSION when someone else changed a field this edit changed too (decision 130).
 */
export const updateEquipment = (companyId: string, id: string, input: EquipmentInput, version?: number) =>
  send<{ equipment: Equipment }>('PATCH', 'equipment', { id, version, ...input }, { companyId });

/** Saves the change and shows the outcome; a new location typed on the form was created, and takes room in the plan. */
export function useUpdateEquipment(companyId: string) {
  return useMutation({
    name: 'update-equipment',
    request: ({ id, input, version }: { id: string; input: EquipmentInput; version?: number }) =>
      updateEquipment(companyId, id, input, version),
    write: (answer, { id }) =>
      answer?.equipment ? [[equipmentKey(companyId, id), { equipment: answer.equipment }]] : [],
    refresh: (_, { input }) => [
      equipmentListKey(companyId),
      ...(input.locationName ? [locationsKey(companyId), companyKey(companyId)] : []),
    ],
    success: () => ({ heading: 'Ændringerne blev gemt', text: 'Udstyret blev rettet.' }),
    failure: alertFor('Udstyret kunne ikke gemmes', 'Noget gik galt. Ændringerne blev ikke gemt. Prøv igen.'),
  });
}
