import * as z from 'zod';

/** The 15 intervals of a routine (spec 001 §3, §4) with their Danish labels and steps. */
export const intervals = [
  'DAILY',
  'DAILY_WEEKDAYS',
  'WEEKLY',
  'BI_WEEKLY',
  'MONTHLY',
  'BI_MONTHLY',
  'QUARTERLY',
  'TRIANNUAL',
  'HALF_YEARLY',
  'YEARLY',
  'SEMI_YEARLY',
  'EVERY_3_YEARS',
  'EVERY_4_YEARS',
  'EVERY_5_YEARS',
  'EVERY_8_YEARS',
] as const;
export type Interval = (typeof intervals)[number];
/** An interval as events and the state hold it: the same list, so no value needs a cast to `Interval`. */
export const intervalSchema = z.enum(intervals);
/** Narrows a value from outside the type system (a select's option) to an interval. */
export const isInterval = (value: unknown): value is Interval => intervalSchema.safeParse(value).success;

export const taskTypes = ['CYCLICAL', 'AD_HOC'] as const;
export type TaskType = (typeof taskTypes)[number];
export const taskTypeSchema = z.enum(taskTypes);
export const taskTypeLabels: Record<TaskType, string> = { CYCLICAL: 'Rutine', AD_HOC: 'Enkelt' };

/** A step between occurrences: days, weeks or months (SEMI_YEARLY is every 2 years, TRIANNUAL every 4 months: decisions.md). */
export type Step = { days: number } | { weekdays: 1 } | { months: number };

export const intervalInfo: Record<Interval, { label: string; step: Step }> = {
  DAILY: { label: 'Hver dag', step: { days: 1 } },
  DAILY_WEEKDAYS: { label: 'Hver hverdag', step: { weekdays: 1 } },
  WEEKLY: { label: 'Hver uge', step: { days: 7 } },
  BI_WEEKLY: { label: 'Hver 2. uge', step: { days: 14 } },
  MONTHLY: { label: 'Hver måned', step: { months: 1 } },
  BI_MONTHLY: { label: 'Hver 2. måned', step: { months: 2 } },
  QUARTERLY: { label: 'Hver 3. måned', step: { months: 3 } },
  TRIANNUAL: { label: 'Hver 4. måned', step: { months: 4 } },
  HALF_YEARLY: { label: 'Hvert halve år', step: { months: 6 } },
  YEARLY: { label: 'Hvert år', step: { months: 12 } },
  SEMI_YEARLY: { label: 'Hvert 2. år', step: { months: 24 } },
  EVERY_3_YEARS: { label: 'Hvert 3. år', step: { months: 36 } },
  EVERY_4_YEARS: { label: 'Hvert 4. år', step: { months: 48 } },
  EVERY_5_YEARS: { label: 'Hvert 5. år', step: { months: 60 } },
  EVERY_8_YEARS: { label: 'Hvert 8. år', step: { months: 96 } },
};

/** Reminder options in days before the deadline (spec 001 §5); `null` is a single task. */
export function reminderOptions(interval: Interval | null): number[] {
  switch (interval) {
    case 'DAILY':
    case 'DAILY_WEEKDAYS':
      return [0];
    case 'WEEKLY':
      return [0, 1, 2];
    case 'BI_WEEKLY':
    case 'MONTHLY':
      return [0, 1, 2, 7];
    case null:
      return [0, 1, 2, 7, 14];
    default:
      return [0, 1, 2, 7, 14, 30];
  }
}

export const reminderLabel = (days: number) =>
  days === 0 ? 'Samme dag' : days === 1 ? '1 dag før' : `${days} dage før`;
