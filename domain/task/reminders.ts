import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { TIME_ZONE, inCopenhagen } from '../shared/time';
import { daysBetween } from './overview';
import { hasFact, type TimeFactSubject } from './time-facts';

/**
 * Reminders (decision 023 "Reminders"): what each person is to be told, from the tasks' recorded
 * time facts. The responsible hears when their task became due (CURRENT) and when its deadline
 * passed (OVERDUE); every admin hears about the company's tasks overdue for 7 days or more. Each
 * (recipient, task, deadline, kind) is one item; the job mails an item once (its ledger) and only
 * while the task still stands there: standby, completed and moved-on tasks give no items.
 */
export type ReminderKind = 'DUE' | 'OVERDUE' | 'OVERDUE_WEEK';

/** Days overdue from which admins are told (decision 023 "Reminders"). */
export const ESCALATION_DAYS = 7;

export interface ReminderItem {
  recipientId: string;
  taskId: string;
  /** ISO 8601 UTC. */
  deadline: string;
  kind: ReminderKind;
}

export const reminderKey = (item: ReminderItem) => `${item.recipientId}#${item.taskId}#${item.deadline}#${item.kind}`;

export function reminderItems(
  tasks: (TimeFactSubject & { id: string })[],
  adminIds: string[],
  now: Date,
): ReminderItem[] {
  const items: ReminderItem[] = [];
  for (const task of tasks) {
    if (task.deleted || task.standby || task.equipmentStandby || task.completed) continue;
    const deadline = new Date(task.deadline).toISOString();
    const base = { taskId: task.id, deadline };
    if (hasFact(task, deadline, 'DUE')) items.push({ ...base, recipientId: task.responsibleId, kind: 'DUE' });
    if (!hasFact(task, deadline, 'MISSED')) continue;
    items.push({ ...base, recipientId: task.responsibleId, kind: 'OVERDUE' });
    if (daysBetween(deadline, now) >= ESCALATION_DAYS)
      for (const adminId of adminIds) items.push({ ...base, recipientId: adminId, kind: 'OVERDUE_WEEK' });
  }
  return items;
}

/** The Copenhagen week (Monday 00:00 to the next Monday 00:00) that holds `now`. */
export function weekOf(now: Date): { from: Date; to: Date } {
  const local = inCopenhagen(now);
  const back = (local.getDay() + 6) % 7; // days since Monday
  const monday = addDays(new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 0, 0, 0, TIME_ZONE), -back);
  const next = addDays(monday, 7);
  return {
    from: new Date(new TZDate(monday.getFullYear(), monday.getMonth(), monday.getDate(), 0, 0, 0, TIME_ZONE).getTime()),
    to: new Date(new TZDate(next.getFullYear(), next.getMonth(), next.getDate(), 0, 0, 0, TIME_ZONE).getTime()),
  };
}

/** The weekly summary goes out with Monday's reminders (Copenhagen). */
export const isMonday = (now: Date) => inCopenhagen(now).getDay() === 1;
