import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Every business date is in Copenhagen (decisions.md "Time"), whatever the server's zone. */
export const TIME_ZONE = 'Europe/Copenhagen';

export const inCopenhagen = (instant: Date | string) => new TZDate(new Date(instant).getTime(), TIME_ZONE);

/** The Copenhagen calendar month of an instant, as `yyyy-MM`. */
export const monthKey = (instant: Date | string) => format(inCopenhagen(instant), 'yyyy-MM');
