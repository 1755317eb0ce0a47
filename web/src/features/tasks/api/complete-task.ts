import { formatDate } from '#domain/shared/time';
import { send } from '../../../lib/api';
import { startingWith } from '../../../lib/cache-keys';
import type { Completion, TaskDetail } from '../../../lib/tasks/types';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { taskDetails, taskLists } from './task-cache';

export interface CompletionResult {
  task: TaskDetail;
  completion:
    | (Pick<Completion, 'id' | 'finishedOn' | 'deadline' | 'late' | 'lateness'> & {
        nextDeadline: string | null;
        noteId: string | null;
      })
    | null;
}

export interface CompletionInput {
  id: string;
  note?: { content: string; files: string[] };
  /** The task's version and deadline on screen: the deadline this completes, and no other (decision 131). */
  version?: number;
  deadline?: string;
}

/**
 * POST /api/task/complete {id, version, deadline, note?: {content, files}} (decisions.md
 * "Completing a task"): `{task, completion}`. A routine moves to its next deadline, a single task
 * becomes Udført; 409 ALREADY_COMPLETED once someone has completed that deadline.
 */
export const completeTask = (companyId: string, { id, note, version, deadline }: CompletionInput) =>
  send<CompletionResult>('POST', 'task/complete', { id, version, deadline, ...(note ? { note } : {}) }, { companyId });

/** Besides the task's views: the histories (the task's, the year's, the equipment's) and the Noter tab (the completion's note). */
export function useCompleteTask(companyId: string) {
  return useMutation({
    name: 'complete-task',
    request: (input: CompletionInput) => completeTask(companyId, input),
    write: ({ task }) => taskDetails(companyId, [task]),
    refresh: () => [...taskLists(companyId), startingWith('api/historic_completions'), startingWith('api/note')],
    success: ({ task, completion }) => ({
      heading: 'Opgaven blev udført',
      text: completion?.nextDeadline
        ? `Næste deadline er ${formatDate(completion.nextDeadline)}.`
        : `${task.title} er udført.`,
    }),
    failure: alertFor('Opgaven kunne ikke udføres'),
  });
}
