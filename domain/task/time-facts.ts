import { event, type EventOf } from '../../events/catalogue';
import { currentFrom } from './status';

/**
 * Time passing, recorded (decision 022 "Time passing is recorded"). No command reports that a
 * deadline's notice period began or that the deadline passed, so the daily job asks the task what
 * time has created by `now` and records it on the task's stream: `TaskBecameDue` (CURRENT) and
 * `TaskDeadlineMissed` (OVERDUE), each at most once per task, deadline and fact.
 */
export type TimeFactKind = 'DUE' | 'MISSED';
export type TimeFact = EventOf<'TaskBecameDue' | 'TaskDeadlineMissed'>;

/** What the facts need of a task's state (`TaskState` has it all). */
export interface TimeFactSubject {
  id: string;
  title: string;
  type: 'CYCLICAL' | 'AD_HOC';
  target: { kind: 'EQUIPMENT' | 'LOCATION'; id: string };
  responsibleId: string;
  responsibleName: string;
  deadline: string;
  notificationPeriod: number;
  standby: boolean;
  equipmentStandby: boolean;
  completed: boolean;
  deleted: boolean;
  /**
   * Keys of the facts recorded for deadlines that may still matter (see `rememberFact`). Optional:
   * the overview and the month's figures read it from task rows in part (a ProjectionExpression),
   * which the stored-state upcast does not reach, and a row older than the field lacks it.
   */
  timeFacts?: string[];
}

/** Deadlines compare as instants ('…T22:00:00Z' and '…T22:00:00.000Z' are one deadline). */
const normal = (instant: string) => new Date(instant).toISOString();

export const factKey = (deadline: string, kind: TimeFactKind) => `${normal(deadline)}|${kind}`;

export const hasFact = (task: Pick<TimeFactSubject, 'timeFacts'>, deadline: string, kind: TimeFactKind) =>
  (task.timeFacts ?? []).includes(factKey(deadline, kind));

/**
 * The facts time has created for the task's live deadline by `now` that are not recorded yet, in
 * the order they happened. Standby, completed and deleted tasks get none. A job that skipped days
 * gets both at once; each fact carries its own time (`at` for the notice period, the deadline for
 * the miss), not the time it was recorded.
 */
export function timeFactsAt(task: TimeFactSubject, now: Date): TimeFact[] {
  if (task.deleted || task.standby || task.equipmentStandby || task.completed) return [];
  const deadline = normal(task.deadline);
  const snapshot = {
    taskId: task.id,
    deadline,
    title: task.title,
    type: task.type,
    target: task.target,
    responsibleId: task.responsibleId,
    responsibleName: task.responsibleName,
  };
  const facts: TimeFact[] = [];
  const noticeFrom = currentFrom(deadline, task.notificationPeriod);
  if (now >= noticeFrom && !hasFact(task, deadline, 'DUE'))
    facts.push(event('TaskBecameDue', { ...snapshot, at: noticeFrom.toISOString() }));
  if (now > new Date(deadline) && !hasFact(task, deadline, 'MISSED')) facts.push(event('TaskDeadlineMissed', snapshot));
  return facts;
}

/**
 * `timeFacts` after a recorded fact. Facts of deadlines before the fact's own time are forgotten
 * (but those of the live deadline): every way a deadline is set (create, edit, reactivation, the
 * next occurrence after a completion) needs it to lie in the future, so such a deadline can never
 * be live again, and the list stays a handful of keys however long the task lives.
 */
export function rememberFact(task: { deadline: string; timeFacts: string[] }, fact: TimeFact): string[] {
  const kind: TimeFactKind = fact.type === 'TaskBecameDue' ? 'DUE' : 'MISSED';
  const factTime = new Date(fact.type === 'TaskBecameDue' ? fact.data.at : fact.data.deadline).getTime();
  const live = normal(task.deadline);
  const kept = task.timeFacts.filter((key) => {
    const deadline = key.slice(0, key.indexOf('|'));
    return deadline === live || new Date(deadline).getTime() >= factTime;
  });
  const key = factKey(fact.data.deadline, kind);
  return kept.includes(key) ? kept : [...kept, key];
}
