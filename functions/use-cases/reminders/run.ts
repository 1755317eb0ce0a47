import type { CompanyState } from '../../../domain/company/decider';
import { DomainError } from '../../../domain/shared/errors';
import { isAdmin } from '../../../domain/shared/roles';
import { copenhagenDate, type DeadlineCalendar } from '../../../domain/task/recurrence';
import { isMonday, reminderItems, reminderKey, weekOf, type ReminderItem } from '../../../domain/task/reminders';
import { plannedDeadlines } from '../../../domain/task/statistics';
import { canComplete } from '../../../domain/task/status';
import { statusOf, taskDecider, type TaskState } from '../../../domain/task/decider';
import type { UserState } from '../../../domain/user/decider';
import { execute } from '../../store/command';
import { appBaseUrl } from '../../platform/config';
import { loadStream } from '../../store/store';
import { membersOf } from '../../queries/memberships';
import { recordedMail } from '../../mail/outbox';
import { completionsBetween, missedBetween } from '../../queries/statistics';
import { taskContext, tasksOf } from '../../queries/tasks';
import { reminderView, weeklySummary, type Names, type ReminderView, type WeeklySummary } from './content';
import { claimDay, dayKey, finishDay, recorded, sentKey } from './ledger';
import { reminderMail } from './mail';
import { pushReminders, type ReminderPush } from './push-delivery';
import { reminderPush } from './push';

/**
 * The reminders job's work for one company (decision 022 "Time passing is recorded", "Reminders"):
 * 1. every task that is due or overdue by now (found through the task list) records what time has
 *    created, decided on its own stream (the read model only says where to look; a task it missed
 *    is caught up on the next run);
 * 2. each person gets at most one e-mail a day with what is new for them since their last one,
 *    admins also the tasks overdue for 7 days or more and, on Mondays, the weekly summary.
 * Returns how many e-mails it recorded for the mail sender; throws after doing what it could when
 * a task or an e-mail's claim failed, so the company's message is retried (the ledger keeps a
 * retry from mailing anything twice).
 */
export async function sendReminders(companyId: string, now: Date): Promise<number> {
  const company = (await loadStream<CompanyState>('Company', companyId))?.state;
  if (!company) return 0;
  const all = await tasksOf(companyId);
  const { tasks, missedNow, failures } = await recordTimePassed(
    companyId,
    all.filter((task) => canComplete(statusOf(task, now))),
    now,
  );
  const admins = await adminsOf(companyId);
  const items = reminderItems(
    tasks,
    admins.map((admin) => admin.id),
    now,
  );
  const byTask = new Map(tasks.map((task) => [task.id, task]));
  const ctx = await taskContext(companyId, [...all, ...admins.map((admin) => ({ responsibleId: admin.id }))]);
  const names: Names = {
    subject: (target) =>
      (target.kind === 'EQUIPMENT' ? ctx.equipment.get(target.id)?.name : ctx.locations.get(target.id)?.name) ?? null,
    person: (id, fallback) => ctx.people.get(id)?.name ?? fallback,
  };
  const calendar = { holidays: company.holidays };
  const weekly =
    isMonday(now) && admins.length ? await weeklyOf(companyId, all, missedNow, names, now, calendar) : null;

  const recipients = new Map<string, ReminderItem[]>();
  for (const item of items) recipients.set(item.recipientId, [...(recipients.get(item.recipientId) ?? []), item]);
  if (weekly) for (const admin of admins) if (!recipients.has(admin.id)) recipients.set(admin.id, []);

  let sent = 0;
  const pushes: ReminderPush[] = [];
  for (const [userId, mine] of recipients) {
    const person = ctx.people.get(userId) ?? (await loadStream<UserState>('User', userId))?.state;
    const role = person && !person.deleted ? person.roles[companyId]?.type : undefined;
    if (!person || !role) continue; // no longer in the company: nothing to tell them here
    const admin = isAdmin(role);
    try {
      const mailed = await deliver(
        companyId,
        person,
        mine,
        admin ? weekly : null,
        (pending, summary) =>
          reminderView({
            recipient: { id: person.id, name: person.name, emailAddress: person.emailAddress, isAdmin: admin },
            company,
            items: pending,
            tasks: byTask,
            weekly: summary?.summary ?? null,
            names,
            now,
            baseUrl: appBaseUrl(),
          }),
        now,
      );
      if (mailed) {
        sent += 1;
        // The push rides the e-mail (decision 171): only an e-mail this run recorded pushes.
        const payload = reminderPush(mailed, companyId);
        if (payload) pushes.push({ userId, payload });
      }
    } catch (error) {
      failures.push(`mail to ${userId}: ${String(error)}`);
    }
  }
  // After the e-mails are recorded, and never failing the run: a push is extra (decision 171).
  await pushReminders(pushes);
  if (failures.length)
    throw new Error(`reminders for ${companyId}: ${failures.length} failed (${failures.slice(0, 3).join('; ')})`);
  return sent;
}

const CONCURRENCY = 8;

/** Decides `RecordTimePassed` on each task's own stream; the fresh states and the misses just recorded come back. */
async function recordTimePassed(companyId: string, candidates: TaskState[], now: Date) {
  const tasks: TaskState[] = [];
  const missedNow: Missed[] = [];
  const failures: string[] = [];
  const queue = [...candidates];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      try {
        const commit = await execute(
          taskDecider,
          { type: 'Task', id: task.id },
          { type: 'RecordTimePassed', now },
          { now, actor: null, companyId },
        );
        if (commit.state) tasks.push(commit.state);
        for (const e of commit.events)
          if (e.type === 'TaskDeadlineMissed') missedNow.push({ taskId: e.data.taskId, deadline: e.data.deadline });
      } catch (error) {
        // Deleted since the list was read: nothing to record, nothing to remind of.
        if (error instanceof DomainError && error.kind === 'notFound') continue;
        failures.push(`task ${task.id}: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { tasks, missedNow, failures };
}

interface Missed {
  taskId: string;
  deadline: string;
}

/** The company's admins as they are now (the member list finds them; their own stream decides). */
async function adminsOf(companyId: string): Promise<UserState[]> {
  const rows = (await membersOf(companyId)).filter((row) => isAdmin(row.role));
  const people = await Promise.all(rows.map(async (row) => (await loadStream<UserState>('User', row.userId))?.state));
  return people.filter(
    (person): person is UserState => !!person && !person.deleted && isAdmin(person.roles[companyId]?.type),
  );
}

interface Weekly {
  key: string;
  summary: WeeklySummary;
}

/**
 * Monday's summary. Last week's misses are what the statistics hold plus what this run has just
 * recorded (the projection is a moment behind the commits it reads from).
 */
async function weeklyOf(
  companyId: string,
  tasks: TaskState[],
  missedNow: Missed[],
  names: Names,
  now: Date,
  calendar: DeadlineCalendar,
): Promise<Weekly | null> {
  const week = weekOf(now);
  const last = weekOf(new Date(week.from.getTime() - 1));
  const [completions, projected] = await Promise.all([
    completionsBetween(companyId, last.from, last.to),
    missedBetween(companyId, last.from, last.to),
  ]);
  const inLastWeek = missedNow.filter((m) => new Date(m.deadline) >= last.from && new Date(m.deadline) < last.to);
  const missed = new Set([...projected, ...inLastWeek].map((m) => `${m.taskId}#${new Date(m.deadline).toISOString()}`));
  const thisWeek = tasks.flatMap((task) =>
    plannedDeadlines(task, week.from, week.to, now, calendar).map((deadline) => ({
      task,
      deadline: deadline.toISOString(),
    })),
  );
  const summary = weeklySummary({
    lastWeekFrom: last.from,
    completions,
    missed: missed.size,
    thisWeek,
    names,
    now,
    baseUrl: appBaseUrl(),
  });
  return summary && { key: `WEEK#${copenhagenDate(week.from)}`, summary };
}

/**
 * One person's e-mail, at most one a day: what is not yet in the ledger is claimed in the ledger
 * and recorded in the outbox, in one transaction (decision 155 "Every e-mail through the outbox");
 * the mail sender sends it. Returns the view of the e-mail this call recorded; nothing new, or
 * claimed today already (another run, or this company's message retried): no e-mail (null).
 */
async function deliver(
  companyId: string,
  person: UserState,
  items: ReminderItem[],
  weekly: Weekly | null,
  view: (pending: ReminderItem[], weekly: Weekly | null) => ReminderView,
  now: Date,
): Promise<ReminderView | null> {
  const day = dayKey(companyId, person.id, copenhagenDate(now));
  const keys = items.map((item) => sentKey(companyId, reminderKey(item)));
  const weekKey = weekly ? sentKey(companyId, `${person.id}#${weekly.key}`) : null;
  const done = await recorded([day, ...keys, ...(weekKey ? [weekKey] : [])]);
  const claimed = done.get(day);
  if (claimed) {
    await finishDay(claimed, done);
    return null;
  }
  const pending = items.filter((_, i) => !done.has(keys[i]));
  const summary = weekKey && !done.has(weekKey) ? weekly : null;
  if (!pending.length && !summary) return null;
  const it = view(pending, summary);
  const mail = recordedMail(reminderMail(it), 'reminder');
  const told = [...pending.map((item) => sentKey(companyId, reminderKey(item))), ...(summary ? [weekKey!] : [])];
  return (await claimDay(day, told, mail, now)) ? it : null;
}
