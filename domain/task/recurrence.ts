import { addDays, addMonths, differenceInCalendarDays, differenceInCalendarMonths } from 'date-fns';
import { dayOf, deadlineOn, fromPlainDate, isWeekend, plainDate, type CalendarDay } from '../shared/calendar-day';
import { danishHolidays, nextWorkingDay, type DeadlineCalendar } from '../shared/danish-holidays';
import { intervalInfo, type Interval } from './intervals';

/**
 * Deadlines (decisions.md "Completing a task"): every deadline is 23:00 Copenhagen time on its
 * day; a routine's occurrences count from its anchor (occurrence n = anchor + n × interval, so
 * month ends do not drift); an occurrence on a Saturday or Sunday moves to Monday; DAILY_WEEKDAYS
 * skips weekends. All arithmetic is on Copenhagen calendar days (`domain/shared/calendar-day.ts`),
 * so daylight saving never moves a deadline off 23:00.
 *
 * Each function takes an optional last `calendar`: a company with `holidays` on (decision 100)
 * also moves an occurrence off Danish public holidays to the next working day, and DAILY_WEEKDAYS
 * skips them; without it, deadlines are as the spec has them. A routine that counts from its
 * completion (decision 102) gets its next deadline from `fromCompletion` instead of the plan.
 */
export type { DeadlineCalendar } from '../shared/danish-holidays';

/** Where a routine counts its next deadline from (decision 102): the fixed plan or the completion. */
export const countFromValues = ['PLAN', 'COMPLETION'] as const;
export type CountFrom = (typeof countFromValues)[number];
/** The choice as the task form, the task page and the backup name it (decision 103). */
export const countFromLabels: Record<CountFrom, string> = {
  PLAN: 'Den faste plan',
  COMPLETION: 'Dagen, opgaven blev udført',
};
/** The question the choice answers. */
export const COUNT_FROM_LEGEND = 'Næste frist regnes fra';
// The calendar day's deadline helpers were first written here; their users import them from here.
export { copenhagenDate, DEADLINE_HOUR, deadlineForDate, deadlineOn } from '../shared/calendar-day';

/** Whether an instant falls on a Saturday or Sunday in Copenhagen (a routine's deadline may not). */
export const onWeekend = (instant: Date | string) => isWeekend(dayOf(instant));

/** A day on a weekend (or, with holidays on, a public holiday) moves to the next working day. */
const toWorkingDay = (day: CalendarDay, calendar?: DeadlineCalendar): CalendarDay => nextWorkingDay(day, calendar);

/** The next weekday after `date` (Monday after a Friday, Saturday or Sunday). */
const nextWeekday = (date: Date) => {
  let next = addDays(date, 1);
  while (isWeekend(fromPlainDate(next))) next = addDays(next, 1);
  return next;
};

/**
 * The `n`-th weekday after `date`, in constant time whatever `n` (a year far ahead is asked for as
 * cheaply as next week): from a weekday, five weekdays on is the same weekday a week later.
 */
function weekdaysAfter(date: Date, n: number): Date {
  let day = date;
  let left = n;
  if (left > 0 && isWeekend(fromPlainDate(day))) {
    day = nextWeekday(day);
    left--;
  }
  day = addDays(day, Math.floor(left / 5) * 7);
  for (let i = 0; i < left % 5; i++) day = nextWeekday(day);
  return day;
}

/** How many public holidays on weekdays lie in (after, until]. */
function weekdayHolidaysIn(after: Date, until: Date): number {
  let count = 0;
  for (let y = after.getUTCFullYear(); y <= until.getUTCFullYear(); y++) {
    for (const holiday of danishHolidays(y)) {
      const [hy, hm, hd] = holiday.date.split('-').map(Number);
      const day = { y: hy, m: hm - 1, d: hd };
      const time = plainDate(day).getTime();
      if (time > after.getTime() && time <= until.getTime() && !isWeekend(day)) count++;
    }
  }
  return count;
}

/** The `n`-th working day after `date`: weekdays, and with holidays on, not public holidays. */
function workingDaysAfter(date: Date, n: number, calendar?: DeadlineCalendar): Date {
  if (!calendar?.holidays) return weekdaysAfter(date, n);
  let from = date;
  let left = n;
  for (;;) {
    const until = weekdaysAfter(from, left);
    const skipped = weekdayHolidaysIn(from, until);
    if (skipped === 0) return until;
    from = until;
    left = skipped;
  }
}

/** Occurrence n (n ≥ 0) of a routine anchored on `anchor`, as a deadline. */
export function occurrence(anchor: Date | string, interval: Interval, n: number, calendar?: DeadlineCalendar): Date {
  const start = dayOf(anchor);
  const step = intervalInfo[interval].step;
  if ('weekdays' in step) {
    // Occurrence n ≥ 1 is the n-th weekday after the anchor's day; occurrence 0 is the anchor's
    // day (moved to Monday when on a weekend). So a Saturday anchor gives Monday, Monday, Tuesday,
    // like DAILY gives Monday for Saturday, Sunday and Monday, and completing the Saturday
    // deadline leads to Monday, not Tuesday.
    return deadlineOn(toWorkingDay(fromPlainDate(workingDaysAfter(plainDate(start), n, calendar)), calendar));
  }
  const raw = 'days' in step ? addDays(plainDate(start), step.days * n) : addMonths(plainDate(start), step.months * n);
  return deadlineOn(toWorkingDay(fromPlainDate(raw), calendar));
}

/** How many steps lie roughly between the anchor and `after`, to start the search near the answer. */
function estimate(anchor: Date | string, interval: Interval, after: Date, calendar?: DeadlineCalendar): number {
  const step = intervalInfo[interval].step;
  const from = plainDate(dayOf(anchor));
  const to = plainDate(dayOf(after));
  const steps =
    'months' in step
      ? differenceInCalendarMonths(to, from) / step.months
      : differenceInCalendarDays(to, from) / ('days' in step ? step.days : 1.4);
  // Public holidays take about 4 % of the weekdays: an estimate must never pass the answer.
  const slack = calendar?.holidays && 'weekdays' in step ? 0.95 : 1;
  return Math.max(0, Math.floor(steps * slack) - 2);
}

/**
 * The next deadline after completing occurrence `deadline` at `finishedOn`: the first occurrence
 * after both (an early completion fulfils the current deadline; a late one skips the ones missed).
 */
export function nextDeadline(
  anchor: Date | string,
  interval: Interval,
  deadline: Date | string,
  finishedOn: Date | string,
  calendar?: DeadlineCalendar,
): Date {
  const after = new Date(Math.max(new Date(deadline).getTime(), new Date(finishedOn).getTime()));
  // The deadline being completed is at least occurrence 0 (the anchor), so the next one is
  // occurrence 1 or later. Occurrence 0 can lie after the anchor itself (an anchor picked on a
  // weekend moves to Monday; an anchor not at 23:00 moves to 23:00) and must not be returned as
  // the "next" deadline of the very occurrence it stands for.
  for (let n = Math.max(1, estimate(anchor, interval, after, calendar)); ; n++) {
    const candidate = occurrence(anchor, interval, n, calendar);
    if (candidate > after) return candidate;
  }
}

/** The occurrences of a routine falling within [from, to), for timelines of a month. */
export function occurrencesBetween(
  anchor: Date | string,
  interval: Interval,
  from: Date,
  to: Date,
  calendar?: DeadlineCalendar,
): Date[] {
  const found: Date[] = [];
  let previous = 0;
  for (let n = estimate(anchor, interval, from, calendar); ; n++) {
    const candidate = occurrence(anchor, interval, n, calendar);
    if (candidate >= to) return found;
    if (candidate >= from && candidate.getTime() !== previous) found.push(candidate);
    previous = candidate.getTime();
  }
}

/**
 * The next deadline of a routine that counts from its completion (decision 102): one interval
 * after the Copenhagen day it was done, moved off weekends (and holidays, when on).
 */
export function fromCompletion(finishedOn: Date | string, interval: Interval, calendar?: DeadlineCalendar): Date {
  return occurrence(finishedOn, interval, 1, calendar);
}

/** What the deadlines ahead of a routine depend on. */
export interface Series {
  anchor: string;
  deadline: string;
  interval: Interval;
  countFrom?: CountFrom;
}

/**
 * A routine's deadlines after its live deadline falling within [from, to): the plan's
 * occurrences, or for a routine counting from completion, each one interval after the one before
 * (as if each is done on its deadline: the best a plan can know in advance).
 */
export function seriesBetween(series: Series, from: Date, to: Date, calendar?: DeadlineCalendar): Date[] {
  if (series.countFrom !== 'COMPLETION') return occurrencesBetween(series.anchor, series.interval, from, to, calendar);
  const found: Date[] = [];
  for (let next = fromCompletion(series.deadline, series.interval, calendar); next < to;) {
    if (next >= from) found.push(next);
    next = fromCompletion(next, series.interval, calendar);
  }
  return found;
}

/**
 * The next `count` deadlines of a routine whose (first or current) deadline is `deadline`: that
 * deadline, then the plan's occurrences from it, or each one interval after the one before when
 * counting from completion (assuming each is done on its deadline). The task form's preview.
 */
export function upcomingDeadlines(
  deadline: Date | string,
  interval: Interval,
  countFrom: CountFrom,
  count: number,
  calendar?: DeadlineCalendar,
): Date[] {
  const found: Date[] = [];
  if (countFrom === 'PLAN') {
    for (let n = 0; found.length < count; n++) {
      const next = occurrence(deadline, interval, n, calendar);
      if (found.length === 0 || next > found[found.length - 1]) found.push(next);
    }
    return found;
  }
  found.push(occurrence(deadline, interval, 0, calendar));
  while (found.length < count) found.push(fromCompletion(found[found.length - 1], interval, calendar));
  return found;
}
