import * as z from 'zod';
import type { StreamType } from './envelope';
import {
  companyEvents,
  equipmentEvents,
  eventSchemas,
  faultReportEvents,
  invitationEvents,
  locationEvents,
  noteEvents,
  taskEvents,
  userEvents,
} from './schemas';

/**
 * The event catalogue: every domain event's name, version and schema. An event is stored as
 * `{type, version, data}`; a change of shape adds a version and an upcaster (`upcasters` below):
 * stored events of an older version are read as the newest.
 */
export {
  calendarFeedScopes,
  eventSchemas,
  faultReportOutcomes,
  faultReportStatuses,
  inventoryKinds,
  noteTargetKinds,
  roleTypes,
  type FaultReportOutcome,
  type FaultReportStatus,
  type InventoryKind,
  type NoteTargetKind,
  type RoleType,
} from './schemas';

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

function typesOf<K extends string>(group: Record<K, unknown>): readonly K[] {
  const types: K[] = [];
  for (const type in group) types.push(type);
  return types;
}

/**
 * The event types of each stream, read off the groups above: a decider's `decide` emits and its
 * `evolve` folds exactly its stream's (`EventOf<(typeof taskEventTypes)[number]>`), and the rules
 * of the projections that mirror a stream are built from them.
 */
export const companyEventTypes = typesOf(companyEvents);
export const userEventTypes = typesOf(userEvents);
export const invitationEventTypes = typesOf(invitationEvents);
export const locationEventTypes = typesOf(locationEvents);
export const equipmentEventTypes = typesOf(equipmentEvents);
export const noteEventTypes = typesOf(noteEvents);
export const taskEventTypes = typesOf(taskEvents);
export const faultReportEventTypes = typesOf(faultReportEvents);

export const streamEventTypes: Record<StreamType, readonly EventType[]> = {
  Company: companyEventTypes,
  User: userEventTypes,
  Invitation: invitationEventTypes,
  Location: locationEventTypes,
  Equipment: equipmentEventTypes,
  Note: noteEventTypes,
  Task: taskEventTypes,
  FaultReport: faultReportEventTypes,
};

/** Whether an event is one of `types` (narrows it to their union). */
export const isEventOf = <T extends EventType>(types: readonly T[], event: DomainEvent): event is EventOf<T> =>
  (types as readonly EventType[]).includes(event.type);

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
