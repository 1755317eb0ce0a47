import { copenhagenDate } from '#domain/task/recurrence';
import { canComplete, type TaskStatus } from '#domain/task/status';
import type { Task } from '../../../lib/tasks/types';
import { isCompletedSingle } from '../../../lib/tasks/open-tasks';
import type { DashboardPaths } from '../../../lib/paths';

/** Who is looking at a task page. */
export interface Viewer {
  id: string | undefined;
  admin: boolean;
}

/** Where the page leads back to: admins to the task list, a USER to 'Din oversigt'. */
export function backTarget(dashboard: DashboardPaths, admin: boolean) {
  return admin
    ? { to: dashboard.tasks, label: 'Alle opgaver' }
    : { to: dashboard.userDashboard, label: 'Din oversigt' };
}

/** The responsible, or any admin, may complete a task that is CURRENT or OVERDUE (decisions.md "Completing a task"). */
export const mayComplete = (task: { status: TaskStatus; responsibleId: string }, viewer: Viewer) =>
  canComplete(task.status) && (viewer.admin || (viewer.id !== undefined && viewer.id === task.responsibleId));

/**
 * A completed single task is a record of work done: it is not edited (the server refuses too,
 * decision 056 "A completed single task is not edited"); it can be copied into a new task.
 */
export const mayEdit = (task: Pick<Task, 'type' | 'status' | 'lastCompleted'>) => !isCompletedSingle(task);

/** What the standby controls of an admin offer. */
export type StandbyAction = 'STANDBY' | 'REACTIVATE' | 'VIA_EQUIPMENT' | 'NONE';

/**
 * A task on standby is reactivated with a new deadline, unless it stands still because its
 * equipment does: then the equipment is reactivated (it asks the deadlines of all its tasks).
 * A completed single task has nothing to put on standby.
 */
export function standbyAction(
  task: { status: TaskStatus; standby: boolean },
  equipmentOnStandby: boolean,
): StandbyAction {
  if (equipmentOnStandby) return 'VIA_EQUIPMENT';
  if (task.standby) return 'REACTIVATE';
  return task.status === 'COMPLETED' ? 'NONE' : 'STANDBY';
}

/** Why a picked reactivation deadline cannot be used, or undefined when it can. */
export function deadlineProblem(deadline: string | null, now: Date): string | undefined {
  if (!deadline) return 'Vælg en ny deadline';
  return new Date(deadline) > now ? undefined : 'Vælg en deadline i fremtiden';
}

/**
 * The note sent with a completion: none when nothing is written or attached. A note with files
 * needs text too (the server refuses files without it), so that rule is checked here as well.
 */
export function completionNote(content: string, files: string[]): { content: string; files: string[] } | undefined {
  const text = content.trim();
  return text.length === 0 && files.length === 0 ? undefined : { content: text, files };
}

export const NOTE_TOO_SHORT = 'Skriv en note på mindst 2 tegn';

/** The error of the note field for files without any text, which the shared schema lets pass. */
export const filesNeedText = (content: string, fileCount: number) =>
  fileCount > 0 && content.trim().length === 0 ? NOTE_TOO_SHORT : undefined;

/** The years of a history selector: the current (Copenhagen) year down to 2018 (spec 001 §9). */
export function historyYears(now: Date): number[] {
  const current = Number(copenhagenDate(now).slice(0, 4));
  return Array.from({ length: Math.max(current - 2017, 1) }, (_, i) => current - i);
}

/** The current year in Copenhagen. */
export const currentYear = (now: Date) => Number(copenhagenDate(now).slice(0, 4));
