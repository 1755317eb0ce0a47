import { reactivationDeadline } from '../../../lib/calendar';

/**
 * Reactivating equipment asks a new deadline for each of its tasks not completed (spec 001 §4),
 * "defaulting to a date between now and the old deadline": the old deadline while it is still
 * ahead, else today (tomorrow once today's 23:00 has passed); routines on weekdays only.
 */
export const defaultReactivationDeadline = (task: { deadline: string; type: 'CYCLICAL' | 'AD_HOC' }, now: Date) =>
  reactivationDeadline(task.deadline, now, task.type === 'CYCLICAL');

/** The ids whose picked deadline is not in the future (the server refuses those: DEADLINE_IN_PAST). */
export const pastDeadlineIds = (deadlines: Record<string, string>, now: Date) =>
  Object.entries(deadlines)
    .filter(([, deadline]) => !(new Date(deadline) > now))
    .map(([id]) => id);
