import { taskDecider, type TaskState } from '../../../domain/task/decider';
import { executeAll, prepare, type CompanyContext } from '../../lib/command';
import { ConcurrencyError, type EventStore } from '../../lib/event-store';
import { withResponsibilities } from '../../lib/responsibility';
import { loadVisibleTask } from '../../lib/task-access';
import { calendarOf } from './calendar';
import { placeCommands, sameTarget, standbyOf } from './placement';
import { fieldsOf, type TaskData } from './task-fields';

/**
 * An edit of a task's fields. Moved to other equipment or another location, it leaves the old
 * place and joins the new one in the same transaction, and takes on the new equipment's standby.
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
    const [{ fields, equipmentStandby: read }, calendar] = await Promise.all([
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
    const equipmentStandby = standbyOf(placed[1], read);
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
    task = update.state as TaskState;
    return withResponsibilities(store, [update, ...placed], ctx);
  });
  return { task };
}
