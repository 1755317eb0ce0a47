import { TZDate } from '@date-fns/tz';
import type { EventType } from '../../events/catalogue';
import { TIME_ZONE, monthKey } from '../shared/time';
import type { Interval } from './intervals';
import { seriesBetween, type CountFrom, type DeadlineCalendar } from './recurrence';
import { hasFact } from './time-facts';

/**
 * Monthly statistics (decision 024 "Monthly statistics"), per company and Copenhagen calendar
 * month. The statistics projection counts what happened (deadlines that fell, completions, misses)
 * as counters per month; what the counters cannot hold yet (the deadlines still ahead, and one that
 * passed before the morning job recorded it) is added when read, from the live tasks
 * (`plannedDeadlines`).
 */

/** The events the projection counts (its rule lists these, infra/declaration.ts). */
export const statisticsEventTypes = ['TaskCompleted', 'TaskDeadlineMissed'] as const satisfies readonly EventType[];

/** What the projection counts per month. */
export interface MonthCounters {
  /** Distinct (task, deadline) whose deadline fell in the month and was completed or missed. */
  tasksDue: number;
  /** Completions whose finishedOn falls in the month. */
  tasksCompleted: number;
  /** Of those, finished not after their deadline. */
  completedInTime: number;
  /** Deadlines of the month that passed without a completion. */
  missed: number;
}

/** `stats.month` of api.md, plus the deadlines missed. */
export interface MonthStats {
  tasksCompleted: number;
  tasksDue: number;
  /** Percent with one decimal; absent with no completions (the UI shows '–'). */
  percentCompletedInTime?: number;
  /** This month's percent minus last month's, in percentage points; absent unless both exist. */
  changeOnMonth?: number;
  missed: number;
}

export const noCounters = (): MonthCounters => ({ tasksDue: 0, tasksCompleted: 0, completedInTime: 0, missed: 0 });

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function percentInTime(counters: Pick<MonthCounters, 'tasksCompleted' | 'completedInTime'>): number | undefined {
  return counters.tasksCompleted > 0
    ? oneDecimal((counters.completedInTime / counters.tasksCompleted) * 100)
    : undefined;
}

/**
 * The month's figures from its counters, the deadlines still ahead in it (`planned`, 0 for a past
 * month) and the previous month's counters. The change is taken between the two shown (rounded)
 * percentages, so the figures on the page add up.
 */
export function monthStats(current: MonthCounters, planned: number, previous: MonthCounters): MonthStats {
  const percent = percentInTime(current);
  const before = percentInTime(previous);
  return {
    tasksCompleted: current.tasksCompleted,
    tasksDue: current.tasksDue + planned,
    ...(percent === undefined ? {} : { percentCompletedInTime: percent }),
    ...(percent === undefined || before === undefined ? {} : { changeOnMonth: oneDecimal(percent - before) }),
    missed: current.missed,
  };
}

// ---------------------------------------------------------------------------------------------
// Months (`yyyy-MM`, Copenhagen calendar)

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The first month with data (spec 001 §9: years from 2018). */
export const FIRST_YEAR = 2018;

export const isMonth = (value: unknown): value is string =>
  typeof value === 'string' && MONTH.test(value) && Number(value.slice(0, 4)) >= FIRST_YEAR;

export const currentMonth = (now: Date) => monthKey(now);

/** Months in the overview's chart (spec 001 §2: a 12-month chart), and with the one before them for the first change. */
export const CHART_MONTHS = 12;
export const CHART_MONTHS_WITH_PREVIOUS = CHART_MONTHS + 1;

const parts = (month: string) => ({ y: Number(month.slice(0, 4)), m: Number(month.slice(5, 7)) - 1 });

export function addMonthsTo(month: string, n: number): string {
  const { y, m } = parts(month);
  const total = y * 12 + m + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months ending with `month`, oldest first. */
export const monthsEnding = (month: string, count: number) =>
  Array.from({ length: count }, (_, i) => addMonthsTo(month, i - count + 1));

/** [from, to) of a Copenhagen calendar month, as instants (daylight saving included). */
export function monthRange(month: string): { from: Date; to: Date } {
  const { y, m } = parts(month);
  return {
    from: new Date(new TZDate(y, m, 1, 0, 0, 0, TIME_ZONE).getTime()),
    to: new Date(new TZDate(y, m + 1, 1, 0, 0, 0, TIME_ZONE).getTime()),
  };
}

// ---------------------------------------------------------------------------------------------
// Deadlines still to come

/** What `plannedDeadlines` needs of a task's state (`TaskState` has it all). */
export interface PlannedSubject {
  type: 'CYCLICAL' | 'AD_HOC';
  interval: Interval | null;
  anchor: string;
  deadline: string;
  standby: boolean;
  equipmentStandby: boolean;
  completed: boolean;
  deleted: boolean;
  timeFacts?: string[];
  /** Absent (a row stored before decision 102): the fixed plan. */
  countFrom?: CountFrom;
}

/**
 * The deadlines of a live task in [from, to) that the counters do not hold yet: its live deadline
 * (unless its miss is recorded, which counted it), and for a routine the occurrences after both the
 * live deadline and `now`, which is where the next deadline lands after a completion
 * (decisions.md "Completing a task"); counting from completion, each one interval after the one
 * before (decision 102). With the company's `calendar`, off holidays too (decision 100).
 * Standby, completed and deleted tasks have none.
 */
export function plannedDeadlines(
  task: PlannedSubject,
  from: Date,
  to: Date,
  now: Date,
  calendar?: DeadlineCalendar,
): Date[] {
  if (task.deleted || task.standby || task.equipmentStandby || task.completed) return [];
  const live = new Date(task.deadline);
  const found: Date[] = [];
  if (live >= from && live < to && !hasFact(task, task.deadline, 'MISSED')) found.push(live);
  if (task.type === 'CYCLICAL' && task.interval) {
    const after = new Date(Math.max(live.getTime(), now.getTime(), from.getTime() - 1) + 1);
    if (after < to) {
      const series = {
        anchor: task.anchor,
        deadline: task.deadline,
        interval: task.interval,
        countFrom: task.countFrom,
      };
      found.push(...seriesBetween(series, after, to, calendar));
    }
  }
  return found;
}

/** How a deadline of a month stands (the overview's month timeline), with its Danish label and colour. */
export const dueStatuses = [
  'COMPLETED',
  'COMPLETED_LATE',
  'MISSED',
  'OVERDUE',
  'CURRENT',
  'ACTIVE',
  'PLANNED',
] as const;
export type DueStatus = (typeof dueStatuses)[number];

export const dueStatusInfo: Record<
  DueStatus,
  { label: string; colour: 'green' | 'yellow' | 'blue' | 'slate' | 'red' }
> = {
  COMPLETED: { label: 'Udført', colour: 'green' },
  COMPLETED_LATE: { label: 'Udført for sent', colour: 'yellow' },
  MISSED: { label: 'Ikke udført', colour: 'red' },
  OVERDUE: { label: 'Forsinket', colour: 'yellow' },
  CURRENT: { label: 'Udføres', colour: 'green' },
  ACTIVE: { label: 'Afventer', colour: 'blue' },
  PLANNED: { label: 'Planlagt', colour: 'slate' },
};
