import type { TaskState } from '../../domain/task/decider';
import { queryAll } from './aws';
import { tableName } from './config';
import { equipmentOf } from './inventory';

/**
 * Open tasks per equipment and per location (docs/decisions.md "Open task counts from a
 * projection"): open tasks only, i.e. not completed single tasks and not deleted ones. Each
 * equipment's and location's count of the tasks aimed directly at it is a counter row changed in
 * the task commit's own transaction, so it is exact and current; a location's count adds its
 * equipment's, joined when read. A person's count is kept in their own stream instead
 * (`openTasksIn`), as deleting them is decided on it.
 */

/** The partition of a company's counter rows; `sk` = `<EQUIPMENT|LOCATION>#<id>`. */
export const openTaskCountKey = (companyId: string, target: { kind: string; id: string }) => ({ pk: `OpenTasks#${companyId}`, sk: `${target.kind}#${target.id}` });

export interface CountChange {
  pk: string;
  sk: string;
  delta: number;
}

/** Pure: where a task counts as open, if it does. */
const countedAt = (task: TaskState | null | undefined) => (task && !task.deleted && !task.completed ? openTaskCountKey(task.companyId, task.target) : null);

/**
 * Pure: the counter changes of task commits (state before and after each), merged per row so a
 * transaction changes each row once; rows whose changes cancel out are left alone.
 */
export function openTaskCountChanges(changes: { before: TaskState | null | undefined; after: TaskState | null | undefined }[]): CountChange[] {
  const rows = new Map<string, CountChange>();
  const add = (key: { pk: string; sk: string } | null, delta: number) => {
    if (!key) return;
    const id = `${key.pk}\u0000${key.sk}`;
    rows.set(id, { ...key, delta: (rows.get(id)?.delta ?? 0) + delta });
  };
  for (const { before, after } of changes) {
    add(countedAt(before), -1);
    add(countedAt(after), +1);
  }
  return [...rows.values()].filter((row) => row.delta !== 0);
}

/** Open tasks aimed directly at each equipment and location of a company, by `<KIND>#<id>`. */
async function counters(companyId: string): Promise<Map<string, number>> {
  const rows = await queryAll<{ sk: string; openTasks?: number }>({
    TableName: tableName('readModels'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': openTaskCountKey(companyId, { kind: '', id: '' }).pk },
  });
  return new Map(rows.filter((row) => (row.openTasks ?? 0) > 0).map((row) => [row.sk, row.openTasks!]));
}

const idsOf = (counts: Map<string, number>, kind: string) =>
  new Map([...counts].filter(([sk]) => sk.startsWith(`${kind}#`)).map(([sk, n]) => [sk.slice(kind.length + 1), n]));

/** Tasks at a location: placed there directly or on equipment placed there. */
export async function taskCountsByLocation(companyId: string): Promise<Map<string, number>> {
  const [counts, equipment] = await Promise.all([counters(companyId), equipmentOf(companyId)]);
  const locationOf = new Map(equipment.map((e) => [e.id, e.locationId]));
  const result = idsOf(counts, 'LOCATION');
  for (const [id, n] of idsOf(counts, 'EQUIPMENT')) {
    const at = locationOf.get(id);
    if (at) result.set(at, (result.get(at) ?? 0) + n);
  }
  return result;
}

export async function taskCountsByEquipment(companyId: string): Promise<Map<string, number>> {
  return idsOf(await counters(companyId), 'EQUIPMENT');
}
