import { canComplete, type TaskStatus } from '#domain/task/status';
import type { Task } from '../../../lib/tasks/types';
import { isOpenTask } from '../../../lib/tasks/open-tasks';

/**
 * 'Din oversigt' (spec 001 "Overview"): the person's open tasks. Overdue first, then by deadline;
 * tasks on standby last (they wait for an admin). Completed single tasks are left out.
 */
const rank: Record<TaskStatus, number> = { OVERDUE: 0, CURRENT: 1, ACTIVE: 1, STANDBY: 2, COMPLETED: 3 };

export const overviewOrder = <T extends Pick<Task, 'status' | 'deadline' | 'title'>>(tasks: readonly T[]): T[] =>
  [...tasks].sort(
    (a, b) =>
      rank[a.status] - rank[b.status] || a.deadline.localeCompare(b.deadline) || a.title.localeCompare(b.title, 'da'),
  );

/** Only CURRENT and OVERDUE tasks can be opened from the overview (spec 001 "Overview"). */
export const canOpen = (status: TaskStatus) => canComplete(status);

/** The person's open tasks of the server's answer, in the overview's order. */
export const myTasks = (server: readonly Task[], userId: string) =>
  overviewOrder(server.filter((task) => task.responsibleId === userId && isOpenTask(task)));

/** Where the task is: 'Grundfos CR 10 (GF-10), Kælder', or the location alone. */
export function whereText(task: Pick<Task, 'equipmentName' | 'equipmentExternalId' | 'locationName'>) {
  const equipment = task.equipmentName
    ? `${task.equipmentName}${task.equipmentExternalId ? ` (${task.equipmentExternalId})` : ''}`
    : '';
  return [equipment, task.locationName].filter(Boolean).join(', ');
}
