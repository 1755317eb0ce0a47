import { noteDecider } from '../../../domain/note/decider';
import { DomainError } from '../../../domain/shared/errors';
import { taskDecider, type TaskState } from '../../../domain/task/decider';
import type { completeTaskSchema } from '../../../domain/task/schemas';
import type { z } from 'zod';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { nouns } from '../../../domain/shared/versions';
import type { CompletionPin } from '../../../domain/task/completion-pin';
import { stateAt, versionAfter } from '../../store/versioned';
import { newId } from '../../store/ids';
import { loadVisibleTask } from '../../queries/task-access';
import { calendarOf } from './calendar';

export type CompleteTaskInput = z.output<typeof completeTaskSchema>;

/** What a completion answers: the task after it, and the completion (null when the task was on standby). */
export interface Completed {
  task: TaskState;
  /** The task's version after it (decision 130). */
  version: number;
  completion: {
    id: string;
    finishedOn: string;
    deadline: string;
    late: boolean;
    nextDeadline: string | null;
    noteId: string | null;
  } | null;
}

const emptyNote = () =>
  new DomainError('invalid', 'VALIDATION', 'Skriv en note på mindst 2 tegn', {
    'note.content': 'Skriv en note på mindst 2 tegn',
  });

/**
 * The deadline a completion completes (decision 131): the client's (`deadline`, or the task's at
 * the `version` it read), else the one the first attempt reads; with the task's `lastCompleted`
 * then, when that is known.
 */
async function pinOf(store: EventStore, input: CompleteTaskInput, current: TaskState): Promise<CompletionPin> {
  if (input.version !== undefined) {
    const seen = await stateAt<TaskState>(store, 'Task', input.id, input.version, nouns.task);
    return { deadline: input.deadline ?? seen.deadline, lastCompleted: seen.lastCompleted };
  }
  if (input.deadline === undefined) return { deadline: current.deadline, lastCompleted: current.lastCompleted };
  const same = new Date(input.deadline).getTime() === new Date(current.deadline).getTime();
  return same ? { deadline: input.deadline, lastCompleted: current.lastCompleted } : { deadline: input.deadline };
}

/**
 * A task done by its responsible or an admin, with an optional note on it written in the same
 * transaction (decisions.md "Completing a task"); a single task leaves its responsible's open
 * tasks with it (their tally, decision 120). The first attempt pins the deadline it completes
 * (`pinOf`), so of two completions of one deadline the second is refused (409 ALREADY_COMPLETED),
 * also after a lost race.
 */
export async function completeTask(
  input: CompleteTaskInput,
  ctx: CompanyContext,
  store: EventStore,
): Promise<Completed> {
  const { id, note } = input;
  let task!: TaskState;
  let pin: CompletionPin | undefined;
  let version = 0;
  const withNote = !!note && (note.content.length > 0 || note.files.length > 0);
  if (withNote && note!.content.length === 0) throw emptyNote();
  const completionId = newId();
  const noteId = withNote ? newId() : null;
  const by = { id: ctx.actor, name: ctx.actorName, isAdmin: ctx.isAdmin };
  const [done] = await executeAll(store, async () => {
    // One read of the task an attempt: whether the caller may see it, and what is decided on.
    task = await loadVisibleTask(store, ctx, id);
    const current = (await loadStream<TaskState>('Task', id, store))!;
    pin ??= await pinOf(store, input, current.state);
    version = current.version;
    return [
      await prepare(
        store,
        taskDecider,
        { type: 'Task', id },
        {
          type: 'CompleteTask',
          completionId,
          by,
          noteId,
          now: ctx.now,
          calendar: await calendarOf(store, ctx.companyId),
          pin,
        },
        ctx,
      ),
      ...(withNote
        ? [
            await prepare(
              store,
              noteDecider,
              { type: 'Note', id: noteId!, fresh: true },
              {
                type: 'CreateNote',
                noteId: noteId!,
                companyId: ctx.companyId,
                target: { kind: 'TASK', id },
                content: note!.content,
                files: note!.files,
                recipientIds: [],
                core: false,
                authorId: ctx.actor,
                authorName: ctx.actorName,
                memberIds: [],
                now: ctx.now,
              },
              ctx,
            ),
          ]
        : []),
    ];
  });
  const event = done?.streamType === 'Task' ? done.events[0] : undefined;
  return {
    task: (done?.state as TaskState | undefined) ?? task,
    version: done?.streamType === 'Task' ? versionAfter(done) : version,
    completion:
      event?.type === 'TaskCompleted'
        ? {
            id: completionId,
            finishedOn: event.data.finishedOn,
            deadline: event.data.deadline,
            late: event.data.late,
            nextDeadline: event.data.nextDeadline,
            noteId,
          }
        : null,
  };
}
