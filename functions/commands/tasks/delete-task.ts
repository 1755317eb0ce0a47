import { taskDecider } from '../../../domain/task/decider';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadVisibleTask } from '../../queries/task-access';

/** A task deleted: it leaves its place's and its responsible's tallies in the same transaction (decision 120). */
export async function deleteTask(input: { id: string }, ctx: CompanyContext, store: EventStore): Promise<void> {
  const { id } = input;
  await loadVisibleTask(store, ctx, id);
  await executeAll(store, async () => [
    await prepare(store, taskDecider, { type: 'Task', id }, { type: 'DeleteTask' }, ctx),
  ]);
}
