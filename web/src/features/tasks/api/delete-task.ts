import { send } from '../../../lib/api';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { taskLists } from './task-cache';

/** DELETE /api/task?companyId= {id}: 200; its history stays ('en nu slettet opgave'). */
export const deleteTask = (companyId: string, id: string) => send<unknown>('DELETE', 'task', { id }, { companyId });

export function useDeleteTask(companyId: string) {
  return useMutation({
    name: 'delete-task',
    request: (task: { id: string; title: string }) => deleteTask(companyId, task.id),
    refresh: () => taskLists(companyId),
    success: (_, task) => ({
      heading: 'Opgaven blev slettet',
      text: `${task.title} er slettet. Dens historik bevares.`,
    }),
    failure: alertFor('Opgaven kunne ikke slettes'),
  });
}
