import {
  checklistSchema,
  copyChecklist,
  MAX_CHECKLIST_ITEMS,
  type Checklist,
  type ChecklistItemKind,
} from '#domain/checklist/checklist';
import { formatDanishNumber } from '#domain/checklist/numbers';
import { fieldErrors } from '#domain/shared/fields';
import type { z } from 'zod';
import type { StoredChecklistItem } from '../../../lib/tasks/types';

/**
 * The task form's checklist (issue 29, decisions 163 and 165): each item as the form holds it
 * (limits as the text typed, '1,8'), its id made here and kept through every edit, and the rules
 * the editor needs besides the shared `checklistSchema` (moving, removing, copying).
 */
export interface ChecklistDraft {
  id: string;
  kind: ChecklistItemKind;
  label: string;
  required: boolean;
  /** A reading's unit and limits, as typed; another kind keeps none. */
  unit: string;
  lower: string;
  upper: string;
}

export type ChecklistInput = z.input<typeof checklistSchema>;
export type ItemField = 'kind' | 'label' | 'unit' | 'lower' | 'upper';

/** The 64 characters an item id may hold (`[A-Za-z0-9_-]`), so a random byte's low 6 bits pick one evenly. */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
export const ITEM_ID_LENGTH = 16;

/**
 * A new item's id: 16 random characters of `[A-Za-z0-9_-]` (96 bits, as unlikely to collide as a
 * UUID within one checklist, and less than half its length in every stored answer).
 * `getRandomValues`, not `randomUUID`: that one needs a secure context.
 */
export function newItemId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b)) {
  const bytes = random(new Uint8Array(ITEM_ID_LENGTH));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte & 63]).join('');
}

export const newDraft = (kind: ChecklistItemKind, id = newItemId()): ChecklistDraft => ({
  id,
  kind,
  label: '',
  required: true,
  unit: '',
  lower: '',
  upper: '',
});

const limitText = (value: number | undefined) => (value === undefined ? '' : formatDanishNumber(value));

/** A saved checklist (limits as numbers) as the form holds it ('1,8'). */
export const draftsOf = (items: readonly StoredChecklistItem[] | undefined): ChecklistDraft[] =>
  (items ?? []).map((item) => ({
    id: item.id,
    kind: item.kind,
    label: item.label,
    required: item.required,
    unit: item.unit ?? '',
    lower: limitText(item.lower),
    upper: limitText(item.upper),
  }));

/** The schema's input: a reading with its unit and limits when given, every other kind without. */
export const checklistInput = (drafts: readonly ChecklistDraft[]): ChecklistInput =>
  drafts.map(({ id, kind, label, required, unit, lower, upper }) =>
    kind === 'READING'
      ? {
          id,
          kind,
          label,
          required,
          ...(unit.trim() ? { unit } : {}),
          ...(lower.trim() ? { lower } : {}),
          ...(upper.trim() ? { upper } : {}),
        }
      : { id, kind, label, required },
  );

/** Another task's checklist, copied: new ids, so the copies are items of their own. */
export const copiedDrafts = (items: readonly StoredChecklistItem[], newId: () => string = newItemId) =>
  draftsOf(copyChecklist(items as Checklist, newId));

/** The list with item `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveDraft<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

export const canAdd = (drafts: readonly unknown[]) => drafts.length < MAX_CHECKLIST_ITEMS;

export interface ChecklistProblems {
  /** The whole list's message (too many items). */
  list?: string;
  /** Per item id, per field, the schema's Danish message. */
  items: Record<string, Partial<Record<ItemField, string>>>;
}

const itemFields: readonly string[] = ['kind', 'label', 'unit', 'lower', 'upper'];

/**
 * Field messages keyed by path within the checklist ('2.label', or '' for the list; the server's
 * `checklist.2.label` with the prefix dropped) as the editor shows them, by item id.
 */
export function checklistProblemsFrom(fields: Record<string, string>, drafts: readonly ChecklistDraft[]) {
  const problems: ChecklistProblems = { items: {} };
  for (const [path, message] of Object.entries(fields)) {
    const [index, field] = path.split('.');
    const item = /^\d+$/.test(index ?? '') ? drafts[Number(index)] : undefined;
    if (!item) {
      problems.list ??= message;
      continue;
    }
    const key = (itemFields.includes(field ?? '') ? field : 'label') as ItemField;
    const own = (problems.items[item.id] ??= {});
    own[key] ??= message;
  }
  return problems;
}

/** The checklist's problems under the shared schema (the one taskSchema holds). */
export function checklistProblems(drafts: readonly ChecklistDraft[]): ChecklistProblems {
  const parsed = checklistSchema.safeParse(checklistInput(drafts));
  if (parsed.success) return { items: {} };
  const fields = fieldErrors(parsed.error);
  // fieldErrors names the list itself '_'.
  return checklistProblemsFrom(
    Object.fromEntries(Object.entries(fields).map(([path, message]) => [path === '_' ? '' : path, message])),
    drafts,
  );
}

/** The id of an item's input, for its label and for the error summary's link. */
export const itemInputId = (itemId: string, field: ItemField | 'required') => `checklist-${itemId}-${field}`;

/** A completion's own id (`[A-Za-z0-9_-]{8,64}`), made once per completion form (decision 165). */
export const newCompletionId = () => `${newItemId()}${newItemId()}`.slice(0, 24);
