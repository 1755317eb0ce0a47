import type { EquipmentInput } from '#domain/equipment/schemas';
import { send } from '../../../lib/api';
import { overviews } from '../../../lib/cache-keys';
import { companyKey } from '../../../lib/company/get-company';
import { equipmentKey, getEquipment } from '../../../lib/equipment/get-equipment';
import { equipmentListKey } from '../../../lib/equipment/get-equipment-list';
import { locationsKey } from '../../../lib/locations/get-locations';
import { alertFor, useMutation } from '../../../lib/use-mutation';

/**
 * POST /api/equipment?companyId= {make, model, equipmentId, category, locationId | locationName}:
 * 201 `{equipmentId}` (its id); a new locationName creates the location; 403 PLAN_LIMIT.
 */
export const createEquipment = (companyId: string, input: EquipmentInput) =>
  send<{ equipmentId: string }>('POST', 'equipment', input, { companyId });

/**
 * Creates and shows the outcome. The detail is read back (it names the location, which may be new),
 * the lists are read again (the new row, and a location it created), and the company, so the plan
 * box counts them, and the overview, whose checklist counts equipment ('Tilføj udstyr').
 */
export function useCreateEquipment(companyId: string) {
  return useMutation({
    name: 'create-equipment',
    request: (input: EquipmentInput) => createEquipment(companyId, input),
    write: async ({ equipmentId: id }) => {
      const created = await getEquipment(companyId, id).catch(() => null);
      return created?.equipment ? [[equipmentKey(companyId, id), created] as const] : [];
    },
    refresh: () => [companyKey(companyId), equipmentListKey(companyId), locationsKey(companyId), overviews],
    success: (_, input) => ({ heading: 'Udstyret blev oprettet', text: `${input.make} ${input.model} er tilføjet.` }),
    failure: alertFor('Udstyret kunne ikke oprettes'),
  });
}
