import type { TaskState } from '../../domain/task/decider';
import { openTasksChanges } from '../../domain/task/responsibility';
import { userDecider } from '../../domain/user/decider';
import { prepare, type CommandContext } from './command';
import type { EventStore, NewCommit } from './event-store';

/**
 * Adds to task commits the commits of their responsibles' streams that keep each person's count
 * of open tasks (decision 036 "Open tasks live in the person's stream"). Appended in the same
 * transaction, a task created for a person and that person's deletion conflict on the person's
 * version, and whichever loses decides again on fresh state. Every command that writes tasks
 * appends through this; a change that moves nobody adds nothing (and reads nothing).
 */
export async function withResponsibilities(
  store: EventStore,
  commits: NewCommit<unknown>[],
  ctx: CommandContext,
): Promise<NewCommit<unknown>[]> {
  const tasks = commits.filter((c) => c.streamType === 'Task' && c.events.length > 0);
  const changes = openTasksChanges(
    tasks.map((c) => ({ before: c.before as TaskState | null, after: c.state as TaskState | null })),
  );
  const people = await Promise.all(
    changes.map(({ userId, companyId, change }) =>
      prepare(
        store,
        userDecider,
        { type: 'User', id: userId },
        { type: 'ChangeOpenTasks', companyId, change },
        { ...ctx, companyId },
      ),
    ),
  );
  return [...commits, ...people];
}
