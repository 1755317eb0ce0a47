import type { FaultReportStatus } from '#domain/fault-report/status';

/** `faultReport` of docs/api-additions.md (decision 166): a report as the admins' list shows it. */
export interface FaultReport {
  id: string;
  version: number;
  number: number;
  /** 'F-42' */
  reference: string;
  status: FaultReportStatus;
  item: {
    kind: 'equipment' | 'location';
    id: string;
    name: string;
    /** The equipment's own number, or null. */
    equipmentId: string | null;
    /** The equipment's location, or null. */
    location: string | null;
    /** Archived equipment or a deleted location: shown, not linked. */
    gone: boolean;
  };
  description: string;
  /** The visitor's photo: its file key (its link is asked for when shown) and name. */
  photo: { key: string; name: string } | null;
  /** Where the reporter wants the answer, or null. */
  email: string | null;
  reportedAt: string;
  taskId: string | null;
  answer: string | null;
  closedAt: string | null;
  closedBy: { id: string; name: string } | null;
}
