import * as z from 'zod';
import { fileKeys } from '../note/files';
import { isAcceptableText, INVALID_CHARACTERS } from '../shared/fields';
import { checklistItemKinds, limitsText, type Checklist, type ChecklistItem } from './checklist';
import { formatDanishNumber, numberFrom } from './numbers';

/**
 * Answering a checklist when a task is completed (issue 29 "Filled in at completion"): each answer
 * names its item; what it may hold depends on the item's kind. `checkAnswers` decides, item by
 * item, with Danish messages the completion form shows in its error summary, and keeps with each
 * answer what its item asked then (`AnsweredItem`), so the history reads the same after the
 * checklist is edited.
 */
export const checkAnswerValues = ['OK', 'FAIL', 'NA'] as const;
export type CheckAnswer = (typeof checkAnswerValues)[number];
export const checkAnswerLabels: Record<CheckAnswer, string> = { OK: 'OK', FAIL: 'Fejl', NA: 'Ikke relevant' };

export const MAX_TEXT_ANSWER = 2000;

export const answerMessages = {
  check: 'Vælg OK, Fejl eller Ikke relevant',
  reading: 'Skriv målingen',
  text: 'Skriv et svar',
  photo: 'Tilføj et foto',
  textTooLong: `Svaret må højst være ${MAX_TEXT_ANSWER} tegn`,
  unknownItem: 'Tjeklisten er ændret, siden du åbnede den. Genindlæs siden og udfyld den igen.',
  twice: 'Et punkt er besvaret to gange',
  wrongKind: 'Svaret passer ikke til punktet',
} as const;

/** One answer as the form or an API client sends it; which fields count depends on the item's kind. */
export const answerInputSchema = z.object({
  itemId: z.string().min(1).max(40),
  check: z.enum(checkAnswerValues, { error: answerMessages.check }).optional(),
  /** A reading: a Danish number's text ('1,8') or a JSON number. */
  reading: z.union([z.string().max(40), z.number()]).optional(),
  text: z.string().max(MAX_TEXT_ANSWER, { error: answerMessages.textTooLong }).optional(),
  /** Uploaded files' keys (`POST /api/upload`), for a photo item. */
  photos: fileKeys.optional(),
});
export const answersInputSchema = z.array(answerInputSchema).max(50);
export type AnswerInput = z.infer<typeof answerInputSchema>;

/** What an item asked when it was answered. */
export const answeredItemSchema = z.object({
  id: z.string(),
  kind: z.enum(checklistItemKinds),
  label: z.string(),
  unit: z.string().optional(),
  lower: z.number().optional(),
  upper: z.number().optional(),
});
export type AnsweredItem = z.infer<typeof answeredItemSchema>;

/** A kept answer, as a completion's event stores it: the item as it was, and the answer in its normalised form. */
export const answerSchema = z.object({
  item: answeredItemSchema,
  check: z.enum(checkAnswerValues).optional(),
  reading: z.number().optional(),
  text: z.string().optional(),
  photos: z.array(z.string()).optional(),
});
export type Answer = z.infer<typeof answerSchema>;

export type CheckedAnswers =
  | { ok: true; answers: Answer[] }
  /** Per item id (or '' for the whole checklist), the first Danish reason. */
  | { ok: false; errors: Record<string, string> };

const asked = ({ id, kind, label, unit, lower, upper }: ChecklistItem): AnsweredItem => ({
  id,
  kind,
  label,
  ...(unit !== undefined ? { unit } : {}),
  ...(lower !== undefined ? { lower } : {}),
  ...(upper !== undefined ? { upper } : {}),
});

/** Decides the answers to `checklist`: every required item answered, nothing answered twice or unknown. */
export function checkAnswers(checklist: Checklist, inputs: AnswerInput[]): CheckedAnswers {
  const errors: Record<string, string> = {};
  const byId = new Map(checklist.map((item) => [item.id, item]));
  const given = new Map<string, AnswerInput>();
  for (const input of inputs) {
    if (!byId.has(input.itemId)) errors[''] = answerMessages.unknownItem;
    else if (given.has(input.itemId)) errors[input.itemId] = answerMessages.twice;
    else given.set(input.itemId, input);
  }
  const answers: Answer[] = [];
  for (const item of checklist) {
    const input = given.get(item.id);
    const result = answerTo(item, input);
    if ('error' in result) {
      errors[item.id] ??= result.error;
      continue;
    }
    if (result.answer) answers.push(result.answer);
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers };
}

/** The answer field each kind of item takes; an answer holding another is of the wrong kind. */
const fieldOf = { CHECK: 'check', READING: 'reading', TEXT: 'text', PHOTO: 'photos' } as const;
const holds = (input: AnswerInput, key: (typeof fieldOf)[keyof typeof fieldOf]) =>
  key === 'photos' ? (input.photos?.length ?? 0) > 0 : input[key] !== undefined;

/** One item's answer: kept, left out (an optional item not answered), or refused. */
function answerTo(item: ChecklistItem, input: AnswerInput | undefined): { answer?: Answer } | { error: string } {
  const own = fieldOf[item.kind];
  if (input && Object.values(fieldOf).some((key) => key !== own && holds(input, key)))
    return { error: answerMessages.wrongKind };
  const missing = (message: string): { error: string } | { answer?: Answer } =>
    item.required ? { error: message } : {};
  const askedItem = asked(item);
  switch (item.kind) {
    case 'CHECK':
      return input?.check ? { answer: { item: askedItem, check: input.check } } : missing(answerMessages.check);
    case 'READING': {
      if (input?.reading === undefined || (typeof input.reading === 'string' && input.reading.trim() === ''))
        return missing(answerMessages.reading);
      const parsed = numberFrom(input.reading);
      return parsed.ok ? { answer: { item: askedItem, reading: parsed.value } } : { error: parsed.error };
    }
    case 'TEXT': {
      const text = input?.text?.trim() ?? '';
      if (!text) return missing(answerMessages.text);
      if (!isAcceptableText(text, 'multiline')) return { error: INVALID_CHARACTERS };
      return { answer: { item: askedItem, text } };
    }
    case 'PHOTO':
      return input?.photos?.length
        ? { answer: { item: askedItem, photos: input.photos } }
        : missing(answerMessages.photo);
  }
}

export type ReadingState = 'BELOW' | 'WITHIN' | 'ABOVE';
/** Where a reading lies against its item's limits (a limit itself is within). */
export function readingState(value: number, item: Pick<AnsweredItem, 'lower' | 'upper'>): ReadingState {
  if (item.lower !== undefined && value < item.lower) return 'BELOW';
  if (item.upper !== undefined && value > item.upper) return 'ABOVE';
  return 'WITHIN';
}

/** An answer that asks for work: a 'Fejl', or a reading outside its limits. */
export interface Finding {
  itemId: string;
  /** What the follow-up task is titled: the item's text. */
  label: string;
  /** What was found, in Danish: 'Fejl', or '0,6 bar (under grænsen 1,0–2,5 bar)'. */
  found: string;
  photos: string[];
}

/** The findings among `answers`, in checklist order. */
export function findings(answers: Answer[]): Finding[] {
  const found: Finding[] = [];
  const photos = answers.flatMap((answer) => answer.photos ?? []);
  for (const answer of answers) {
    const { item } = answer;
    if (answer.check === 'FAIL')
      found.push({ itemId: item.id, label: item.label, found: checkAnswerLabels.FAIL, photos });
    if (answer.reading !== undefined) {
      const state = readingState(answer.reading, item);
      if (state !== 'WITHIN')
        found.push({
          itemId: item.id,
          label: item.label,
          found: `${formatDanishNumber(answer.reading, item.unit)} (${state === 'BELOW' ? 'under' : 'over'} grænsen ${limitsText(item)})`,
          photos,
        });
    }
  }
  return found;
}

/** An answer on a line of its own, as the history CSV and the backup print it: 'Tryk: 1,8 bar'. */
export const answerLine = (answer: Answer): string => `${answer.item.label}: ${answerText(answer)}`;

/** An answer as the history, the CSV and the service book print it. */
export function answerText(answer: Answer): string {
  if (answer.check) return checkAnswerLabels[answer.check];
  if (answer.reading !== undefined) return formatDanishNumber(answer.reading, answer.item.unit);
  if (answer.text !== undefined) return answer.text;
  const count = answer.photos?.length ?? 0;
  return count === 1 ? '1 foto' : `${count} fotos`;
}
