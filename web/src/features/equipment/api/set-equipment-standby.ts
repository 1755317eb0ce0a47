import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { listChanges } from '../../../lib/read-model-overlay';
import { equipmentKey } from './get-equipment';
import { equipmentListKey, EQUIPMENT_ROW_KEYS, type Equipment } from './get-equipment-list';

/**
 * PATCH /api/equipment/standby?companyId= {id, standby}: `{equipment}`. Standby puts its tasks on
 * standby too; reactivating will ask new deadlines for them once tasks exist (spec 001 §4).
 */
export const setEquipmentStandby = (companyId: string, id: string, standby: boolean) =>
  send<{ equipment: Equipment }>('PATCH', 'equipment/standby', { id, standby }, { companyId });

/** Toasts word for word (spec 001 §8). */
const texts = {
  standby: { done: 'Udstyret blev sat på standby.', failed: 'Udstyret kunne ikke sættes på standby.' },
  reactivate: { done: 'Udstyret blev genaktiveret.', failed: 'Udstyret kunne ikke genaktiveres.' },
};

export function useSetEquipmentStandby(companyId: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (id: string, standby: boolean) => {
    const text = standby ? texts.standby : texts.reactivate;
    setPending(true);
    const result = await setEquipmentStandby(companyId, id, standby);
    setPending(false);
    if (!result.ok) {
      notify('dashboard', { heading: 'Ændringerne blev ikke gemt', text: text.failed, type: 'alert' });
      return false;
    }
    const equipment = result.data?.equipment;
    if (equipment) {
      listChanges.upsert(equipmentListKey(companyId), equipment, EQUIPMENT_ROW_KEYS);
      await mutate(equipmentKey(companyId, id), { equipment }, { revalidate: false });
    } else {
      await mutate(equipmentKey(companyId, id));
    }
    void mutate(equipmentListKey(companyId));
    notify('dashboard', { heading: 'Ændringerne blev gemt', text: text.done });
    return true;
  };

  return { setStandby: run, pending };
}
