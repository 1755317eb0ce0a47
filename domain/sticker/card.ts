import { DomainError } from '../shared/errors';
import type { EquipmentState } from '../equipment/decider';
import { equipmentStatus, equipmentStatuses } from '../equipment/status';
import type { LocationState } from '../location/decider';
import type { TaskState } from '../task/decider';
import { KNOWN_FAULT } from '../fault-report/status';

/** What a sticker's claim names: the company and the item (decision 110). */
export interface StickerClaim {
  companyId: string;
  kind: 'EQUIPMENT' | 'LOCATION';
  itemId: string;
}

/**
 * The public service card of a sticker (decision 112): only what is printed on a service sticker
 * anyway and what a visitor needs to see that the item is looked after. No ids, no people.
 */
export interface ServiceCard {
  companyName: string;
  kind: 'equipment' | 'location';
  name: string;
  /** In Danish: 'Aktiv' or 'Standby'. */
  status: string;
  /** The day the latest task on the item was done (ISO 8601), or null. */
  lastService: string | null;
  /** The earliest deadline of the item's tasks that are still to be done (ISO 8601), or null. */
  nextService: string | null;
  /** Whether the card offers the fault report form (the company's setting). */
  faultReports: boolean;
  /** Equipment's own identification number (`externalId`), or null (a location, or none given). */
  equipmentId: string | null;
  /** The name of the equipment's location, or null (a location is its own place). */
  location: string | null;
  /**
   * 'Kendt fejl, under behandling' while a fault report on the item is open (decision 166), else
   * null: only that a fault is known, nothing of the report or its reporter.
   */
  knownFault: string | null;
}

/** Where an item is, as its card, its sticker and the fault report e-mails say it (issue 29). */
export interface ItemPlace {
  /** The equipment's identification number (`externalId`), or null for a location. */
  equipmentId: string | null;
  /** The equipment's location, or null for a location. */
  location: string | null;
}

type Item = { kind: 'EQUIPMENT'; state: EquipmentState } | { kind: 'LOCATION'; state: LocationState };

/** Whether the item still stands: archived equipment and deleted locations have no card. */
export const itemStands = (item: Item) => (item.kind === 'EQUIPMENT' ? !item.state.archived : !item.state.deleted);

/** The last and next service of an item from its tasks (strongly consistent: its own task ids). */
export function serviceDates(tasks: readonly TaskState[]): { lastService: string | null; nextService: string | null } {
  const live = tasks.filter((task) => !task.deleted);
  const done = live.map((task) => task.lastCompleted).filter((day): day is string => !!day);
  const due = live
    .filter((task) => !task.completed && !task.standby && !task.equipmentStandby)
    .map((task) => task.deadline);
  const latest = (days: string[]) => (days.length ? days.reduce((a, b) => (a > b ? a : b)) : null);
  const earliest = (days: string[]) => (days.length ? days.reduce((a, b) => (a < b ? a : b)) : null);
  return { lastService: latest(done), nextService: earliest(due) };
}

/** The card of a standing item: `openFaultReports` counts its reports still Ny or Under behandling. */
export function serviceCard(
  company: { name: string; faultReports: boolean },
  item: Item,
  tasks: readonly TaskState[],
  place: ItemPlace,
  openFaultReports: number,
): ServiceCard {
  return {
    companyName: company.name,
    kind: item.kind === 'EQUIPMENT' ? 'equipment' : 'location',
    name: item.state.name,
    status: item.kind === 'EQUIPMENT' ? equipmentStatuses[equipmentStatus(item.state)].label : 'Aktiv',
    ...serviceDates(tasks),
    faultReports: company.faultReports,
    ...place,
    knownFault: openFaultReports > 0 ? KNOWN_FAULT : null,
  };
}

/** The company's setting decides whether a card takes fault reports (decision 113). */
export const FAULT_REPORTS_OFF = 'Virksomheden tager ikke imod fejlmeldinger via klistermærket.';
export function assertMayReport(company: { faultReports: boolean }): void {
  if (!company.faultReports) throw new DomainError('forbidden', 'FAULT_REPORTS_OFF', FAULT_REPORTS_OFF);
}

export const stickerNotFound = () => new DomainError('notFound', 'STICKER_NOT_FOUND', 'Klistermærket findes ikke.');
