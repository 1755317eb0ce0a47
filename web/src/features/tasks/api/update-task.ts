import type { TaskInput } from '#domain/task/schemas';
import { send } from '../../../lib/api';
import type { TaskDetail } from '../../../lib/tasks/types';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { taskDetails, taskLists } from './task-cache';

/** PATCH /api/task?companyId= {id, ...fields}: `{task}`; the type cannot change. */
export const updateTask = (companyId: string, id: string, input: TaskInput) =>
  send<{ task: TaskDetail }>('PATCH', 'task', { id, ...input }, { companyId });

export function useUpdateTask(companyId: string) {
  return useMutation({
    name: 'update-task',
    request: ({ id, input }: { id: string; input: TaskInput }) => updateTask(companyId, id, input),
    write: ({ task }) => taskDetails(companyId, [task]),
    refresh: () => taskLists(companyId),
    success: (_, { input }) => ({ heading: 'Opgaven blev gemt', text: `${input.title} er rettet.` }),
    failure: alertFor('Opgaven kunne ikke gemmes'),
  });
}
