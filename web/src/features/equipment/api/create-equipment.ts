import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { EquipmentInput } from '#domain/equipment/schemas';
import { ApiError, send } from '../../../lib/api';
import { companyKey } from '../../../lib/company';
import { notify } from '../../../lib/notifications';
import { equipmentKey, getEquipment } from '../../../lib/equipment/get-equipment';
import { equipmentListKey } from '../../../lib/equipment/get-equipment-list';
import { locationsKey } from '../../../lib/locations/get-locations';

/**
 * POST /api/equipment?companyId= {make, model, equipmentId, category, locationId | locationName}:
 * 201 `{equipmentId}` (its id); a new locationName creates the location; 403 PLAN_LIMIT.
 */
export const createEquipment = (companyId: string, input: EquipmentInput) =>
  send<{ equipmentId: string }>('POST', 'equipment', input, { companyId });

/**
 * Creates, shows the outcome and returns the new id (or the error). The lists are read again (they
 * show the new row, and a location it created, at once), and the company, so the plan box counts them.
 */
export function useCreateEquipment(companyId: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (input: EquipmentInput): Promise<{ id: string; error: null } | { id: null; error: ApiError }> => {
    setPending(true);
    const result = await createEquipment(companyId, input);
    if (!result.ok) {
      setPending(false);
      notify('dashboard', {
        heading: 'Udstyret kunne ikke oprettes',
        text: result.error.body.message ?? 'Noget gik galt. Prøv igen.',
        type: 'alert',
      });
      return { id: null, error: result.error };
    }
    const id = result.data.equipmentId;
    // The detail is current at once; it also names the location, which may be new.
    const created = await getEquipment(companyId, id).catch(() => null);
    setPending(false);
    if (created?.equipment) await mutate(equipmentKey(companyId, id), created, { revalidate: false });
    void mutate(companyKey(companyId));
    void mutate(equipmentListKey(companyId));
    void mutate(locationsKey(companyId));
    // The overview's checklist counts equipment ('Tilføj udstyr').
    void mutate((key) => typeof key === 'string' && key.startsWith('api/overview'));
    notify('dashboard', { heading: 'Udstyret blev oprettet', text: `${input.make} ${input.model} er tilføjet.` });
    return { id, error: null };
  };

  return { create: run, pending };
}
