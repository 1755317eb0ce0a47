import type { Inspector } from '../inspection/types';
import type { Answer } from '../checklist/answers';
import type { DutyId } from '../inspection/types';
import type { Attachment } from '../note/files';
import type { TaskState } from './decider';
import type { TaskType } from './intervals';
import type { TaskStatus } from './status';

/**
 * What the API answers of a task, and what the SPA reads (issue 15 "One shape per thing"); the
 * fields themselves are defined once in `fields.ts`. Exports:
 * - `TaskRow`: a row of the task lists (`GET /api/task`, `GET /api/task-query`): what the lists
 *   show and filter by, `status` computed when read (docs/api-additions.md "Task list rows");
 * - `TaskView`: the row and what only the single read shows (description, files, token);
 * - `TaskDetail`: `TaskView` with a download link per file, as `GET /api/task/{id}` and the
 *   writes answer;
 * - `CompletionView`: a row of the completion histories (`GET /api/historic_completions`);
 * - `taskRowShown`: the state fields a row shows as they are;
 * - `taskRowStateFields`, `TaskRowState`: the state a row is computed from, all the list reads of
 *   the task rows (a ProjectionExpression, decision 062 "Reads fetch what they show").
 * A field the list should show goes into `taskRowShown`: the row's type, the read and the
 * view (`taskRowView` in functions/queries/tasks.ts, whose return type is `TaskRow`) follow.
 */
export const taskRowShown = [
  'id',
  'title',
  'type',
  'interval',
  'deadline',
  'lastCompleted',
  'notificationPeriod',
  'responsibleId',
] as const satisfies readonly (keyof TaskState)[];

export const taskRowStateFields = [
  ...taskRowShown,
  'companyId',
  'standby',
  'equipmentStandby',
  'completed',
  'deleted',
  'responsibleName',
  'target',
] as const satisfies readonly (keyof TaskState)[];
export type TaskRowState = Pick<TaskState, (typeof taskRowStateFields)[number]>;

export interface TaskRow extends Pick<TaskState, (typeof taskRowShown)[number]> {
  /** The task's stream version: sent back with an edit, it is merged three-way (decision 130). */
  version: number;
  status: TaskStatus;
  /** On standby itself or through its equipment. */
  standby: boolean;
  /** The responsible's current name; the name when given, once they are gone. */
  responsibleName: string;
  /** The responsible has left the company or deleted their account. */
  responsibleDeleted: boolean;
  equipmentId: string | null;
  equipmentName: string | null;
  equipmentExternalId: string | null;
  locationId: string | null;
  locationName: string | null;
}

/** `task` of spec 001 §3 without its download links. */
export interface TaskView
  extends TaskRow, Pick<TaskState, 'description' | 'files' | 'countFrom' | 'checklist' | 'followUpOf'> {
  token: string;
  /** The fault report the task was made from (decision 166), or null. */
  faultReportId: string | null;
  /** The legal inspection duty the task was made from (issue 31), or null: its interval is changed only with a reason. */
  dutyId: DutyId | null;
}

/** `task` of spec 001 §3 as the single read returns it: download URLs valid 10 minutes. */
export interface TaskDetail extends TaskView {
  attachments: Attachment[];
}

/** A historic completion (spec 001 §3), newest first; `lateness` is the Danish lateness text. */
export interface CompletionView {
  id: string;
  task: { id: string; title: string; type: TaskType };
  equipment: { id: string; name: string | null; equipmentId: string | null; archived: boolean } | null;
  locationId: string | null;
  locationName: string | null;
  finishedOn: string;
  deadline: string;
  late: boolean;
  lateness: string;
  responsible: { id: string; name: string; deleted: boolean };
  /** Who did it, named as then; `deleted` once they have left the company or deleted their account. */
  completedBy: { id: string; name: string; deleted: boolean };
  /** The checklist's answers, each with what its item asked then (decision 165). */
  answers: Answer[];
  /** The follow-up tasks created with it. */
  followUps: { taskId: string; itemId: string; title: string }[];
  /** Done through an external inspector's link (decision 174): who, their company, certificate and result. */
  inspector?: Inspector;
}
