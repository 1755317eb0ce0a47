import { event, taskEventTypes, type EventOf } from '../../events/catalogue';
import type { Decider } from '../shared/decider';
import { DomainError, assertNever } from '../shared/errors';
import type { TaskFields } from './fields';
import { reminderLabel, reminderOptions, type TaskType } from './intervals';
import { isDanishHoliday } from '../shared/danish-holidays';
import { dayOf } from '../shared/calendar-day';
import { COMPLETED_SINGLE_MESSAGE, HOLIDAY_ROUTINE_MESSAGE, WEEKEND_ROUTINE_MESSAGE } from './messages';
import { fromCompletion, nextDeadline, onWeekend, type DeadlineCalendar } from './recurrence';
import { canComplete, isLate, taskStatus, type StatusInput, type TaskStatus } from './status';
import { rememberFact, timeFactsAt } from './time-facts';
import { checkPin, type CompletionPin } from './completion-pin';
import type { AnswerInput } from '../checklist/answers';
import { decideAnswers, decideFollowUps, type RequestedFollowUp } from './follow-ups';
import { decideDoneAt } from '../offline/done-at';
import type { AppliedDuty, Inspector } from '../inspection/types';
import type { ChecklistItem } from '../checklist/checklist';
import type { Answer } from '../checklist/answers';
import { linkReplaced, linkUsed } from '../inspection/inspector-link';

export type { TaskFields, TaskTarget } from './fields';

/** A task: its own fields (`fields.ts`, defined once) and what its events made of it. */
export interface TaskState extends TaskFields {
  id: string;
  companyId: string;
  createdBy: string;
  /** The routine's series starts here (decisions.md): reset when an admin sets a deadline or reactivates. */
  anchor: string;
  standby: boolean;
  equipmentStandby: boolean;
  /** An AD_HOC task that was done. */
  completed: boolean;
  lastCompleted: string | null;
  deleted: boolean;
  /** Time facts recorded for deadlines that may still matter (`domain/task/time-facts.ts`). */
  timeFacts: string[];
  /** A follow-up of a finding (decision 165): the task and the completion it follows up. */
  followUpOf: FollowUpOf | null;
  /** The fault report the task was made from (decision 166); absent for every other task. */
  faultReportId?: string;
  /** The legal inspection duty the task was made from (issue 31); absent for every other task. */
  duty?: AppliedDuty;
  /** The external inspector's link (issue 31): the newest sent, until revoked; `used` once they completed. */
  inspectorLink?: InspectorLinkState | null;
  /**
   * The newest completion, as the compliance view shows it (issue 31, decision 173): on the task's
   * row, so the view is one query of the company's task rows. A duty's task only: absent on every
   * other task (their `lastCompleted` says when), so their commits and rows stay as small as before.
   */
  lastCompletion?: LastCompletion;
}

/** What the task's row keeps of its newest completion (decision 173). */
export interface LastCompletion {
  completionId: string;
  finishedOn: string;
  completedBy: string;
  completedByName: string;
  late: boolean;
  noteId: string | null;
  inspector: Inspector | null;
  /** The checklist's answers as recorded. */
  answers: Answer[];
}

export interface InspectorLinkState {
  linkId: string;
  name: string;
  company: string;
  email: string;
  certificateNumber: string;
  validUntil: string;
  sentAt: string;
  sentBy: string;
  used: boolean;
}

export interface FollowUpOf {
  taskId: string;
  title: string;
  completionId: string;
}

export type TaskEvent = EventOf<(typeof taskEventTypes)[number]>;

/**
 * The commands that set or compute a deadline carry the company's calendar (decision 100), read
 * from the company's stream by the command; absent, deadlines only keep off weekends (the spec).
 */
export type TaskCommand =
  | {
      type: 'CreateTask';
      taskId: string;
      companyId: string;
      fields: TaskFields;
      createdBy: string;
      now: Date;
      calendar?: DeadlineCalendar;
      followUpOf?: FollowUpOf;
      /** Made from this fault report (decision 166), in the same transaction as its status. */
      faultReportId?: string;
      /** Made from a legal inspection duty (issue 31): a routine whose interval and checklist the command chose. */
      duty?: AppliedDuty;
    }
  /**
   * Another interval for a duty's task, or its template's new version accepted (issue 31, decision
   * 173): the applied duty, interval and checklist after, as the command computed them.
   */
  | {
      type: 'ChangeDuty';
      change: 'INTERVAL' | 'VERSION';
      duty: AppliedDuty;
      interval: NonNullable<TaskFields['interval']>;
      checklist: ChecklistItem[];
      by: string;
      now: Date;
    }
  | { type: 'UpdateTask'; fields: TaskFields; now: Date; calendar?: DeadlineCalendar }
  | { type: 'SetTaskStandby'; standby: boolean; deadline?: string; now: Date; calendar?: DeadlineCalendar }
  | { type: 'SetEquipmentStandby'; standby: boolean; deadline?: string; now: Date; calendar?: DeadlineCalendar }
  | {
      type: 'CompleteTask';
      completionId: string;
      by: { id: string; name: string; isAdmin: boolean };
      noteId: string | null;
      now: Date;
      calendar?: DeadlineCalendar;
      /** The deadline this completion completes, and nothing else (decision 131). */
      pin?: CompletionPin;
      /** The checklist's answers (decision 165); `seen`: the item ids of the checklist they answer. */
      answers?: AnswerInput[];
      seen?: string[];
      /** The findings to follow up, each with the id its task gets. */
      followUps?: RequestedFollowUp[];
      /** When it was done, as the client says (decision 168); absent, `now`. */
      doneAt?: string;
      /** Done through the external inspector's link (decision 174): that link, unused, and who they are. */
      inspector?: Inspector;
    }
  /** An admin sends the task to an external inspector (decision 174); the new link ends the previous one. */
  | {
      type: 'SendInspectorLink';
      link: { linkId: string; name: string; company: string; email: string; certificateNumber: string };
      validUntil: string;
      by: string;
      now: Date;
    }
  | { type: 'RevokeInspectorLink'; by: string; now: Date }
  | { type: 'ChangeResponsible'; responsibleId: string; responsibleName: string }
  | { type: 'DeleteTask' }
  /** The daily job: records what time has created by `now` (decision 022 "Time passing is recorded"). */
  | { type: 'RecordTimePassed'; now: Date };

const dutyIsRoutine = () =>
  new DomainError('invalid', 'DUTY_NOT_ROUTINE', 'Et lovpligtigt eftersyn er en rutine med et interval.');
const noDuty = () =>
  new DomainError('invalid', 'TASK_HAS_NO_DUTY', 'Opgaven er ikke lavet fra et lovpligtigt eftersyn.');

export const DUTY_INTERVAL_ON_EDIT_MESSAGE =
  'Intervallet følger det lovpligtige eftersyn. Skift det under Lovpligtige eftersyn med “Ændr interval” og en begrundelse.';
const dutyIntervalOnEdit = () =>
  new DomainError('invalid', 'DUTY_INTERVAL_ON_EDIT', DUTY_INTERVAL_ON_EDIT_MESSAGE, {
    interval: DUTY_INTERVAL_ON_EDIT_MESSAGE,
  });
export const taskNotFound = () => new DomainError('notFound', 'TASK_NOT_FOUND', 'Opgaven findes ikke.');
const pastDeadline = () =>
  new DomainError('invalid', 'DEADLINE_IN_PAST', 'Vælg en deadline i fremtiden.', {
    deadline: 'Vælg en deadline i fremtiden.',
  });

/** The field rules both create and edit keep (spec 001 §5). */
export function checkFields(fields: TaskFields): void {
  if (fields.type === 'CYCLICAL' && !fields.interval)
    throw new DomainError('invalid', 'INTERVAL_REQUIRED', 'Vælg et interval', { interval: 'Vælg et interval' });
  if (fields.type === 'AD_HOC' && fields.interval)
    throw new DomainError('invalid', 'INTERVAL_NOT_ALLOWED', 'En enkeltopgave har intet interval', {
      interval: 'En enkeltopgave har intet interval',
    });
  if (!reminderOptions(fields.interval).includes(fields.notificationPeriod)) {
    throw new DomainError('invalid', 'REMINDER_NOT_ALLOWED', 'Vælg en påmindelse', {
      notificationPeriod: 'Vælg en påmindelse',
    });
  }
}

/** Deadlines are compared as instants, not strings ('…T22:00:00Z' and '…T22:00:00.000Z' are one deadline). */
const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();

const future = (deadline: string, now: Date) => {
  if (new Date(deadline) <= now) throw pastDeadline();
};

/**
 * A routine's deadline is a weekday in Copenhagen, as the deadline picker offers (decision 055
 * "A routine's deadline is a weekday"), and with the company's holidays on, not a public holiday
 * (decision 101): every deadline set for one is checked, a kept one is not.
 */
const weekday = (type: TaskType, deadline: string, calendar?: DeadlineCalendar) => {
  if (type !== 'CYCLICAL') return;
  if (onWeekend(deadline)) {
    throw new DomainError('invalid', 'DEADLINE_ON_WEEKEND', WEEKEND_ROUTINE_MESSAGE, {
      deadline: WEEKEND_ROUTINE_MESSAGE,
    });
  }
  if (calendar?.holidays && isDanishHoliday(dayOf(deadline))) {
    throw new DomainError('invalid', 'DEADLINE_ON_HOLIDAY', HOLIDAY_ROUTINE_MESSAGE, {
      deadline: HOLIDAY_ROUTINE_MESSAGE,
    });
  }
};

export const statusOf = (state: StatusInput, now: Date): TaskStatus => taskStatus(state, now);

function decideExisting(command: Exclude<TaskCommand, { type: 'CreateTask' }>, state: TaskState): TaskEvent[] {
  const taskId = state.id;
  switch (command.type) {
    case 'UpdateTask': {
      // A completed single task is a record of work done (decision 056 "A completed single task is not edited").
      if (state.completed) throw new DomainError('conflict', 'TASK_COMPLETED', COMPLETED_SINGLE_MESSAGE);
      // The type is fixed on edit (spec 001 §5); a single task has no next deadline to count.
      const fields: TaskFields = {
        ...command.fields,
        type: state.type,
        countFrom: state.type === 'AD_HOC' ? 'PLAN' : command.fields.countFrom,
      };
      checkFields(fields);
      // A duty's interval is the rule's or an override with a reason (issue 31): never silently the form's.
      if (state.duty && fields.interval !== state.interval) throw dutyIntervalOnEdit();
      if (!sameInstant(fields.deadline, state.deadline)) {
        future(fields.deadline, command.now);
        weekday(fields.type, fields.deadline, command.calendar);
      }
      return [event('TaskUpdated', { taskId, ...fields })];
    }
    case 'SetTaskStandby':
    case 'SetEquipmentStandby': {
      const own = command.type === 'SetTaskStandby';
      const current = own ? state.standby : state.equipmentStandby;
      if (current === command.standby) return [];
      const type = own ? 'TaskStandbyChanged' : 'TaskEquipmentStandbyChanged';
      if (command.standby) return [event(type, { taskId, standby: true })];
      if (state.completed) return [event(type, { taskId, standby: false })];
      if (!command.deadline)
        throw new DomainError('invalid', 'DEADLINE_REQUIRED', 'Vælg en ny deadline', {
          deadline: 'Vælg en ny deadline',
        });
      future(command.deadline, command.now);
      if (!sameInstant(command.deadline, state.deadline)) weekday(state.type, command.deadline, command.calendar);
      return [event(type, { taskId, standby: false, deadline: command.deadline })];
    }
    case 'CompleteTask': {
      if (!command.by.isAdmin && command.by.id !== state.responsibleId) throw taskNotFound();
      const { inspector } = command;
      if (inspector && state.inspectorLink?.linkId !== inspector.linkId) throw linkReplaced();
      if (inspector && state.inspectorLink?.used) throw linkUsed();
      checkPin(state, command.pin);
      const status = statusOf(state, command.now);
      // The inspector comes when booked, before the notice period too (decision 174).
      if (!canComplete(status) && !(inspector && status === 'ACTIVE')) {
        throw new DomainError(
          'conflict',
          'TASK_NOT_DUE',
          'Opgaven kan kun udføres, når den har status Udføres eller Forsinket.',
        );
      }
      const answers = decideAnswers(state.checklist, command.answers ?? [], command.seen);
      const followUps = decideFollowUps(answers, command.followUps ?? []);
      // Done when the client says, within the last 7 days (decision 168): lateness counts from then.
      const done = decideDoneAt(command.doneAt, command.now);
      if (!done.ok) throw new DomainError('invalid', 'VALIDATION', done.error, { doneAt: done.error });
      const finishedOn = done.at.toISOString();
      // A routine counting from completion (decision 102) counts from the day it was done; the plan
      // from its anchor. Either way off weekends, and off holidays when the company says so.
      const next =
        state.type !== 'CYCLICAL'
          ? null
          : state.countFrom === 'COMPLETION'
            ? fromCompletion(done.at, state.interval!, command.calendar).toISOString()
            : nextDeadline(state.anchor, state.interval!, state.deadline, command.now, command.calendar).toISOString();
      return [
        event('TaskCompleted', {
          taskId,
          title: state.title,
          type: state.type,
          target: state.target,
          completionId: command.completionId,
          deadline: state.deadline,
          finishedOn,
          late: isLate(state.deadline, finishedOn),
          responsibleId: state.responsibleId,
          responsibleName: state.responsibleName,
          completedBy: command.by.id,
          completedByName: command.by.name,
          nextDeadline: next,
          noteId: command.noteId,
          answers,
          followUps,
          ...(inspector ? { inspector } : {}),
        }),
      ];
    }
    case 'SendInspectorLink': {
      const status = statusOf(state, command.now);
      if (status === 'STANDBY' || status === 'COMPLETED')
        throw new DomainError(
          'conflict',
          'TASK_NOT_OPEN',
          'Opgaven er på standby eller udført. Et link til en inspektør kan kun sendes for en åben opgave.',
        );
      return [
        event('TaskInspectorLinkSent', {
          taskId,
          ...command.link,
          validUntil: command.validUntil,
          by: command.by,
          at: command.now.toISOString(),
        }),
      ];
    }
    case 'RevokeInspectorLink': {
      const link = state.inspectorLink;
      if (!link || link.used) return [];
      return [
        event('TaskInspectorLinkRevoked', {
          taskId,
          linkId: link.linkId,
          by: command.by,
          at: command.now.toISOString(),
        }),
      ];
    }
    case 'ChangeResponsible':
      return state.responsibleId === command.responsibleId
        ? []
        : [
            event('TaskResponsibleChanged', {
              taskId,
              responsibleId: command.responsibleId,
              responsibleName: command.responsibleName,
            }),
          ];
    case 'DeleteTask':
      return [event('TaskDeleted', { taskId })];
    case 'ChangeDuty': {
      if (!state.duty) throw noDuty();
      if (!reminderOptions(command.interval).includes(state.notificationPeriod)) {
        const message = `Påmindelsen ${reminderLabel(state.notificationPeriod)} passer ikke til intervallet. Vælg først en kortere påmindelse på opgaven.`;
        throw new DomainError('invalid', 'REMINDER_NOT_ALLOWED', message, { interval: message });
      }
      const same =
        command.interval === state.interval &&
        JSON.stringify(command.duty) === JSON.stringify(state.duty) &&
        JSON.stringify(command.checklist) === JSON.stringify(state.checklist);
      if (same) return [];
      return [
        event('TaskDutyChanged', {
          taskId,
          change: command.change,
          duty: command.duty,
          interval: command.interval,
          checklist: command.checklist,
          by: command.by,
          at: command.now.toISOString(),
        }),
      ];
    }
    case 'RecordTimePassed':
      return timeFactsAt(state, command.now);
    default:
      return assertNever(command);
  }
}

/** A routine (CYCLICAL) or single (AD_HOC) task on equipment or a location (spec 001 §3–§5). */
export const taskDecider: Decider<TaskState | null, TaskCommand, TaskEvent> = {
  eventTypes: taskEventTypes,
  initialState: () => null,

  decide(command, state) {
    if (command.type === 'CreateTask') {
      if (state) throw new DomainError('conflict', 'TASK_EXISTS', 'Opgaven findes allerede.');
      checkFields(command.fields);
      if (command.duty && command.fields.type !== 'CYCLICAL') throw dutyIsRoutine();
      future(command.fields.deadline, command.now);
      weekday(command.fields.type, command.fields.deadline, command.calendar);
      return [
        event('TaskCreated', {
          taskId: command.taskId,
          companyId: command.companyId,
          createdBy: command.createdBy,
          ...command.fields,
          followUpOf: command.followUpOf ?? null,
          ...(command.faultReportId ? { faultReportId: command.faultReportId } : {}),
          ...(command.duty ? { duty: command.duty } : {}),
        }),
      ];
    }
    if (!state || state.deleted) throw taskNotFound();
    return decideExisting(command, state);
  },

  evolve(state, e) {
    if (e.type === 'TaskCreated') {
      const { taskId, ...rest } = e.data;
      return {
        id: taskId,
        ...rest,
        anchor: e.data.deadline,
        standby: false,
        equipmentStandby: false,
        completed: false,
        lastCompleted: null,
        deleted: false,
        timeFacts: [],
        followUpOf: e.data.followUpOf,
      };
    }
    if (!state) return state;
    switch (e.type) {
      case 'TaskUpdated': {
        const { taskId: _id, ...fields } = e.data;
        const reanchor = !sameInstant(fields.deadline, state.deadline) || fields.interval !== state.interval;
        return { ...state, ...fields, anchor: reanchor ? fields.deadline : state.anchor };
      }
      case 'TaskStandbyChanged':
      case 'TaskEquipmentStandbyChanged': {
        const key = e.type === 'TaskStandbyChanged' ? 'standby' : 'equipmentStandby';
        const deadline = e.data.deadline;
        return { ...state, [key]: e.data.standby, ...(deadline ? { deadline, anchor: deadline } : {}) };
      }
      case 'TaskCompleted': {
        // Counting from completion, the series starts again at the next deadline (decision 102).
        const restart = state.countFrom === 'COMPLETION' && e.data.nextDeadline;
        const { completionId, finishedOn, completedBy, completedByName, late, noteId, inspector, answers } = e.data;
        // Only a duty's task keeps it: no other read needs it, and every other task's commits and rows stay as small as before.
        const lastCompletion: LastCompletion | undefined = state.duty
          ? {
              completionId,
              finishedOn,
              completedBy,
              completedByName,
              late,
              noteId,
              inspector: inspector ?? null,
              answers,
            }
          : undefined;
        return {
          ...state,
          lastCompleted: e.data.finishedOn,
          ...(lastCompletion ? { lastCompletion } : {}),
          completed: state.type === 'AD_HOC',
          deadline: e.data.nextDeadline ?? state.deadline,
          anchor: restart ? e.data.nextDeadline! : state.anchor,
          ...(e.data.inspector && state.inspectorLink?.linkId === e.data.inspector.linkId
            ? { inspectorLink: { ...state.inspectorLink, used: true } }
            : {}),
        };
      }
      case 'TaskResponsibleChanged':
        return { ...state, responsibleId: e.data.responsibleId, responsibleName: e.data.responsibleName };
      case 'TaskDeleted':
        return { ...state, deleted: true };
      case 'TaskDutyChanged': {
        const { duty, interval, checklist } = e.data;
        return {
          ...state,
          duty,
          interval,
          checklist,
          anchor: interval !== state.interval ? state.deadline : state.anchor,
        };
      }
      case 'TaskInspectorLinkSent': {
        const { taskId: _id, by, at, ...link } = e.data;
        return { ...state, inspectorLink: { ...link, sentAt: at, sentBy: by, used: false } };
      }
      case 'TaskInspectorLinkRevoked':
        return state.inspectorLink?.linkId === e.data.linkId ? { ...state, inspectorLink: null } : state;
      case 'TaskBecameDue':
      case 'TaskDeadlineMissed':
        return { ...state, timeFacts: rememberFact(state, e) };
      default:
        return assertNever(e);
    }
  },
};
