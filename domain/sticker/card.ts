import { DomainError } from '../shared/errors';
import type { EquipmentState } from '../equipment/decider';
import { equipmentStatus, equipmentStatuses } from '../equipment/status';
import type { LocationState } from '../location/decider';
import type { TaskState } from '../task/decider';

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

/** The card of a standing item. */
export function serviceCard(
  company: { name: string; faultReports: boolean },
  item: Item,
  tasks: readonly TaskState[],
): ServiceCard {
  return {
    companyName: company.name,
    kind: item.kind === 'EQUIPMENT' ? 'equipment' : 'location',
    name: item.state.name,
    status: item.kind === 'EQUIPMENT' ? equipmentStatuses[equipmentStatus(item.state)].label : 'Aktiv',
    ...serviceDates(tasks),
    faultReports: company.faultReports,
  };
}

/** How a fault report reads as a note (decision 113): who it came from, what they wrote, where to answer. */
export const FAULT_REPORT_AUTHOR = 'En besøgende via klistermærket';
export function faultReportNote(report: { description: string; email?: string }): string {
  const reply = report.email ? `Svar ønskes til: ${report.email}` : 'Ingen e-mail til svar.';
  return `Fejlmelding via klistermærke:\n${report.description}\n\n${reply}`;
}

/** The company's setting decides whether a card takes fault reports (decision 113). */
export const FAULT_REPORTS_OFF = 'Virksomheden tager ikke imod fejlmeldinger via klistermærket.';
export function assertMayReport(company: { faultReports: boolean }): void {
  if (!company.faultReports) throw new DomainError('forbidden', 'FAULT_REPORTS_OFF', FAULT_REPORTS_OFF);
}

export const stickerNotFound = () => new DomainError('notFound', 'STICKER_NOT_FOUND', 'Klistermærket findes ikke.');
