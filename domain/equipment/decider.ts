import { equipmentEventTypes, event, type EventOf } from '../../events/catalogue';
import type { Decider } from '../shared/decider';
import { DomainError, assertNever } from '../shared/errors';

export interface EquipmentFields {
  name: string;
  make: string;
  model: string;
  /** The identification number (spec 001 §3 `equipmentId`). */
  externalId: string;
  category: string;
  locationId: string;
}

export interface EquipmentState extends EquipmentFields {
  id: string;
  companyId: string;
  createdAt: string;
  standby: boolean;
  archived: boolean;
  /** Its service sticker's code, once it has one (decision 110). */
  stickerCode: string | null;
}

export type EquipmentEvent = EventOf<(typeof equipmentEventTypes)[number]>;

export type EquipmentCommand =
  | { type: 'CreateEquipment'; equipmentId: string; companyId: string; fields: EquipmentFields; now: Date }
  | { type: 'UpdateEquipment'; fields: EquipmentFields }
  | { type: 'SetEquipmentStandby'; standby: boolean }
  | { type: 'ArchiveEquipment' }
  /** Gives it a service sticker's code, unless it has one (decision 110). */
  | { type: 'AssignSticker'; code: string };

export const equipmentNotFound = () => new DomainError('notFound', 'EQUIPMENT_NOT_FOUND', 'Udstyret findes ikke.');
export const equipmentArchived = () =>
  new DomainError('conflict', 'EQUIPMENT_ARCHIVED', 'Udstyret er slettet og kan ikke ændres.');

const sameFields = (a: EquipmentFields, b: EquipmentFields) =>
  a.name === b.name &&
  a.make === b.make &&
  a.model === b.model &&
  a.externalId === b.externalId &&
  a.category === b.category &&
  a.locationId === b.locationId;

function decideExisting(
  command: Exclude<EquipmentCommand, { type: 'CreateEquipment' }>,
  state: EquipmentState,
): EquipmentEvent[] {
  const { id: equipmentId } = state;
  if (state.archived) throw equipmentArchived();
  switch (command.type) {
    case 'UpdateEquipment':
      return sameFields(state, command.fields) ? [] : [event('EquipmentUpdated', { equipmentId, ...command.fields })];
    case 'SetEquipmentStandby':
      return state.standby === command.standby
        ? []
        : [event('EquipmentStandbyChanged', { equipmentId, standby: command.standby })];
    case 'ArchiveEquipment':
      return [event('EquipmentArchived', { equipmentId })];
    case 'AssignSticker':
      return state.stickerCode ? [] : [event('EquipmentStickerAssigned', { equipmentId, code: command.code })];
    default:
      return assertNever(command);
  }
}

/** Only equipment of the company that is not deleted is given tasks (decision 120: checked on the version the transaction requires). */
export function assertTakesTasks(state: EquipmentState | null, companyId: string): void {
  if (!state || state.companyId !== companyId) throw equipmentNotFound();
  if (state.archived) throw equipmentArchived();
}

/** A piece of equipment (spec 001 §3). Deleting archives it: it shows as 'Slettet' and keeps its history. */
export const equipmentDecider: Decider<EquipmentState | null, EquipmentCommand, EquipmentEvent> = {
  eventTypes: equipmentEventTypes,
  initialState: () => null,

  decide(command, state) {
    if (command.type === 'CreateEquipment') {
      if (state) throw new DomainError('conflict', 'EQUIPMENT_EXISTS', 'Udstyret findes allerede.');
      return [
        event('EquipmentCreated', {
          equipmentId: command.equipmentId,
          companyId: command.companyId,
          createdAt: command.now.toISOString(),
          ...command.fields,
        }),
      ];
    }
    if (!state) throw equipmentNotFound();
    return decideExisting(command, state);
  },

  evolve(state, e) {
    if (e.type === 'EquipmentCreated') {
      const { equipmentId, ...rest } = e.data;
      return { id: equipmentId, ...rest, standby: false, archived: false, stickerCode: null };
    }
    if (!state) return state;
    switch (e.type) {
      case 'EquipmentUpdated': {
        const { equipmentId: _id, ...fields } = e.data;
        return { ...state, ...fields };
      }
      case 'EquipmentStandbyChanged':
        return { ...state, standby: e.data.standby };
      case 'EquipmentArchived':
        return { ...state, archived: true };
      case 'EquipmentTaskAdded':
      case 'EquipmentTaskRemoved':
        // Appended before an equipment's tasks became a tally (decision 120): the tally holds them now.
        return state;
      case 'EquipmentStickerAssigned':
        return { ...state, stickerCode: e.data.code };
      default:
        return assertNever(e);
    }
  },
};
