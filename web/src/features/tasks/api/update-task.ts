import type { TaskInput } from '#domain/task/schemas';
import { send } from '../../../lib/api';
import type { TaskDetail } from '../../../lib/tasks/types';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { taskDetails, taskLists } from './task-cache';

/**
 * PATCH /api/task?companyId= {id, version, ...fields}: `{task}`; the type cannot change. With the
 * version the form loaded, the server merges three-way; 409 STALE_VERSION when someone else
 * changed a field this edit changed too (decision 130).
 */
export const updateTask = (companyId: string, id: string, input: TaskInput, version?: number) =>
  send<{ task: TaskDetail }>('PATCH', 'task', { id, version, ...input }, { companyId });

export function useUpdateTask(companyId: string) {
  return useMutation({
    name: 'update-task',
    request: ({ id, input, version }: { id: string; input: TaskInput; version?: number }) =>
      updateTask(companyId, id, input, version),
    write: ({ task }) => taskDetails(companyId, [task]),
    refresh: () => taskLists(companyId),
    success: (_, { input }) => ({ heading: 'Opgaven blev gemt', text: `${input.title} er rettet.` }),
    failure: alertFor('Opgaven kunne ikke gemmes'),
  });
}
