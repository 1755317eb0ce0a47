import { getISOWeek } from 'date-fns';
import type { TaskState } from '../../../domain/task/decider';
import type { ReminderItem } from '../../../domain/task/reminders';
import { statusOf } from '../../../domain/task/decider';
import { dueStatusInfo } from '../../../domain/task/statistics';
import { taskStatusInfo } from '../../../domain/task/status';
import { byInstant, formatDate, inCopenhagen } from '../../../domain/shared/time';

/**
 * What one person's morning e-mail says, as plain data for the templates (`mail.ts`): their tasks
 * that became due or overdue since their last reminder, and for admins the company's tasks overdue
 * for 7 days or more and, on Mondays, the weekly summary.
 */
export interface ReminderLine {
  title: string;
  /** 'Udstyr' or 'Lokation'. */
  subjectLabel: string;
  subjectName: string;
  deadline: string;
  status: string;
  responsible: string;
  url: string;
}

export interface WeeklySummary {
  /** ISO week number of last week. */
  lastWeekNumber: number;
  onTime: number;
  late: number;
  missed: number;
  thisWeek: ReminderLine[];
  /** Lines of this week left out of the e-mail (shown as "og n flere"). */
  thisWeekMore: number;
}

export interface ReminderView {
  to: string;
  name: string;
  companyName: string;
  due: ReminderLine[];
  overdue: ReminderLine[];
  escalated: ReminderLine[];
  escalatedMore: number;
  weekly: WeeklySummary | null;
  /** The admin overview for admins, 'Din oversigt' for others. */
  actionUrl: string;
}

/** Lists that can grow with the company (not a person's own tasks) show this many lines. */
export const MAX_LINES = 25;

export interface Names {
  subject(target: TaskState['target']): string | null;
  person(id: string, fallback: string): string;
}

export const taskUrl = (baseUrl: string, companyId: string, taskId: string) =>
  `${baseUrl}/dashboard/${encodeURIComponent(companyId)}/tasks/${encodeURIComponent(taskId)}`;

export function lineOf(
  task: TaskState,
  deadline: string,
  now: Date,
  names: Names,
  baseUrl: string,
  status = taskStatusInfo[statusOf(task, now)].label,
): ReminderLine {
  return {
    title: task.title,
    subjectLabel: task.target.kind === 'EQUIPMENT' ? 'Udstyr' : 'Lokation',
    subjectName: names.subject(task.target) ?? '(nu slettet)',
    deadline: formatDate(deadline),
    status,
    responsible: names.person(task.responsibleId, task.responsibleName),
    url: taskUrl(baseUrl, task.companyId, task.id),
  };
}

const byDeadline = (a: { deadline: string }, b: { deadline: string }) => byInstant(a.deadline, b.deadline);

/**
 * The view of one person's pending items. A task with both a due and an overdue item shows once,
 * as overdue (how it stands now); the ledger still records both.
 */
export function reminderView(args: {
  recipient: { id: string; name: string; emailAddress: string; isAdmin: boolean };
  company: { id: string; name: string };
  items: ReminderItem[];
  tasks: Map<string, TaskState>;
  weekly: WeeklySummary | null;
  names: Names;
  now: Date;
  baseUrl: string;
}): ReminderView {
  const { items, tasks, names, now, baseUrl } = args;
  const kinds = (kind: ReminderItem['kind']) =>
    items.filter((item) => item.kind === kind && tasks.has(item.taskId)).sort(byDeadline);
  const overdueIds = new Set(kinds('OVERDUE').map((item) => item.taskId));
  const line = (item: ReminderItem) => lineOf(tasks.get(item.taskId)!, item.deadline, now, names, baseUrl);
  const escalated = kinds('OVERDUE_WEEK').map(line);
  const dashboard = `${baseUrl}/dashboard/${encodeURIComponent(args.company.id)}`;
  return {
    to: args.recipient.emailAddress,
    name: args.recipient.name,
    companyName: args.company.name,
    due: kinds('DUE')
      .filter((item) => !overdueIds.has(item.taskId))
      .map(line),
    overdue: kinds('OVERDUE').map(line),
    escalated: escalated.slice(0, MAX_LINES),
    escalatedMore: Math.max(0, escalated.length - MAX_LINES),
    weekly: args.weekly,
    actionUrl: args.recipient.isAdmin ? dashboard : `${dashboard}/user-dashboard`,
  };
}

/** The weekly summary, or null when there is nothing to tell (no completions, misses or deadlines). */
export function weeklySummary(args: {
  lastWeekFrom: Date;
  completions: { late: boolean }[];
  missed: number;
  thisWeek: { task: TaskState; deadline: string }[];
  names: Names;
  now: Date;
  baseUrl: string;
}): WeeklySummary | null {
  const onTime = args.completions.filter((c) => !c.late).length;
  const late = args.completions.length - onTime;
  if (!onTime && !late && !args.missed && !args.thisWeek.length) return null;
  const lines = [...args.thisWeek]
    .sort(byDeadline)
    // The live deadline shows how the task stands; later repeats of a routine are planned.
    .map(({ task, deadline }) =>
      lineOf(
        task,
        deadline,
        args.now,
        args.names,
        args.baseUrl,
        new Date(deadline).getTime() === new Date(task.deadline).getTime() ? undefined : dueStatusInfo.PLANNED.label,
      ),
    );
  return {
    lastWeekNumber: getISOWeek(inCopenhagen(args.lastWeekFrom)),
    onTime,
    late,
    missed: args.missed,
    thisWeek: lines.slice(0, MAX_LINES),
    thisWeekMore: Math.max(0, lines.length - MAX_LINES),
  };
}
