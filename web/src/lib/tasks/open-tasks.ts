import type { Task } from './types';

type OpenFields = Pick<Task, 'type' | 'status' | 'lastCompleted'>;

/**
 * A completed single task. On standby equipment it reads STANDBY, so its completion date decides
 * too, as on the server (functions/queries/tasks.ts `isOpen`).
 */
export const isCompletedSingle = (task: OpenFields) =>
  task.status === 'COMPLETED' || (task.type === 'AD_HOC' && !!task.lastCompleted);

/** Whether a task is still open: everything but a completed single task. */
export const isOpenTask = (task: OpenFields) => !isCompletedSingle(task);
