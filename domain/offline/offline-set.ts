import type { TaskStatus } from '../task/status';

/**
 * What a phone keeps for the basement (issue 30 "Readable offline"): the person's own open tasks
 * due within the next 14 days, overdue ones included, an admin's too (those they are responsible
 * for, not the whole company's: a phone is one person's). Pure: the SPA picks from the task rows
 * it already reads, and the server could use the same rule.
 */
export const OFFLINE_DAYS = 14;
/**
 * At most this many, the soonest: two weeks of a technician's work is far fewer, and the read that
 * fills a phone (each task with its equipment, location and last completion) stays small for an
 * admin responsible for a whole company's routines (decision 169).
 */
export const OFFLINE_MAX_TASKS = 100;

export interface OfflineCandidate {
  responsibleId: string;
  status: TaskStatus;
  deadline: string;
}

/** Whether `task` goes on the device of `userId` at `now`. */
export function keptOffline(task: OfflineCandidate, userId: string, now: Date): boolean {
  if (task.responsibleId !== userId) return false;
  if (task.status === 'COMPLETED' || task.status === 'STANDBY') return false;
  return new Date(task.deadline).getTime() <= now.getTime() + OFFLINE_DAYS * 86_400_000;
}

/** The tasks kept, soonest deadline first (what the offline list shows first), at most OFFLINE_MAX_TASKS. */
export const offlineSet = <T extends OfflineCandidate>(tasks: readonly T[], userId: string, now: Date): T[] =>
  tasks
    .filter((task) => keptOffline(task, userId, now))
    .sort((a, b) => new Date(a.deadline).getTime() - new Date(b.deadline).getTime())
    .slice(0, OFFLINE_MAX_TASKS);
