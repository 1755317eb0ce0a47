import type { Task } from '../../../lib/tasks/types';
import { isOpenTask } from '../../../lib/tasks/open-tasks';

/** The open tasks a person is responsible for, by deadline then title. */
export const openTasksOf = <T extends Task>(tasks: readonly T[], responsibleId: string): T[] =>
  tasks
    .filter((task) => task.responsibleId === responsibleId && isOpenTask(task))
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.title.localeCompare(b.title, 'da'));

/** Picks made on the transfer page: task id → the chosen responsible. A task not picked keeps its own. */
export type Picks = Readonly<Record<string, string>>;

/** Who a task goes to: the pick, else its current responsible. */
export const pickFor = (task: Pick<Task, 'id' | 'responsibleId'>, picks: Picks) => picks[task.id] || task.responsibleId;

/**
 * The body of PATCH /api/task/responsibility: only the tasks whose pick differs from the current
 * responsible (spec 001 §5: unchanged picks keep the current responsible). Empty: nothing to send.
 */
export function transferChanges(
  tasks: readonly Pick<Task, 'id' | 'responsibleId'>[],
  picks: Picks,
): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const task of tasks) {
    const to = pickFor(task, picks);
    if (to !== task.responsibleId) changes[task.id] = to;
  }
  return changes;
}

/** 'Overfør alle til': every task goes to `userId`. */
export const pickAll = (tasks: readonly Pick<Task, 'id'>[], userId: string): Picks =>
  Object.fromEntries(tasks.map((task) => [task.id, userId]));

/** What 'Overfør alle til' shows: the one person every task goes to, when that is someone new; else ''. */
export function commonPick(tasks: readonly Pick<Task, 'id' | 'responsibleId'>[], picks: Picks, from: string): string {
  const targets = new Set(tasks.map((task) => pickFor(task, picks)));
  const [only] = [...targets];
  return targets.size === 1 && only !== from ? only : '';
}

/** '1 opgave' / '3 opgaver'. */
export const taskWord = (n: number) => (n === 1 ? '1 opgave' : `${n} opgaver`);

/** Danish genitive of a name: 'Bo Hansens', 'Jens\'' (after s, x or z). */
export const genitive = (name: string) => (/[sxz]$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}s`);
