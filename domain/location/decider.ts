import { event, locationEventTypes, type EventOf } from '../../events/catalogue';
import type { Decider } from '../shared/decider';
import { DomainError, assertNever } from '../shared/errors';

export interface LocationState {
  id: string;
  companyId: string;
  name: string;
  createdAt: string;
  deleted: boolean;
  /** Equipment placed here (not archived): while any is, the location cannot be deleted. */
  equipmentIds: string[];
  /** Tasks placed directly here (not on its equipment). */
  taskIds: string[];
  /** Its service sticker's code, once it has one (decision 110). */
  stickerCode: string | null;
}

export type LocationEvent = EventOf<(typeof locationEventTypes)[number]>;

export type LocationCommand =
  | { type: 'CreateLocation'; locationId: string; companyId: string; name: string; now: Date }
  | { type: 'RenameLocation'; name: string }
  | { type: 'DeleteLocation' }
  | { type: 'PlaceEquipment'; equipmentId: string }
  | { type: 'RemoveEquipment'; equipmentId: string }
  | { type: 'PlaceTask'; taskId: string }
  | { type: 'RemoveTask'; taskId: string }
  /** Gives it a service sticker's code, unless it has one (decision 110). */
  | { type: 'AssignSticker'; code: string };

export const locationNotFound = () => new DomainError('notFound', 'LOCATION_NOT_FOUND', 'Lokationen findes ikke.');
export const locationHasTasks = (count: number) =>
  new DomainError(
    'conflict',
    'LOCATION_IN_USE',
    `Lokationen kan ikke slettes, fordi der er ${count === 1 ? '1 opgave' : `${count} opgaver`} på den. Slet opgaverne først.`,
  );
export const locationHasEquipment = (count: number) =>
  new DomainError(
    'conflict',
    'LOCATION_IN_USE',
    `Lokationen kan ikke slettes, fordi der er ${count === 1 ? '1 udstyr' : `${count} udstyr`} på den. Flyt eller slet udstyret først.`,
  );

function decideExisting(
  command: Exclude<LocationCommand, { type: 'CreateLocation' }>,
  state: LocationState,
): LocationEvent[] {
  const locationId = state.id;
  switch (command.type) {
    case 'RenameLocation':
      return state.name === command.name ? [] : [event('LocationRenamed', { locationId, name: command.name })];
    case 'DeleteLocation':
      if (state.equipmentIds.length > 0) throw locationHasEquipment(state.equipmentIds.length);
      if (state.taskIds.length > 0) throw locationHasTasks(state.taskIds.length);
      return [event('LocationDeleted', { locationId })];
    case 'PlaceEquipment':
      return state.equipmentIds.includes(command.equipmentId)
        ? []
        : [event('LocationEquipmentAdded', { locationId, equipmentId: command.equipmentId })];
    case 'RemoveEquipment':
      return state.equipmentIds.includes(command.equipmentId)
        ? [event('LocationEquipmentRemoved', { locationId, equipmentId: command.equipmentId })]
        : [];
    case 'PlaceTask':
      return state.taskIds.includes(command.taskId)
        ? []
        : [event('LocationTaskAdded', { locationId, taskId: command.taskId })];
    case 'RemoveTask':
      return state.taskIds.includes(command.taskId)
        ? [event('LocationTaskRemoved', { locationId, taskId: command.taskId })]
        : [];
    case 'AssignSticker':
      return state.stickerCode ? [] : [event('LocationStickerAssigned', { locationId, code: command.code })];
    default:
      return assertNever(command);
  }
}

/** A location (spec 001 §3): a name, and the equipment placed there. */
export const locationDecider: Decider<LocationState | null, LocationCommand, LocationEvent> = {
  eventTypes: locationEventTypes,
  initialState: () => null,

  decide(command, state) {
    if (command.type === 'CreateLocation') {
      if (state) throw new DomainError('conflict', 'LOCATION_EXISTS', 'Lokationen findes allerede.');
      return [
        event('LocationCreated', {
          locationId: command.locationId,
          companyId: command.companyId,
          name: command.name,
          createdAt: command.now.toISOString(),
        }),
      ];
    }
    if (!state || state.deleted) throw locationNotFound();
    return decideExisting(command, state);
  },

  evolve(state, e) {
    if (e.type === 'LocationCreated') {
      return {
        id: e.data.locationId,
        companyId: e.data.companyId,
        name: e.data.name,
        createdAt: e.data.createdAt,
        deleted: false,
        equipmentIds: [],
        taskIds: [],
        stickerCode: null,
      };
    }
    if (!state) return state;
    switch (e.type) {
      case 'LocationRenamed':
        return { ...state, name: e.data.name };
      case 'LocationDeleted':
        return { ...state, deleted: true };
      case 'LocationEquipmentAdded':
        return { ...state, equipmentIds: [...state.equipmentIds, e.data.equipmentId] };
      case 'LocationEquipmentRemoved':
        return { ...state, equipmentIds: state.equipmentIds.filter((id) => id !== e.data.equipmentId) };
      case 'LocationTaskAdded':
        return { ...state, taskIds: [...state.taskIds, e.data.taskId] };
      case 'LocationTaskRemoved':
        return { ...state, taskIds: state.taskIds.filter((id) => id !== e.data.taskId) };
      case 'LocationStickerAssigned':
        return { ...state, stickerCode: e.data.code };
      default:
        return assertNever(e);
    }
  },
};
