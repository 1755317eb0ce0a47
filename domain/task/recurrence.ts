import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, differenceInCalendarDays, differenceInCalendarMonths } from 'date-fns';
import { remembered } from '../shared/remembered';
import { copenhagenDay, TIME_ZONE, type CalendarDay } from '../shared/time';
import { intervalInfo, type Interval } from './intervals';

/**
 * Deadlines (decisions.md "Completing a task"): every deadline is 23:00 Copenhagen time on its
 * day; a routine's occurrences count from its anchor (occurrence n = anchor + n × interval, so
 * month ends do not drift); an occurrence on a Saturday or Sunday moves to Monday; DAILY_WEEKDAYS
 * skips weekends. All arithmetic is on Copenhagen calendar days, so daylight saving never moves a
 * deadline off 23:00.
 */
export const DEADLINE_HOUR = 23;

type Day = CalendarDay;

// Remembered (frozen, as they are shared): a company's routines share a few dozen anchors and
// deadline days, and the overview and the month's figures look at each routine's occurrences.
const dayAt = remembered((time: number): Day => Object.freeze(copenhagenDay(time)));
const dayOf = (instant: Date | string): Day => dayAt(new Date(instant).getTime());
/** A calendar day as a plain date (no zone involved in the arithmetic). */
const plain = (day: Day) => new Date(Date.UTC(day.y, day.m, day.d, 12));
const fromPlain = (date: Date): Day => ({ y: date.getUTCFullYear(), m: date.getUTCMonth(), d: date.getUTCDate() });
/** Saturday or Sunday, read from the plain date (independent of the process's zone). */
const isWeekendDay = (day: Day) => [0, 6].includes(plain(day).getUTCDay());

/** Whether an instant falls on a Saturday or Sunday in Copenhagen (a routine's deadline may not). */
export const onWeekend = (instant: Date | string) => isWeekendDay(dayOf(instant));

const deadlineTimeOn = remembered((plainDay: number) => {
  const day = fromPlain(new Date(plainDay));
  return new TZDate(day.y, day.m, day.d, DEADLINE_HOUR, 0, 0, TIME_ZONE).getTime();
});

/** 23:00 Copenhagen time on a calendar day. */
export const deadlineOn = (day: Day): Date => new Date(deadlineTimeOn(Date.UTC(day.y, day.m, day.d, 12)));

/** The deadline for a day picked as `yyyy-MM-dd` (decisions.md "Time"). */
export function deadlineForDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return deadlineOn({ y, m: m - 1, d });
}

/** The Copenhagen calendar day of an instant, as `yyyy-MM-dd`. */
export function copenhagenDate(instant: Date | string): string {
  const { y, m, d } = dayOf(instant);
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const toMonday = (day: Day): Day => {
  let date = plain(day);
  while (isWeekendDay(fromPlain(date))) date = addDays(date, 1);
  return fromPlain(date);
};

/** The next weekday after `date` (Monday after a Friday, Saturday or Sunday). */
const nextWeekday = (date: Date) => {
  let next = addDays(date, 1);
  while (isWeekendDay(fromPlain(next))) next = addDays(next, 1);
  return next;
};

/**
 * The `n`-th weekday after `date`, in constant time whatever `n` (a year far ahead is asked for as
 * cheaply as next week): from a weekday, five weekdays on is the same weekday a week later.
 */
function weekdaysAfter(date: Date, n: number): Date {
  let day = date;
  let left = n;
  if (left > 0 && isWeekendDay(fromPlain(day))) {
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
    return deadlineOn(toMonday(fromPlain(weekdaysAfter(plain(start), n))));
  }
  const raw = 'days' in step ? addDays(plain(start), step.days * n) : addMonths(plain(start), step.months * n);
  return deadlineOn(toMonday(fromPlain(raw)));
}

/** How many steps lie roughly between the anchor and `after`, to start the search near the answer. */
function estimate(anchor: Date | string, interval: Interval, after: Date): number {
  const step = intervalInfo[interval].step;
  const from = plain(dayOf(anchor));
  const to = plain(dayOf(after));
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
