import type { DutyId, DutyParams } from '#domain/inspection/types';
import type { Interval } from '#domain/task/intervals';

export type {
  ComplianceCounts,
  ComplianceRow,
  LastInspection,
  PagedComplianceAnswer as ComplianceAnswer,
  TemplateUpdate,
} from '#domain/inspection/view';

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
