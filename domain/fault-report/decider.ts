import { event, faultReportEventTypes, type EventOf, type InventoryKind } from '../../events/catalogue';
import type { Decider } from '../shared/decider';
import { DomainError, assertNever } from '../shared/errors';
import { faultReference, type FaultReportOutcome, type FaultReportStatus } from './status';

/** A fault reported from a sticker (issue 29, decision 166), and what the company did about it. */
export interface FaultReportState {
  id: string;
  companyId: string;
  /** The company's running number: the reference is 'F-<number>'. */
  number: number;
  item: { kind: InventoryKind; id: string };
  /** The item's name when it was reported. */
  itemName: string;
  stickerCode: string;
  description: string;
  /** The photo's file key, or null. */
  photo: string | null;
  /** The reporter's address for the receipt and the answer, or null. */
  email: string | null;
  reportedAt: string;
  status: FaultReportStatus;
  /** The task made of it, once one is. */
  taskId: string | null;
  /** The admin's answer when it was closed. */
  answer: string | null;
  closedAt: string | null;
  closedBy: string | null;
  closedByName: string | null;
}

export type FaultReportEvent = EventOf<(typeof faultReportEventTypes)[number]>;

export type FaultReportCommand =
  | {
      type: 'ReportFault';
      reportId: string;
      companyId: string;
      number: number;
      item: { kind: InventoryKind; id: string };
      itemName: string;
      stickerCode: string;
      description: string;
      photo: string | null;
      email: string | null;
      now: Date;
    }
  | { type: 'CreateTaskFromReport'; taskId: string; by: string; now: Date }
  | { type: 'CloseFaultReport'; outcome: FaultReportOutcome; answer: string; by: string; byName: string; now: Date };

export const faultReportNotFound = () =>
  new DomainError('notFound', 'FAULT_REPORT_NOT_FOUND', 'Fejlmeldingen findes ikke.');

/** A report made into a task already: a second conversion (two admins at once) is refused. */
export const alreadyHasTask = (state: FaultReportState) =>
  new DomainError(
    'conflict',
    'FAULT_REPORT_HAS_TASK',
    `Der er allerede oprettet en opgave fra fejlmelding ${faultReference(state.number)}. Genindlæs listen for at se den.`,
  );
export const alreadyClosed = (state: FaultReportState) =>
  new DomainError(
    'conflict',
    'FAULT_REPORT_CLOSED',
    `Fejlmelding ${faultReference(state.number)} er allerede lukket. Genindlæs listen for at se svaret.`,
  );

function decideExisting(
  command: Exclude<FaultReportCommand, { type: 'ReportFault' }>,
  state: FaultReportState,
): FaultReportEvent[] {
  const reportId = state.id;
  if (state.status === 'SOLVED' || state.status === 'REJECTED') throw alreadyClosed(state);
  switch (command.type) {
    case 'CreateTaskFromReport':
      if (state.taskId) throw alreadyHasTask(state);
      return [event('FaultReportTaskCreated', { reportId, taskId: command.taskId, by: command.by, at: iso(command) })];
    case 'CloseFaultReport':
      return [
        event('FaultReportClosed', {
          reportId,
          outcome: command.outcome,
          answer: command.answer,
          by: command.by,
          byName: command.byName,
          at: iso(command),
        }),
      ];
    default:
      return assertNever(command);
  }
}

const iso = (command: { now: Date }) => command.now.toISOString();

/**
 * A fault report (decision 166): reported 'Ny'; made into one task, 'Under behandling'; closed
 * 'Løst' or 'Afvist' with an answer, from either. A closed report takes nothing more, and a report
 * is made into a task once: the second of two admins doing it at once reads the first's commit
 * and is refused (409).
 */
export const faultReportDecider: Decider<FaultReportState | null, FaultReportCommand, FaultReportEvent> = {
  eventTypes: faultReportEventTypes,
  initialState: () => null,

  decide(command, state) {
    if (command.type === 'ReportFault') {
      if (state) throw new DomainError('conflict', 'FAULT_REPORT_EXISTS', 'Fejlmeldingen findes allerede.');
      if (!Number.isSafeInteger(command.number) || command.number < 1)
        throw new Error(`A fault report's number is a whole number from 1: ${command.number}`);
      return [
        event('FaultReported', {
          reportId: command.reportId,
          companyId: command.companyId,
          number: command.number,
          item: command.item,
          itemName: command.itemName,
          stickerCode: command.stickerCode,
          description: command.description,
          photo: command.photo,
          email: command.email,
          reportedAt: iso(command),
        }),
      ];
    }
    if (!state) throw faultReportNotFound();
    return decideExisting(command, state);
  },

  evolve(state, e) {
    if (e.type === 'FaultReported') {
      const { reportId, ...rest } = e.data;
      return {
        id: reportId,
        ...rest,
        status: 'NEW',
        taskId: null,
        answer: null,
        closedAt: null,
        closedBy: null,
        closedByName: null,
      };
    }
    if (!state) return state;
    switch (e.type) {
      case 'FaultReportTaskCreated':
        return { ...state, status: 'IN_PROGRESS', taskId: e.data.taskId };
      case 'FaultReportClosed':
        return {
          ...state,
          status: e.data.outcome,
          answer: e.data.answer,
          closedAt: e.data.at,
          closedBy: e.data.by,
          closedByName: e.data.byName,
        };
      default:
        return assertNever(e);
    }
  },
};
