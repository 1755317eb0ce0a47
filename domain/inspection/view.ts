import type { Answer } from '../checklist/answers';
import type { Interval } from '../task/intervals';
import type { ComplianceCounts } from './compliance';
import type { TemplateUpdate } from './changes';
import type { ComplianceState, DutyId, InspectionResult, Performer } from './types';

/**
 * The compliance view's answer, 'Lovpligtige eftersyn' (issue 31, decisions 173, 176): the shapes
 * `GET /api/compliance/duties` answers, shaped by `functions/queries/compliance.ts` and read by the
 * SPA and the PDF. Types only.
 */

export type { ComplianceCounts, TemplateUpdate };

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
  /** ISO. */
  nextDeadline: string;
  lastInspection: LastInspection | null;
  inspectorLink: null | {
    name: string;
    company: string;
    email: string;
    sentAt: string;
    validUntil: string;
    used: boolean;
  };
}

export interface LastInspection {
  completionId: string;
  finishedOn: string;
  completedByName: string;
  late: boolean;
  inspector: { name: string; company: string; certificateNumber: string; result: InspectionResult } | null;
  /** As the completion recorded them. */
  answers: Answer[];
  /** The completion note's attachments (the report). */
  files: { key: string; name: string }[];
}

/** The view of the duties a viewer may see, filtered: counts by the location filter, the rows by next deadline, the updates. */
export interface ComplianceAnswer {
  counts: ComplianceCounts;
  rows: ComplianceRow[];
  updates: TemplateUpdate[];
}

/** `GET /api/compliance/duties`: the first `limit` rows (all without a limit), and how many the filter matched. */
export interface PagedComplianceAnswer extends ComplianceAnswer {
  matched: number;
}
