import { equipmentArchived, equipmentDecider, type EquipmentState } from '../../../domain/equipment/decider';

import { taskDecider, type TaskState } from '../../../domain/task/decider';
import { executeAll, executeInChunks, prepare, TASKS_PER_TRANSACTION, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadOwned } from '../../queries/inventory';
import { isOpen } from '../../queries/tasks';
import { liveTasks, tasksOfEquipment } from './equipment-tasks';

/**
 * Deleting archives: the equipment shows as 'Slettet', and its commit takes it out of its
 * location's and its company's tallies (decision 120), so it leaves the location and frees its
 * room in the plan. Its open tasks go too, in the same transaction (decisions.md "Deleting"), those
 * beyond one transaction in chunks after it; its history and notes stay. Deleting archived
 * equipment again finishes a bulk deletion that stopped midway.
 */
export async function deleteEquipment(input: { id: string }, ctx: CompanyContext, store: EventStore): Promise<void> {
  const { id } = input;
  const deleteOpen = (tasks: TaskState[]) =>
    Promise.all(
      tasks
        .filter(isOpen)
        .map((t) => prepare(store, taskDecider, { type: 'Task', id: t.id }, { type: 'DeleteTask' }, ctx)),
    );
  const deleteRest = (taskIds: string[]) =>
    executeInChunks(store, taskIds, TASKS_PER_TRANSACTION, async (chunk) => deleteOpen(await liveTasks(store, chunk)));
  const { state: current } = await loadOwned<EquipmentState>(store, 'Equipment', id, ctx.companyId);
  if (current.archived) {
    const left = (await tasksOfEquipment(store, id)).tasks.filter(isOpen).map((t) => t.id);
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
    const { tasks, guard } = await tasksOfEquipment(store, id);
    const open = tasks.filter(isOpen);
    rest = open.slice(TASKS_PER_TRANSACTION).map((t) => t.id);
    return { commits: [archive, ...(await deleteOpen(open.slice(0, TASKS_PER_TRANSACTION)))], guards: [guard] };
  });
  await deleteRest(rest);
}
