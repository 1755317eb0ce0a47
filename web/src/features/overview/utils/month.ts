import { addMonthsTo, isMonth } from '#domain/task/statistics';
import { formatMonth } from '#domain/shared/time';

/** The message of a month the page cannot show (spec 001 §2), as the API words it too. */
export const INVALID_MONTH = 'Ugyldig måned';

/** `?month=` of the page: absent or empty means this month (the server's); else `yyyy-MM` from 2018. */
export type MonthChoice = { kind: 'current' } | { kind: 'month'; month: string } | { kind: 'invalid' };

export function readMonth(raw: string | null): MonthChoice {
  if (raw === null || raw === '') return { kind: 'current' };
  return isMonth(raw) ? { kind: 'month', month: raw } : { kind: 'invalid' };
}

/** The instant in the middle of a month, safe to format in Copenhagen time. */
export const middleOf = (month: string) => new Date(`${month}-15T12:00:00Z`);

/** `februar 2027` */
export const monthName = (month: string) => formatMonth(middleOf(month));

/** The months either side of `month`; none before January 2018, the first with data. */
export function neighbours(month: string): { previous: string | null; next: string | null } {
  const previous = addMonthsTo(month, -1);
  const next = addMonthsTo(month, 1);
  return {
    previous: isMonth(previous) ? previous : null,
    next: isMonth(next) ? next : null,
  };
}

/** The page's link to `month`. */
export const monthHref = (month: string) => `?month=${month}`;
