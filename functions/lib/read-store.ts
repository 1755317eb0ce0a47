import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, queryAll } from './aws';
import { tableName } from './config';

/** A read-model row; `version` is the stream version it reflects. */
export interface VersionedRow {
  pk: string;
  sk: string;
  version: number;
  [key: string]: unknown;
}

/**
 * Writes a row unless the table already holds the same or a newer version of it: deliveries
 * are at least once and unordered, so an old or repeated event must not win. Returns whether it wrote.
 */
export async function putIfNewer(row: VersionedRow): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('readModels'),
        Item: row,
        ConditionExpression: 'attribute_not_exists(pk) OR version < :v',
        ExpressionAttributeValues: { ':v': row.version },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Only these attributes of a partition's full-state rows (a ProjectionExpression over `state`);
 * with `version`, each with the row's stream version too (decision 130 "Versioned edits merge three-way").
 */
export async function statesOf<T>(
  pk: string,
  fields: readonly string[],
  options: { version?: boolean } = {},
): Promise<T[]> {
  const rows = await queryAll<{ state: T; version?: number }>({
    TableName: tableName('readModels'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: [...fields.map((_, i) => `#s.#f${i}`), ...(options.version ? ['#v'] : [])].join(', '),
    ExpressionAttributeNames: {
      '#s': 'state',
      ...(options.version ? { '#v': 'version' } : {}),
      ...Object.fromEntries(fields.map((field, i) => [`#f${i}`, field])),
    },
  });
  return options.version ? rows.map((row) => ({ ...row.state, version: row.version })) : rows.map((row) => row.state);
}
