import { TZDate } from '@date-fns/tz';
import { remembered } from './remembered';
import { copenhagenDay, TIME_ZONE, type CalendarDay } from './time';

/**
 * Copenhagen calendar days, for the recurrence of routines (`domain/task/recurrence.ts`) and the
 * deadline picker alike (decisions.md "Time"): a day is `{y, m, d}` (`m` 0-based), its arithmetic
 * done on a plain date (noon UTC), so neither the process's nor the browser's zone takes part.
 * Exports:
 * - `CalendarDay`; `dayOf(instant)`: the Copenhagen day of an instant (remembered, frozen);
 * - `isoDate(day)` / `parseIsoDate('yyyy-MM-dd')`, `copenhagenDate(instant)`: days as `yyyy-MM-dd`;
 * - `plainDate(day)` / `fromPlainDate(date)`: to and from the plain date, for date-fns arithmetic;
 * - `addDays(day, n)`, `weekdayOf(day)` (0 = Monday … 6 = Sunday), `isWeekend(day)`, `daysInMonth(y, m)`;
 * - `DEADLINE_HOUR`, `deadlineOn(day)`, `deadlineForDate('yyyy-MM-dd')`: a day's deadline, 23:00
 *   Copenhagen time (DST-safe).
 */
export type { CalendarDay };

/** Every deadline is at 23:00 Copenhagen time on its day (decisions.md "Completing a task"). */
export const DEADLINE_HOUR = 23;

// Remembered (frozen, as they are shared): a company's routines share a few dozen anchors and
// deadline days, and the overview and the month's figures look at each routine's occurrences.
const dayAt = remembered((time: number): CalendarDay => Object.freeze(copenhagenDay(time)));

/** The Copenhagen calendar day of an instant. Shared: do not change it. */
export const dayOf = (instant: Date | string): CalendarDay => dayAt(new Date(instant).getTime());

/** A calendar day as a plain date: noon UTC, so date arithmetic never meets a zone. */
export const plainDate = (day: CalendarDay) => new Date(Date.UTC(day.y, day.m, day.d, 12));
export const fromPlainDate = (date: Date): CalendarDay => ({
  y: date.getUTCFullYear(),
  m: date.getUTCMonth(),
  d: date.getUTCDate(),
});

const pad = (n: number) => String(n).padStart(2, '0');
/** `yyyy-MM-dd` */
export const isoDate = (day: CalendarDay) => `${day.y}-${pad(day.m + 1)}-${pad(day.d)}`;
export function parseIsoDate(date: string): CalendarDay {
  const [y, m, d] = date.split('-').map(Number);
  return { y, m: m - 1, d };
}

/** The Copenhagen calendar day of an instant, as `yyyy-MM-dd`. */
export const copenhagenDate = (instant: Date | string): string => isoDate(dayOf(instant));

export const addDays = (day: CalendarDay, days: number): CalendarDay =>
  fromPlainDate(new Date(Date.UTC(day.y, day.m, day.d + days, 12)));

/** 0 = Monday … 6 = Sunday. */
export const weekdayOf = (day: CalendarDay) => (plainDate(day).getUTCDay() + 6) % 7;
/** Saturday or Sunday. */
export const isWeekend = (day: CalendarDay) => weekdayOf(day) >= 5;

/** Days in a month (`m` 0-based). */
export const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

const deadlineTimeOn = remembered((plainDay: number) => {
  const day = fromPlainDate(new Date(plainDay));
  return new TZDate(day.y, day.m, day.d, DEADLINE_HOUR, 0, 0, TIME_ZONE).getTime();
});

/** 23:00 Copenhagen time on a calendar day. */
export const deadlineOn = (day: CalendarDay): Date => new Date(deadlineTimeOn(plainDate(day).getTime()));

/** The deadline for a day picked as `yyyy-MM-dd` (decisions.md "Time"). */
export const deadlineForDate = (date: string): Date => deadlineOn(parseIsoDate(date));
