import { answerMessages, checkAnswers, findings, type Answer, type AnswerInput } from '../checklist/answers';
import type { Checklist } from '../checklist/checklist';
import { followUpDeadline, followUpOf, followUpTitle, type Severity } from '../checklist/follow-up';
import type { DeadlineCalendar } from '../shared/danish-holidays';
import { DomainError } from '../shared/errors';
import type { TaskFields } from './fields';

/**
 * A completion's checklist and its follow-ups (decision 165), decided on the task's state: the
 * answers against the checklist it has now, the follow-ups against the answers' findings, and
 * each follow-up task's fields. Pure; `decider.ts` and the completion command use them.
 */

export const followUpErrors = {
  notAFinding: 'Punktet har ingen fejl at følge op på',
  twice: 'Punktet har allerede en opfølgning',
  responsible: 'Vælg dig selv eller en administrator som ansvarlig',
} as const;

const refused = (fields: Record<string, string>) =>
  new DomainError('invalid', 'VALIDATION', 'Der er et problem med de indtastede oplysninger.', fields);

/**
 * The answers to keep, or a 400 naming each item (`answers.<itemId>`) and, for the checklist as a
 * whole, `answers`. `seen`: the item ids of the checklist the client answered (at the `version` it
 * read); a required item it never saw means the checklist changed under it.
 */
export function decideAnswers(checklist: Checklist, inputs: AnswerInput[], seen?: string[]): Answer[] {
  const checked = checkAnswers(checklist, inputs);
  const fields: Record<string, string> = {};
  if (seen && checklist.some((item) => item.required && !seen.includes(item.id)))
    fields.answers = answerMessages.unknownItem;
  if (!checked.ok)
    for (const [itemId, message] of Object.entries(checked.errors))
      fields[itemId ? `answers.${itemId}` : 'answers'] ??= message;
  if (Object.keys(fields).length > 0) throw refused(fields);
  return (checked as { answers: Answer[] }).answers;
}

/** A follow-up the completer asked for, with the id its task gets. */
export interface RequestedFollowUp {
  itemId: string;
  taskId: string;
}

/** What the completion records of each follow-up: its task, the item it follows up, its title. */
export interface FollowUpLink {
  taskId: string;
  itemId: string;
  title: string;
}

/** The follow-ups of `answers`' findings the completer asked for; one for anything else is a 400. */
export function decideFollowUps(answers: Answer[], requested: RequestedFollowUp[]): FollowUpLink[] {
  const found = new Map(findings(answers).map((finding) => [finding.itemId, finding]));
  const fields: Record<string, string> = {};
  const links: FollowUpLink[] = [];
  const asked = new Set<string>();
  for (const { itemId, taskId } of requested) {
    const finding = found.get(itemId);
    if (!finding) fields[`followUps.${itemId}`] ??= followUpErrors.notAFinding;
    else if (asked.has(itemId)) fields[`followUps.${itemId}`] ??= followUpErrors.twice;
    else links.push({ taskId, itemId, title: followUpTitle(finding.label) });
    asked.add(itemId);
  }
  if (Object.keys(fields).length > 0) throw refused(fields);
  return links;
}

/** The reminder a follow-up gets: as early as its deadline leaves room for (a single task's choices). */
const reminderFor: Record<Severity, number> = { CRITICAL: 0, SOON: 2, NEXT_INSPECTION: 7 };

/**
 * A follow-up task's fields: a single task on the same equipment or location, titled by the item,
 * described with what was found and whose task it follows up, with the answers' photos, its
 * deadline from the severity. `nextDeadline`: the completed task's next deadline (a routine's).
 */
export function followUpFields(input: {
  task: Pick<TaskFields, 'title' | 'target'>;
  answers: Answer[];
  itemId: string;
  severity: Severity;
  responsible: { id: string; name: string };
  doneAt: Date;
  nextDeadline: string | null;
  calendar?: DeadlineCalendar;
}): TaskFields {
  const finding = findings(input.answers).find((candidate) => candidate.itemId === input.itemId)!;
  const deadline = followUpDeadline(
    input.severity,
    input.doneAt,
    input.nextDeadline ? new Date(input.nextDeadline) : undefined,
    input.calendar,
  );
  if (!deadline.ok) throw refused({ [`followUps.${input.itemId}`]: deadline.error });
  const answer = input.answers.find((candidate) => candidate.item.id === input.itemId);
  const photos = [...new Set([...(answer?.photos ?? []), ...finding.photos])].slice(0, 20);
  return {
    title: followUpTitle(finding.label),
    description: `${followUpOf(input.task.title)}: ${finding.label}: ${finding.found}`.slice(0, 5000),
    type: 'AD_HOC',
    interval: null,
    notificationPeriod: reminderFor[input.severity],
    responsibleId: input.responsible.id,
    responsibleName: input.responsible.name,
    target: { ...input.task.target },
    deadline: deadline.deadline.toISOString(),
    files: photos,
    countFrom: 'PLAN',
    checklist: [],
  };
}
