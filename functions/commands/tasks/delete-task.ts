import { taskDecider, type TaskState } from '../../../domain/task/decider';
import { executeAll, prepare, type CompanyContext } from '../../lib/command';
import type { EventStore } from '../../lib/event-store';
import { withResponsibilities } from '../../lib/responsibility';
import { loadVisibleTask } from '../../lib/task-access';
import { placeCommands } from './placement';

/** A task deleted: it leaves its equipment or location and its responsible's open tasks in the same transaction. */
export async function deleteTask(input: { id: string }, ctx: CompanyContext, store: EventStore): Promise<void> {
  const { id } = input;
  await loadVisibleTask(store, ctx, id);
  await executeAll(store, async () => {
    const deletion = await prepare(store, taskDecider, { type: 'Task', id }, { type: 'DeleteTask' }, ctx);
    return withResponsibilities(
      store,
      [deletion, ...(await placeCommands(store, id, (deletion.before as TaskState).target, ctx, true))],
      ctx,
    );
  });
}
