import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EquipmentState } from '../../domain/equipment/decider';
import type { LocationState } from '../../domain/location/decider';
import type { NoteTargetKind } from '../../events/catalogue';
import { dynamo } from './aws';
import { tableName } from './config';
import { equipmentRowKey } from './inventory';
import { taskRowKey } from './tasks';

/**
 * The counts one equipment or one location shows, read from its own rows only: never the
 * company's whole task list or notes (decisions.md "Reads fetch what they show"). The lists'
 * counts come from their own projection.
 */

type Key = { pk: string; sk: string };

/** Rows by key, consistently, only the attributes asked for: BatchGets of at most 100 keys, unprocessed keys asked again. */
async function batchGet<T>(keys: Key[], projection: string, names: Record<string, string>): Promise<T[]> {
  const table = tableName('readModels');
  const found: T[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Key[] = keys.slice(i, i + 100);
    while (pending.length > 0) {
      const answer = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true, ProjectionExpression: projection, ExpressionAttributeNames: names } } }),
      );
      found.push(...((answer.Responses?.[table] ?? []) as T[]));
      pending = (answer.UnprocessedKeys?.[table]?.Keys ?? []) as Key[];
    }
  }
  return found;
}

/** Open tasks (not deleted, not completed single tasks) among these, from their list rows. */
export async function openTaskCount(companyId: string, taskIds: readonly string[]): Promise<number> {
  const rows = await batchGet<{ state: { completed: boolean; deleted: boolean } }>(
    [...new Set(taskIds)].map((id) => taskRowKey(companyId, id)),
    '#s.#c, #s.#d',
    { '#s': 'state', '#c': 'completed', '#d': 'deleted' },
  );
  return rows.filter((row) => !row.state.completed && !row.state.deleted).length;
}

/** The tasks of one equipment that the equipment list and page count. */
export const equipmentTaskCount = (equipment: EquipmentState) => openTaskCount(equipment.companyId, equipment.taskIds ?? []);

/** The tasks at one location: placed there directly or on its equipment. */
export async function locationTaskCount(location: LocationState): Promise<number> {
  const equipment = await batchGet<{ state: { taskIds?: string[] } }>(
    location.equipmentIds.map((id) => equipmentRowKey(location.companyId, id)),
    '#s.#t',
    { '#s': 'state', '#t': 'taskIds' },
  );
  return openTaskCount(location.companyId, [...location.taskIds, ...equipment.flatMap((row) => row.state.taskIds ?? [])]);
}

/** Live (not archived) notes on one equipment, location or task: a count of its own slice of the notes partition. */
export async function liveNoteCount(companyId: string, kind: NoteTargetKind, targetId: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('readModels'),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: 'NOT #s.#a = :archived',
        ExpressionAttributeNames: { '#s': 'state', '#a': 'archived' },
        ExpressionAttributeValues: { ':pk': `Notes#${companyId}`, ':prefix': `${kind}#${targetId}#`, ':archived': true },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}
