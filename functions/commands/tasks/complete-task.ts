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
import type { NewCommit } from '../../store/commits';
import { idempotencyClaim, once, type IdempotencyKey } from '../../store/idempotency';
import { loadVisibleTask } from '../../queries/task-access';
import { calendarOf } from './calendar';
import type { Answer } from '../../../domain/checklist/answers';
import { followUpErrors, followUpFields } from '../../../domain/task/follow-ups';
import type { UserState } from '../../../domain/user/decider';
import type { Inspector } from '../../../domain/inspection/types';
import type { QueuedMail } from '../../mail/outbox';

/**
 * A completion through the external inspector's link (decision 174): who they are, and the
 * e-mails the completion sends, recorded with it.
 */
export interface ByInspector {
  inspector: Inspector;
  mails: (completion: NonNullable<Completed['completion']>) => QueuedMail[];
}

type Parsed = z.output<typeof completeTaskSchema>;
/** A completion as the API takes it (`completeTaskSchema`, parsed); answers and follow-ups may be left out. */
export type CompleteTaskInput = Omit<Parsed, 'answers' | 'followUps'> & Partial<Pick<Parsed, 'answers' | 'followUps'>>;

/** A follow-up task the completion created (decision 165). */
export interface CreatedFollowUp {
  taskId: string;
  itemId: string;
  title: string;
  deadline: string;
}

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
    answers: Answer[];
    followUps: CreatedFollowUp[];
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
async function pinOf(
  store: EventStore,
  input: CompleteTaskInput,
  current: TaskState,
): Promise<{ pin: CompletionPin; seen?: string[] }> {
  if (input.version !== undefined) {
    const seen = await stateAt<TaskState>(store, 'Task', input.id, input.version, nouns.task);
    return {
      pin: { deadline: input.deadline ?? seen.deadline, lastCompleted: seen.lastCompleted },
      seen: seen.checklist.map((item) => item.id),
    };
  }
  if (input.deadline === undefined)
    return { pin: { deadline: current.deadline, lastCompleted: current.lastCompleted } };
  const same = new Date(input.deadline).getTime() === new Date(current.deadline).getTime();
  return {
    pin: same ? { deadline: input.deadline, lastCompleted: current.lastCompleted } : { deadline: input.deadline },
  };
}

/** A follow-up's responsible: the completer, or an admin of the company (decision 165). */
async function followUpResponsible(
  store: EventStore,
  ctx: CompanyContext,
  itemId: string,
  responsibleId: string,
): Promise<{ id: string; name: string }> {
  if (responsibleId === ctx.actor) return { id: ctx.actor, name: ctx.actorName };
  const user = await loadStream<UserState>('User', responsibleId, store);
  const role = user && !user.state.deleted ? user.state.roles[ctx.companyId]?.type : undefined;
  if (role !== 'ADMIN' && role !== 'SUPER_ADMIN')
    throw new DomainError('invalid', 'VALIDATION', 'Der er et problem med de indtastede oplysninger.', {
      [`followUps.${itemId}`]: followUpErrors.responsible,
    });
  return { id: responsibleId, name: user!.state.name };
}

/**
 * A task done by its responsible or an admin, with its checklist's answers and the follow-up tasks
 * of the findings the completer picked (decision 165), and an optional note on it, all written in the same
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
  return (await completeTaskOnce(input, ctx, store)).result;
}

/**
 * `completeTask`, once per `Idempotency-Key` (decision 169): the key is recorded with the
 * completion's commits and holds its answer, so a repeat answers it (`replayed`) and writes nothing.
 */
export function completeTaskOnce(
  input: CompleteTaskInput,
  ctx: CompanyContext,
  store: EventStore,
  key?: IdempotencyKey,
  by?: ByInspector,
): Promise<{ result: Completed; replayed: boolean }> {
  return once(store, key, () => completeOnce(input, ctx, store, key, by));
}

async function completeOnce(
  input: CompleteTaskInput,
  ctx: CompanyContext,
  store: EventStore,
  key: IdempotencyKey | undefined,
  inspection: ByInspector | undefined,
): Promise<Completed> {
  const { id, note } = input;
  let task!: TaskState;
  let seen: { pin: CompletionPin; seen?: string[] } | undefined;
  let version = 0;
  const withNote = !!note && (note.content.length > 0 || note.files.length > 0);
  if (withNote && note!.content.length === 0) throw emptyNote();
  const completionId = input.completionId ?? newId();
  const noteId = withNote ? newId() : null;
  const by = { id: ctx.actor, name: ctx.actorName, isAdmin: ctx.isAdmin };
  const requested = (input.followUps ?? []).map((followUp) => ({ ...followUp, taskId: newId() }));
  // What the attempt that committed created (a retry decides again from the start).
  let followUps: CreatedFollowUp[] = [];
  let answer!: Completed;
  await executeAll(store, async () => {
    // One read of the task an attempt: whether the caller may see it, and what is decided on.
    task = await loadVisibleTask(store, ctx, id);
    const current = (await loadStream<TaskState>('Task', id, store))!;
    seen ??= await pinOf(store, input, current.state);
    version = current.version;
    const [calendar, responsibles] = await Promise.all([
      calendarOf(store, ctx.companyId),
      Promise.all(requested.map((r) => followUpResponsible(store, ctx, r.itemId, r.responsibleId))),
    ]);
    const completion = await prepare(
      store,
      taskDecider,
      { type: 'Task', id },
      {
        type: 'CompleteTask',
        completionId,
        by,
        noteId,
        now: ctx.now,
        calendar,
        pin: seen.pin,
        answers: input.answers ?? [],
        seen: seen.seen,
        followUps: requested,
        doneAt: input.doneAt,
        inspector: inspection?.inspector,
      },
      ctx,
    );
    const completed = completion.events.find((e) => e.type === 'TaskCompleted');
    followUps = [];
    const creations = [];
    if (completed?.type === 'TaskCompleted') {
      for (const [index, r] of requested.entries()) {
        const fields = followUpFields({
          task: completed.data,
          answers: completed.data.answers,
          itemId: r.itemId,
          severity: r.severity,
          responsible: responsibles[index],
          doneAt: new Date(completed.data.finishedOn),
          nextDeadline: completed.data.nextDeadline,
          calendar,
        });
        followUps.push({ taskId: r.taskId, itemId: r.itemId, title: fields.title, deadline: fields.deadline });
        creations.push(
          await prepare(
            store,
            taskDecider,
            { type: 'Task', id: r.taskId, fresh: true },
            {
              type: 'CreateTask',
              taskId: r.taskId,
              companyId: ctx.companyId,
              fields,
              createdBy: ctx.actor,
              now: ctx.now,
              calendar,
              followUpOf: { taskId: id, title: completed.data.title, completionId },
            },
            ctx,
          ),
        );
      }
    }
    const commits = [
      completion,
      ...creations,
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
    answer = answerOf(completion.events.length > 0 ? completion : undefined, followUps);
    const mails = inspection && answer.completion ? inspection.mails(answer.completion) : [];
    return { commits, claims: idempotencyClaim(key, answer, ctx.now), mails };
  });
  return answer;

  function answerOf(done: NewCommit<TaskState | null> | undefined, made: CreatedFollowUp[]): Completed {
    const event = done?.events[0];
    return {
      task: done?.state ?? task,
      version: done ? versionAfter(done) : version,
      completion:
        event?.type === 'TaskCompleted'
          ? {
              id: completionId,
              finishedOn: event.data.finishedOn,
              deadline: event.data.deadline,
              late: event.data.late,
              nextDeadline: event.data.nextDeadline,
              noteId,
              answers: event.data.answers,
              followUps: made,
            }
          : null,
    };
  }
}
