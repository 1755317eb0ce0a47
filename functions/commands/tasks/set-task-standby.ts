import { mergeFields, sameInstant } from '../../../domain/shared/merge';
import { nouns, StaleVersionError } from '../../../domain/shared/versions';
import { taskDecider, type TaskState } from '../../../domain/task/decider';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import { calendarOf } from './calendar';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { loadVisibleTask } from '../../queries/task-access';
import { stateAt, versionAfter } from '../../store/versioned';

interface StandbyEdit {
  standby: boolean;
  deadline: string;
}
const standbySpec = { fields: ['standby', 'deadline'], same: { deadline: sameInstant } } as const;

/**
 * A task on standby (`standby: true`), or reactivated with a new deadline (`standby: false,
 * deadline`). With `version`, merged three-way first (decision 130): put on standby or
 * reactivated meanwhile by someone else, it is left as it is; a reactivation with another deadline
 * than someone else's since is a conflict.
 */
export async function setTaskStandby(
  input: { id: string; standby: boolean; deadline?: string; version?: number },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ task: TaskState; version: number }> {
  const { id, standby, deadline, version: read } = input;
  let task!: TaskState;
  let version!: number;
  await executeAll(store, async () => {
    const [, calendar] = await Promise.all([loadVisibleTask(store, ctx, id), calendarOf(store, ctx.companyId)]);
    const current = (await loadStream<TaskState>('Task', id, store))!;
    [task, version] = [current.state, current.version];
    if (read !== undefined) {
      const base = await stateAt<TaskState>(store, 'Task', id, read, nouns.task);
      const edit = (state: TaskState, change?: Partial<StandbyEdit>): StandbyEdit => ({
        standby: state.standby,
        deadline: state.deadline,
        ...change,
      });
      const mine = edit(base, { standby, ...(!standby && deadline ? { deadline } : {}) });
      const result = mergeFields(standbySpec, edit(base), mine, edit(current.state));
      if (!result.ok)
        throw new StaleVersionError(
          nouns.task,
          Object.fromEntries(result.conflicts.map((field) => [field, current.state[field]])),
          current.version,
        );
      if (result.changes.length === 0) return [];
    }
    const commit = await prepare(
      store,
      taskDecider,
      { type: 'Task', id },
      { type: 'SetTaskStandby', standby, deadline, now: ctx.now, calendar },
      ctx,
    );
    if (commit.events.length > 0) [task, version] = [commit.state as TaskState, versionAfter(commit)];
    return [commit];
  });
  return { task, version };
}
