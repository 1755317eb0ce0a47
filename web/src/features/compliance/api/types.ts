import type { Answer } from '#domain/checklist/answers';
import type { ComplianceState, DutyId, DutyParams, InspectionResult, Performer } from '#domain/inspection/types';
import type { Interval } from '#domain/task/intervals';

/** One applied duty of `GET /api/compliance` (docs/inspection-duties.md "ComplianceRow"). */
export interface ComplianceRow {
  taskId: string;
  /** The task's stream version (for edits). */
  version: number;
  dutyId: DutyId;
  dutyName: string;
  templateVersion: number;
  latestVersion: number;
  legalBasis: string;
  sourceUrl: string;
  performers: Performer[];
  target: { kind: 'EQUIPMENT' | 'LOCATION'; id: string; name: string };
  /** The item's location, or the location itself. */
  location: { id: string; name: string } | null;
  state: ComplianceState;
  stateLabel: string;
  interval: Interval;
  intervalLabel: string;
  ruleInterval: Interval;
  ruleReason: string;
  override: { interval: Interval; reason: string; byName: string; at: string } | null;
  responsible: { id: string; name: string };
  nextDeadline: string;
  lastInspection: null | {
    completionId: string;
    finishedOn: string;
    completedByName: string;
    late: boolean;
    inspector: { name: string; company: string; certificateNumber: string; result: InspectionResult } | null;
    answers: Answer[];
    /** The completion note's attachments (the report). */
    files: { key: string; name: string }[];
  };
  inspectorLink: null | {
    name: string;
    company: string;
    email: string;
    sentAt: string;
    validUntil: string;
    used: boolean;
  };
}

/** A newer version of a duty's template the company's tasks may accept. */
export interface TemplateUpdate {
  dutyId: DutyId;
  dutyName: string;
  fromVersion: number;
  toVersion: number;
  changes: string[];
  tasks: { id: string; version: number; targetName: string }[];
}

export type ComplianceCounts = Record<ComplianceState, number> & { total: number };

export interface ComplianceAnswer {
  counts: ComplianceCounts;
  /** The first `limit` rows by next deadline (all without a limit). */
  rows: ComplianceRow[];
  updates: TemplateUpdate[];
  /** How many rows the filter matched, shown or not. */
  matched: number;
}

/** The body of `POST /api/compliance/apply`. */
export interface ApplyDutyInput {
  dutyId: DutyId;
  templateVersion: number;
  params: DutyParams;
  equipmentId?: string;
  locationId?: string;
  responsibleId: string;
  deadline: string;
  notificationPeriod: number;
  override: { interval: Interval; reason: string } | null;
}
