import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { TaskInput } from '#domain/task/schemas';
import { ApiError, send } from '../../../lib/api';
import { formatDate } from '#domain/shared/time';
import { notify } from '../../../lib/notifications';
import { getTask, taskKey } from './get-task';
import { tasksKey } from '../../../lib/tasks/get-tasks';
import type { Completion, TaskDetail } from '../../../lib/tasks/types';

type Outcome<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * After a change: the detail is current at once, and the task lists and the lists that count tasks
 * (equipment, locations, users, the overview) are read again, once; they show the caller's own writes at once
 * (decisions.md "Inline projections (read your writes)").
 */
function useTaskCache(companyId: string) {
  const { mutate } = useSWRConfig();
  return async (tasks: readonly (TaskDetail | null | undefined)[]) => {
    for (const task of tasks) {
      if (task) await mutate(taskKey(companyId, task.id), { task }, { revalidate: false });
    }
    void mutate(tasksKey(companyId));
    void mutate(
      (key) => typeof key === 'string' && /^api\/(equipment|locations|user\/index|task-query|overview)/.test(key),
    );
  };
}

/**
 * Tasks another call changed (equipment standby, a transfer): every task view shown (list, detail,
 * 'Din oversigt') and the lists that count tasks or people's tasks are read again, once.
 */
export function useTasksChanged() {
  const { mutate } = useSWRConfig();
  return async () => {
    await mutate((key) => typeof key === 'string' && /^api\/(task|equipment|locations|user)/.test(key));
  };
}

function usePending() {
  const [pending, setPending] = useState(false);
  const track = async <T>(work: Promise<T>) => {
    setPending(true);
    try {
      return await work;
    } finally {
      setPending(false);
    }
  };
  return { pending, track };
}

const failure = (heading: string, error: ApiError) =>
  notify('dashboard', { heading, text: error.body.message ?? 'Noget gik galt. Prøv igen.', type: 'alert' });

/** POST /api/task?companyId= (spec 001 §7): 201 `{taskId}`; the new task is read back so its page shows it at once. */
export function useCreateTask(companyId: string) {
  const cache = useTaskCache(companyId);
  const { pending, track } = usePending();
  const create = (input: TaskInput): Promise<Outcome<{ taskId: string }>> =>
    track(
      (async () => {
        const result = await send<{ taskId: string }>('POST', 'task', input, { companyId });
        if (!result.ok) {
          failure('Opgaven kunne ikke oprettes', result.error);
          return result;
        }
        const created = await getTask(companyId, result.data.taskId).catch(() => null);
        await cache([created?.task]);
        notify('dashboard', { heading: 'Opgaven blev oprettet', text: `${input.title} er tilføjet.` });
        return result;
      })(),
    );
  return { create, pending };
}

/** PATCH /api/task?companyId= {id, ...fields}: `{task}`; the type cannot change. */
export function useUpdateTask(companyId: string) {
  const cache = useTaskCache(companyId);
  const { pending, track } = usePending();
  const update = (id: string, input: TaskInput): Promise<Outcome<{ task: TaskDetail }>> =>
    track(
      (async () => {
        const result = await send<{ task: TaskDetail }>('PATCH', 'task', { id, ...input }, { companyId });
        if (!result.ok) {
          failure('Opgaven kunne ikke gemmes', result.error);
          return result;
        }
        await cache([result.data.task]);
        notify('dashboard', { heading: 'Opgaven blev gemt', text: `${input.title} er rettet.` });
        return result;
      })(),
    );
  return { update, pending };
}

/** Toasts word for word (spec 001 §8). */
const standbyTexts = {
  standby: { done: 'Opgaven blev sat på standby.', failed: 'Opgaven kunne ikke sættes på standby.' },
  reactivate: { done: 'Opgaven blev genaktiveret.', failed: 'Opgaven kunne ikke genaktiveres.' },
};

/** PATCH /api/task {id, standby: true} or {id, standby: false, deadline} (a future deadline): `{task}`. */
export function useSetTaskStandby(companyId: string) {
  const cache = useTaskCache(companyId);
  const { pending, track } = usePending();
  const setStandby = (id: string, standby: boolean, deadline?: string) =>
    track(
      (async () => {
        const text = standby ? standbyTexts.standby : standbyTexts.reactivate;
        const result = await send<{ task: TaskDetail }>(
          'PATCH',
          'task',
          standby ? { id, standby } : { id, standby, deadline },
          { companyId },
        );
        if (!result.ok) {
          notify('dashboard', { heading: 'Ændringerne blev ikke gemt', text: text.failed, type: 'alert' });
          return false;
        }
        await cache([result.data.task]);
        notify('dashboard', { heading: 'Ændringerne blev gemt', text: text.done });
        return true;
      })(),
    );
  return { setStandby, pending };
}

export interface CompletionResult {
  task: TaskDetail;
  completion:
    | (Pick<Completion, 'id' | 'finishedOn' | 'deadline' | 'late' | 'lateness'> & {
        nextDeadline: string | null;
        noteId: string | null;
      })
    | null;
}

/**
 * POST /api/task/complete {id, note?: {content, files}} (decisions.md "Completing a task"):
 * `{task, completion}`. A routine moves to its next deadline, a single task becomes Udført.
 */
export function useCompleteTask(companyId: string) {
  const cache = useTaskCache(companyId);
  const { mutate } = useSWRConfig();
  const { pending, track } = usePending();
  const complete = (
    id: string,
    note: { content: string; files: string[] } | undefined,
  ): Promise<Outcome<CompletionResult>> =>
    track(
      (async () => {
        const result = await send<CompletionResult>('POST', 'task/complete', note ? { id, note } : { id }, {
          companyId,
        });
        if (!result.ok) {
          failure('Opgaven kunne ikke udføres', result.error);
          return result;
        }
        await cache([result.data.task]);
        // The histories (the task's, the year's, the equipment's) and the Noter tab (the completion's note).
        void mutate((key) => typeof key === 'string' && key.startsWith('api/historic_completions'));
        void mutate((key) => typeof key === 'string' && key.startsWith('api/note'));
        const next = result.data.completion?.nextDeadline;
        notify('dashboard', {
          heading: 'Opgaven blev udført',
          text: next ? `Næste deadline er ${formatDate(next)}.` : `${result.data.task.title} er udført.`,
        });
        return result;
      })(),
    );
  return { complete, pending };
}

/** DELETE /api/task?companyId= {id}: 200; its history stays ('en nu slettet opgave'). */
export function useDeleteTask(companyId: string) {
  const cache = useTaskCache(companyId);
  const { pending, track } = usePending();
  const remove = (task: { id: string; title: string }) =>
    track(
      (async () => {
        const result = await send<unknown>('DELETE', 'task', { id: task.id }, { companyId });
        if (!result.ok) {
          failure('Opgaven kunne ikke slettes', result.error);
          return false;
        }
        await cache([]);
        notify('dashboard', {
          heading: 'Opgaven blev slettet',
          text: `${task.title} er slettet. Dens historik bevares.`,
        });
        return true;
      })(),
    );
  return { remove, pending };
}

/**
 * PATCH /api/task/responsibility?companyId= {taskId: newResponsibleId} (SUPER_ADMIN): `{updated}`;
 * refreshes tasks and responsibles (spec 001 §7); the toasts of spec 001 §8.
 */
export function useTransferResponsibility(companyId: string) {
  const tasksChanged = useTasksChanged();
  const { pending, track } = usePending();
  const transfer = (changes: Record<string, string>) =>
    track(
      (async () => {
        const result = await send<{ updated: number }>('PATCH', 'task/responsibility', changes, { companyId });
        if (!result.ok) {
          notify('dashboard', {
            heading: 'Ændringerne blev ikke gemt',
            text: 'Ansvaret kunne ikke overføres.',
            type: 'alert',
          });
          return false;
        }
        const updated = result.data.updated;
        await tasksChanged();
        notify('dashboard', {
          heading: 'Ændringerne blev gemt',
          text:
            updated === 1 ? 'Ansvaret for 1 opgave blev overført.' : `Ansvaret for ${updated} opgaver blev overført.`,
        });
        return true;
      })(),
    );
  return { transfer, pending };
}
