import type { EquipmentState } from '../../domain/equipment/decider';
import { equipmentStatus } from '../../domain/equipment/status';
import type { LocationState } from '../../domain/location/decider';
import type { NoteState } from '../../domain/note/decider';
import type { NoteTargetKind } from '../../events/catalogue';
import type { StreamType } from '../../events/envelope';
import { queryAll } from '../platform/aws';
import { tableName } from '../platform/config';
import type { Loaded } from '../store/commits';
import type { EventStore } from '../store/event-store';
import { DomainError } from '../../domain/shared/errors';
import { notFound } from '../http/http-errors';
import { equipmentRowKey, locationRowKey } from './inline-rows';
import type { ItemKey } from './items';
import { loadStream } from '../store/store';
import type { StreamRow } from '../store/stream-rows';

export const locationItem = (companyId: string, locationId: string): ItemKey => ({
  table: 'readModels',
  ...locationRowKey(companyId, locationId),
});
export const equipmentItem = (companyId: string, equipmentId: string): ItemKey => ({
  table: 'readModels',
  ...equipmentRowKey(companyId, equipmentId),
});
/**
 * A location's name is unique in its company (ignoring case): a claim item maps the name to the
 * location, so "a new location name creates the location" cannot create it twice.
 */
export const locationNameKey = (companyId: string, name: string) =>
  `LocationName#${companyId}#${name.trim().toLocaleLowerCase('da')}`;
export const locationNameClaim = (companyId: string, name: string, locationId: string) => ({
  pk: locationNameKey(companyId, name),
  attributes: { locationId },
});
export const locationNameTaken = () =>
  new DomainError('conflict', 'LOCATION_NAME_TAKEN', 'Der findes allerede en lokation med det navn.', {
    name: 'Der findes allerede en lokation med det navn.',
  });

/** The live location that holds `name` in the company, if any. */
export async function locationNamed(store: EventStore, companyId: string, name: string): Promise<LocationState | null> {
  const claim = await store.getClaim<{ locationId: string }>(locationNameKey(companyId, name));
  if (!claim) return null;
  const location = await loadStream<LocationState>('Location', claim.locationId, store);
  return location && !location.state.deleted && location.state.companyId === companyId ? location.state : null;
}

/** A list's rows: each state with the stream version it reflects (what a list answers as `version`, decision 130). */
async function versionedRowsOf<S>(pk: string, prefix?: string): Promise<Loaded<S>[]> {
  const rows = await queryAll<StreamRow<S>>({
    TableName: tableName('readModels'),
    KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
    ExpressionAttributeValues: prefix ? { ':pk': pk, ':prefix': prefix } : { ':pk': pk },
  });
  return rows.map((row) => ({ state: row.state, version: row.version }));
}
const statesOf = async <S>(rows: Promise<Loaded<S>[]>) => (await rows).map((row) => row.state);

export const locationRowsOf = async (companyId: string) =>
  (await versionedRowsOf<LocationState>(locationRowKey(companyId, '').pk)).filter((row) => !row.state.deleted);
export const equipmentRowsOf = (companyId: string) =>
  versionedRowsOf<EquipmentState>(equipmentRowKey(companyId, '').pk);
export const noteRowsOf = (companyId: string, kind: NoteTargetKind, targetId?: string) =>
  versionedRowsOf<NoteState>(`Notes#${companyId}`, targetId ? `${kind}#${targetId}#` : `${kind}#`);

export const locationsOf = (companyId: string) => statesOf(locationRowsOf(companyId));
export const equipmentOf = (companyId: string) => statesOf(equipmentRowsOf(companyId));
export const notesOf = (companyId: string, kind: NoteTargetKind, targetId?: string) =>
  statesOf(noteRowsOf(companyId, kind, targetId));

/** The newest state of an aggregate of the caller's company; anything else is 404 (api.md). */
export async function loadOwned<S extends { companyId: string }>(
  store: EventStore,
  type: StreamType,
  id: string,
  companyId: string,
  isGone?: (state: S) => boolean,
): Promise<Loaded<S>> {
  const loaded = await loadStream<S>(type, id, store);
  if (!loaded || loaded.state.companyId !== companyId || isGone?.(loaded.state)) throw notFound();
  return loaded;
}

/** `location` of api.md. */
export const locationView = (
  location: LocationState,
  counts: { noteCount: number; taskCount: number; equipmentCount: number },
  version: number,
) => ({
  id: location.id,
  version,
  name: location.name,
  createdAt: location.createdAt,
  noteCount: counts.noteCount,
  taskCount: counts.taskCount,
  equipmentCount: counts.equipmentCount,
});

/** `equipment` of api.md; `equipmentId` is the identification number (spec 001 §3). */
export const equipmentView = (
  equipment: EquipmentState,
  locationName: string | null,
  counts: { tasks: number; notes: number },
  version: number,
) => ({
  id: equipment.id,
  version,
  name: equipment.name,
  make: equipment.make,
  model: equipment.model,
  equipmentId: equipment.externalId,
  externalId: equipment.externalId,
  category: equipment.category,
  locationId: equipment.locationId,
  locationName,
  standby: equipment.standby,
  archived: equipment.archived,
  status: equipmentStatus(equipment),
  createdAt: equipment.createdAt,
  tasks: counts.tasks,
  notes: counts.notes,
});
