import type { Inspector } from '../../domain/inspection/types';
import type { Answer } from '../../domain/checklist/answers';
import { copenhagenDate } from '../../domain/task/recurrence';
import type { NoteTargetKind } from '../../events/catalogue';

/**
 * Where the rows of the inline projections live (decision 058 "Inline projections (read your
 * writes)"): their keys, and the completion row's shape. Pure and free of any store, so the
 * projections that write the rows (`functions/projections/`) and the reads that query them
 * (`tasks.ts`, `inventory.ts`, `invitations.ts`, which use the event store) both import them
 * without a cycle (decision 153 "The event store knows nothing of projections"). The directory's
 * keys stay in `memberships.ts` and the counters' in `target-counts.ts` and `inventory-names.ts`:
 * those modules use no store.
 */

/** Read-model rows of tasks (one per task) and completions (one per completion), per company. */
export const taskRowKey = (companyId: string, taskId: string) => ({ pk: `Tasks#${companyId}`, sk: taskId });
/** `<year in Copenhagen>#<finishedOn>#<completionId>`: every history partition sorts and filters by year alike. */
export const completionSortKey = (finishedOn: string, completionId: string) =>
  `${copenhagenDate(finishedOn).slice(0, 4)}#${finishedOn}#${completionId}`;

/** The partitions one completion is written to: the company's, its task's, and its equipment's or location's. */
export const completionPartitions = {
  company: (companyId: string) => `Completions#${companyId}`,
  task: (companyId: string, taskId: string) => `TaskCompletions#${companyId}#${taskId}`,
  target: (companyId: string, target: { kind: 'EQUIPMENT' | 'LOCATION'; id: string }) =>
    `TargetCompletions#${companyId}#${target.kind}#${target.id}`,
};

/**
 * The keys of every copy of a completion. One task's or one equipment's history is then one query
 * of its own partition, never a read of the whole company's completions (decision 044
 * "Completion history partitions"). The copies are immutable and written with the same version,
 * so a repeated delivery writes nothing new.
 */
export const completionRowKeys = (
  companyId: string,
  completion: { taskId: string; target: CompletionRow['target']; finishedOn: string; completionId: string },
) => {
  const sk = completionSortKey(completion.finishedOn, completion.completionId);
  return [
    { pk: completionPartitions.company(companyId), sk },
    { pk: completionPartitions.task(companyId, completion.taskId), sk },
    { pk: completionPartitions.target(companyId, completion.target), sk },
  ];
};

export interface CompletionRow {
  pk: string;
  sk: string;
  version: number;
  completionId: string;
  taskId: string;
  title: string;
  type: 'CYCLICAL' | 'AD_HOC';
  target: { kind: 'EQUIPMENT' | 'LOCATION'; id: string };
  deadline: string;
  finishedOn: string;
  late: boolean;
  responsibleId: string;
  responsibleName: string;
  completedBy: string;
  completedByName: string;
  /** Rows written before checklists (decision 165) have neither. */
  answers?: Answer[];
  followUps?: { taskId: string; itemId: string; title: string }[];
  /** Done through an external inspector's link (decision 174). */
  inspector?: Inspector;
  /**
   * The note written with the completion, when there was one (decision 178): the backup's
   * maintenance log prints it beside the completion. Rows written before lack it until the read
   * models are rebuilt (`reset`).
   */
  noteId?: string;
}

/** Read-model rows of locations, equipment and notes: one partition per company. */
export const locationRowKey = (companyId: string, locationId: string) => ({
  pk: `Locations#${companyId}`,
  sk: locationId,
});
export const equipmentRowKey = (companyId: string, equipmentId: string) => ({
  pk: `Equipment#${companyId}`,
  sk: equipmentId,
});
export const noteRowKey = (companyId: string, target: { kind: NoteTargetKind; id: string }, noteId: string) => ({
  pk: `Notes#${companyId}`,
  sk: `${target.kind}#${target.id}#${noteId}`,
});

/** A company's fault reports (decision 166): one row per report, in the company's partition. */
export const faultReportRowKey = (companyId: string, reportId: string) => ({
  pk: `FaultReports#${companyId}`,
  sk: reportId,
});

/** The two rows of one invitation: under its company and under the invitee's address. */
export const invitationKeys = (i: { invitationId: string; companyId: string; emailAddress: string }) => [
  { pk: `Invitations#${i.companyId}`, sk: i.invitationId },
  { pk: `InvitationsFor#${i.emailAddress.toLowerCase()}`, sk: i.invitationId },
];
