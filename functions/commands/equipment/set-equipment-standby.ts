import { equipmentDecider, type EquipmentState } from '../../../domain/equipment/decider';
import type { equipmentStandbySchema } from '../../../domain/equipment/schemas';
import { taskDecider, type TaskState } from '../../../domain/task/decider';
import type { z } from 'zod';
import { executeAll, executeInChunks, prepare, TASKS_PER_TRANSACTION, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadOwned } from '../../queries/inventory';
import { nouns } from '../../../domain/shared/versions';
import { stateAt } from '../../store/versioned';
import { calendarOf } from '../tasks/calendar';
import { liveTasks, tasksOfEquipment } from './equipment-tasks';

/**
 * Standby on equipment puts all its tasks on standby; reactivation gives each task not completed
 * a new deadline (`newDeadlines`, else its old one while that is still ahead) (spec 001 §4). With
 * `version`, a standby the writer sent unchanged leaves someone else's since as it is. Every
 * task is decided before anything is written (a refused deadline refuses the whole change); the
 * equipment and its first tasks go in one transaction, the rest in chunks.
 */
export async function setEquipmentStandby(
  input: z.output<typeof equipmentStandbySchema>,
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ equipment: EquipmentState; version: number }> {
  const { id, standby, newDeadlines = {}, version: read } = input;
  // Read once: a reactivation's new deadlines keep off holidays when the company says so (decision 101).
  const calendar = standby ? undefined : await calendarOf(store, ctx.companyId);
  const decideTask = (task: TaskState) => {
    const deadline = newDeadlines[task.id] ? new Date(newDeadlines[task.id]).toISOString() : task.deadline;
    return prepare(
      store,
      taskDecider,
      { type: 'Task', id: task.id },
      { type: 'SetEquipmentStandby', standby, deadline, now: ctx.now, calendar },
      ctx,
    );
  };
  let rest: string[] = [];
  await loadOwned<EquipmentState>(store, 'Equipment', id, ctx.companyId);
  await executeAll(store, async () => {
    // With `version` (decision 130): a standby the writer did not change stays as someone else left it.
    if (read !== undefined) {
      const base = await stateAt<EquipmentState>(store, 'Equipment', id, read, nouns.equipment);
      if (base.standby === standby) return [];
    }
    const equipment = await prepare(
      store,
      equipmentDecider,
      { type: 'Equipment', id },
      { type: 'SetEquipmentStandby', standby },
      ctx,
    );
    // Its tasks from its tally, required unchanged: a task placed there since is decided again (decision 120).
    const { tasks, guard } = await tasksOfEquipment(store, id);
    const changing = (await Promise.all(tasks.map(decideTask))).filter((c) => c.events.length > 0);
    rest = changing.slice(TASKS_PER_TRANSACTION).map((c) => c.streamId);
    return { commits: [equipment, ...changing.slice(0, TASKS_PER_TRANSACTION)], guards: [guard] };
  });
  await executeInChunks(store, rest, TASKS_PER_TRANSACTION, async (taskIds) =>
    Promise.all((await liveTasks(store, taskIds)).map(decideTask)),
  );
  const { state, version } = await loadOwned<EquipmentState>(store, 'Equipment', id, ctx.companyId);
  return { equipment: state, version };
}
