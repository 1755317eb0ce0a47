import type { EquipmentState } from '../../../domain/equipment/decider';
import type { TaskState } from '../../../domain/task/decider';
import { ConcurrencyError, loadStream, type EventStore } from '../../lib/event-store';

/** The equipment's live tasks, read from their own streams (the equipment knows them, so this is consistent). */
export const tasksOfEquipment = (store: EventStore, equipment: EquipmentState): Promise<TaskState[]> =>
  liveTasks(store, equipment.taskIds);

/**
 * Tasks not deleted, as they are now (a chunk of a bulk change decides on fresh state). A task the
 * equipment knows is written in the same transaction as the equipment, but reads outside a
 * transaction are per item, so the equipment's half may show before the task's own commit: a
 * task not found yet is a transaction under way, and the command reads again.
 */
export async function liveTasks(store: EventStore, taskIds: string[]): Promise<TaskState[]> {
  const loaded = await Promise.all(taskIds.map((taskId) => loadStream<TaskState>('Task', taskId, store)));
  if (loaded.some((task) => !task)) throw new ConcurrencyError('A task of the equipment is being written');
  return loaded.flatMap((task) => (!task!.state.deleted ? [task!.state] : []));
}
