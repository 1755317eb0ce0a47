import { copenhagenDate, deadlineForDate } from '#domain/task/recurrence';

/*
 * Reactivating equipment asks a new deadline for each of its tasks not completed (spec 001 §4),
 * "defaulting to a date between now and the old deadline": the old deadline while it is still
 * ahead, else today (tomorrow once today's 23:00 has passed). Routines are due on weekdays only,
 * so a weekend default moves to Monday, as the deadline picker's weekdays-only rule asks.
 */

/** A calendar day `yyyy-MM-dd` plus `days` (plain date arithmetic, no zone involved). */
const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const isWeekend = (isoDate: string) => [0, 6].includes(new Date(`${isoDate}T12:00:00Z`).getUTCDay());

/** The first day from `isoDate` that may be picked. */
const pickable = (isoDate: string, weekdaysOnly: boolean) => {
  let day = isoDate;
  while (weekdaysOnly && isWeekend(day)) day = addDays(day, 1);
  return day;
};

/** The deadline a task's field starts with in the reactivation dialog (ISO, 23:00 Copenhagen unless the old one is kept). */
export function defaultReactivationDeadline(task: { deadline: string; type: 'CYCLICAL' | 'AD_HOC' }, now: Date): string {
  const weekdaysOnly = task.type === 'CYCLICAL';
  const old = new Date(task.deadline);
  if (old > now) {
    const day = copenhagenDate(old);
    return pickable(day, weekdaysOnly) === day ? old.toISOString() : deadlineForDate(pickable(day, weekdaysOnly)).toISOString();
  }
  let day = pickable(copenhagenDate(now), weekdaysOnly);
  if (deadlineForDate(day) <= now) day = pickable(addDays(day, 1), weekdaysOnly);
  return deadlineForDate(day).toISOString();
}

/** The ids whose picked deadline is not in the future (the server refuses those: DEADLINE_IN_PAST). */
export const pastDeadlineIds = (deadlines: Record<string, string>, now: Date) =>
  Object.entries(deadlines)
    .filter(([, deadline]) => !(new Date(deadline) > now))
    .map(([id]) => id);
