import { templateVersion } from '../../../domain/inspection/catalogue';
import { acceptVersion } from '../../../domain/inspection/changes';
import type { AppliedDuty, DutyId } from '../../../domain/inspection/types';
import type { Checklist } from '../../../domain/checklist/checklist';
import { DomainError } from '../../../domain/shared/errors';
import { mergeOne, nouns } from '../../../domain/shared/versions';
import { taskDecider, type TaskState } from '../../../domain/task/decider';
import { dutyIntervalChange } from '../../../domain/task/duty';
import type { Interval } from '../../../domain/task/intervals';
import { loadVisibleTask } from '../../queries/task-access';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { stateAt, versionAfter } from '../../store/versioned';

/**
 * Another interval for a duty's task, and a duty's newer template version accepted (issue 31,
 * decision 173). Both are versioned (decision 130): what the writer read is the base, a write that
 * landed since is kept, and only one that changed the same thing differently refuses (409
 * STALE_VERSION): for an interval the interval and its override, for a version the checklist.
 */

const noDuty = () =>
  new DomainError('notFound', 'DUTY_NOT_FOUND', 'Opgaven er ikke lavet fra et lovpligtigt eftersyn.');

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What an interval change sets: the interval and the override's interval and reason. */
const intervalOf = (state: Pick<TaskState, 'interval' | 'duty'>) => ({
  interval: state.interval,
  override: state.duty?.override
    ? { interval: state.duty.override.interval, reason: state.duty.override.reason }
    : null,
});

async function dutyTask(store: EventStore, ctx: CompanyContext, id: string) {
  await loadVisibleTask(store, ctx, id);
  const current = (await loadStream<TaskState>('Task', id, store))!;
  if (!current.state.duty) throw noDuty();
  return current as { state: TaskState & { duty: AppliedDuty }; version: number };
}

export async function changeDutyInterval(
  input: { taskId: string; version?: number; interval: Interval; reason: string },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ id: string; version: number }> {
  let version!: number;
  await executeAll(store, async () => {
    const current = await dutyTask(store, ctx, input.taskId);
    version = current.version;
    const change = dutyIntervalChange(
      current.state.duty,
      { interval: input.interval, reason: input.reason },
      { id: ctx.actor, name: ctx.actorName },
      ctx.now,
    );
    const mine = intervalOf({ interval: change.interval, duty: change.duty });
    if (input.version !== undefined && input.version !== current.version) {
      const base = await stateAt<TaskState>(store, 'Task', input.taskId, input.version, nouns.task);
      const sides = { base: intervalOf(base), mine, theirs: intervalOf(current.state), version: current.version };
      if (!mergeOne('interval', sides, nouns.task, same)) return [];
    }
    const commit = await prepare(
      store,
      taskDecider,
      { type: 'Task', id: input.taskId },
      {
        type: 'ChangeDuty',
        change: 'INTERVAL',
        duty: change.duty,
        interval: change.interval,
        checklist: current.state.checklist,
        by: ctx.actor,
        now: ctx.now,
      },
      ctx,
    );
    if (commit.events.length > 0) version = versionAfter(commit);
    return [commit];
  });
  return { id: input.taskId, version };
}

const unknownVersion = () =>
  new DomainError('invalid', 'DUTY_TEMPLATE_NOT_FOUND', 'Skabelonen findes ikke i den version. Genindlæs siden.', {
    toVersion: 'Skabelonen findes ikke i den version. Genindlæs siden.',
  });

/** One task's acceptance: its commit, or none when it already is on that version (or later). */
async function acceptOne(
  store: EventStore,
  ctx: CompanyContext,
  dutyId: DutyId,
  toVersion: number,
  task: { id: string; version?: number },
): Promise<{ id: string; version: number }> {
  const template = templateVersion(dutyId, toVersion);
  if (!template) throw unknownVersion();
  let version!: number;
  await executeAll(store, async () => {
    const current = await dutyTask(store, ctx, task.id);
    version = current.version;
    if (current.state.duty.dutyId !== dutyId) throw noDuty();
    if (current.state.duty.templateVersion >= toVersion) return [];
    const accepted = acceptVersion(current.state.duty, template, ctx.now, ctx.actor);
    if (task.version !== undefined && task.version !== current.version) {
      const base = await stateAt<TaskState>(store, 'Task', task.id, task.version, nouns.task);
      const sides = {
        base: base.checklist as Checklist,
        mine: accepted.checklist,
        theirs: current.state.checklist,
        version: current.version,
      };
      mergeOne('checklist', sides, nouns.task, same);
    }
    const commit = await prepare(
      store,
      taskDecider,
      { type: 'Task', id: task.id },
      {
        type: 'ChangeDuty',
        change: 'VERSION',
        duty: accepted.duty,
        interval: accepted.interval,
        checklist: accepted.checklist,
        by: ctx.actor,
        now: ctx.now,
      },
      ctx,
    );
    if (commit.events.length > 0) version = versionAfter(commit);
    return [commit];
  });
  return { id: task.id, version };
}

/**
 * A duty's newer template version accepted for the tasks named, each versioned by itself: nothing
 * changes by itself, and each task's own commit (a refusal stops at that task, those before it are
 * accepted).
 */
export async function acceptDutyVersion(
  input: { dutyId: DutyId; toVersion: number; tasks: { id: string; version?: number }[] },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ accepted: { id: string; version: number }[] }> {
  const accepted: { id: string; version: number }[] = [];
  for (const task of input.tasks) accepted.push(await acceptOne(store, ctx, input.dutyId, input.toVersion, task));
  return { accepted };
}
