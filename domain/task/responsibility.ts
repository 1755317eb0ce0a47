import type { TaskState } from './decider';

/** An open task (not deleted, not a completed single task) holds its responsible; anything else holds nobody. */
export function openResponsibility(task: TaskState | null | undefined): { userId: string; companyId: string } | null {
  return task && !task.deleted && !task.completed ? { userId: task.responsibleId, companyId: task.companyId } : null;
}

export interface OpenTasksChange {
  userId: string;
  companyId: string;
  change: number;
}

/**
 * What a set of task changes (each task's state before and after one command) does to the people's
 * open tasks: one change per person and company, so a command touching many tasks of one person
 * appends one commit (with one event) to that person's stream.
 */
export function openTasksChanges(
  changes: { before: TaskState | null | undefined; after: TaskState | null | undefined }[],
): OpenTasksChange[] {
  const byPerson = new Map<string, OpenTasksChange>();
  const add = (holder: { userId: string; companyId: string } | null, change: number) => {
    if (!holder) return;
    const key = `${holder.userId}\u0000${holder.companyId}`;
    const current = byPerson.get(key) ?? { ...holder, change: 0 };
    byPerson.set(key, { ...current, change: current.change + change });
  };
  for (const { before, after } of changes) {
    add(openResponsibility(before), -1);
    add(openResponsibility(after), +1);
  }
  return [...byPerson.values()].filter((c) => c.change !== 0);
}
