/**
 * Dates and times for the SPA: the formatters live in `domain/shared/time.ts`, shared with the
 * e-mails and backups, so a date reads the same everywhere (decisions.md "One Danish date and
 * time format"). Components import them from here.
 */
export {
  TIME_ZONE,
  copenhagenDay,
  dayKey,
  formatDate,
  formatDay,
  formatDateTime,
  formatMonth,
  formatShortMonth,
  formatTime,
  formatWeekday,
  formatWeekdayDate,
  inCopenhagen,
  monthKey,
  type Instant,
} from '#domain/shared/time';

const oneDecimal = new Intl.NumberFormat('da-DK', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** `87,5 %`, or '–' when there is nothing to measure. */
export const formatPercent = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? `${oneDecimal.format(value)} %` : '–';
