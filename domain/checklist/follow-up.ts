import { addDays, dayOf, deadlineOn, isoDate } from '../shared/calendar-day';
import { isWorkingDay, nextWorkingDay, type DeadlineCalendar } from '../shared/danish-holidays';

/**
 * A finding's follow-up task (issue 29 "A failure becomes work"): its deadline from the severity
 * the completer picks. Deadlines fall on working days, as every deadline does (weekends always,
 * public holidays when the company has them on: decisions 100 and 101).
 */
export const severities = ['CRITICAL', 'SOON', 'NEXT_INSPECTION'] as const;
export type Severity = (typeof severities)[number];
export const severityLabels: Record<Severity, string> = {
  CRITICAL: 'Kritisk',
  SOON: 'Snarest',
  NEXT_INSPECTION: 'Ved næste eftersyn',
};
export const SOON_DAYS = 7;

export const followUpMessages = {
  severity: 'Vælg, hvor hurtigt fejlen skal udbedres',
  noNextDeadline: "Opgaven har ingen næste frist. Vælg 'Kritisk' eller 'Snarest'.",
} as const;

export type FollowUpDeadline = { ok: true; deadline: Date } | { ok: false; error: string };

/**
 * - 'Kritisk': the next working day after the day the work was done;
 * - 'Snarest': within 7 days: the 7th day, or the last working day before it;
 * - 'Ved næste eftersyn': the task's next deadline (a routine's; a single task has none).
 */
export function followUpDeadline(
  severity: Severity,
  doneAt: Date | string,
  nextDeadline: Date | undefined,
  calendar?: DeadlineCalendar,
): FollowUpDeadline {
  const done = dayOf(doneAt);
  switch (severity) {
    case 'CRITICAL':
      return { ok: true, deadline: deadlineOn(nextWorkingDay(addDays(done, 1), calendar)) };
    case 'SOON': {
      // The 7th day, back to a working day, but not past the day after the work (then forward instead).
      const earliest = isoDate(addDays(done, 1));
      let day = addDays(done, SOON_DAYS);
      while (!isWorkingDay(day, calendar) && isoDate(day) > earliest) day = addDays(day, -1);
      return { ok: true, deadline: deadlineOn(nextWorkingDay(day, calendar)) };
    }
    case 'NEXT_INSPECTION':
      return nextDeadline
        ? { ok: true, deadline: nextDeadline }
        : { ok: false, error: followUpMessages.noNextDeadline };
  }
}

/** The follow-up's title: the item's text, within a title's 200 characters. */
export const followUpTitle = (label: string): string => (label.length <= 200 ? label : `${label.slice(0, 199)}…`);

/** What links the two tasks, as both show it: 'Opfølgning på …' on the new one. */
export const followUpOf = (taskTitle: string) => `Opfølgning på ${taskTitle}`;
