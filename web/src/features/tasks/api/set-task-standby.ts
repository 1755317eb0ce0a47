import { send } from '../../../lib/api';
import type { TaskDetail } from '../../../lib/tasks/types';
import { useMutation } from '../../../lib/use-mutation';
import { taskDetails, taskLists } from './task-cache';

/**
 * PATCH /api/task {id, version, standby: true} or {id, version, standby: false, deadline} (a future
 * deadline): `{task}`; with the version shown, merged with changes made meanwhile (decision 130).
 */
export const setTaskStandby = (companyId: string, id: string, standby: boolean, deadline?: string, version?: number) =>
  send<{ task: TaskDetail }>('PATCH', 'task', standby ? { id, version, standby } : { id, version, standby, deadline }, {
    companyId,
  });

/** Toasts word for word (spec 001 §8). */
const texts = {
  standby: { done: 'Opgaven blev sat på standby.', failed: 'Opgaven kunne ikke sættes på standby.' },
  reactivate: { done: 'Opgaven blev genaktiveret.', failed: 'Opgaven kunne ikke genaktiveres.' },
};
const textsOf = (standby: boolean) => (standby ? texts.standby : texts.reactivate);

export interface TaskStandbyChange {
  id: string;
  standby: boolean;
  /** Reactivation: the task's new deadline. */
  deadline?: string;
  /** The task's version on screen. */
  version?: number;
}

export function useSetTaskStandby(companyId: string) {
  return useMutation({
    name: 'set-task-standby',
    request: ({ id, standby, deadline, version }: TaskStandbyChange) =>
      setTaskStandby(companyId, id, standby, deadline, version),
    write: ({ task }) => taskDetails(companyId, [task]),
    refresh: () => taskLists(companyId),
    success: (_, { standby }) => ({ heading: 'Ændringerne blev gemt', text: textsOf(standby).done }),
    failure: (_, { standby }) => ({
      heading: 'Ændringerne blev ikke gemt',
      text: textsOf(standby).failed,
      type: 'alert',
    }),
  });
}
