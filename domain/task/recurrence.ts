import { addDays, addMonths, differenceInCalendarDays, differenceInCalendarMonths } from 'date-fns';
import { dayOf, deadlineOn, fromPlainDate, isWeekend, plainDate, type CalendarDay } from '../shared/calendar-day';
import { intervalInfo, type Interval } from './intervals';

/**
 * Deadlines (decisions.md "Completing a task"): every deadline is 23:00 Copenhagen time on its
 * day; a routine's occurrences count from its anchor (occurrence n = anchor + n × interval, so
 * month ends do not drift); an occurrence on a Saturday or Sunday moves to Monday; DAILY_WEEKDAYS
 * skips weekends. All arithmetic is on Copenhagen calendar days (`domain/shared/calendar-day.ts`),
 * so daylight saving never moves a deadline off 23:00.
 */
// The calendar day's deadline helpers were first written here; their users import them from here.
export { copenhagenDate, DEADLINE_HOUR, deadlineForDate, deadlineOn } from '../shared/calendar-day';

/** Whether an instant falls on a Saturday or Sunday in Copenhagen (a routine's deadline may not). */
export const onWeekend = (instant: Date | string) => isWeekend(dayOf(instant));

const toMonday = (day: CalendarDay): CalendarDay => {
  let date = plainDate(day);
  while (isWeekend(fromPlainDate(date))) date = addDays(date, 1);
  return fromPlainDate(date);
};

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

/** Occurrence n (n ≥ 0) of a routine anchored on `anchor`, as a deadline. */
export function occurrence(anchor: Date | string, interval: Interval, n: number): Date {
  const start = dayOf(anchor);
  const step = intervalInfo[interval].step;
  if ('weekdays' in step) {
    // Occurrence n ≥ 1 is the n-th weekday after the anchor's day; occurrence 0 is the anchor's
    // day (moved to Monday when on a weekend). So a Saturday anchor gives Monday, Monday, Tuesday,
    // like DAILY gives Monday for Saturday, Sunday and Monday, and completing the Saturday
    // deadline leads to Monday, not Tuesday.
    return deadlineOn(toMonday(fromPlainDate(weekdaysAfter(plainDate(start), n))));
  }
  const raw = 'days' in step ? addDays(plainDate(start), step.days * n) : addMonths(plainDate(start), step.months * n);
  return deadlineOn(toMonday(fromPlainDate(raw)));
}

/** How many steps lie roughly between the anchor and `after`, to start the search near the answer. */
function estimate(anchor: Date | string, interval: Interval, after: Date): number {
  const step = intervalInfo[interval].step;
  const from = plainDate(dayOf(anchor));
  const to = plainDate(dayOf(after));
  const steps =
    'months' in step
      ? differenceInCalendarMonths(to, from) / step.months
      : differenceInCalendarDays(to, from) / ('days' in step ? step.days : 1.4);
  return Math.max(0, Math.floor(steps) - 2);
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
): Date {
  const after = new Date(Math.max(new Date(deadline).getTime(), new Date(finishedOn).getTime()));
  // The deadline being completed is at least occurrence 0 (the anchor), so the next one is
  // occurrence 1 or later. Occurrence 0 can lie after the anchor itself (an anchor picked on a
  // weekend moves to Monday; an anchor not at 23:00 moves to 23:00) and must not be returned as
  // the "next" deadline of the very occurrence it stands for.
  for (let n = Math.max(1, estimate(anchor, interval, after)); ; n++) {
    const candidate = occurrence(anchor, interval, n);
    if (candidate > after) return candidate;
  }
}

/** The occurrences of a routine falling within [from, to), for timelines of a month. */
export function occurrencesBetween(anchor: Date | string, interval: Interval, from: Date, to: Date): Date[] {
  const found: Date[] = [];
  let previous = 0;
  for (let n = estimate(anchor, interval, from); ; n++) {
    const candidate = occurrence(anchor, interval, n);
    if (candidate >= to) return found;
    if (candidate >= from && candidate.getTime() !== previous) found.push(candidate);
    previous = candidate.getTime();
  }
}
