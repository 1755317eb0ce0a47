import * as z from 'zod';
import { isEventOf, type DomainEvent, type EventType } from '../../events/catalogue';
import { assertNever } from '../shared/errors';
import { faultReference } from '../fault-report/status';
import { copenhagenDay } from '../shared/time';

/** The actions and subjects of the activity timeline (spec 001 §3 Event, §4 event actions). */
export const activityActions = [
  'COMPLETED',
  'COMPLETED_LATE',
  'CREATED',
  'EDITED',
  'DELETED',
  'JOINED',
  'ARCHIVED',
  'UNARCHIVED',
  'UPDATED',
  'REPORTED',
  'CONVERTED',
  'SOLVED',
  'REJECTED',
  'RENEWED',
] as const;
export type ActivityAction = (typeof activityActions)[number];
export const activitySubjectTypes = [
  'COMPANY',
  'EQUIPMENT',
  'TASK',
  'NOTE',
  'RESPONSIBLE',
  'USER',
  'FAULT_REPORT',
  'STICKER',
  'CALENDAR_FEED',
] as const;
export type ActivitySubjectType = (typeof activitySubjectTypes)[number];

/** The timeline shows the current and the previous year only (spec 001 §2 "Activity"). */
export const ACTIVITY_YEARS_SHOWN = 2;
/** The first year `GET /api/events` takes (spec 001 §9); the page offers the company's years (`activityYears`). */
export const FIRST_ACTIVITY_YEAR = 2018;

/**
 * What an event says for the timeline. `subject` or `person` is null when the event does not carry
 * the name: the projection then takes it from the stream as it was when the event happened.
 */
export interface ActivityDraft {
  action: ActivityAction;
  subjectType: ActivitySubjectType;
  subjectId: string;
  subject: string | null;
  personId: string | null;
  person: string | null;
}

/** A note has no name: the timeline names it by the start of its text. */
export const NOTE_SUBJECT_LENGTH = 60;
export const noteSubject = (content: string) => {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > NOTE_SUBJECT_LENGTH ? `${flat.slice(0, NOTE_SUBJECT_LENGTH - 1)}…` : flat;
};

/** The events the timeline shows (its projection's rule lists these, infra/declaration.ts). */
export const activityEventTypes = [
  'CompanyCreated',
  'CompanyInfoUpdated',
  'CompanyMfaChanged',
  'CompanyHolidaysSet',
  'SubscriptionUpgraded',
  'SubscriptionCancellationChanged',
  'UserJoinedCompany',
  'UserRoleChanged',
  'UserLeftCompany',
  'EquipmentCreated',
  'EquipmentUpdated',
  'EquipmentStandbyChanged',
  'EquipmentArchived',
  'NoteCreated',
  'NoteArchiveChanged',
  'TaskCreated',
  'TaskUpdated',
  'TaskStandbyChanged',
  'TaskResponsibleChanged',
  'TaskCompleted',
  'TaskDeleted',
  'EquipmentStickerAssigned',
  'LocationStickerAssigned',
  'FaultReported',
  'FaultReportTaskCreated',
  'FaultReportClosed',
  'UserCalendarFeedIssued',
] as const satisfies readonly EventType[];

/** A calendar feed on the timeline (decision 167), named by what it shows; never by its address. */
export const calendarFeedSubjects = { me: 'Mine opgaver', company: 'Alle opgaver i virksomheden' } as const;

/** Who a fault report comes from on the timeline: a visitor, not a person of the company. */
export const FAULT_REPORTER = 'En besøgende via klistermærket';
/** A fault report's name on the timeline: its reference and its item, 'F-42 (Kompressor)'. */
export const faultReportSubject = (report: { number: number; itemName: string }) =>
  `${faultReference(report.number)} (${report.itemName})`;

/**
 * Pure: the timeline entry an event leads to, or null when it is not shown. `actor` is the person
 * whose command recorded it (null for the scheduled jobs, whose bookkeeping is not shown).
 * Locations are no subject type of the spec's Event, so their events are not shown.
 */
export function activityOf(event: DomainEvent, actor: string | null): ActivityDraft | null {
  if (!isEventOf(activityEventTypes, event)) return null;
  // A visitor's report has no actor, and is shown all the same (decision 166).
  if (event.type === 'FaultReported')
    return {
      action: 'REPORTED',
      subjectType: 'FAULT_REPORT',
      subjectId: event.data.reportId,
      subject: faultReportSubject(event.data),
      personId: null,
      person: FAULT_REPORTER,
    };
  if (actor === null) return null;
  const by = (
    action: ActivityAction,
    subjectType: ActivitySubjectType,
    subjectId: string,
    subject: string | null = null,
  ): ActivityDraft => ({
    action,
    subjectType,
    subjectId,
    subject,
    personId: actor,
    person: null,
  });
  switch (event.type) {
    case 'TaskCompleted': {
      const d = event.data;
      return {
        action: d.late ? 'COMPLETED_LATE' : 'COMPLETED',
        subjectType: 'TASK',
        subjectId: d.taskId,
        subject: d.title,
        personId: d.completedBy,
        person: d.completedByName,
      };
    }
    case 'TaskCreated':
      return by('CREATED', 'TASK', event.data.taskId, event.data.title);
    case 'TaskUpdated':
      return by('EDITED', 'TASK', event.data.taskId, event.data.title);
    case 'TaskStandbyChanged':
      return by('UPDATED', 'TASK', event.data.taskId);
    case 'TaskResponsibleChanged':
      return by('UPDATED', 'RESPONSIBLE', event.data.taskId);
    case 'TaskDeleted':
      return by('DELETED', 'TASK', event.data.taskId);
    case 'EquipmentCreated':
      return by('CREATED', 'EQUIPMENT', event.data.equipmentId, event.data.name);
    case 'EquipmentUpdated':
      return by('EDITED', 'EQUIPMENT', event.data.equipmentId, event.data.name);
    case 'EquipmentStandbyChanged':
      return by('UPDATED', 'EQUIPMENT', event.data.equipmentId);
    case 'EquipmentArchived':
      // Archived equipment is deleted equipment ('Slettet', spec 001 §4).
      return by('DELETED', 'EQUIPMENT', event.data.equipmentId);
    case 'NoteCreated':
      return {
        ...by('CREATED', 'NOTE', event.data.noteId, noteSubject(event.data.content)),
        person: event.data.authorName,
      };
    case 'NoteArchiveChanged':
      return by(event.data.archived ? 'ARCHIVED' : 'UNARCHIVED', 'NOTE', event.data.noteId);
    case 'CompanyCreated':
      return by('CREATED', 'COMPANY', event.data.companyId, event.data.name);
    case 'CompanyInfoUpdated':
      return by('EDITED', 'COMPANY', event.data.companyId, event.data.name);
    case 'CompanyMfaChanged':
    case 'CompanyHolidaysSet':
    case 'SubscriptionUpgraded':
    case 'SubscriptionCancellationChanged':
      return by('UPDATED', 'COMPANY', event.data.companyId);
    case 'UserJoinedCompany':
      // The founder joins with the company (CompanyCreated says it); anyone else either accepted
      // an invitation (joined by themselves) or was added by an admin.
      if (event.data.role === 'SUPER_ADMIN' && actor === event.data.userId) return null;
      return by(actor === event.data.userId ? 'JOINED' : 'CREATED', 'USER', event.data.userId);
    case 'UserRoleChanged':
      return by('UPDATED', 'USER', event.data.userId);
    case 'UserLeftCompany':
      return by('DELETED', 'USER', event.data.userId);
    // The sticker is named by its item (the item's stream gives the name).
    case 'EquipmentStickerAssigned':
      return by('CREATED', 'STICKER', event.data.equipmentId);
    case 'LocationStickerAssigned':
      return by('CREATED', 'STICKER', event.data.locationId);
    case 'FaultReportTaskCreated':
      return by('CONVERTED', 'FAULT_REPORT', event.data.reportId);
    case 'FaultReportClosed':
      return by(event.data.outcome === 'SOLVED' ? 'SOLVED' : 'REJECTED', 'FAULT_REPORT', event.data.reportId);
    case 'UserCalendarFeedIssued':
      return by(
        event.data.renewed ? 'RENEWED' : 'CREATED',
        'CALENDAR_FEED',
        `${event.data.userId}#${event.data.scope}`,
        calendarFeedSubjects[event.data.scope],
      );
    default:
      return assertNever(event);
  }
}

/** The subjects whose entry says they are gone from then on ('(nu slettet)', spec 001 §8). */
export const removesSubject = (draft: ActivityDraft) => draft.action === 'DELETED';

/** `event` of api.md: the timeline entry a client sees. */
export interface ActivityEvent {
  id: string;
  datetime: string;
  action: ActivityAction;
  subjectType: ActivitySubjectType;
  subjectId: string;
  subject: string;
  subjectDeleted: boolean;
  person: { id: string | null; name: string; deleted: boolean };
}

export const isCompletion = (action: ActivityAction) => action === 'COMPLETED' || action === 'COMPLETED_LATE';

/** The Danish verb and object of an entry (spec 001 §4: done, done late, added, edited, deleted, accepted invitation, archived, restored). */
const verbs: Record<ActivityAction, string> = {
  COMPLETED: 'udførte',
  COMPLETED_LATE: 'udførte for sent',
  CREATED: 'tilføjede',
  EDITED: 'redigerede',
  DELETED: 'slettede',
  JOINED: 'accepterede invitationen til',
  ARCHIVED: 'arkiverede',
  UNARCHIVED: 'gendannede',
  UPDATED: 'ændrede',
  REPORTED: 'indsendte',
  CONVERTED: 'lavede en opgave af',
  SOLVED: 'løste',
  REJECTED: 'afviste',
  RENEWED: 'fornyede',
};
const nouns: Record<ActivitySubjectType, string> = {
  COMPANY: 'virksomheden',
  EQUIPMENT: 'udstyret',
  TASK: 'opgaven',
  NOTE: 'noten',
  RESPONSIBLE: 'ansvarlig for opgaven',
  USER: 'brugeren',
  FAULT_REPORT: 'fejlmeldingen',
  STICKER: 'klistermærket til',
  CALENDAR_FEED: 'kalenderabonnementet',
};

export const DELETED_SUFFIX = '(nu slettet)';
export const shownName = (name: string, deleted: boolean) => (deleted ? `${name} ${DELETED_SUFFIX}` : name);

/** Pure: the Danish sentence of an entry, e.g. 'Anne Åberg udførte for sent opgaven Eftersyn'. */
export function describeActivity(entry: ActivityEvent): { person: string; text: string; subject: string } {
  const person = shownName(entry.person.name, entry.person.deleted);
  const subject = shownName(entry.subject, entry.subjectDeleted);
  // Joining is told from the joiner's side: 'Bo accepterede invitationen til virksomheden'.
  const text =
    entry.action === 'JOINED' ? `${verbs.JOINED} virksomheden` : `${verbs[entry.action]} ${nouns[entry.subjectType]}`;
  return { person, text, subject: entry.action === 'JOINED' ? '' : subject };
}

/** `GET /api/events` query: one schema for the handler and the SPA. */
export const activityQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Angiv et år' })
    .int({ error: 'Angiv et år' })
    .min(FIRST_ACTIVITY_YEAR, { error: 'Vælg et år fra 2018' })
    .max(9999, { error: 'Angiv et år' }),
  completionsOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  cursor: z.string().max(400, { error: 'Ugyldig side' }).optional(),
});

/**
 * The years the activity page's selector offers (issue 32 item 7): from the Copenhagen year the
 * company was created (its first event, the first entry of its timeline) to the current Copenhagen
 * year of the app's clock, newest first. A clock set before the creation, or a creation not known,
 * gives this year only.
 */
export function activityYears(createdAt: string | null, now: Date): number[] {
  const current = copenhagenDay(now).y;
  const first = createdAt ? Math.min(copenhagenDay(createdAt).y, current) : current;
  return Array.from({ length: current - first + 1 }, (_, i) => current - i);
}

/** Whether a year's events are shown at all, given the current Copenhagen year. */
export const yearShown = (year: number, currentYear: number) =>
  year <= currentYear && year > currentYear - ACTIVITY_YEARS_SHOWN;
