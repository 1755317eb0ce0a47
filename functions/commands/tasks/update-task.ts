import { taskDecider, type TaskState } from '../../../domain/task/decider';
import { executeAll, prepare, type CompanyContext } from '../../lib/command';
import { ConcurrencyError, loadStream, type EventStore } from '../../lib/event-store';
import { withResponsibilities } from '../../lib/responsibility';
import { loadVisibleTask } from '../../lib/task-access';
import { versionAfter } from '../../lib/versioned';
import { calendarOf } from './calendar';
import { placeCommands, sameTarget, standbyOf } from './placement';
import { fieldsOf, type TaskData } from './task-fields';
import { mergeTaskEdit } from './task-merge';

/**
 * An edit of a task's fields. Moved to other equipment or another location, it leaves the old
 * place and joins the new one in the same transaction, and takes on the new equipment's standby.
 * With `version` it is merged three-way first (decision 130), in each attempt.
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
    const data = merged.data;
    const [{ fields, equipmentStandby: standby }, calendar] = await Promise.all([
      fieldsOf(store, ctx.companyId, data),
      calendarOf(store, ctx.companyId),
    ]);
    const moved = !sameTarget(old.target, fields.target);
    const placed = moved
      ? [
          ...(await placeCommands(store, id, old.target, ctx, true)),
          ...(await placeCommands(store, id, fields.target, ctx)),
        ]
      : [];
    const equipmentStandby = standbyOf(placed[1], standby);
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
    // Moved meanwhile: the places above were decided on an older task than the one guarded.
    if (!sameTarget((update.before as TaskState).target, old.target))
      throw new ConcurrencyError('Task moved meanwhile');
    if (update.events.length > 0) [task, version] = [update.state as TaskState, versionAfter(update)];
    return withResponsibilities(store, [update, ...placed], ctx);
  });
  return { task, version };
}
