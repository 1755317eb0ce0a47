import type { TaskInput } from '#domain/task/schemas';
import { send } from '../../../lib/api';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { getTask } from './get-task';
import { taskDetails, taskLists } from './task-cache';

/** POST /api/task?companyId= (spec 001 §7): 201 `{taskId}`. */
export const createTask = (companyId: string, input: TaskInput) =>
  send<{ taskId: string }>('POST', 'task', input, { companyId });

/** Creates and shows the outcome; the new task is read back so its page shows it at once. */
export function useCreateTask(companyId: string) {
  return useMutation({
    name: 'create-task',
    request: (input: TaskInput) => createTask(companyId, input),
    write: async ({ taskId }) => taskDetails(companyId, [(await getTask(companyId, taskId).catch(() => null))?.task]),
    refresh: () => taskLists(companyId),
    success: (_, input) => ({ heading: 'Opgaven blev oprettet', text: `${input.title} er tilføjet.` }),
    failure: alertFor('Opgaven kunne ikke oprettes'),
  });
}
