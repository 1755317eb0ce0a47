import { taskDecider, type TaskState } from '../../../domain/task/decider';
import { executeAll, prepare, type CompanyContext } from '../../lib/command';
import type { EventStore } from '../../lib/event-store';
import { loadVisibleTask } from '../../lib/task-access';
import { calendarOf } from './calendar';
import { fieldsOf, type TaskData } from './task-fields';

/**
 * An edit of a task's fields. Moved to other equipment or another location, it leaves the old
 * place's tally and joins the new one's in the same transaction (decision 120), and takes on the
 * new equipment's standby as read on the version that transaction requires.
 */
export async function updateTask(
  input: TaskData & { id: string },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ task: TaskState }> {
  const { id, ...data } = input;
  let task!: TaskState;
  await executeAll(store, async () => {
    const old = await loadVisibleTask(store, ctx, id);
    const [{ fields, equipmentStandby }, calendar] = await Promise.all([
      fieldsOf(store, ctx.companyId, data),
      calendarOf(store, ctx.companyId),
    ]);
    const commands = [
      { type: 'UpdateTask' as const, fields, now: ctx.now, calendar },
      ...(equipmentStandby !== old.equipmentStandby
        ? [
            {
              type: 'SetEquipmentStandby' as const,
              standby: equipmentStandby,
              deadline: fields.deadline,
              now: ctx.now,
              calendar,
            },
          ]
        : []),
    ];
    const update = await prepare(store, taskDecider, { type: 'Task', id }, commands, ctx);
    task = update.state as TaskState;
    return [update];
  });
  return { task };
}
