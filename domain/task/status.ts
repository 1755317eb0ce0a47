import { TZDate } from '@date-fns/tz';
import { subDays } from 'date-fns';
import { remembered } from '../shared/remembered';
import { copenhagenDay, dayNumber, TIME_ZONE } from '../shared/time';
import { copenhagenDate } from '../shared/calendar-day';

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

// A read of 2,000 statuses asks about one `now` and the few dozen deadlines the tasks share.
const dayNumberAt = remembered((time: number) => dayNumber(copenhagenDay(time)));
const copenhagenDayNumber = (instant: Date | string) => dayNumberAt(new Date(instant).getTime());

/** The status, computed from the clock when read (decisions.md "Task status"), in the decided order. */
export function taskStatus(task: StatusInput, now: Date): TaskStatus {
  if (task.standby || task.equipmentStandby) return 'STANDBY';
  if (task.type === 'AD_HOC' && task.completed) return 'COMPLETED';
  if (now > new Date(task.deadline)) return 'OVERDUE';
  // At or after `currentFrom`, the start of a Copenhagen day, is on that day or a later one: compared
  // as day numbers (the list computes 2,000 statuses a read; `currentFrom` costs ~40 µs a task).
  if (copenhagenDayNumber(now) >= copenhagenDayNumber(task.deadline) - task.notificationPeriod) return 'CURRENT';
  return 'ACTIVE';
}

/** Only CURRENT and OVERDUE tasks can be completed (decisions.md "Completing a task"). */
export const canComplete = (status: TaskStatus) => status === 'CURRENT' || status === 'OVERDUE';

/** A completion is late when finished after its deadline (spec 001 §4, the intended rule). */
export const isLate = (deadline: Date | string, finishedOn: Date | string) => new Date(finishedOn) > new Date(deadline);

/** Midnight UTC of an instant's Copenhagen calendar day: a plain day number, free of any zone. */
const plainDay = (instant: Date | string) => Date.parse(`${copenhagenDate(instant)}T00:00:00Z`);

/**
 * Copenhagen calendar days from `from`'s day to `to`'s day, as a person counts them: deadline
 * 25 Nov 23:00, done 27 Nov 10:00 is 2 days; 23:30 the same evening is 0. A daylight-saving
 * night is one day like any other (decision 054 "Lateness counts calendar days").
 */
export const calendarDaysBetween = (from: Date | string, to: Date | string) =>
  Math.round((plainDay(to) - plainDay(from)) / 86_400_000);

/**
 * The lateness text of a completion: 'uden forsinkelse' only when on time, else the number of
 * Copenhagen calendar days from the deadline's day to the day it was done; 'forsinket under 1
 * dag' when done late on the deadline's own day (between 23:00 and midnight).
 */
export function latenessText(deadline: Date | string, finishedOn: Date | string): string {
  if (!isLate(deadline, finishedOn)) return 'uden forsinkelse';
  const days = calendarDaysBetween(deadline, finishedOn);
  if (days < 1) return 'forsinket under 1 dag';
  return days === 1 ? 'forsinket 1 dag' : `forsinket ${days} dage`;
}
