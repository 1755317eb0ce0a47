import type { CacheKey, CacheWrite } from '../../../lib/use-mutation';
import { tasksKey } from '../../../lib/tasks/get-tasks';
import { countsTasks } from '../../../lib/tasks/cache-keys';
import type { TaskDetail } from '../../../lib/tasks/types';
import { taskKey } from './get-task';

/** After a task is written, its detail is current at once: the write's answer (or a read-back). */
export const taskDetails = (companyId: string, tasks: readonly (TaskDetail | null | undefined)[]): CacheWrite[] =>
  tasks.filter((task) => task != null).map((task) => [taskKey(companyId, task.id), { task }] as const);

/**
 * ...and the task lists and the lists that count tasks (equipment, locations, users, the overview)
 * are read again, once, without waiting; they show the caller's own writes at once (decision 058
 * "Inline projections (read your writes)").
 */
export const taskLists = (companyId: string): CacheKey[] => [tasksKey(companyId), countsTasks];
