import type { ChartPoint } from '#domain/task/overview';
import { formatShortMonth } from '#domain/shared/time';
import { formatPercent } from '../../../lib/percent';
import { middleOf, monthName } from './month';

export interface Bar {
  month: string;
  /** 'feb.' */
  short: string;
  year: string;
  /** 'februar 2027' */
  name: string;
  /** 0..100, or null for a month without completions (no bar, not a bar of 0). */
  percent: number | null;
  /** '87,5 %' or '–' */
  value: string;
  /** '87,5' or '–', above a column where the scale says it is percent. */
  shortValue: string;
  /** For screen readers and the table: '87,5 %' or 'Ingen udførte opgaver'. */
  spoken: string;
  tasksCompleted: number;
  /** Its year is shown under it (the first bar and every January). */
  showYear: boolean;
}

const NO_COMPLETIONS = 'Ingen udførte opgaver';

/** The 12-month chart of the on-time percentage (oldest first, as the API sends it). */
export function chartBars(points: readonly ChartPoint[]): Bar[] {
  return points.map((point, i) => {
    const percent =
      typeof point.percentCompletedInTime === 'number'
        ? Math.max(0, Math.min(100, point.percentCompletedInTime))
        : null;
    return {
      month: point.month,
      short: formatShortMonth(middleOf(point.month)),
      year: point.month.slice(0, 4),
      name: monthName(point.month),
      percent,
      value: formatPercent(percent),
      shortValue: formatPercent(percent).replace(/\s%$/, ''),
      spoken: percent === null ? NO_COMPLETIONS : formatPercent(percent),
      tasksCompleted: point.tasksCompleted,
      showYear: i === 0 || point.month.endsWith('-01'),
    };
  });
}
