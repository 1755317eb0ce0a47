import { dayKey, formatWeekday } from '#domain/shared/time';

/** The month timeline is drawn this many deadlines at a time (a daily routine alone has 20 to 31). */
export const TIMELINE_PAGE = 60;

export interface DayGroup<T> {
  /** `yyyy-MM-dd` in Copenhagen. */
  day: string;
  /** 'fredag 5. februar' */
  label: string;
  items: T[];
}

export { dayKey };

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
    else groups.push({ day, label: formatWeekday(item.deadline), items: [item] });
  }
  return groups;
}
