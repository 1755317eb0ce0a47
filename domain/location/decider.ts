import { event, locationEventTypes, type EventOf } from '../../events/catalogue';
import type { Decider } from '../shared/decider';
import { DomainError, assertNever } from '../shared/errors';

export interface LocationState {
  id: string;
  companyId: string;
  name: string;
  createdAt: string;
  deleted: boolean;
  /** Its service sticker's code, once it has one (decision 110). */
  stickerCode: string | null;
}

export type LocationEvent = EventOf<(typeof locationEventTypes)[number]>;

export type LocationCommand =
  | { type: 'CreateLocation'; locationId: string; companyId: string; name: string; now: Date }
  | { type: 'RenameLocation'; name: string }
  /**
   * Refused while equipment or tasks are placed here: how many, from the location's tally
   * (decision 120), which the deletion's transaction requires unchanged.
   */
  | { type: 'DeleteLocation'; equipment: number; tasks: number }
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
      if (command.equipment > 0) throw locationHasEquipment(command.equipment);
      if (command.tasks > 0) throw locationHasTasks(command.tasks);
      return [event('LocationDeleted', { locationId })];
    case 'AssignSticker':
      return state.stickerCode ? [] : [event('LocationStickerAssigned', { locationId, code: command.code })];
    default:
      return assertNever(command);
  }
}

/** Only a location of the company that is not deleted is given equipment or tasks (decision 120). */
export function assertTakesItems(state: LocationState | null, companyId: string): void {
  if (!state || state.companyId !== companyId || state.deleted) throw locationNotFound();
}

/** A location (spec 001 §3): a name; what is placed there is in its tally (decision 120). */
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
      case 'LocationEquipmentRemoved':
      case 'LocationTaskAdded':
      case 'LocationTaskRemoved':
        // Appended before a location's equipment and tasks became a tally (decision 120): the tally holds them now.
        return state;
      case 'LocationStickerAssigned':
        return { ...state, stickerCode: e.data.code };
      default:
        return assertNever(e);
    }
  },
};
