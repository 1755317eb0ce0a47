import type { AppliedDuty } from '../../../domain/inspection/types';
import { taskDecider } from '../../../domain/task/decider';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { newId } from '../../store/ids';
import { calendarOf } from './calendar';
import { fieldsOf, type TaskData } from './task-fields';

/**
 * A new task. Its place's and its responsible's tallies take it in the same transaction, which
 * requires both unchanged since they were read (decision 120): a task created while its equipment
 * goes on standby is decided again and starts on standby, one created for a person being removed
 * is refused, and tasks created at once for one person or one piece of equipment never collide.
 */
export async function createTask(input: TaskData, ctx: CompanyContext, store: EventStore): Promise<{ taskId: string }> {
  const taskId = newId();
  await executeAll(store, async () => [await prepareNewTask(store, ctx, input, taskId)]);
  return { taskId };
}

/**
 * A new task's commit, not appended, so a command may append it with others (a fault report made
 * into a task, decision 166), or made from a legal inspection duty (decision 173): its fields checked as the task form's are, its responsible a member,
 * on the company's calendar, and on standby from the start when its equipment is.
 */
export async function prepareNewTask(
  store: EventStore,
  ctx: CompanyContext,
  input: TaskData,
  taskId: string,
  links: { faultReportId?: string; duty?: AppliedDuty } = {},
) {
  const [{ fields, equipmentStandby }, calendar] = await Promise.all([
    fieldsOf(store, ctx.companyId, input),
    calendarOf(store, ctx.companyId),
  ]);
  const create = {
    type: 'CreateTask' as const,
    taskId,
    companyId: ctx.companyId,
    fields,
    createdBy: ctx.actor,
    now: ctx.now,
    calendar,
    ...links,
  };
  const commands = equipmentStandby
    ? [create, { type: 'SetEquipmentStandby' as const, standby: true, now: ctx.now }]
    : [create];
  return prepare(store, taskDecider, { type: 'Task', id: taskId, fresh: true }, commands, ctx);
}
