import { setOf, tallyNames } from '../../../domain/shared/tallies';
import type { TaskState } from '../../../domain/task/decider';
import { ConcurrencyError } from '../../store/commits';
import type { EventStore } from '../../store/event-store';
import { loadStream, loadTally } from '../../store/store';
import type { Guard } from '../../store/tally-items';

/**
 * The equipment's live tasks, from its tally (decision 120) and their own streams, and the guard
 * that requires the tally unchanged: a command deciding on all its tasks (standby, deletion)
 * conflicts with a task placed there meanwhile and is decided again.
 */
export async function tasksOfEquipment(
  store: EventStore,
  equipmentId: string,
): Promise<{ tasks: TaskState[]; guard: Guard }> {
  const tally = await loadTally('Equipment', equipmentId, store);
  return {
    tasks: await liveTasks(store, setOf(tally, tallyNames.taskIds)),
    guard: { streamType: 'Equipment', streamId: equipmentId, rev: tally.rev },
  };
}

/**
 * Tasks not deleted, as they are now (a chunk of a bulk change decides on fresh state). A task the
 * equipment's tally holds is written in the same transaction as the tally, but reads outside a
 * transaction are per item, so the tally's half may show before the task's own commit: a task
 * not found yet is a transaction under way, and the command reads again.
 */
export async function liveTasks(store: EventStore, taskIds: string[]): Promise<TaskState[]> {
  const loaded = await Promise.all(taskIds.map((taskId) => loadStream<TaskState>('Task', taskId, store)));
  if (loaded.some((task) => !task)) throw new ConcurrencyError('A task of the equipment is being written');
  return loaded.flatMap((task) => (!task!.state.deleted ? [task!.state] : []));
}
