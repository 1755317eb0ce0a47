import { fileDisplayName } from '#domain/note/files';
import { formatDate } from '#domain/shared/time';
import { intervalInfo, isInterval, reminderLabel, type TaskType } from '#domain/task/intervals';
import { taskEditFields } from '#domain/task/merge';
import { countFromLabels, type CountFrom } from '#domain/task/recurrence';
import type { TaskInput } from '#domain/task/schemas';
import type { TaskFormValues, Choice } from './task-form';

/**
 * The task edit form's values as a versioned edit compares and merges them (decision 132): one
 * value per field the form shows, the target as `<kind>:<id>`, the deadline as an instant.
 */
export interface TaskEditValues extends Record<string, unknown> {
  target: string;
  title: string;
  description: string;
  interval: string | null;
  notificationPeriod: number;
  responsibleId: string;
  countFrom: string;
  deadline: string;
  files: string[];
}

/** The fields in the form's order: the ones the server merges (decision 130). */
export { taskEditFields };

/** The server names a task's target in a conflict as `equipmentId` and `locationId`. */
export const taskEditFieldOf = { equipmentId: 'target', locationId: 'target' } as const;

export const taskEditLabels: Record<(typeof taskEditFields)[number], string> = {
  target: 'Udstyr eller lokation',
  title: 'Titel',
  description: 'Beskrivelse',
  interval: 'Interval',
  notificationPeriod: 'Påmindelse',
  responsibleId: 'Ansvarlig',
  countFrom: 'Næste frist regnes fra',
  deadline: 'Deadline',
  files: 'Filer',
};

const instant = (iso: string) => (iso ? new Date(iso).toISOString() : '');

/** The schema's input (what the form sends) as the values compared. */
export const editValuesOf = (input: TaskInput): TaskEditValues => ({
  target: input.equipmentId ? `EQUIPMENT:${input.equipmentId}` : `LOCATION:${input.locationId ?? ''}`,
  title: input.title,
  description: input.description,
  interval: input.type === 'AD_HOC' ? null : (input.interval ?? null),
  notificationPeriod: input.notificationPeriod,
  responsibleId: input.responsibleId,
  countFrom: input.type === 'AD_HOC' ? 'PLAN' : (input.countFrom ?? 'PLAN'),
  deadline: instant(input.deadline),
  files: [...(input.files ?? [])],
});

const targetOf = (target: string) => {
  const [kind, id = ''] = target.split(':');
  return { kind: kind === 'EQUIPMENT' ? ('EQUIPMENT' as const) : ('LOCATION' as const), id };
};

/** The values back as the form holds them (the type is the task's: fixed on edit). */
export function formValuesOf(values: TaskEditValues, type: TaskType): TaskFormValues {
  const { kind, id } = targetOf(values.target);
  return {
    targetKind: kind,
    equipmentId: kind === 'EQUIPMENT' ? id : '',
    locationId: kind === 'LOCATION' ? id : '',
    title: values.title,
    description: values.description,
    type,
    interval: values.interval && isInterval(values.interval) ? values.interval : null,
    notificationPeriod: values.notificationPeriod,
    responsibleId: values.responsibleId,
    deadline: values.deadline || null,
    files: [...values.files],
    countFrom: values.countFrom as CountFrom,
  };
}

const labelIn = (choices: readonly Choice[], id: string) => choices.find((c) => c.value === id)?.label;

/** A field's value as a person reads it, with the form's lists to name ids. */
export const describeTaskValue =
  (lists: { equipment: readonly Choice[]; locations: readonly Choice[]; users: readonly Choice[] }) =>
  (field: string, value: unknown): string => {
    switch (field) {
      case 'target': {
        const { kind, id } = targetOf(String(value));
        const name = labelIn(kind === 'EQUIPMENT' ? lists.equipment : lists.locations, id);
        return `${kind === 'EQUIPMENT' ? 'Udstyr' : 'Lokation'}: ${name ?? 'findes ikke længere'}`;
      }
      case 'interval':
        return typeof value === 'string' && isInterval(value) ? intervalInfo[value].label : 'Intet interval';
      case 'notificationPeriod':
        return reminderLabel(Number(value));
      case 'responsibleId':
        return labelIn(lists.users, String(value)) ?? 'En person, der ikke er i virksomheden';
      case 'countFrom':
        return countFromLabels[value as CountFrom] ?? String(value);
      case 'deadline':
        return value ? formatDate(String(value)) : 'Ingen';
      case 'files': {
        const files = value as string[];
        return files.length === 0 ? 'Ingen filer' : files.map(fileDisplayName).join(', ');
      }
      default:
        return String(value ?? '');
    }
  };
