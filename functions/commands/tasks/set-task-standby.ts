import { taskDecider, type TaskState } from '../../../domain/task/decider';
import { execute, type CompanyContext } from '../../lib/command';
import type { EventStore } from '../../lib/event-store';
import { loadVisibleTask } from '../../lib/task-access';

/** A task on standby (`standby: true`), or reactivated with a new deadline (`standby: false, deadline`). */
export async function setTaskStandby(
  input: { id: string; standby: boolean; deadline?: string },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ task: TaskState }> {
  const { id, standby, deadline } = input;
  const current = await loadVisibleTask(store, ctx, id);
  const commit = await execute(
    taskDecider,
    { type: 'Task', id },
    { type: 'SetTaskStandby', standby, deadline, now: ctx.now },
    ctx,
    { store },
  );
  return { task: commit.state ?? current };
}
