import { fieldErrors } from '#domain/shared/fields';
import { intervals, reminderOptions, type Interval, type TaskType } from '#domain/task/intervals';
import { upcomingDeadlines } from '#domain/task/recurrence';
import { taskSchema, type TaskInput } from '#domain/task/schemas';
import type { TaskDetail } from '../../../lib/tasks/types';
import { dayOfDeadline, isWeekend } from '../../../lib/calendar';
import { checklistInput, copiedDrafts, draftsOf, type ChecklistDraft } from './checklist-form';

/**
 * The rules of the task form (spec 001 §5) that are not the schema's: switching type clears or
 * picks the interval, the reminder follows the interval, a copy drops a past deadline, and which
 * fields still block the submit button.
 */
export type TargetKind = 'EQUIPMENT' | 'LOCATION';

/** The form's values: the task's own fields, with the target split in two and no deadline until one is picked. */
export interface TaskFormValues
  extends
    Record<string, unknown>,
    Pick<
      TaskDetail,
      'title' | 'description' | 'type' | 'interval' | 'notificationPeriod' | 'responsibleId' | 'files' | 'countFrom'
    > {
  targetKind: TargetKind;
  /** Both are kept while the person switches kind; only the chosen one is sent. */
  equipmentId: string;
  locationId: string;
  /** ISO instant at 23:00 Copenhagen, or null until a day is picked. */
  deadline: string | null;
  /** What the person doing the work is asked, item by item (decision 165). */
  checklist: ChecklistDraft[];
}

/** The form's fields in screen order; the error summary and 'Mangler: …' follow it. */
export const formFields = [
  'target',
  'title',
  'description',
  'type',
  'interval',
  'notificationPeriod',
  'responsibleId',
  'countFrom',
  'deadline',
  'files',
  'checklist',
] as const;
export type FormField = (typeof formFields)[number];

/** The reminder options the form offers now (a single task has no interval). */
export const reminderChoices = (values: Pick<TaskFormValues, 'type' | 'interval'>) =>
  reminderOptions(values.type === 'AD_HOC' ? null : values.interval);

/** Keeps the reminder if it is still offered, else the first option ('Samme dag'). */
function keepReminder(values: TaskFormValues): TaskFormValues {
  const options = reminderChoices(values);
  return options.includes(values.notificationPeriod) ? values : { ...values, notificationPeriod: options[0] };
}

/**
 * Enkelt clears the interval; back to Rutine picks the first interval (spec 001 §5). A routine's
 * deadline is a weekday, so a Saturday or Sunday picked for a single task is cleared.
 */
export function withType(values: TaskFormValues, type: TaskType): TaskFormValues {
  if (type === values.type) return values;
  const weekend = values.deadline !== null && isWeekend(dayOfDeadline(values.deadline));
  return keepReminder({
    ...values,
    type,
    interval: type === 'AD_HOC' ? null : intervals[0],
    deadline: type === 'CYCLICAL' && weekend ? null : values.deadline,
  });
}

export const withInterval = (values: TaskFormValues, interval: Interval): TaskFormValues =>
  keepReminder({ ...values, interval });

/**
 * A new task: a routine every day, reminded the same day. `?equipmentId=` / `?locationId=`
 * preselect the target; `preferLocation` when the company has locations but no equipment.
 */
export function newTaskValues(preset: {
  equipmentId?: string | null;
  locationId?: string | null;
  preferLocation?: boolean;
}): TaskFormValues {
  const targetKind: TargetKind =
    !preset.equipmentId && (preset.locationId || preset.preferLocation) ? 'LOCATION' : 'EQUIPMENT';
  return {
    targetKind,
    equipmentId: preset.equipmentId ?? '',
    locationId: preset.locationId ?? '',
    title: '',
    description: '',
    type: 'CYCLICAL',
    interval: intervals[0],
    notificationPeriod: reminderOptions(intervals[0])[0],
    responsibleId: '',
    deadline: null,
    files: [],
    countFrom: 'PLAN',
    checklist: [],
  };
}

/** What a saved task brings to the form (edit and copy). */
type TaskFields = Pick<
  TaskDetail,
  | 'title'
  | 'description'
  | 'type'
  | 'interval'
  | 'notificationPeriod'
  | 'responsibleId'
  | 'deadline'
  | 'files'
  | 'equipmentId'
  | 'locationId'
> &
  Partial<Pick<TaskDetail, 'countFrom' | 'checklist'>>;

/**
 * An existing task in the form: on edit every field as it is; on copy too, except a deadline
 * that has passed (it must be picked anew, a deadline lies in the future) and the checklist's ids
 * (a copy's items are items of their own, decision 163).
 */
export function taskValues(task: TaskFields, mode: 'edit' | 'copy', now: Date): TaskFormValues {
  const keepDeadline = mode === 'edit' || new Date(task.deadline).getTime() > now.getTime();
  return {
    targetKind: task.equipmentId ? 'EQUIPMENT' : 'LOCATION',
    equipmentId: task.equipmentId ?? '',
    locationId: task.equipmentId ? '' : (task.locationId ?? ''),
    title: task.title,
    description: task.description,
    type: task.type,
    interval: task.type === 'AD_HOC' ? null : task.interval,
    notificationPeriod: task.notificationPeriod,
    responsibleId: task.responsibleId,
    deadline: keepDeadline ? task.deadline : null,
    files: [...task.files],
    countFrom: task.type === 'AD_HOC' ? 'PLAN' : (task.countFrom ?? 'PLAN'),
    checklist: mode === 'copy' ? copiedDrafts(task.checklist ?? []) : draftsOf(task.checklist),
  };
}

/**
 * Drops a preselected or copied target or responsible that can no longer be chosen (archived
 * equipment, a person who left), so the form asks for it instead of failing on the server.
 */
export function withKnownChoices(
  values: TaskFormValues,
  known: { equipment: readonly string[]; locations: readonly string[]; users: readonly string[] },
): TaskFormValues {
  const keep = (id: string, ids: readonly string[]) => (id && ids.includes(id) ? id : '');
  return {
    ...values,
    equipmentId: keep(values.equipmentId, known.equipment),
    locationId: keep(values.locationId, known.locations),
    responsibleId: keep(values.responsibleId, known.users),
  };
}

/** The schema's input (taskSchema, the same the server parses); `newFiles` are keys just uploaded. */
export function toTaskInput(values: TaskFormValues, newFiles: readonly string[] = []): TaskInput {
  return {
    title: values.title,
    description: values.description,
    type: values.type,
    interval: values.type === 'AD_HOC' ? null : values.interval,
    notificationPeriod: values.notificationPeriod,
    responsibleId: values.responsibleId,
    deadline: values.deadline ?? '',
    files: [...values.files, ...newFiles],
    countFrom: values.type === 'AD_HOC' ? 'PLAN' : values.countFrom,
    checklist: checklistInput(values.checklist ?? []),
    ...(values.targetKind === 'EQUIPMENT' ? { equipmentId: values.equipmentId } : { locationId: values.locationId }),
  };
}

/** A schema or server path as the form field that shows it. */
export function fieldOfPath(path: string): FormField | undefined {
  const head = path.split('.')[0];
  if (head === 'equipmentId' || head === 'locationId' || head === 'target') return 'target';
  return (formFields as readonly string[]).includes(head) ? (head as FormField) : undefined;
}

export type Problems = Partial<Record<FormField, string>>;

/** The fields the schema rejects now, with its Danish messages; empty when the form can be sent. */
export function problemsOf(values: TaskFormValues): Problems {
  const result = taskSchema.safeParse(toTaskInput(values));
  if (result.success) return {};
  return problemsFromFields(fieldErrors(result.error));
}

/** Field messages keyed by path (the schema's, or the server's `fields`) as form fields. */
export function problemsFromFields(fields: Record<string, string>): Problems {
  const found: Problems = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOfPath(path);
    if (field && !found[field]) found[field] = message;
  }
  // In screen order, so the error summary reads top to bottom.
  return Object.fromEntries(formFields.filter((field) => found[field]).map((field) => [field, found[field]]));
}

const fieldNames: Record<FormField, string> = {
  target: 'udstyr eller lokation',
  title: 'titel',
  description: 'beskrivelse',
  type: 'type',
  interval: 'interval',
  notificationPeriod: 'påmindelse',
  responsibleId: 'ansvarlig',
  countFrom: 'hvad næste frist regnes fra',
  deadline: 'deadline',
  files: 'filer',
  checklist: 'tjeklisten',
};

/** 'Udfyld titel, ansvarlig og deadline.' under the disabled submit button; null when nothing is missing. */
export function missingText(problems: Problems, targetKind: TargetKind): string | null {
  const names = formFields
    .filter((field) => problems[field])
    .map((field) => (field === 'target' ? (targetKind === 'EQUIPMENT' ? 'udstyr' : 'lokation') : fieldNames[field]));
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} og ${names[names.length - 1]}`;
  return `Udfyld ${list}.`;
}

/**
 * The form's preview of a routine's next three deadlines (decision 103): from the picked deadline,
 * by the plan or counting from completion (as if each is done on its deadline), with the company's
 * holidays; none until a routine has an interval and a deadline.
 */
export function previewDeadlines(
  values: Pick<TaskFormValues, 'type' | 'interval' | 'deadline' | 'countFrom'>,
  holidays: boolean,
): string[] {
  if (values.type !== 'CYCLICAL' || !values.interval || !values.deadline) return [];
  return upcomingDeadlines(values.deadline, values.interval, values.countFrom, PREVIEW_COUNT, { holidays }).map((d) =>
    d.toISOString(),
  );
}
export const PREVIEW_COUNT = 3;

export interface Choice {
  value: string;
  label: string;
}

const byLabel = (a: Choice, b: Choice) => a.label.localeCompare(b.label, 'da');

/** Equipment that can get tasks (not deleted), named with its identification number. */
export const equipmentChoices = (
  equipment: readonly { id: string; name: string; equipmentId: string; archived: boolean }[],
): Choice[] =>
  equipment
    .filter((e) => !e.archived)
    .map((e) => ({ value: e.id, label: e.equipmentId ? `${e.name} (${e.equipmentId})` : e.name }))
    .sort(byLabel);

export const nameChoices = (rows: readonly { id: string; name: string }[]): Choice[] =>
  rows.map((row) => ({ value: row.id, label: row.name })).sort(byLabel);
