import { formatDate } from '#domain/shared/time';
import { send } from '../../../lib/api';
import { startingWith } from '../../../lib/cache-keys';
import type { AnswerInput } from '#domain/checklist/answers';
import type { Severity } from '#domain/checklist/follow-up';
import type { Answer } from '#domain/checklist/answers';
import type { Completion, CreatedFollowUp, TaskDetail } from '../../../lib/tasks/types';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { taskDetails, taskLists } from './task-cache';

export interface CompletionResult {
  task: TaskDetail;
  completion:
    | (Pick<Completion, 'id' | 'finishedOn' | 'deadline' | 'late' | 'lateness'> & {
        nextDeadline: string | null;
        noteId: string | null;
        /** The checklist's answers and the follow-up tasks created with the completion (decision 165). */
        answers?: Answer[];
        followUps?: CreatedFollowUp[];
      })
    | null;
}

export interface CompletionInput {
  id: string;
  note?: { content: string; files: string[] };
  /** The task's version and deadline on screen: the deadline this completes, and no other (decision 131). */
  version?: number;
  deadline?: string;
  /** Made by the form, once per completion (decision 165). */
  completionId?: string;
  answers?: AnswerInput[];
  followUps?: FollowUpInput[];
}

export interface FollowUpInput {
  itemId: string;
  severity: Severity;
  responsibleId: string;
}

/**
 * POST /api/task/complete {id, version, deadline, note?: {content, files}, completionId?, answers?,
 * followUps?} (decisions.md "Completing a task", decision 165): `{task, completion}`. A routine
 * moves to its next deadline, a single task becomes Udført; 409 ALREADY_COMPLETED once someone has
 * completed that deadline; 400 with `fields` keyed `answers.<itemId>`, `followUps.<itemId>` and
 * `answers` when the checklist's answers are refused.
 */
export const completeTask = (
  companyId: string,
  { id, note, version, deadline, completionId, answers, followUps }: CompletionInput,
) =>
  send<CompletionResult>(
    'POST',
    'task/complete',
    {
      id,
      version,
      deadline,
      ...(note ? { note } : {}),
      ...(completionId ? { completionId } : {}),
      ...(answers?.length ? { answers } : {}),
      ...(followUps?.length ? { followUps } : {}),
    },
    { companyId },
  );

/** Besides the task's views: the histories (the task's, the year's, the equipment's) and the Noter tab (the completion's note). */
export function useCompleteTask(companyId: string) {
  return useMutation({
    name: 'complete-task',
    request: (input: CompletionInput) => completeTask(companyId, input),
    write: ({ task }) => taskDetails(companyId, [task]),
    // The equipment's readings (decision 165) follow the completion's answers.
    refresh: () => [
      ...taskLists(companyId),
      startingWith('api/historic_completions'),
      startingWith('api/note'),
      (key: unknown) => typeof key === 'string' && /^api\/equipment\/[^/?]+\/readings/.test(key),
    ],
    success: ({ task, completion }) => ({
      heading: 'Opgaven blev udført',
      text: [
        completion?.nextDeadline
          ? `Næste deadline er ${formatDate(completion.nextDeadline)}.`
          : `${task.title} er udført.`,
        followUpsText(completion?.followUps?.length ?? 0),
      ]
        .filter(Boolean)
        .join(' '),
    }),
    // Refused answers show in the form's error summary, field by field; without a network the
    // completion goes into the outbox instead (decision 170), said by the dialog.
    failure: (error, input) =>
      error.status === 0 || (error.status === 400 && error.body.fields && input.answers?.length)
        ? undefined
        : alertFor('Opgaven kunne ikke udføres')(error),
  });
}

/** '1 opfølgningsopgave er oprettet.', or nothing when none. */
export const followUpsText = (count: number) =>
  count === 0 ? '' : count === 1 ? '1 opfølgningsopgave er oprettet.' : `${count} opfølgningsopgaver er oprettet.`;
