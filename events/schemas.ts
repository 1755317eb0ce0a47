import * as z from 'zod';
import { taskFieldSchemas, taskTargetSchema } from '../domain/task/fields';
import { taskTypeSchema } from '../domain/task/intervals';
import { answerSchema } from '../domain/checklist/answers';
import { storedChecklistItemSchema } from '../domain/checklist/checklist';
import { appliedDutySchema, inspectorSchema } from '../domain/inspection/types';
import { intervalSchema } from '../domain/task/intervals';

/**
 * The schema of every domain event's data, per version, grouped by the stream (the aggregate)
 * that records it. `catalogue.ts` reads them: types, versions, upcasters and parsing.
 */
export const roleTypes = ['USER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type RoleType = (typeof roleTypes)[number];

const mfa = z.object({ active: z.boolean(), method: z.literal('email') });

export const inventoryKinds = ['EQUIPMENT', 'LOCATION'] as const;
export type InventoryKind = (typeof inventoryKinds)[number];

const equipmentFields = {
  name: z.string(),
  make: z.string(),
  model: z.string(),
  /** The identification number (spec 001 §3 `equipmentId`, also `externalId`). */
  externalId: z.string(),
  category: z.string(),
  locationId: z.string(),
};

export const noteTargetKinds = ['TASK', 'EQUIPMENT', 'LOCATION'] as const;
export type NoteTargetKind = (typeof noteTargetKinds)[number];
const noteTarget = z.object({ kind: z.enum(noteTargetKinds), id: z.string() });

/**
 * What a time fact says about the task when it was recorded, so the timeline, the statistics and
 * the reminders keep it after edits and deletion (like TaskCompleted).
 */
const timeFactFields = {
  taskId: z.string(),
  /** The deadline the fact is about (ISO 8601 UTC). */
  deadline: z.string(),
  title: z.string(),
  type: taskTypeSchema,
  target: taskTargetSchema,
  responsibleId: z.string(),
  responsibleName: z.string(),
};

/** A calendar feed's scopes: a person's own tasks, or the company's (decision 105; domain/task/calendar-feed.ts). */
export const calendarFeedScopes = ['me', 'company'] as const;

const followUpOf = z.object({ taskId: z.string(), title: z.string(), completionId: z.string() });

const invitationCreatedV2 = z.object({
  invitationId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  name: z.string(),
  emailAddress: z.string(),
  type: z.enum(['USER', 'ADMIN']),
  date: z.string(),
  expiresAt: z.string(),
  invitedBy: z.string(),
});

// The events grouped by the stream (the aggregate) that records them; each group's order is the
// order its projection's rule lists them in (infra/declaration.ts).
export const companyEvents = {
  CompanyCreated: {
    1: z.object({
      companyId: z.string(),
      name: z.string(),
      mfa,
      subscription: z.literal('FREE'),
      createdBy: z.string(),
    }),
  },
  CompanyInfoUpdated: {
    1: z.object({
      companyId: z.string(),
      name: z.string(),
      vatNumber: z.string(),
      address: z.string(),
      city: z.string(),
    }),
  },
  CompanyMfaChanged: { 1: z.object({ companyId: z.string(), active: z.boolean() }) },
  CompanyOnboardingChanged: { 1: z.object({ companyId: z.string(), onboarding: z.boolean() }) },
  SubscriptionUpgraded: {
    1: z.object({ companyId: z.string(), subscription: z.literal('UNLIMITED'), endDate: z.string() }),
  },
  SubscriptionCancellationChanged: { 1: z.object({ companyId: z.string(), cancelled: z.boolean() }) },
  SubscriptionRenewed: { 1: z.object({ companyId: z.string(), endDate: z.string() }) },
  SubscriptionEnded: { 1: z.object({ companyId: z.string() }) },
  /** No longer appended (decision 120: the company's tally counts its inventory); read as nothing. */
  InventoryItemAdded: { 1: z.object({ companyId: z.string(), kind: z.enum(inventoryKinds), itemId: z.string() }) },
  InventoryItemRemoved: { 1: z.object({ companyId: z.string(), kind: z.enum(inventoryKinds), itemId: z.string() }) },
  /** Deadlines on Danish public holidays move to the next working day, or no longer do (decision 100). */
  CompanyHolidaysSet: { 1: z.object({ companyId: z.string(), holidays: z.boolean() }) },
  /** Whether anyone holding a sticker may report a fault without logging in (issue 17, decision 113; off by default). */
  CompanyFaultReportsChanged: { 1: z.object({ companyId: z.string(), allowed: z.boolean() }) },
} as const;
export const userEvents = {
  UserRegistered: {
    1: z.object({ userId: z.string(), name: z.string(), emailAddress: z.string() }),
  },
  UserJoinedCompany: {
    1: z.object({ userId: z.string(), companyId: z.string(), role: z.enum(roleTypes) }),
  },
  UserRenamed: { 1: z.object({ userId: z.string(), name: z.string() }) },
  UserRoleChanged: { 1: z.object({ userId: z.string(), companyId: z.string(), role: z.enum(roleTypes) }) },
  UserLeftCompany: { 1: z.object({ userId: z.string(), companyId: z.string() }) },
  UserDeleted: { 1: z.object({ userId: z.string() }) },
  /**
   * The person made (or renewed, which ends the old address) a calendar feed address in a company
   * (decisions 106 and 167): for the activity timeline only. The address itself is a credential and
   * stays in its rows, never in an event.
   */
  UserCalendarFeedIssued: {
    1: z.object({ userId: z.string(), companyId: z.string(), scope: z.enum(calendarFeedScopes), renewed: z.boolean() }),
  },
  /**
   * No longer appended: the number of open tasks the person is responsible for in a company, as
   * decision 036 kept it. Streams written before decision 120 "Cross-stream counts and sets are
   * tallies" hold it; the person's tally counts them now, and the user decider reads it as nothing.
   */
  UserOpenTasksChanged: {
    1: z.object({
      userId: z.string(),
      companyId: z.string(),
      change: z.number().int(),
      openTasks: z.number().int().nonnegative(),
    }),
  },
} as const;
export const invitationEvents = {
  InvitationCreated: {
    /** v1 carried the invitation's secret `token`; v2 keeps it out of the event store (only the mail has it). */
    1: invitationCreatedV2.extend({ token: z.string() }),
    2: invitationCreatedV2,
  },
  InvitationAccepted: {
    1: z.object({ invitationId: z.string(), companyId: z.string(), emailAddress: z.string(), userId: z.string() }),
  },
  InvitationDeleted: { 1: z.object({ invitationId: z.string(), companyId: z.string(), emailAddress: z.string() }) },
} as const;
export const locationEvents = {
  LocationCreated: {
    1: z.object({ locationId: z.string(), companyId: z.string(), name: z.string(), createdAt: z.string() }),
  },
  LocationRenamed: { 1: z.object({ locationId: z.string(), name: z.string() }) },
  LocationDeleted: { 1: z.object({ locationId: z.string() }) },
  /** No longer appended (decision 120: the location's tally holds its equipment); read as nothing. */
  LocationEquipmentAdded: { 1: z.object({ locationId: z.string(), equipmentId: z.string() }) },
  LocationEquipmentRemoved: { 1: z.object({ locationId: z.string(), equipmentId: z.string() }) },
  /** No longer appended (decision 120: the location's tally holds its tasks); read as nothing. */
  LocationTaskAdded: { 1: z.object({ locationId: z.string(), taskId: z.string() }) },
  LocationTaskRemoved: { 1: z.object({ locationId: z.string(), taskId: z.string() }) },
  /** The location got its service sticker's code (decision 110), claimed in the same transaction. */
  LocationStickerAssigned: { 1: z.object({ locationId: z.string(), code: z.string() }) },
} as const;
export const equipmentEvents = {
  EquipmentCreated: {
    1: z.object({ equipmentId: z.string(), companyId: z.string(), createdAt: z.string(), ...equipmentFields }),
  },
  EquipmentUpdated: { 1: z.object({ equipmentId: z.string(), ...equipmentFields }) },
  EquipmentStandbyChanged: { 1: z.object({ equipmentId: z.string(), standby: z.boolean() }) },
  EquipmentArchived: { 1: z.object({ equipmentId: z.string() }) },
  /** No longer appended (decision 120: the equipment's tally holds its tasks); read as nothing. */
  EquipmentTaskAdded: { 1: z.object({ equipmentId: z.string(), taskId: z.string() }) },
  EquipmentTaskRemoved: { 1: z.object({ equipmentId: z.string(), taskId: z.string() }) },
  /** The equipment got its service sticker's code (decision 110), claimed in the same transaction. */
  EquipmentStickerAssigned: { 1: z.object({ equipmentId: z.string(), code: z.string() }) },
} as const;
export const noteEvents = {
  NoteCreated: {
    1: z.object({
      noteId: z.string(),
      companyId: z.string(),
      target: noteTarget,
      content: z.string(),
      files: z.array(z.string()),
      recipientIds: z.array(z.string()),
      core: z.boolean(),
      authorId: z.string(),
      authorName: z.string(),
      datetime: z.string(),
    }),
  },
  NoteArchiveChanged: { 1: z.object({ noteId: z.string(), target: noteTarget, archived: z.boolean() }) },
  NoteResponseAdded: {
    1: z.object({
      noteId: z.string(),
      target: noteTarget,
      responseId: z.string(),
      content: z.string(),
      files: z.array(z.string()),
      recipientIds: z.array(z.string()),
      authorId: z.string(),
      authorName: z.string(),
      datetime: z.string(),
    }),
  },
} as const;
export const taskEvents = {
  TaskCreated: {
    1: z.object({
      taskId: z.string(),
      companyId: z.string(),
      createdBy: z.string(),
      ...taskFieldSchemas,
      /** A follow-up of a finding (decision 165): the task and completion it follows up. */
      followUpOf: followUpOf.nullable().default(null),
      /** The fault report the task was made from (decision 166); absent for every other task. */
      faultReportId: z.string().optional(),
      /** A legal inspection duty applied (issue 31): the template version, the answers, the rule's interval. */
      duty: appliedDutySchema.optional(),
    }),
  },
  TaskUpdated: { 1: z.object({ taskId: z.string(), ...taskFieldSchemas }) },
  /** The task's own standby; reactivation sets a new deadline (and anchor). */
  TaskStandbyChanged: { 1: z.object({ taskId: z.string(), standby: z.boolean(), deadline: z.string().optional() }) },
  /** Standby because of (or lifted with) the task's equipment. */
  TaskEquipmentStandbyChanged: {
    1: z.object({ taskId: z.string(), standby: z.boolean(), deadline: z.string().optional() }),
  },
  TaskCompleted: {
    1: z.object({
      taskId: z.string(),
      /** What the task was when done, so history keeps it after edits and deletion. */
      title: z.string(),
      type: taskTypeSchema,
      target: taskTargetSchema,
      completionId: z.string(),
      deadline: z.string(),
      finishedOn: z.string(),
      late: z.boolean(),
      responsibleId: z.string(),
      responsibleName: z.string(),
      completedBy: z.string(),
      completedByName: z.string(),
      nextDeadline: z.string().nullable(),
      noteId: z.string().nullable(),
      /** The checklist's answers, each with what its item asked then (decision 165). */
      answers: z.array(answerSchema).default([]),
      /** The follow-up tasks created with it, one per finding followed up. */
      followUps: z.array(z.object({ taskId: z.string(), itemId: z.string(), title: z.string() })).default([]),
      /** Done through an external inspector's link (issue 31): who, their company, certificate and result. */
      inspector: inspectorSchema.optional(),
    }),
  },
  TaskResponsibleChanged: {
    1: z.object({ taskId: z.string(), responsibleId: z.string(), responsibleName: z.string() }),
  },
  TaskDeleted: { 1: z.object({ taskId: z.string() }) },
  /**
   * The applied duty changed (issue 31): another interval with a reason (`INTERVAL`), or a new
   * template version accepted by an admin (`VERSION`). Carries the task's interval and checklist after.
   */
  TaskDutyChanged: {
    1: z.object({
      taskId: z.string(),
      change: z.enum(['INTERVAL', 'VERSION']),
      duty: appliedDutySchema,
      interval: intervalSchema,
      checklist: z.array(storedChecklistItemSchema),
      by: z.string(),
      at: z.string(),
    }),
  },
  /** An admin sent the task to an external inspector (issue 31); a new one ends the previous link. */
  TaskInspectorLinkSent: {
    1: z.object({
      taskId: z.string(),
      linkId: z.string(),
      name: z.string(),
      company: z.string(),
      email: z.string(),
      certificateNumber: z.string(),
      validUntil: z.string(),
      by: z.string(),
      at: z.string(),
    }),
  },
  /** An admin withdrew the inspector's link before it was used. */
  TaskInspectorLinkRevoked: { 1: z.object({ taskId: z.string(), linkId: z.string(), by: z.string(), at: z.string() }) },
  /**
   * Time passing, recorded by the daily job (decision 022 "Time passing is recorded"): the notice
   * period of `deadline` began at `at` (the task became CURRENT). At most once per task and deadline.
   */
  TaskBecameDue: { 1: z.object({ ...timeFactFields, at: z.string() }) },
  /** `deadline` passed without a completion (the task became OVERDUE). At most once per task and deadline. */
  TaskDeadlineMissed: { 1: z.object(timeFactFields) },
} as const;

/** A fault report's statuses (issue 29, decision 166): 'Ny', 'Under behandling', 'Løst', 'Afvist'. */
export const faultReportStatuses = ['NEW', 'IN_PROGRESS', 'SOLVED', 'REJECTED'] as const;
export type FaultReportStatus = (typeof faultReportStatuses)[number];
/** How a fault report is closed: solved or rejected, each with the admin's answer. */
export const faultReportOutcomes = ['SOLVED', 'REJECTED'] as const;
export type FaultReportOutcome = (typeof faultReportOutcomes)[number];

export const faultReportEvents = {
  /**
   * A fault reported from a sticker's public card (decision 166): its company's next reference
   * number, the item it is about, what the visitor wrote, their photo and, when they left one,
   * the address that gets a receipt and the answer.
   */
  FaultReported: {
    1: z.object({
      reportId: z.string(),
      companyId: z.string(),
      number: z.number().int().positive(),
      item: z.object({ kind: z.enum(inventoryKinds), id: z.string() }),
      /** The item's name when it was reported (the e-mails and the timeline keep it). */
      itemName: z.string(),
      /** The sticker's code, so the reporter's e-mails link to its card. */
      stickerCode: z.string(),
      description: z.string(),
      photo: z.string().nullable(),
      email: z.string().nullable(),
      reportedAt: z.string(),
    }),
  },
  /** An admin made a task of it, in the same transaction as the task (its `TaskCreated` names the report). */
  FaultReportTaskCreated: {
    1: z.object({ reportId: z.string(), taskId: z.string(), by: z.string(), at: z.string() }),
  },
  /** An admin closed it as solved or rejected, with an answer the reporter is mailed. */
  FaultReportClosed: {
    1: z.object({
      reportId: z.string(),
      outcome: z.enum(faultReportOutcomes),
      answer: z.string(),
      by: z.string(),
      byName: z.string(),
      at: z.string(),
    }),
  },
} as const;

export const eventSchemas = {
  ...companyEvents,
  ...userEvents,
  ...invitationEvents,
  ...locationEvents,
  ...equipmentEvents,
  ...noteEvents,
  ...taskEvents,
  ...faultReportEvents,
} as const;
