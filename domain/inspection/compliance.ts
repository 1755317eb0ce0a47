import { copenhagenDate } from '../shared/calendar-day';
import { calendarDaysBetween } from '../task/status';
import type { ComplianceState } from './types';

/**
 * The compliance state of an applied duty (issue 31, decision 172), computed from the clock when
 * read, in this order:
 * 1. OVERDUE ('Overskredet') when the deadline's Copenhagen day has passed (on the day itself it is
 *    not yet overdue, even after 23:00);
 * 2. NEVER ('Aldrig udført') when there is no completion since the duty was applied;
 * 3. SOON ('Snart') when the deadline's day is at most 30 days away;
 * 4. IN_ORDER ('I orden').
 *
 * Standby (the task's or its item's: out of use) pauses the deadline: a duty on standby is never
 * OVERDUE or SOON, only NEVER or IN_ORDER. The rules ask for an inspection of equipment in use, and
 * equipment out of use is inspected before it is taken into use again (a new deadline when the
 * standby ends, as the task's own standby does).
 */
export const SOON_DAYS = 30;

export interface ComplianceInput {
  /** The task's next deadline (ISO). */
  deadline: string;
  /** The newest completion's `finishedOn` (ISO), or null. */
  lastCompletion: string | null;
  /** When the duty was applied (ISO): a completion before it does not count. */
  appliedAt: string;
  /** The task or its item is on standby. */
  standby: boolean;
  now: Date;
}

export function complianceState({
  deadline,
  lastCompletion,
  appliedAt,
  standby,
  now,
}: ComplianceInput): ComplianceState {
  const doneSinceApplied = lastCompletion !== null && new Date(lastCompletion) >= new Date(appliedAt);
  if (standby) return doneSinceApplied ? 'IN_ORDER' : 'NEVER';
  if (copenhagenDate(now) > copenhagenDate(deadline)) return 'OVERDUE';
  if (!doneSinceApplied) return 'NEVER';
  if (calendarDaysBetween(now, deadline) <= SOON_DAYS) return 'SOON';
  return 'IN_ORDER';
}

export interface ComplianceCounts extends Record<ComplianceState, number> {
  total: number;
}

/** The view's counts: one per state and the total. */
export function complianceCounts(states: Iterable<ComplianceState>): ComplianceCounts {
  const counts: ComplianceCounts = { IN_ORDER: 0, SOON: 0, OVERDUE: 0, NEVER: 0, total: 0 };
  for (const state of states) {
    counts[state] += 1;
    counts.total += 1;
  }
  return counts;
}
