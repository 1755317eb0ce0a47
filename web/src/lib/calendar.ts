import {
  addDays as addCalendarDays,
  copenhagenDate,
  daysInMonth,
  deadlineForDate,
  isoDate,
  isWeekend as isWeekendDay,
  parseIsoDate,
  plainDate,
  weekdayOf as weekdayOfDay,
} from '#domain/shared/calendar-day';
import { formatMonth, formatWeekdayDate } from '#domain/shared/time';

/**
 * The deadline picker's calendar (spec 001 §5, decisions.md "Time"): Copenhagen calendar days,
 * weeks from Monday, Danish names; a picked day means 23:00 Copenhagen time that day. Days are
 * plain `yyyy-MM-dd` strings here; their arithmetic is the recurrence's own
 * (`domain/shared/calendar-day.ts`), so it never meets the browser's own time zone.
 */
/** Monday first. */
export const weekdayNames = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'] as const;
export const weekdayShort = ['man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn'] as const;

/** A calendar month; `month` is 0-based. */
export interface Month {
  year: number;
  month: number;
}

export interface GridDay {
  /** `yyyy-MM-dd` */
  date: string;
  day: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  weekend: boolean;
}

const isoOf = (y: number, m: number, d: number) => isoDate({ y, m, d });
/** Noon UTC of a plain date: weekday and day arithmetic without any zone. */
const plain = (date: string) => plainDate(parseIsoDate(date));

/** 0 = Monday … 6 = Sunday. */
export const weekdayOf = (date: string) => weekdayOfDay(parseIsoDate(date));
export const isWeekend = (date: string) => isWeekendDay(parseIsoDate(date));
export const addDays = (date: string, days: number) => isoDate(addCalendarDays(parseIsoDate(date), days));

export const monthOf = (date: string): Month => {
  const { y, m } = parseIsoDate(date);
  return { year: y, month: m };
};
export const addMonths = ({ year, month }: Month, n: number): Month => {
  const index = year * 12 + month + n;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
};
/** Negative when `a` is before `b`. */
export const compareMonths = (a: Month, b: Month) => a.year * 12 + a.month - (b.year * 12 + b.month);

const daysIn = ({ year, month }: Month) => daysInMonth(year, month);

/**
 * The weeks of a month, Monday to Sunday; days of the neighbouring months are null (blank cells),
 * so a month starting on a Sunday has six blanks before the 1st.
 */
export function monthGrid(month: Month): (GridDay | null)[][] {
  const first = isoOf(month.year, month.month, 1);
  const cells: (GridDay | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let d = 1; d <= daysIn(month); d += 1) {
    const date = isoOf(month.year, month.month, d);
    cells.push({ date, day: d, weekday: weekdayOf(date), weekend: isWeekend(date) });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** `december 2026` */
export const monthLabel = ({ year, month }: Month) => formatMonth(plain(isoOf(year, month, 15)));

/** `fredag 4. december 2026`: a day button's name and the picked date in words. */
export const dayLabel = (date: string): string => formatWeekdayDate(plain(date));

/** The deadline of a picked day: 23:00 Copenhagen time, as an ISO instant (DST-safe). */
export const deadlineOf = (date: string) => deadlineForDate(date).toISOString();

/** The Copenhagen day of a deadline instant. */
export const dayOfDeadline = (deadline: string) => copenhagenDate(deadline);

/**
 * The first day that can be picked at `now`: today (Copenhagen), unless today's 23:00 has passed;
 * a deadline must lie in the future.
 */
export function earliestDay(now: Date): string {
  const today = copenhagenDate(now);
  return new Date(deadlineOf(today)).getTime() > now.getTime() ? today : addDays(today, 1);
}

/** Whether a day can be picked: from `earliest` on, and with `weekdaysOnly` Monday to Friday. */
export const isPickable = (date: string, earliest: string, weekdaysOnly: boolean) =>
  date >= earliest && !(weekdaysOnly && isWeekend(date));

/** The first pickable day on or after `date`. */
export function firstPickable(date: string, earliest: string, weekdaysOnly: boolean): string {
  let day = date < earliest ? earliest : date;
  while (!isPickable(day, earliest, weekdaysOnly)) day = addDays(day, 1);
  return day;
}

/** The first deadline that can be set at `now`: today's 23:00 unless it has passed; a routine's on a weekday. */
export function firstPossibleDeadline(now: Date, weekdaysOnly: boolean): string {
  const earliest = earliestDay(now);
  return deadlineOf(firstPickable(earliest, earliest, weekdaysOnly));
}

/**
 * The deadline a reactivation proposes (spec 001 §4, task or equipment): the old one while it is
 * still ahead (a routine's moved off a weekend to Monday), else the first possible one.
 */
export function reactivationDeadline(oldDeadline: string, now: Date, weekdaysOnly: boolean): string {
  const old = new Date(oldDeadline);
  if (old <= now) return firstPossibleDeadline(now, weekdaysOnly);
  const day = dayOfDeadline(oldDeadline);
  const pickable = firstPickable(day, earliestDay(now), weekdaysOnly);
  return pickable === day ? old.toISOString() : deadlineOf(pickable);
}

export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';
export const calendarKeys: readonly string[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
];

const clampDay = (month: Month, day: number) => isoOf(month.year, month.month, Math.min(day, daysIn(month)));

/**
 * Where the keyboard focus goes from `from` (a grid, as in the WAI-ARIA date picker pattern):
 * arrows by a day or a week, Home/End to the week's Monday/Sunday, PageUp/PageDown a month.
 * A day that cannot be picked is passed over: arrows keep going their way (a week at a time up
 * and down), Home/End and the month keys step towards the start day. Null when nothing moves.
 */
export function moveFocus(from: string, key: CalendarKey, earliest: string, weekdaysOnly: boolean): string | null {
  const weekday = weekdayOf(from);
  const { d } = parseIsoDate(from);
  const moves: Record<CalendarKey, { to: string; step: number }> = {
    ArrowLeft: { to: addDays(from, -1), step: -1 },
    ArrowRight: { to: addDays(from, 1), step: 1 },
    ArrowUp: { to: addDays(from, -7), step: -7 },
    ArrowDown: { to: addDays(from, 7), step: 7 },
    Home: { to: addDays(from, -weekday), step: 1 },
    End: { to: addDays(from, 6 - weekday), step: -1 },
    PageUp: { to: clampDay(addMonths(monthOf(from), -1), d), step: 1 },
    PageDown: { to: clampDay(addMonths(monthOf(from), 1), d), step: 1 },
  };
  const { step } = moves[key];
  let day = moves[key].to;
  // Weekdays come at least every third day, so the search ends quickly; the guard only bounds it.
  for (let guard = 0; guard < 400 && !isPickable(day, earliest, weekdaysOnly); guard += 1) {
    if (step < 0 && day < earliest) return null;
    day = addDays(day, step);
  }
  return isPickable(day, earliest, weekdaysOnly) && day !== from ? day : null;
}
