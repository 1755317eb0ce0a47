import { latestTemplate, templateVersion } from '../../domain/inspection/catalogue';
import { complianceCounts, complianceState, type ComplianceCounts } from '../../domain/inspection/compliance';
import { templateUpdates, type TemplateUpdate } from '../../domain/inspection/changes';
import { legalBasis } from '../../domain/inspection/rules';
import { complianceStateLabels, type AppliedDuty, type ComplianceState } from '../../domain/inspection/types';
import { fileDisplayName } from '../../domain/note/files';
import type { NoteState } from '../../domain/note/decider';
import type { TaskState } from '../../domain/task/decider';
import { intervalInfo } from '../../domain/task/intervals';
import type { UserState } from '../../domain/user/decider';
import { inventoryNames, type InventoryNames } from './inventory-names';
import { noteRowKey, taskRowKey } from './inline-rows';
import { itemLoader, type ItemKey, type ItemLoader } from './items';
import { slicedStatesOf } from './read-store';
import { loadHead } from '../store/store';
import { rowState } from './tasks';

/**
 * The compliance view, 'Lovpligtige eftersyn' (issue 31, decision 173): every applied duty of a
 * company with its state, its last inspection and its evidence, the counts per state and the
 * template versions waiting to be accepted. One query of the company's task rows (each carries
 * its duty, its last completion and its inspector's link on the row), the company's names (held
 * per container) and the responsibles' heads; the notes of the last completions in batches.
 */

import type { ComplianceAnswer, ComplianceRow, PagedComplianceAnswer } from '../../domain/inspection/view';
export type {
  ComplianceAnswer,
  ComplianceRow,
  LastInspection,
  PagedComplianceAnswer,
} from '../../domain/inspection/view';
export type { TemplateUpdate, ComplianceCounts };

export interface ComplianceFilter {
  locationId?: string;
  state?: ComplianceState;
}

/** What the view reads of a task row's state (a ProjectionExpression, decision 062 "Reads fetch what they show"). */
export const COMPLIANCE_FIELDS = [
  'id',
  'companyId',
  'deadline',
  'interval',
  'standby',
  'equipmentStandby',
  'deleted',
  'responsibleId',
  'responsibleName',
  'target',
  'duty',
  'lastCompleted',
  'lastCompletion',
  'inspectorLink',
] as const satisfies readonly (keyof TaskState)[];

export type ComplianceTask = Pick<TaskState, (typeof COMPLIANCE_FIELDS)[number]> & {
  version: number;
  duty: AppliedDuty;
};

/** What rows are shaped with besides the tasks: names, people and the last completions' note files. */
export interface ComplianceContext {
  names: InventoryNames;
  people: Map<string, UserState | null>;
  /** The files of each last completion's note, by note id. */
  noteFiles: Map<string, string[]>;
}

/** Pure: the view of the tasks `viewer` may see, filtered; counts follow the location filter, not the state filter. */
export function complianceAnswer(
  tasks: ComplianceTask[],
  ctx: ComplianceContext,
  viewer: { userId: string; isAdmin: boolean },
  filter: ComplianceFilter,
  now: Date,
): ComplianceAnswer {
  const equipment = new Map(ctx.names.equipment.map((e) => [e.id, e]));
  const locations = new Map(ctx.names.locations.filter((l) => !l.deleted).map((l) => [l.id, l]));
  const visible = tasks.filter((task) => viewer.isAdmin || task.responsibleId === viewer.userId);
  const rows = visible
    .map((task) => complianceRow(task, ctx, { equipment, locations }, now))
    .filter((row) => !filter.locationId || row.location?.id === filter.locationId)
    .sort(byDeadline);
  const counts = complianceCounts(rows.map((row) => row.state));
  const targetNames = new Map(rows.map((row) => [row.taskId, row.target.name]));
  const updates = viewer.isAdmin
    ? templateUpdates(
        visible
          .filter((task) => targetNames.has(task.id))
          .map((task) => ({
            id: task.id,
            version: task.version,
            duty: task.duty,
            targetName: targetNames.get(task.id)!,
          })),
      )
    : [];
  return { counts, rows: filter.state ? rows.filter((row) => row.state === filter.state) : rows, updates };
}

const byDeadline = (a: ComplianceRow, b: ComplianceRow) =>
  a.nextDeadline.localeCompare(b.nextDeadline) || a.taskId.localeCompare(b.taskId);

/** Pure: one applied duty's row. */
export function complianceRow(
  task: ComplianceTask,
  ctx: ComplianceContext,
  names: {
    equipment: Map<string, InventoryNames['equipment'][number]>;
    locations: Map<string, InventoryNames['locations'][number]>;
  },
  now: Date,
): ComplianceRow {
  const { duty } = task;
  const template = templateVersion(duty.dutyId, duty.templateVersion) ?? latestTemplate(duty.dutyId)!;
  const item = task.target.kind === 'EQUIPMENT' ? names.equipment.get(task.target.id) : undefined;
  const locationId = item ? item.locationId : task.target.kind === 'LOCATION' ? task.target.id : null;
  const location = locationId ? names.locations.get(locationId) : undefined;
  const targetName =
    task.target.kind === 'EQUIPMENT' ? (item?.name ?? 'Slettet udstyr') : (location?.name ?? 'Slettet lokation');
  const person = ctx.people.get(task.responsibleId);
  const interval = task.interval ?? duty.ruleInterval;
  const last = task.lastCompletion;
  const state = complianceState({
    deadline: task.deadline,
    lastCompletion: last?.finishedOn ?? task.lastCompleted,
    appliedAt: duty.appliedAt,
    standby: task.standby || task.equipmentStandby,
    now,
  });
  const link = task.inspectorLink;
  return {
    taskId: task.id,
    version: task.version,
    dutyId: duty.dutyId,
    dutyName: template.name,
    templateVersion: duty.templateVersion,
    latestVersion: latestTemplate(duty.dutyId)?.version ?? duty.templateVersion,
    legalBasis: legalBasis(template),
    sourceUrl: template.sources[0]?.url ?? '',
    performers: template.performers,
    target: { kind: task.target.kind, id: task.target.id, name: targetName },
    location: location ? { id: location.id, name: location.name } : null,
    state,
    stateLabel: complianceStateLabels[state],
    interval,
    intervalLabel: intervalInfo[interval].label,
    ruleInterval: duty.ruleInterval,
    ruleReason: duty.ruleReason,
    override: duty.override
      ? {
          interval: duty.override.interval,
          reason: duty.override.reason,
          byName: duty.override.byName,
          at: duty.override.at,
        }
      : null,
    responsible: {
      id: task.responsibleId,
      name: person && !person.deleted ? person.name : task.responsibleName,
    },
    nextDeadline: task.deadline,
    lastInspection: last
      ? {
          completionId: last.completionId,
          finishedOn: last.finishedOn,
          completedByName: last.completedByName,
          late: last.late,
          inspector: last.inspector
            ? {
                name: last.inspector.name,
                company: last.inspector.company,
                certificateNumber: last.inspector.certificateNumber,
                result: last.inspector.result,
              }
            : null,
          answers: last.answers ?? [],
          files: (last.noteId ? (ctx.noteFiles.get(last.noteId) ?? []) : []).map((key) => ({
            key,
            name: fileDisplayName(key),
          })),
        }
      : null,
    inspectorLink: link
      ? {
          name: link.name,
          company: link.company,
          email: link.email,
          sentAt: link.sentAt,
          validUntil: link.validUntil,
          used: link.used,
        }
      : null,
  };
}

/**
 * Pure: how many applied duties are OVERDUE ('Lovpligtige eftersyn overskredet' on the overview):
 * of the tasks the overview reads anyway, with their `duty` and `lastCompleted` among its fields.
 */
export function dutiesOverdue(
  tasks: Pick<TaskState, 'deadline' | 'lastCompleted' | 'standby' | 'equipmentStandby' | 'duty'>[],
  now: Date,
): number {
  let overdue = 0;
  for (const task of tasks) {
    if (!task.duty) continue;
    const state = complianceState({
      deadline: task.deadline,
      lastCompletion: task.lastCompleted,
      appliedAt: task.duty.appliedAt,
      standby: task.standby || task.equipmentStandby,
      now,
    });
    if (state === 'OVERDUE') overdue += 1;
  }
  return overdue;
}

/** The company's tasks under a duty (one query of its task rows, only what the view uses), with their versions. */
export async function dutyTasksOf(companyId: string): Promise<ComplianceTask[]> {
  const states = await slicedStatesOf<ComplianceTask>(taskRowKey(companyId, '').pk, COMPLIANCE_FIELDS, {
    version: true,
  });
  return states.filter((task) => !task.deleted && task.duty);
}

/** The note of a task's completion: its read-model row (written with its commit). */
const completionNoteItem = (companyId: string, taskId: string, noteId: string): ItemKey => ({
  table: 'readModels',
  ...noteRowKey(companyId, { kind: 'TASK', id: taskId }, noteId),
});

/**
 * The compliance view (`GET /api/compliance`, and the PDF's content): the company's applied duties
 * `viewer` may see (an admin all, anyone else those they are responsible for), filtered by location
 * and state, at `now`.
 */
export async function complianceView(
  companyId: string,
  viewer: { userId: string; isAdmin: boolean },
  filter: ComplianceFilter,
  now: Date,
  /** `limit`: only the first rows (by next deadline), and only their evidence read; `matched` still counts all. */
  options: { items?: ItemLoader; tasks?: Promise<ComplianceTask[]>; limit?: number } = {},
): Promise<PagedComplianceAnswer> {
  const items = options.items ?? itemLoader();
  const [all, names] = await Promise.all([options.tasks ?? dutyTasksOf(companyId), inventoryNames(items, companyId)]);
  const tasks = all.filter((task) => viewer.isAdmin || task.responsibleId === viewer.userId);
  const responsibles = [...new Set(tasks.map((task) => task.responsibleId))];
  const people = new Map(
    await Promise.all(
      responsibles.map(async (id) => [id, (await loadHead<UserState>(items, 'User', id))?.state ?? null] as const),
    ),
  );
  // The rows first, without evidence; then the notes of the rows answered only (decision 173).
  const unpaged = complianceAnswer(tasks, { names, people, noteFiles: new Map() }, viewer, filter, now);
  const matched = unpaged.rows.length;
  const shown = new Set(unpaged.rows.slice(0, options.limit ?? matched).map((row) => row.taskId));
  const withNotes = tasks.filter((task) => shown.has(task.id) && task.lastCompletion?.noteId);
  const notes = await Promise.all(
    withNotes.map(async (task) => {
      const noteId = task.lastCompletion!.noteId!;
      const note = rowState<NoteState>(await items.load(completionNoteItem(companyId, task.id, noteId)));
      return [noteId, note?.files ?? []] as const;
    }),
  );
  if (withNotes.length === 0) return { ...unpaged, rows: unpaged.rows.filter((row) => shown.has(row.taskId)), matched };
  const answer = complianceAnswer(tasks, { names, people, noteFiles: new Map(notes) }, viewer, filter, now);
  return { ...answer, rows: answer.rows.filter((row) => shown.has(row.taskId)), matched };
}
