import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { useTasksChanged } from '../../tasks/api/mutations';
import { equipmentKey } from '../../../lib/equipment/get-equipment';
import type { Equipment } from '../../../lib/equipment/get-equipment-list';

/** Task id → its new deadline (ISO), asked when equipment is reactivated (spec 001 §4, §7). */
export type NewDeadlines = Record<string, string>;

/**
 * PATCH /api/equipment/standby?companyId= {id, standby} or {id, standby: false, newDeadlines}:
 * `{equipment}`. Standby puts its tasks on standby too; reactivation gives each task not completed
 * its new deadline (a future one: 400 DEADLINE_IN_PAST otherwise).
 */
export const setEquipmentStandby = (companyId: string, id: string, standby: boolean, newDeadlines?: NewDeadlines) =>
  send<{ equipment: Equipment }>(
    'PATCH',
    'equipment/standby',
    standby || !newDeadlines ? { id, standby } : { id, standby, newDeadlines },
    { companyId },
  );

/** Toasts word for word (spec 001 §8). */
const texts = {
  standby: { done: 'Udstyret blev sat på standby.', failed: 'Udstyret kunne ikke sættes på standby.' },
  reactivate: { done: 'Udstyret blev genaktiveret.', failed: 'Udstyret kunne ikke genaktiveres.' },
};

export type StandbyOutcome = { ok: true } | { ok: false; message: string };

interface Options {
  /** Reactivation: the new deadline of each task not completed. */
  newDeadlines?: NewDeadlines;
}

export function useSetEquipmentStandby(companyId: string) {
  const { mutate } = useSWRConfig();
  const tasksChanged = useTasksChanged();
  const [pending, setPending] = useState(false);

  const run = async (id: string, standby: boolean, options: Options = {}): Promise<StandbyOutcome> => {
    const text = standby ? texts.standby : texts.reactivate;
    setPending(true);
    const result = await setEquipmentStandby(companyId, id, standby, options.newDeadlines);
    if (!result.ok) {
      setPending(false);
      notify('dashboard', { heading: 'Ændringerne blev ikke gemt', text: text.failed, type: 'alert' });
      return { ok: false, message: result.error.body.message ?? text.failed };
    }
    const equipment = result.data?.equipment;
    if (equipment) {
      await mutate(equipmentKey(companyId, id), { equipment }, { revalidate: false });
    } else {
      await mutate(equipmentKey(companyId, id));
    }
    // Its tasks changed status (and deadline): every task view, and the equipment list, are read again.
    await tasksChanged();
    setPending(false);
    notify('dashboard', { heading: 'Ændringerne blev gemt', text: text.done });
    return { ok: true };
  };

  return { setStandby: run, pending };
}
