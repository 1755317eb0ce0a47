import { TZDate } from '@date-fns/tz';
import { differenceInDays, subDays } from 'date-fns';
import { TIME_ZONE } from '../shared/time';

/** Task statuses (spec 001 §4) with their Danish names and colours. */
export const taskStatuses = ['CURRENT', 'OVERDUE', 'ACTIVE', 'STANDBY', 'COMPLETED'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const taskStatusInfo: Record<TaskStatus, { label: string; colour: 'green' | 'yellow' | 'blue' | 'slate' }> = {
  CURRENT: { label: 'Udføres', colour: 'green' },
  OVERDUE: { label: 'Forsinket', colour: 'yellow' },
  ACTIVE: { label: 'Afventer', colour: 'blue' },
  STANDBY: { label: 'Standby', colour: 'slate' },
  COMPLETED: { label: 'Udført', colour: 'slate' },
};

export const NOT_YET_TEXT = 'Skal ikke udføres endnu';

export interface StatusInput {
  type: 'CYCLICAL' | 'AD_HOC';
  standby: boolean;
  /** The task's equipment is on standby. */
  equipmentStandby?: boolean;
  completed: boolean;
  deadline: string;
  notificationPeriod: number;
}

/** When a task becomes CURRENT: the start of the Copenhagen day `notificationPeriod` days before its deadline's day. */
export function currentFrom(deadline: Date | string, notificationPeriod: number): Date {
  const local = new TZDate(new Date(deadline).getTime(), TIME_ZONE);
  const day = subDays(local, notificationPeriod);
  return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, 0, 0, TIME_ZONE).getTime());
}

/** The status, computed from the clock when read (decisions.md "Task status"), in the decided order. */
export function taskStatus(task: StatusInput, now: Date): TaskStatus {
  if (task.standby || task.equipmentStandby) return 'STANDBY';
  if (task.type === 'AD_HOC' && task.completed) return 'COMPLETED';
  if (now > new Date(task.deadline)) return 'OVERDUE';
  if (now >= currentFrom(task.deadline, task.notificationPeriod)) return 'CURRENT';
  return 'ACTIVE';
}

/** Only CURRENT and OVERDUE tasks can be completed (decisions.md "Completing a task"). */
export const canComplete = (status: TaskStatus) => status === 'CURRENT' || status === 'OVERDUE';

/** A completion is late when finished after its deadline (spec 001 §4, the intended rule). */
export const isLate = (deadline: Date | string, finishedOn: Date | string) => new Date(finishedOn) > new Date(deadline);

/**
 * The lateness text of a completion: 'uden forsinkelse' only when on time, else the number of
 * full days late, counted on the Copenhagen clock (so a daylight-saving night still counts as a
 * day). Not calendar days: every deadline is at 23:00, so calendar days would read 'forsinket 1
 * dag' for a completion an hour late and leave 'under 1 dag' only to the last hour of the day.
 */
export function latenessText(deadline: Date | string, finishedOn: Date | string): string {
  if (!isLate(deadline, finishedOn)) return 'uden forsinkelse';
  const days = differenceInDays(new TZDate(new Date(finishedOn).getTime(), TIME_ZONE), new TZDate(new Date(deadline).getTime(), TIME_ZONE));
  if (days < 1) return 'forsinket under 1 dag';
  return days === 1 ? 'forsinket 1 dag' : `forsinket ${days} dage`;
}
