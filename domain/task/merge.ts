import { sameBy, sameInstant, sameList, type MergeSpec } from '../shared/merge';
import type { TaskFields, TaskTarget } from './fields';
import { sameChecklist } from '../checklist/checklist';

/**
 * What a task's edit merges (decision 130 "Versioned edits merge three-way"): the fields a person
 * edits, the type aside (fixed on edit) and the responsible's name aside (it follows the
 * responsible). A deadline compares as an instant, the target by kind and id, the files as a list;
 * the interval and the reminder are one choice (the interval limits the reminders).
 */
export type TaskEdit = Pick<
  TaskFields,
  | 'title'
  | 'description'
  | 'interval'
  | 'notificationPeriod'
  | 'responsibleId'
  | 'target'
  | 'deadline'
  | 'files'
  | 'countFrom'
  | 'checklist'
>;

/** The fields a task's edit merges, in the edit form's order (the SPA's conflict view follows it). */
export const taskEditFields = [
  'target',
  'title',
  'description',
  'interval',
  'notificationPeriod',
  'responsibleId',
  'countFrom',
  'deadline',
  'files',
  'checklist',
] as const satisfies readonly (keyof TaskEdit)[];

export const taskEditSpec: MergeSpec<TaskEdit> = {
  fields: taskEditFields,
  same: {
    target: sameBy((target: TaskTarget) => `${target.kind}#${target.id}`),
    deadline: sameInstant as (a: string, b: string) => boolean,
    files: sameList,
    checklist: sameChecklist,
  },
  together: [['interval', 'notificationPeriod']],
};

/** Pure: a task's (or an edit's) merged fields. */
export const taskEditOf = (fields: TaskEdit): TaskEdit => ({
  title: fields.title,
  description: fields.description,
  interval: fields.interval,
  notificationPeriod: fields.notificationPeriod,
  responsibleId: fields.responsibleId,
  target: { kind: fields.target.kind, id: fields.target.id },
  deadline: fields.deadline,
  files: [...fields.files],
  countFrom: fields.countFrom,
  checklist: fields.checklist.map((item) => ({ ...item })),
});

/**
 * Pure: conflicting fields' current values in the API's names (`PATCH /api/task` takes the target
 * as `equipmentId` or `locationId`, so a target conflict names both, one of them null).
 */
export function taskConflictValues(current: TaskEdit, conflicts: readonly (keyof TaskEdit)[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of conflicts) {
    if (field !== 'target') values[field] = current[field];
    else {
      values.equipmentId = current.target.kind === 'EQUIPMENT' ? current.target.id : null;
      values.locationId = current.target.kind === 'LOCATION' ? current.target.id : null;
    }
  }
  return values;
}
