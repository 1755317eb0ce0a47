import type { EquipmentState } from '../../../domain/equipment/decider';
import type { LocationState } from '../../../domain/location/decider';
import { mergeFields } from '../../../domain/shared/merge';
import { nouns, StaleVersionError } from '../../../domain/shared/versions';
import type { TaskState } from '../../../domain/task/decider';
import { taskConflictValues, taskEditOf, taskEditSpec, type TaskEdit } from '../../../domain/task/merge';
import type { UserState } from '../../../domain/user/decider';
import type { Loaded } from '../../store/commits';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { stateAt } from '../../store/versioned';
import type { TaskData } from './task-fields';

/** An edit's fields as the task would hold them (the target from `equipmentId` or `locationId`). */
const editOf = (data: TaskData): TaskEdit =>
  taskEditOf({
    ...data,
    interval: data.type === 'AD_HOC' ? null : data.interval,
    target: data.equipmentId ? { kind: 'EQUIPMENT', id: data.equipmentId } : { kind: 'LOCATION', id: data.locationId! },
  });

/** The names of a conflict's ids: the responsible's, the equipment's or location's, for the SPA to show. */
async function namesOf(store: EventStore, current: TaskEdit, values: Record<string, unknown>) {
  const names: Record<string, string> = {};
  const named = async (type: 'User' | 'Equipment' | 'Location', id: string) =>
    (await loadStream<UserState | EquipmentState | LocationState>(type, id, store))?.state?.name;
  if ('responsibleId' in values) {
    const name = await named('User', current.responsibleId);
    if (name) names.responsibleId = name;
  }
  if ('equipmentId' in values || 'locationId' in values) {
    const field = current.target.kind === 'EQUIPMENT' ? 'equipmentId' : 'locationId';
    const name = await named(current.target.kind === 'EQUIPMENT' ? 'Equipment' : 'Location', current.target.id);
    if (name) names[field] = name;
  }
  return names;
}

/**
 * A versioned edit of a task merged three-way (decision 130 "Versioned edits merge three-way"):
 * the fields the writer changed since `version` applied, the others' changes kept; a field both
 * changed to different values refuses the edit (409 STALE_VERSION). Runs in each attempt of the
 * command, so a write that lands meanwhile is merged too. `changed` is false when nothing is left
 * to write.
 */
export async function mergeTaskEdit(
  store: EventStore,
  id: string,
  version: number,
  data: TaskData,
  current: Loaded<TaskState>,
): Promise<{ data: TaskData; changed: boolean }> {
  const base = await stateAt<TaskState>(store, 'Task', id, version, nouns.task);
  const theirs = taskEditOf(current.state);
  const result = mergeFields(taskEditSpec, taskEditOf(base), editOf(data), theirs);
  if (!result.ok) {
    const values = taskConflictValues(theirs, result.conflicts);
    throw new StaleVersionError(nouns.task, values, current.version, await namesOf(store, theirs, values));
  }
  const { target, ...merged } = result.merged;
  return {
    changed: result.changes.length > 0,
    data: {
      ...data,
      ...merged,
      equipmentId: target.kind === 'EQUIPMENT' ? target.id : undefined,
      locationId: target.kind === 'LOCATION' ? target.id : undefined,
    },
  };
}
