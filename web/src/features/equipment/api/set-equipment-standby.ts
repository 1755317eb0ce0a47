import { send } from '../../../lib/api';
import { equipmentKey } from '../../../lib/equipment/get-equipment';
import type { Equipment } from '../../../lib/equipment/get-equipment-list';
import { showsTasks } from '../../../lib/tasks/cache-keys';
import { useMutation } from '../../../lib/use-mutation';

/** Task id → its new deadline (ISO), asked when equipment is reactivated (spec 001 §4, §7). */
export type NewDeadlines = Record<string, string>;

/**
 * PATCH /api/equipment/standby?companyId= {id, standby} or {id, standby: false, newDeadlines}:
 * `{equipment}`. Standby puts its tasks on standby too; reactivation gives each task not completed
 * its new deadline (a future one: 400 DEADLINE_IN_PAST otherwise).
 */
export const setEquipmentStandby = (
  companyId: string,
  id: string,
  standby: boolean,
  newDeadlines?: NewDeadlines,
  version?: number,
) =>
  send<{ equipment: Equipment }>(
    'PATCH',
    'equipment/standby',
    standby || !newDeadlines ? { id, version, standby } : { id, version, standby, newDeadlines },
    { companyId },
  );

/** Toasts word for word (spec 001 §8). */
export const standbyTexts = {
  standby: { done: 'Udstyret blev sat på standby.', failed: 'Udstyret kunne ikke sættes på standby.' },
  reactivate: { done: 'Udstyret blev genaktiveret.', failed: 'Udstyret kunne ikke genaktiveres.' },
};

const textsOf = (standby: boolean) => (standby ? standbyTexts.standby : standbyTexts.reactivate);

export interface StandbyChange {
  id: string;
  standby: boolean;
  /** Reactivation: the new deadline of each task not completed. */
  newDeadlines?: NewDeadlines;
  /** The equipment's version on screen: a standby someone else changed meanwhile is kept (decision 130). */
  version?: number;
}

/** Its tasks changed status (and deadline): every task view, and the equipment lists, are read again. */
export function useSetEquipmentStandby(companyId: string) {
  return useMutation({
    name: 'set-equipment-standby',
    request: ({ id, standby, newDeadlines, version }: StandbyChange) =>
      setEquipmentStandby(companyId, id, standby, newDeadlines, version),
    write: (answer, { id }) =>
      answer?.equipment ? [[equipmentKey(companyId, id), { equipment: answer.equipment }]] : [],
    revalidate: (answer, { id }) => (answer?.equipment ? [showsTasks] : [equipmentKey(companyId, id), showsTasks]),
    success: (_, { standby }) => ({ heading: 'Ændringerne blev gemt', text: textsOf(standby).done }),
    failure: (_, { standby }) => ({
      heading: 'Ændringerne blev ikke gemt',
      text: textsOf(standby).failed,
      type: 'alert',
    }),
  });
}
