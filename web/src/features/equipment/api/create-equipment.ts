import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { EquipmentInput } from '#domain/equipment/schemas';
import { ApiError, send } from '../../../lib/api';
import { companyKey } from '../../../lib/company';
import { notify } from '../../../lib/notifications';
import { listChanges } from '../../../lib/read-model-overlay';
import { equipmentKey, getEquipment } from './get-equipment';
import { equipmentListKey, EQUIPMENT_ROW_KEYS } from './get-equipment-list';
import { locationsKey, type LocationOption } from './get-locations';

/**
 * POST /api/equipment?companyId= {make, model, equipmentId, category, locationId | locationName}:
 * 201 `{equipmentId}` (its id); a new locationName creates the location; 403 PLAN_LIMIT.
 */
export const createEquipment = (companyId: string, input: EquipmentInput) =>
  send<{ equipmentId: string }>('POST', 'equipment', input, { companyId });

/**
 * Creates, shows the outcome and returns the new id (or the error). The new row, and a location
 * it created, show in the lists at once; the company is read again so the plan box counts them.
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
    if (created?.equipment) {
      const { equipment } = created;
      listChanges.upsert(equipmentListKey(companyId), equipment, EQUIPMENT_ROW_KEYS);
      await mutate(equipmentKey(companyId, id), created, { revalidate: false });
      if (input.locationName && equipment.locationName) {
        const location: LocationOption = { id: equipment.locationId, name: equipment.locationName, createdAt: new Date().toISOString(), noteCount: 0, taskCount: 0, equipmentCount: 1 };
        listChanges.upsert(locationsKey(companyId), location, []);
      }
    }
    void mutate(companyKey(companyId));
    void mutate(equipmentListKey(companyId));
    void mutate(locationsKey(companyId));
    notify('dashboard', { heading: 'Udstyret blev oprettet', text: `${input.make} ${input.model} er tilføjet.` });
    return { id, error: null };
  };

  return { create: run, pending };
}
