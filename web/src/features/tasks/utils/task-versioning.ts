import { fileDisplayName } from '#domain/note/files';
import { formatDate } from '#domain/shared/time';
import { intervalInfo, isInterval, reminderLabel, type TaskType } from '#domain/task/intervals';
import { taskEditFields } from '#domain/task/merge';
import { countFromLabels, type CountFrom } from '#domain/task/recurrence';
import type { TaskInput } from '#domain/task/schemas';
import { checklistItemKindLabels, limitsText } from '#domain/checklist/checklist';
import { formatDanishNumber, numberFrom } from '#domain/checklist/numbers';
import type { TaskFormValues, Choice } from './task-form';
import type { ChecklistInput } from './checklist-form';

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
  checklist: EditItem[];
}

/**
 * A checklist item as a versioned edit compares it (the server merges the checklist as one value,
 * decision 165): in one key order, the label trimmed, limits as numbers (a limit the schema would
 * refuse stays the text typed).
 */
export interface EditItem {
  id: string;
  kind: ChecklistInput[number]['kind'];
  label: string;
  required: boolean;
  unit?: string;
  lower?: number | string;
  upper?: number | string;
}

const limitValue = (limit: unknown): number | string | undefined => {
  if (limit === undefined || limit === null || (typeof limit === 'string' && !limit.trim())) return undefined;
  const parsed = numberFrom(limit);
  return parsed.ok ? parsed.value : String(limit);
};

export const editItemsOf = (items: ChecklistInput | undefined): EditItem[] =>
  (items ?? []).map((item) => {
    const lower = limitValue(item.lower);
    const upper = limitValue(item.upper);
    const unit = typeof item.unit === 'string' ? item.unit.trim() : '';
    return {
      id: item.id,
      kind: item.kind,
      label: item.label.trim(),
      required: item.required ?? true,
      ...(unit ? { unit } : {}),
      ...(lower !== undefined ? { lower } : {}),
      ...(upper !== undefined ? { upper } : {}),
    };
  });

const limitDraft = (limit: number | string | undefined) =>
  limit === undefined ? '' : typeof limit === 'number' ? formatDanishNumber(limit) : limit;

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
  checklist: 'Tjekliste',
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
  checklist: editItemsOf(input.checklist),
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
    checklist: (values.checklist ?? []).map((item) => ({
      id: item.id,
      kind: item.kind,
      label: item.label,
      required: item.required,
      unit: item.unit ?? '',
      lower: limitDraft(item.lower),
      upper: limitDraft(item.upper),
    })),
  };
}

/** A checklist as the conflict view reads it: 'Ingen tjekliste', or its items with kind and limits. */
export function checklistText(items: readonly EditItem[]): string {
  if (items.length === 0) return 'Ingen tjekliste';
  const described = items.map((item) => {
    const limits =
      typeof item.lower === 'string' || typeof item.upper === 'string'
        ? [item.lower, item.upper].filter(Boolean).join('–')
        : limitsText({ lower: item.lower, upper: item.upper, unit: item.unit });
    const extra = [checklistItemKindLabels[item.kind], limits || item.unit, item.required ? '' : 'valgfri'].filter(
      Boolean,
    );
    return `${item.label || '(uden tekst)'} (${extra.join(', ')})`;
  });
  return `${items.length === 1 ? '1 punkt' : `${items.length} punkter`}: ${described.join('; ')}`;
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
      case 'checklist':
        return checklistText((value as EditItem[] | undefined) ?? []);
      case 'files': {
        const files = value as string[];
        return files.length === 0 ? 'Ingen filer' : files.map(fileDisplayName).join(', ');
      }
      default:
        return String(value ?? '');
    }
  };
