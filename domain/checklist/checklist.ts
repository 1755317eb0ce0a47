import * as z from 'zod';
import { optionalText, requiredText } from '../shared/fields';
import { formatDanishNumber, numberFrom } from './numbers';

/**
 * A task's checklist (issue 29 "A checklist on a task"): what the person doing the work is asked,
 * item by item. One schema for the task form and the handler. An item keeps its `id` through every
 * edit (the form makes it), so an answer names the item it answers, and a completion keeps what it
 * was asked (`answeredItem`), so editing a routine's checklist changes its future occurrences only.
 */
export const MAX_CHECKLIST_ITEMS = 50;
export const MAX_ITEM_LABEL = 200;
export const MAX_UNIT = 20;

export const checklistItemKinds = ['CHECK', 'READING', 'TEXT', 'PHOTO'] as const;
export type ChecklistItemKind = (typeof checklistItemKinds)[number];
/** What the task form calls each kind of item. */
export const checklistItemKindLabels: Record<ChecklistItemKind, string> = {
  CHECK: 'Kontrolpunkt',
  READING: 'Måling',
  TEXT: 'Tekst',
  PHOTO: 'Foto',
};

export const checklistMessages = {
  label: 'Skriv punktets tekst',
  kind: 'Vælg, hvad punktet spørger om',
  tooMany: `En tjekliste kan højst have ${MAX_CHECKLIST_ITEMS} punkter`,
  duplicateId: 'To punkter har samme id',
  id: 'Punktets id er ugyldigt',
  limitsOrder: 'Nedre grænse skal være mindre end eller lig øvre grænse',
  limitsOnlyForReadings: 'Kun en måling kan have enhed og grænser',
} as const;

/** A limit from the form ('1,8') or from an API client (1.8); blank is no limit. */
const limit = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((input, ctx) => {
    if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return undefined;
    const parsed = numberFrom(input);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

export const checklistItemSchema = z
  .object({
    id: z.string({ error: checklistMessages.id }).regex(/^[A-Za-z0-9_-]{1,40}$/, { error: checklistMessages.id }),
    kind: z.enum(checklistItemKinds, { error: checklistMessages.kind }),
    label: requiredText(checklistMessages.label, MAX_ITEM_LABEL),
    /** A required item must be answered before the task can be completed. */
    required: z.boolean().default(true),
    unit: optionalText(MAX_UNIT),
    lower: limit,
    upper: limit,
  })
  .superRefine((item, ctx) => {
    if (item.kind !== 'READING' && (item.unit !== undefined || item.lower !== undefined || item.upper !== undefined))
      ctx.addIssue({ code: 'custom', path: ['unit'], message: checklistMessages.limitsOnlyForReadings });
    if (item.lower !== undefined && item.upper !== undefined && item.lower > item.upper)
      ctx.addIssue({ code: 'custom', path: ['upper'], message: checklistMessages.limitsOrder });
  })
  // Kept without empty keys: what an event stores and the API answers.
  .transform(({ unit, lower, upper, ...item }): ChecklistItem => ({
    ...item,
    ...(unit !== undefined ? { unit } : {}),
    ...(lower !== undefined ? { lower } : {}),
    ...(upper !== undefined ? { upper } : {}),
  }));

/** An item as events store it and the API answers it: limits as numbers, already checked. */
export const storedChecklistItemSchema = z.object({
  id: z.string(),
  kind: z.enum(checklistItemKinds),
  label: z.string(),
  required: z.boolean(),
  unit: z.string().optional(),
  lower: z.number().optional(),
  upper: z.number().optional(),
});
/** An item as it is kept (the input schema's output fits it). */
export type ChecklistItem = z.infer<typeof storedChecklistItemSchema>;

export const checklistSchema = z
  .array(checklistItemSchema)
  .max(MAX_CHECKLIST_ITEMS, { error: checklistMessages.tooMany })
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id))
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: checklistMessages.duplicateId });
      seen.add(item.id);
    });
  });

export type Checklist = ChecklistItem[];

/** A reading's limits as the person reads them: '1,0–2,5 bar', 'mindst 1,0 bar', 'højst 2,5 bar', or ''. */
export function limitsText(item: { lower?: number; upper?: number; unit?: string }): string {
  const { lower, upper, unit } = item;
  if (lower !== undefined && upper !== undefined)
    return `${formatDanishNumber(lower)}–${formatDanishNumber(upper, unit)}`;
  if (lower !== undefined) return `mindst ${formatDanishNumber(lower, unit)}`;
  if (upper !== undefined) return `højst ${formatDanishNumber(upper, unit)}`;
  return '';
}

/** Two checklists are the same when their items are, in order (a versioned edit merges the list as one value). */
export const sameChecklist = (a: Checklist, b: Checklist): boolean =>
  a.length === b.length &&
  a.every((item, index) => {
    const other = b[index];
    return (
      item.id === other.id &&
      item.kind === other.kind &&
      item.label === other.label &&
      item.required === other.required &&
      item.unit === other.unit &&
      item.lower === other.lower &&
      item.upper === other.upper
    );
  });

/** Items copied from another task's checklist: new ids, so the copies are items of their own. */
export function copyChecklist(items: Checklist, newId: () => string): Checklist {
  return items.map((item) => ({ ...item, id: newId() }));
}
