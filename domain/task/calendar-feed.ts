import { addMonths } from 'date-fns';
import * as z from 'zod';
import { calendarFeedScopes } from '../../events/catalogue';
import { copenhagenDate } from '../shared/calendar-day';
import { DomainError } from '../shared/errors';
import { isAdmin, type RoleType } from '../shared/roles';
import { formatDate, formatDateTime } from '../shared/time';
import type { TaskState } from './decider';
import { intervalInfo } from './intervals';
import { seriesBetween, type DeadlineCalendar } from './recurrence';

/**
 * Calendar feeds (issue 17, decisions 105–109): a secret iCalendar address per person and company,
 * of the person's own tasks (`me`) or, for an admin, of all the company's tasks (`company`). This
 * module is the feed's pure part: who may hold which feed, a task's upcoming deadlines, and what
 * each calendar event says. The iCalendar text itself is written by `functions/documents/ical-feed.ts`.
 */

/** The scopes, as the events that tell of a feed record them (decision 167). */
export { calendarFeedScopes };
export type CalendarFeedScope = (typeof calendarFeedScopes)[number];

/**
 * `POST /api/calendar/feeds?companyId=`: make or renew a feed address. The SPA and the handler
 * share it; `companyId` may also come in the body, and must then name the query's company.
 */
export const calendarFeedInputSchema = z.object({
  companyId: z.string({ error: 'Vælg en virksomhed' }).min(1, 'Vælg en virksomhed').max(200).optional(),
  scope: z.enum(calendarFeedScopes, { error: 'Vælg dine egne opgaver eller virksomhedens opgaver' }),
});
export type CalendarFeedInput = z.infer<typeof calendarFeedInputSchema>;

/** How far ahead a feed shows a routine's repeats (decision 107 "What a calendar feed shows"). */
export const FEED_HORIZON_MONTHS = 12;

/**
 * Whether a person with `role` in a company may hold (and read) a feed of `scope` there: any member
 * their own tasks, an admin the company's. Checked when the address is made and on every fetch,
 * against the person's stream (decision 106 "A feed address is a revocable secret").
 */
export const mayHoldFeed = (role: RoleType | undefined, scope: CalendarFeedScope): boolean =>
  scope === 'company' ? isAdmin(role) : role !== undefined;

export function checkMayHoldFeed(role: RoleType | undefined, scope: CalendarFeedScope): void {
  if (!mayHoldFeed(role, scope))
    throw new DomainError(
      'forbidden',
      'FEED_NOT_ALLOWED',
      'Kun administratorer kan abonnere på alle virksomhedens opgaver.',
    );
}

/** The fields of a task a feed reads (a ProjectionExpression of the task list, decision 062). */
export const feedTaskFields = [
  'id',
  'companyId',
  'title',
  'description',
  'type',
  'interval',
  'anchor',
  'deadline',
  'countFrom',
  'notificationPeriod',
  'responsibleId',
  'responsibleName',
  'target',
  'standby',
  'equipmentStandby',
  'completed',
] as const satisfies readonly (keyof TaskState)[];
export type FeedTask = Pick<TaskState, (typeof feedTaskFields)[number]>;

/**
 * A task's deadlines a calendar shows, in order: none for a task on standby (itself or through its
 * equipment) or a completed single task; else its live deadline (also when overdue: it is still to
 * be done) and, for a routine, the occurrences after both the live deadline and `now` up to
 * `FEED_HORIZON_MONTHS` ahead, which is where the next deadlines land when it is done
 * (decisions.md "Completing a task"). The one place the feed asks the recurrence.
 */
export function upcomingDeadlines(task: FeedTask, now: Date, calendar?: DeadlineCalendar): Date[] {
  if (task.standby || task.equipmentStandby || task.completed) return [];
  const live = new Date(task.deadline);
  if (Number.isNaN(live.getTime())) return [];
  const end = addMonths(now, FEED_HORIZON_MONTHS);
  if (live >= end) return [live];
  const found = [live];
  if (task.type === 'CYCLICAL' && task.interval) {
    const after = new Date(Math.max(live.getTime(), now.getTime()) + 1);
    // The plan's occurrences, or one interval after another for a routine counting from its
    // completion (decision 102); off holidays when the company moves them (decision 100).
    const series = { anchor: task.anchor, deadline: task.deadline, interval: task.interval, countFrom: task.countFrom };
    found.push(...seriesBetween(series, after, end, calendar));
  }
  return found;
}

/** What the feed names a task's equipment, location and responsible by. */
export interface FeedNames {
  equipment(id: string): string | null;
  /** The location of a task: its own, or its equipment's. */
  location(target: FeedTask['target']): string | null;
  person(id: string, fallback: string): string;
}

/** One calendar event: an all-day event on the deadline's Copenhagen day (decision 107). */
export interface FeedEvent {
  /** Stable per task and deadline day, so a calendar updates an event instead of adding it again. */
  uid: string;
  /** The deadline's Copenhagen day, `yyyy-MM-dd`. */
  date: string;
  /** The deadline itself (23:00 Copenhagen time), ISO 8601. */
  deadline: string;
  summary: string;
  description: string;
  url: string;
  /** The alarm: 08:00 on the day the task becomes "Udføres", this many days before the deadline's day (issue 32). */
  alarmDaysBefore: number;
  alarmText: string;
}

export const UID_DOMAIN = 'servicebogen.dk';
export const feedEventUid = (taskId: string, date: string) => `${taskId}-${date}@${UID_DOMAIN}`;

/** The SPA's page of a task (web/src/lib/paths.ts `dashboard(companyId).task(taskId)`). */
export const taskPageUrl = (baseUrl: string, companyId: string, taskId: string) =>
  `${baseUrl}/dashboard/${encodeURIComponent(companyId)}/tasks/${encodeURIComponent(taskId)}`;

const reminderText = (days: number) =>
  days === 0 ? 'Påmindelse: på dagen' : `Påmindelse: ${days} ${days === 1 ? 'dag' : 'dage'} før`;

/** What every event of a task shares, worked out once per task. */
function taskParts(task: FeedTask, names: FeedNames, baseUrl: string) {
  const equipment = task.target.kind === 'EQUIPMENT' ? names.equipment(task.target.id) : null;
  const location = names.location(task.target);
  return {
    equipment,
    location,
    subject: (task.target.kind === 'EQUIPMENT' ? equipment : location) ?? '(nu slettet)',
    url: taskPageUrl(baseUrl, task.companyId, task.id),
    responsible: names.person(task.responsibleId, task.responsibleName),
    routine:
      task.type === 'CYCLICAL' && task.interval
        ? `Rutine: ${intervalInfo[task.interval].label.toLowerCase()}`
        : 'Enkeltopgave',
  };
}

function eventOf(task: FeedTask, parts: ReturnType<typeof taskParts>, deadline: Date, repeat: boolean): FeedEvent {
  const date = copenhagenDate(deadline);
  const description = [
    `Deadline: ${formatDateTime(deadline)}`,
    ...(parts.equipment ? [`Udstyr: ${parts.equipment}`] : []),
    ...(parts.location ? [`Lokation: ${parts.location}`] : []),
    `Ansvarlig: ${parts.responsible}`,
    parts.routine,
    ...(repeat ? ['Planlagt gentagelse: deadlinen gælder, når den forrige er udført.'] : []),
    reminderText(task.notificationPeriod),
    '',
    task.description,
    '',
    `Se opgaven i Servicebogen: ${parts.url}`,
  ].join('\n');
  return {
    uid: feedEventUid(task.id, date),
    date,
    deadline: deadline.toISOString(),
    summary: `${task.title} – ${parts.subject}`,
    description,
    url: parts.url,
    alarmDaysBefore: task.notificationPeriod,
    alarmText: `Servicebogen: ${task.title} (${parts.subject}) skal udføres senest ${formatDate(deadline)}.`,
  };
}

/** The events of one task, one per upcoming deadline. */
export function taskEvents(
  task: FeedTask,
  names: FeedNames,
  baseUrl: string,
  now: Date,
  calendar?: DeadlineCalendar,
): FeedEvent[] {
  const parts = taskParts(task, names, baseUrl);
  return upcomingDeadlines(task, now, calendar).map((deadline, i) => eventOf(task, parts, deadline, i > 0));
}

/**
 * The most events one feed holds (decision 107): a calendar answer must stay well inside Lambda's
 * 6 MB response (an event is up to about 1 kB) and be written in a second or two. 2,000 weekly
 * routines would make over 100,000 events for 12 months.
 */
export const MAX_FEED_EVENTS = 3_000;

const danishOrder = new Intl.Collator('da');

/**
 * Every event of a feed, by day and then title, at most `max`: the tasks' live deadlines first,
 * then the projected repeats, each nearest first (a company of more tasks than `max` shows its
 * nearest live deadlines); `omitted` counts the deadlines left out.
 */
export function feedEvents(
  tasks: readonly FeedTask[],
  names: FeedNames,
  baseUrl: string,
  now: Date,
  max = MAX_FEED_EVENTS,
  calendar?: DeadlineCalendar,
): { events: FeedEvent[]; omitted: number } {
  const live: { task: FeedTask; deadline: Date; repeat: boolean }[] = [];
  const repeats: typeof live = [];
  for (const task of tasks)
    upcomingDeadlines(task, now, calendar).forEach((deadline, i) =>
      (i === 0 ? live : repeats).push({ task, deadline, repeat: i > 0 }),
    );
  const nearest = (a: { deadline: Date }, b: { deadline: Date }) => a.deadline.getTime() - b.deadline.getTime();
  if (live.length > max) live.sort(nearest);
  repeats.sort(nearest);
  const chosen = [...live, ...repeats].slice(0, max);
  const parts = new Map<FeedTask, ReturnType<typeof taskParts>>();
  const events = chosen.map(({ task, deadline, repeat }) => {
    let shared = parts.get(task);
    if (!shared) parts.set(task, (shared = taskParts(task, names, baseUrl)));
    return eventOf(task, shared, deadline, repeat);
  });
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : danishOrder.compare(a.summary, b.summary)));
  return { events, omitted: live.length + repeats.length - chosen.length };
}

/** The tasks a feed of `scope` shows: the person's own, or all the company's. */
export const tasksOfFeed = <T extends Pick<FeedTask, 'responsibleId'>>(
  tasks: readonly T[],
  scope: CalendarFeedScope,
  userId: string,
): T[] => (scope === 'company' ? [...tasks] : tasks.filter((task) => task.responsibleId === userId));

/** The calendar's name as a calendar app shows it. */
export const feedName = (scope: CalendarFeedScope, companyName: string) =>
  scope === 'company' ? `Servicebogen – ${companyName}` : `Servicebogen – mine opgaver (${companyName})`;

/** Danish genitive: "Annes", "Jens'". */
const genitive = (name: string) => (/[sxz]$/i.test(name) ? `${name}'` : `${name}s`);

export const feedDescription = (
  scope: CalendarFeedScope,
  companyName: string,
  personName: string,
  omitted = 0,
  shown = MAX_FEED_EVENTS,
): string =>
  (scope === 'company'
    ? `Deadlines for alle opgaver i ${companyName}, de næste ${FEED_HORIZON_MONTHS} måneder.`
    : `Deadlines for ${genitive(personName)} opgaver i ${companyName}, de næste ${FEED_HORIZON_MONTHS} måneder.`) +
  (omitted > 0
    ? ` Kalenderen viser de første ${shown.toLocaleString('da-DK')} deadlines; ${omitted.toLocaleString('da-DK')} senere deadlines er udeladt.`
    : '');
