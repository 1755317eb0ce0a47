import { taskDecider, type TaskState } from '../../../domain/task/decider';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { loadVisibleTask } from '../../queries/task-access';
import { versionAfter } from '../../store/versioned';
import { calendarOf } from './calendar';
import { fieldsOf, type TaskData } from './task-fields';
import { mergeTaskEdit } from './task-merge';

/**
 * An edit of a task's fields. Moved to other equipment or another location, it leaves the old
 * place's tally and joins the new one's in the same transaction (decision 120), and takes on the
 * new equipment's standby as read on the version that transaction requires. With `version` it is
 * merged three-way first (decision 130), in each attempt.
 */
export async function updateTask(
  input: TaskData & { id: string; version?: number },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ task: TaskState; version: number }> {
  const { id, version: read, ...edit } = input;
  let task!: TaskState;
  let version!: number;
  await executeAll(store, async () => {
    const old = await loadVisibleTask(store, ctx, id);
    const current = (await loadStream<TaskState>('Task', id, store))!;
    const merged =
      read === undefined ? { data: edit, changed: true } : await mergeTaskEdit(store, id, read, edit, current);
    [task, version] = [current.state, current.version];
    if (!merged.changed) return [];
    const [{ fields, equipmentStandby }, calendar] = await Promise.all([
      fieldsOf(store, ctx.companyId, merged.data),
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
    if (update.events.length > 0) [task, version] = [update.state as TaskState, versionAfter(update)];
    return [update];
  });
  return { task, version };
}
