import * as z from 'zod';

/**
 * The event catalogue: every domain event's name, version and schema. An event is stored as
 * `{type, version, data}`; a change of shape adds a version and an upcaster (`upcasters` below):
 * stored events of an older version are read as the newest.
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

export const taskTargetKinds = ['EQUIPMENT', 'LOCATION'] as const;
const taskFields = {
  title: z.string(),
  description: z.string(),
  type: z.enum(['CYCLICAL', 'AD_HOC']),
  interval: z.string().nullable(),
  notificationPeriod: z.number().int(),
  responsibleId: z.string(),
  responsibleName: z.string(),
  target: z.object({ kind: z.enum(taskTargetKinds), id: z.string() }),
  deadline: z.string(),
  files: z.array(z.string()),
};

/**
 * What a time fact says about the task when it was recorded, so the timeline, the statistics and
 * the reminders keep it after edits and deletion (like TaskCompleted).
 */
const timeFactFields = {
  taskId: z.string(),
  /** The deadline the fact is about (ISO 8601 UTC). */
  deadline: z.string(),
  title: z.string(),
  type: z.enum(['CYCLICAL', 'AD_HOC']),
  target: z.object({ kind: z.enum(taskTargetKinds), id: z.string() }),
  responsibleId: z.string(),
  responsibleName: z.string(),
};

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

export const eventSchemas = {
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
   * The number of open tasks the person is responsible for in a company changed by `change` to
   * `openTasks`, in the same transaction as the tasks' commits: deletion is refused while it is
   * above 0 (decisions.md "Open tasks live in the person's stream").
   */
  UserOpenTasksChanged: {
    1: z.object({
      userId: z.string(),
      companyId: z.string(),
      change: z.number().int(),
      openTasks: z.number().int().nonnegative(),
    }),
  },
  InvitationCreated: {
    /** v1 carried the invitation's secret `token`; v2 keeps it out of the event store (only the mail has it). */
    1: invitationCreatedV2.extend({ token: z.string() }),
    2: invitationCreatedV2,
  },
  InvitationAccepted: {
    1: z.object({ invitationId: z.string(), companyId: z.string(), emailAddress: z.string(), userId: z.string() }),
  },
  InvitationDeleted: { 1: z.object({ invitationId: z.string(), companyId: z.string(), emailAddress: z.string() }) },
  /** The company's plan counts an item (spec 001 §1: FREE holds 10 equipment and locations together). */
  InventoryItemAdded: { 1: z.object({ companyId: z.string(), kind: z.enum(inventoryKinds), itemId: z.string() }) },
  InventoryItemRemoved: { 1: z.object({ companyId: z.string(), kind: z.enum(inventoryKinds), itemId: z.string() }) },
  LocationCreated: {
    1: z.object({ locationId: z.string(), companyId: z.string(), name: z.string(), createdAt: z.string() }),
  },
  LocationRenamed: { 1: z.object({ locationId: z.string(), name: z.string() }) },
  LocationDeleted: { 1: z.object({ locationId: z.string() }) },
  /** Equipment placed at or taken from a location: the location refuses deletion while it holds any. */
  LocationEquipmentAdded: { 1: z.object({ locationId: z.string(), equipmentId: z.string() }) },
  LocationEquipmentRemoved: { 1: z.object({ locationId: z.string(), equipmentId: z.string() }) },
  EquipmentCreated: {
    1: z.object({ equipmentId: z.string(), companyId: z.string(), createdAt: z.string(), ...equipmentFields }),
  },
  EquipmentUpdated: { 1: z.object({ equipmentId: z.string(), ...equipmentFields }) },
  EquipmentStandbyChanged: { 1: z.object({ equipmentId: z.string(), standby: z.boolean() }) },
  EquipmentArchived: { 1: z.object({ equipmentId: z.string() }) },
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
  TaskCreated: { 1: z.object({ taskId: z.string(), companyId: z.string(), createdBy: z.string(), ...taskFields }) },
  TaskUpdated: { 1: z.object({ taskId: z.string(), ...taskFields }) },
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
      type: z.enum(['CYCLICAL', 'AD_HOC']),
      target: z.object({ kind: z.enum(taskTargetKinds), id: z.string() }),
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
    }),
  },
  /**
   * Time passing, recorded by the daily job (decisions.md "Time passing is recorded"): the notice
   * period of `deadline` began at `at` (the task became CURRENT). At most once per task and deadline.
   */
  TaskBecameDue: { 1: z.object({ ...timeFactFields, at: z.string() }) },
  /** `deadline` passed without a completion (the task became OVERDUE). At most once per task and deadline. */
  TaskDeadlineMissed: { 1: z.object(timeFactFields) },
  TaskResponsibleChanged: {
    1: z.object({ taskId: z.string(), responsibleId: z.string(), responsibleName: z.string() }),
  },
  TaskDeleted: { 1: z.object({ taskId: z.string() }) },
  /** A task placed directly at a location: the location refuses deletion while it has any. */
  LocationTaskAdded: { 1: z.object({ locationId: z.string(), taskId: z.string() }) },
  LocationTaskRemoved: { 1: z.object({ locationId: z.string(), taskId: z.string() }) },
  /** A task for a piece of equipment: standby, reactivation and deletion reach its tasks through it. */
  EquipmentTaskAdded: { 1: z.object({ equipmentId: z.string(), taskId: z.string() }) },
  EquipmentTaskRemoved: { 1: z.object({ equipmentId: z.string(), taskId: z.string() }) },
} as const;

export type EventType = keyof typeof eventSchemas;
type Versions<T extends EventType> = (typeof eventSchemas)[T];
type LatestVersion<T extends EventType> = Versions<T> extends { 2: unknown } ? 2 : 1;
type Latest<T extends EventType> =
  Versions<T> extends { 2: infer S extends z.ZodTypeAny }
    ? S
    : Versions<T> extends { 1: infer S extends z.ZodTypeAny }
      ? S
      : never;

/** A domain event as deciders produce and `evolve` consumes it: always its newest version. */
export type DomainEvent = {
  [T in EventType]: { type: T; version: LatestVersion<T>; data: z.infer<Latest<T>> };
}[EventType];

/** Upcasters: per event type, from version n (the key) to n + 1. Pure, so any reader can apply them. */
// Each upcaster reads the data of its own version, which that version's schema has just parsed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const upcasters: Partial<Record<EventType, Record<number, (data: any) => unknown>>> = {
  /** The secret leaves the stored event's reading: nothing downstream may show it. */
  InvitationCreated: { 1: ({ token: _secret, ...rest }: { token: string }) => rest },
};

const latestVersionOf = (type: EventType) => Math.max(...Object.keys(eventSchemas[type]).map(Number));

export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

export const eventTypes = Object.keys(eventSchemas) as EventType[];

export class UnknownEventError extends Error {}

/** Validates an event against its catalogued schema; throws on unknown types or bad data. */
export function parseEvent(raw: { type: string; version: number; data: unknown }): DomainEvent {
  const versions = (eventSchemas as Record<string, Record<number, z.ZodTypeAny>>)[raw.type];
  const schema = versions?.[raw.version];
  if (!schema) throw new UnknownEventError(`Unknown event ${raw.type} v${raw.version}`);
  let data: unknown = schema.parse(raw.data);
  let version = raw.version;
  const latest = latestVersionOf(raw.type as EventType);
  for (; version < latest; version++) {
    const upcast = upcasters[raw.type as EventType]?.[version];
    if (!upcast) throw new UnknownEventError(`No upcaster for ${raw.type} v${version}`);
    data = versions[version + 1].parse(upcast(data));
  }
  return { type: raw.type, version, data } as DomainEvent;
}

/** Shorthand for deciders: builds an event in its newest version. */
export function event<T extends EventType>(type: T, data: EventOf<T>['data']): EventOf<T> {
  return { type, version: latestVersionOf(type), data } as EventOf<T>;
}
