import { equipmentArchived, equipmentDecider, type EquipmentState } from '../../../domain/equipment/decider';

import { taskDecider, type TaskState } from '../../../domain/task/decider';
import { executeAll, executeInChunks, prepare, TASKS_PER_TRANSACTION, type CompanyContext } from '../../lib/command';
import type { EventStore } from '../../lib/event-store';
import { loadOwned } from '../../lib/inventory';
import { withResponsibilities } from '../../lib/responsibility';
import { isOpen } from '../../lib/tasks';
import { removeFromPlan } from '../company/plan';
import { liveTasks, tasksOfEquipment } from './equipment-tasks';
import { leaveLocation } from './placement';

/**
 * Deleting archives: the equipment shows as 'Slettet', leaves its location and frees its room in
 * the plan. Its open tasks go too, in the same transaction (decisions.md "Deleting"), those beyond
 * one transaction in chunks after it; its history and notes stay. Deleting archived equipment
 * again finishes a bulk deletion that stopped midway.
 */
export async function deleteEquipment(input: { id: string }, ctx: CompanyContext, store: EventStore): Promise<void> {
  const { id } = input;
  const deleteOpen = async (tasks: TaskState[]) =>
    withResponsibilities(
      store,
      await Promise.all(
        tasks
          .filter(isOpen)
          .map((t) => prepare(store, taskDecider, { type: 'Task', id: t.id }, { type: 'DeleteTask' }, ctx)),
      ),
      ctx,
    );
  const deleteRest = (taskIds: string[]) =>
    executeInChunks(store, taskIds, TASKS_PER_TRANSACTION, async (chunk) => deleteOpen(await liveTasks(store, chunk)));
  const { state: current } = await loadOwned<EquipmentState>(store, 'Equipment', id, ctx.companyId);
  if (current.archived) {
    const left = (await tasksOfEquipment(store, current)).filter(isOpen).map((t) => t.id);
    if (left.length === 0) throw equipmentArchived();
    await deleteRest(left);
    return;
  }
  // Archived, the equipment takes no new task; its open tasks beyond one transaction follow in chunks.
  let rest: string[] = [];
  await executeAll(store, async () => {
    const archive = await prepare(
      store,
      equipmentDecider,
      { type: 'Equipment', id },
      { type: 'ArchiveEquipment' },
      ctx,
    );
    const state = archive.before as EquipmentState;
    const open = (await tasksOfEquipment(store, state)).filter(isOpen);
    rest = open.slice(TASKS_PER_TRANSACTION).map((t) => t.id);
    return [
      archive,
      await leaveLocation(store, id, state.locationId, ctx),
      await removeFromPlan(store, ctx, 'EQUIPMENT', id),
      ...(await deleteOpen(open.slice(0, TASKS_PER_TRANSACTION))),
    ];
  });
  await deleteRest(rest);
}
