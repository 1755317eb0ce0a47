import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { da } from 'date-fns/locale/da';

/** Every business date is in Copenhagen (decisions.md "Time"), whatever the server's zone. */
export const TIME_ZONE = 'Europe/Copenhagen';

export const inCopenhagen = (instant: Date | string) => new TZDate(new Date(instant).getTime(), TIME_ZONE);

/** The Copenhagen calendar month of an instant, as `yyyy-MM`. */
export const monthKey = (instant: Date | string) => format(inCopenhagen(instant), 'yyyy-MM');

/** A date as Danish people write it short: `5. feb. 2027` (decisions.md "Time"). */
export const danishDate = (instant: Date | string) => format(inCopenhagen(instant), 'd. MMM yyyy', { locale: da });
