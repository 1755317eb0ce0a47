import { taskDecider } from '../../../domain/task/decider';
import { executeAll, prepare, type CompanyContext } from '../../lib/command';
import type { EventStore } from '../../lib/event-store';
import { newId } from '../../lib/ids';
import { withResponsibilities } from '../../lib/responsibility';
import { calendarOf } from './calendar';
import { placeCommands, standbyOf } from './placement';
import { fieldsOf, type TaskData } from './task-fields';

/**
 * A new task, placed on its equipment or location and counted in its responsible's open tasks, in
 * one transaction; on equipment that is on standby, the task starts on standby too.
 */
export async function createTask(input: TaskData, ctx: CompanyContext, store: EventStore): Promise<{ taskId: string }> {
  const taskId = newId();
  await executeAll(store, async () => {
    const [{ fields }, calendar] = await Promise.all([
      fieldsOf(store, ctx.companyId, input),
      calendarOf(store, ctx.companyId),
    ]);
    const placed = await placeCommands(store, taskId, fields.target, ctx);
    const create = {
      type: 'CreateTask' as const,
      taskId,
      companyId: ctx.companyId,
      fields,
      createdBy: ctx.actor,
      now: ctx.now,
      calendar,
    };
    const commands = standbyOf(placed[0], false)
      ? [create, { type: 'SetEquipmentStandby' as const, standby: true, now: ctx.now }]
      : [create];
    return withResponsibilities(
      store,
      [await prepare(store, taskDecider, { type: 'Task', id: taskId }, commands, ctx), ...placed],
      ctx,
    );
  });
  return { taskId };
}
