import { format } from 'date-fns';
import { da } from 'date-fns/locale/da';
import { inCopenhagen } from '../../../lib/dates';

/** The month timeline is drawn this many deadlines at a time (a daily routine alone has 20 to 31). */
export const TIMELINE_PAGE = 60;

export interface DayGroup<T> {
  /** `yyyy-MM-dd` in Copenhagen. */
  day: string;
  /** 'fredag 5. februar' */
  label: string;
  items: T[];
}

export const dayKey = (instant: string | Date) => format(inCopenhagen(instant), 'yyyy-MM-dd');

/** 'fredag 5. februar' */
export const dayLabel = (instant: string | Date) => format(inCopenhagen(instant), 'EEEE d. MMMM', { locale: da });

/**
 * The first `limit` items (already in deadline order) grouped by their Copenhagen day, in order.
 * A day cut by the limit shows the items that fit; the rest follow on 'Vis flere'.
 */
export function groupByDay<T extends { deadline: string }>(items: readonly T[], limit = Infinity): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items.slice(0, limit)) {
    const day = dayKey(item.deadline);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, label: dayLabel(item.deadline), items: [item] });
  }
  return groups;
}

/** '23.00', the Danish way of writing a time of day. */
export const timeOfDay = (instant: string | Date) => format(inCopenhagen(instant), 'HH.mm');
