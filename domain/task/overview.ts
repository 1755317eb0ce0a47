import { calendarDaysBetween, taskStatus } from './status';
import {
  CHART_MONTHS,
  currentMonth,
  monthRange,
  monthsEnding,
  monthStats,
  noCounters,
  percentInTime,
  plannedDeadlines,
  type DueStatus,
  type MonthCounters,
  type MonthStats,
  type PlannedSubject,
} from './statistics';
import { byInstant } from '../shared/time';
import type { DeadlineCalendar } from './recurrence';

/**
 * The admin overview (spec 001 §2 "Overview"), built from what the read models hold: the month's
 * counters, its recorded deadlines (completed or missed), and the live tasks for what is still
 * ahead. Pure, so the rules are tested without storage; `functions/api/overview.ts` loads and calls it.
 */

/** A recorded deadline of a month (the statistics projection's due row). */
export interface DueRow {
  taskId: string;
  deadline: string;
  title: string;
  target: { kind: 'EQUIPMENT' | 'LOCATION'; id: string };
  responsibleId: string;
  responsibleName: string;
  missed?: boolean;
  completion?: { completionId: string; finishedOn: string; late: boolean };
}

/** A live task as the overview needs it (`TaskState` has it all). */
export interface OverviewTask extends PlannedSubject {
  id: string;
  title: string;
  target: { kind: 'EQUIPMENT' | 'LOCATION'; id: string };
  responsibleId: string;
  responsibleName: string;
  notificationPeriod: number;
}

export interface OverviewItem {
  taskId: string;
  title: string;
  deadline: string;
  status: DueStatus;
  finishedOn: string | null;
  subject: { kind: 'EQUIPMENT' | 'LOCATION'; id: string; name: string | null };
  responsible: { id: string; name: string; deleted: boolean };
  /** The task was deleted since (its deadline stays in the month's record); not linked. */
  taskDeleted: boolean;
}

export interface OverdueItem extends OverviewItem {
  /** Whole days since the deadline, on the Copenhagen clock. */
  daysOverdue: number;
}

export interface ChartPoint {
  month: string;
  tasksCompleted: number;
  percentCompletedInTime?: number;
}

export interface OnboardingProgress {
  /** Members of the company, the admin included. */
  members: number;
  /** Pending invitations. */
  invitations: number;
  equipment: number;
  tasks: number;
}

export interface Overview {
  month: string;
  /** `month` is the current month (its figures include the deadlines still ahead). */
  current: boolean;
  stats: MonthStats;
  /** The 12 months ending with `month`, oldest first. */
  chart: ChartPoint[];
  /** Tasks overdue now, oldest deadline first (not tied to `month`): the first `MAX_DUE_ITEMS`. */
  overdue: OverdueItem[];
  /** How many tasks are overdue now (more than `overdue` holds when it was cut). */
  overdueTotal: number;
  /** The deadlines of `month`, in order, with repeats of routines still ahead: the first `MAX_DUE_ITEMS`. */
  due: OverviewItem[];
  /** How many deadlines the month has (more than `due` holds when it was cut). */
  dueTotal: number;
  onboarding: OnboardingProgress;
}

/**
 * A month of 2,000 daily routines has 60,000 deadlines; the answer holds the first 1,000 (a page
 * shows 60 at a time) and says how many there are. The figures count them all. So does the list of
 * overdue tasks, which a company of 50,000 tasks could otherwise fill past what one answer holds
 * (decision 136 "Large answers: compressed in the function, lists by the page").
 */
export const MAX_DUE_ITEMS = 1000;

export interface OverviewInput {
  month: string;
  now: Date;
  /** Counters by month, for the 12 chart months and the one before them. */
  counters: Map<string, MonthCounters>;
  /** The recorded deadlines of `month`. */
  dueRows: DueRow[];
  /** Every live (not deleted) task of the company; a recorded deadline of any other task was deleted since. */
  tasks: OverviewTask[];
  subjectName: (target: { kind: 'EQUIPMENT' | 'LOCATION'; id: string }) => string | null;
  person: (id: string, fallbackName: string) => { name: string; deleted: boolean };
  onboarding: OnboardingProgress;
  /** The company's calendar: with holidays on, repeats ahead keep off them (decision 100). */
  calendar?: DeadlineCalendar;
}

// One collator for every comparison (what `localeCompare(b, 'da')` does, without making one per call):
// the deadlines of a month are few and shared, so most comparisons of 2,000 items fall to the title.
const danish = new Intl.Collator('da');
const byDeadline = (a: OverviewItem, b: OverviewItem) =>
  byInstant(a.deadline, b.deadline) || danish.compare(a.title, b.title);
const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();

export function buildOverview(input: OverviewInput): Overview {
  const { month, now } = input;
  const thisMonth = currentMonth(now);
  const countersOf = (m: string) => input.counters.get(m) ?? noCounters();
  const live = new Map(input.tasks.map((task) => [task.id, task]));
  const item = (
    t: { taskId: string; title: string; target: DueRow['target']; responsibleId: string; responsibleName: string },
    deadline: string,
    status: DueStatus,
    finishedOn: string | null = null,
  ): OverviewItem => ({
    taskId: t.taskId,
    title: t.title,
    deadline: new Date(deadline).toISOString(),
    status,
    finishedOn,
    subject: { ...t.target, name: input.subjectName(t.target) },
    responsible: { id: t.responsibleId, ...input.person(t.responsibleId, t.responsibleName) },
    taskDeleted: !live.has(t.taskId),
  });
  const asRow = (task: OverviewTask) => ({
    taskId: task.id,
    title: task.title,
    target: task.target,
    responsibleId: task.responsibleId,
    responsibleName: task.responsibleName,
  });

  const recorded = input.dueRows.map((row) => {
    if (row.completion)
      return item(row, row.deadline, row.completion.late ? 'COMPLETED_LATE' : 'COMPLETED', row.completion.finishedOn);
    const task = live.get(row.taskId);
    const stillOpen =
      task && !task.completed && !task.standby && !task.equipmentStandby && sameInstant(task.deadline, row.deadline);
    return item(task ? asRow(task) : row, row.deadline, stillOpen ? 'OVERDUE' : 'MISSED');
  });

  // What the counters do not hold yet: repeats still ahead, and a live deadline whose miss the
  // morning job has not recorded yet (23:00 on the last day of a past month until 06:00).
  const ahead: OverviewItem[] = [];
  const { from, to } = monthRange(month);
  for (const task of input.tasks) {
    for (const deadline of plannedDeadlines(task, from, to, now, input.calendar)) {
      const isLive = sameInstant(deadline.toISOString(), task.deadline);
      ahead.push(item(asRow(task), deadline.toISOString(), isLive ? (taskStatus(task, now) as DueStatus) : 'PLANNED'));
    }
  }

  const overdue = input.tasks
    .filter((task) => taskStatus(task, now) === 'OVERDUE')
    .map((task) => ({ ...item(asRow(task), task.deadline, 'OVERDUE'), daysOverdue: daysBetween(task.deadline, now) }))
    .sort(byDeadline);

  const previous = monthsEnding(month, 2)[0];
  const due = [...recorded, ...ahead].sort(byDeadline);
  return {
    month,
    current: month === thisMonth,
    stats: monthStats(countersOf(month), ahead.length, countersOf(previous)),
    chart: monthsEnding(month, CHART_MONTHS).map((m) => {
      const percent = percentInTime(countersOf(m));
      return {
        month: m,
        tasksCompleted: countersOf(m).tasksCompleted,
        ...(percent === undefined ? {} : { percentCompletedInTime: percent }),
      };
    }),
    overdue: overdue.slice(0, MAX_DUE_ITEMS),
    overdueTotal: overdue.length,
    due: due.slice(0, MAX_DUE_ITEMS),
    dueTotal: due.length,
    onboarding: input.onboarding,
  };
}

/** Copenhagen calendar days from `from`'s day to `to`'s day, never negative (as lateness counts them). */
export const daysBetween = (from: string | Date, to: string | Date) => Math.max(0, calendarDaysBetween(from, to));

/**
 * The onboarding checklist (spec 001 §2): add a user, add equipment, add a task. A colleague
 * counts once invited: the admin has done the step, and the overview should not wait for the
 * colleague to open the e-mail.
 */
export function onboardingSteps(progress: OnboardingProgress) {
  const steps = {
    user: progress.members > 1 || progress.invitations > 0,
    equipment: progress.equipment > 0,
    task: progress.tasks > 0,
  };
  return { ...steps, complete: steps.user && steps.equipment && steps.task };
}
