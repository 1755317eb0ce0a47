import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { da } from 'date-fns/locale/da';

/** Every business date is shown in Copenhagen time (design/decisions.md, "Time"). */
export const TIME_ZONE = 'Europe/Copenhagen';

export const inCopenhagen = (date: Date | string | number = Date.now()) =>
  new TZDate(new Date(date).getTime(), TIME_ZONE);

/** `21. nov. 2026` */
export const formatDate = (date: Date | string | number) =>
  format(inCopenhagen(date), 'd. MMM yyyy', { locale: da });

/** `november 2026` */
export const formatMonth = (date: Date | string | number) =>
  format(inCopenhagen(date), 'LLLL yyyy', { locale: da });

const oneDecimal = new Intl.NumberFormat('da-DK', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** `87,5 %`, or '–' when there is nothing to measure. */
export const formatPercent = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? `${oneDecimal.format(value)} %` : '–';
