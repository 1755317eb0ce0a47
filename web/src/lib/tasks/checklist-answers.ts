import {
  checkAnswers,
  findings,
  readingState,
  type Answer,
  type AnswerInput,
  type CheckAnswer,
  type Finding,
  type ReadingState,
} from '#domain/checklist/answers';
import type { Checklist } from '#domain/checklist/checklist';
import { followUpMessages, severities, type Severity } from '#domain/checklist/follow-up';
import { parseDanishNumber } from '#domain/checklist/numbers';
import type { TaskType } from '#domain/task/intervals';
import type { StoredChecklistItem } from './types';

/**
 * The completion form's checklist (issue 29 "Filled in at completion", decision 165): each item's
 * answer as typed, what it sends (`answersInputSchema`), the client-side check with the shared
 * `checkAnswers` and its Danish messages, the findings to propose follow-ups for, and the
 * server's refusals (`answers.<itemId>`, `followUps.<itemId>`, `answers`) back on their items.
 */
export interface AnswerDraft {
  check?: CheckAnswer;
  /** A reading as typed ('1,8'). */
  reading?: string;
  text?: string;
}
export type AnswerDrafts = Record<string, AnswerDraft>;

export interface FollowUpDraft {
  create: boolean;
  severity: Severity | '';
  responsibleId: string;
}
export type FollowUpDrafts = Record<string, FollowUpDraft>;

/** The id of an item's (first) control, for its label and the error summary's link. */
export const answerInputId = (itemId: string) => `answer-${itemId}`;
export const followUpInputId = (itemId: string) => `followup-${itemId}-severity`;

const asChecklist = (items: readonly StoredChecklistItem[]) => items as Checklist;

/**
 * What the form sends: an answer for each item that has one (`photos`: the keys, or before the
 * upload the picked files' names, which count the same for the check).
 */
export function answerInputs(
  items: readonly StoredChecklistItem[],
  drafts: AnswerDrafts,
  photos: Record<string, readonly string[]>,
): AnswerInput[] {
  const inputs: AnswerInput[] = [];
  for (const item of items) {
    const draft = drafts[item.id] ?? {};
    const itemId = item.id;
    if (item.kind === 'CHECK' && draft.check) inputs.push({ itemId, check: draft.check });
    if (item.kind === 'READING' && draft.reading?.trim()) inputs.push({ itemId, reading: draft.reading });
    if (item.kind === 'TEXT' && draft.text?.trim()) inputs.push({ itemId, text: draft.text });
    if (item.kind === 'PHOTO' && photos[itemId]?.length) inputs.push({ itemId, photos: [...photos[itemId]] });
  }
  return inputs;
}

/** Per item id ('' for the whole checklist), the first Danish reason its answer is refused. */
export function answerProblems(items: readonly StoredChecklistItem[], inputs: AnswerInput[]): Record<string, string> {
  const checked = checkAnswers(asChecklist(items), inputs);
  return checked.ok ? {} : checked.errors;
}

/** The answers as they stand, each item's only when it can be read (for the findings shown while filling in). */
function readableAnswers(items: readonly StoredChecklistItem[], drafts: AnswerDrafts): Answer[] {
  const optional = items.map((item) => ({ ...item, required: false }));
  const answers: Answer[] = [];
  for (const item of optional) {
    const draft = drafts[item.id];
    const checked = checkAnswers(asChecklist([item]), answerInputs([item], drafts, {}));
    if (checked.ok) answers.push(...checked.answers);
    else if (draft?.check) answers.push({ item, check: draft.check });
  }
  return answers;
}

/** The findings (a 'Fejl', a reading outside its limits) among the answers as they stand. */
export const currentFindings = (items: readonly StoredChecklistItem[], drafts: AnswerDrafts): Finding[] =>
  findings(readableAnswers(items, drafts));

/** A reading against its limits while it is typed: its state, or nothing while it is no number yet. */
export function readingNow(
  item: Pick<StoredChecklistItem, 'lower' | 'upper'>,
  typed: string | undefined,
): ReadingState | null {
  if (!typed?.trim()) return null;
  const parsed = parseDanishNumber(typed);
  return parsed.ok ? readingState(parsed.value, item) : null;
}

export const readingStateText: Record<ReadingState, string> = {
  BELOW: 'Under grænsen',
  WITHIN: 'Inden for grænserne',
  ABOVE: 'Over grænsen',
};

/** A routine's follow-up may wait for its next deadline; a single task has none (decision 163). */
export const severityChoices = (type: TaskType): Severity[] =>
  type === 'CYCLICAL' ? [...severities] : severities.filter((severity) => severity !== 'NEXT_INSPECTION');

/** Each finding's follow-up: proposed (ticked), 'Snarest', for the completer, unless the person changed it. */
export function followUpDrafts(
  found: readonly Finding[],
  current: FollowUpDrafts,
  completerId: string,
): FollowUpDrafts {
  return Object.fromEntries(
    found.map((finding) => [
      finding.itemId,
      current[finding.itemId] ?? { create: true, severity: 'SOON' as const, responsibleId: completerId },
    ]),
  );
}

/** What the form sends: the ticked follow-ups of the findings there are now. */
export const followUpInputs = (found: readonly Finding[], drafts: FollowUpDrafts) =>
  found.flatMap((finding) => {
    const draft = drafts[finding.itemId];
    return draft?.create && draft.severity
      ? [{ itemId: finding.itemId, severity: draft.severity, responsibleId: draft.responsibleId }]
      : [];
  });

/** Per item id, why a ticked follow-up cannot be sent as it is. */
export function followUpProblems(
  found: readonly Finding[],
  drafts: FollowUpDrafts,
  type: TaskType,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const finding of found) {
    const draft = drafts[finding.itemId];
    if (!draft?.create) continue;
    if (!draft.severity) problems[finding.itemId] = followUpMessages.severity;
    else if (!severityChoices(type).includes(draft.severity))
      problems[finding.itemId] = followUpMessages.noNextDeadline;
    else if (!draft.responsibleId) problems[finding.itemId] = 'Vælg en ansvarlig';
  }
  return problems;
}

export interface ServerProblems {
  answers: Record<string, string>;
  followUps: Record<string, string>;
  /** A reason for the whole checklist or form. */
  form?: string;
}

/** The server's 400 `fields` on the items they name; what names no item goes to the form. */
export function serverProblems(fields: Record<string, string> | undefined, message?: string): ServerProblems {
  const problems: ServerProblems = { answers: {}, followUps: {} };
  for (const [path, text] of Object.entries(fields ?? {})) {
    const [head, ...rest] = path.split('.');
    const itemId = rest.join('.');
    if (head === 'answers' && itemId) problems.answers[itemId] ??= text;
    else if (head === 'followUps' && itemId) problems.followUps[itemId] ??= text;
    else problems.form ??= text;
  }
  if (!problems.form && Object.keys(problems.answers).length + Object.keys(problems.followUps).length === 0)
    problems.form = message;
  return problems;
}

/**
 * Who may be responsible for a follow-up (decision 165): the completer or an admin. An admin sees
 * the company's admins; a USER, who may not read the company's people, sees themselves.
 */
export function followUpPeople(
  completer: { id: string; name: string },
  people: readonly { id: string; name: string; role: { type: string } }[] | undefined,
): { value: string; label: string }[] {
  const admins = (people ?? []).filter((person) => person.role.type !== 'USER' && person.id !== completer.id);
  return [
    { value: completer.id, label: `${completer.name} (dig)` },
    ...admins
      .map((person) => ({ value: person.id, label: person.name }))
      .sort((a, b) => a.label.localeCompare(b.label, 'da')),
  ];
}
