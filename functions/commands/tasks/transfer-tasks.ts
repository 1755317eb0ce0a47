import { taskDecider } from '../../../domain/task/decider';
import { executeInChunks, prepare, TASKS_PER_TRANSACTION, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadVisibleTask } from '../../queries/task-access';
import { memberOfCompany } from './task-fields';

/**
 * Tasks given to other responsibles (`{<taskId>: <newResponsibleId>}`); a task given to its
 * current responsible keeps them (spec 001 §5). Every task and person is checked before anything
 * is written; then chunks of one transaction each (`executeInChunks`).
 */
export async function transferTasks(
  changes: Record<string, string>,
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ updated: number }> {
  const people = new Map<string, string>();
  for (const userId of new Set(Object.values(changes)))
    people.set(userId, (await memberOfCompany(store, ctx.companyId, userId)).name);
  await Promise.all(Object.keys(changes).map((taskId) => loadVisibleTask(store, ctx, taskId)));
  const appended = await executeInChunks(store, Object.keys(changes), TASKS_PER_TRANSACTION, async (taskIds) =>
    Promise.all(
      taskIds.map((taskId) =>
        prepare(
          store,
          taskDecider,
          { type: 'Task', id: taskId },
          {
            type: 'ChangeResponsible',
            responsibleId: changes[taskId],
            responsibleName: people.get(changes[taskId])!,
          },
          ctx,
        ),
      ),
    ),
  );
  return { updated: appended.filter((c) => c.streamType === 'Task').length };
}
