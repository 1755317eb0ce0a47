import type { TaskStatus } from '../task/status';

/**
 * What a phone keeps for the basement (issue 30 "Readable offline"): the person's own open tasks
 * due within the next 14 days, overdue ones included, an admin's too (those they are responsible
 * for, not the whole company's: a phone is one person's). Pure: the SPA picks from the task rows
 * it already reads, and the server could use the same rule.
 */
export const OFFLINE_DAYS = 14;

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

/** The tasks kept, soonest deadline first (what the offline list shows first). */
export const offlineSet = <T extends OfflineCandidate>(tasks: readonly T[], userId: string, now: Date): T[] =>
  tasks
    .filter((task) => keptOffline(task, userId, now))
    .sort((a, b) => new Date(a.deadline).getTime() - new Date(b.deadline).getTime());
