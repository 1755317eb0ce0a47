import { taskDecider, type TaskState } from '../../../domain/task/decider';
import { execute, type CompanyContext } from '../../lib/command';
import { calendarOf } from './calendar';
import type { EventStore } from '../../lib/event-store';
import { loadVisibleTask } from '../../lib/task-access';

/** A task on standby (`standby: true`), or reactivated with a new deadline (`standby: false, deadline`). */
export async function setTaskStandby(
  input: { id: string; standby: boolean; deadline?: string },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ task: TaskState }> {
  const { id, standby, deadline } = input;
  const [current, calendar] = await Promise.all([loadVisibleTask(store, ctx, id), calendarOf(store, ctx.companyId)]);
  const commit = await execute(
    taskDecider,
    { type: 'Task', id },
    { type: 'SetTaskStandby', standby, deadline, now: ctx.now, calendar },
    ctx,
    { store },
  );
  return { task: commit.state ?? current };
}
