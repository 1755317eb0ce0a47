import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, queryAll, queryPage } from '../platform/aws';
import { tableName } from '../platform/config';

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

/**
 * Pages read one after another rather than in slices: at most two more (a company of 2,000 tasks:
 * one more Query, not one per slice, on DynamoDB Local 1.2× the bare Query rather than 1.4×).
 */
const PAGES_READ_IN_TURN = 2;
/**
 * Pure: about how many pages follow a first page that ended at `after`, a key of uniformly random
 * ids: the page covered that share of the key space (`'4…'` a quarter: three more pages).
 */
export function pagesLeft(after: string): number {
  const covered = parseInt(after.replace(/-/g, '').slice(0, 8).padEnd(8, '0'), 16) / 0x1_0000_0000;
  return Number.isFinite(covered) && covered > 0 ? (1 - covered) / covered : Infinity;
}

/**
 * `statesOf` of a partition whose sort keys are random UUIDs (task ids). Its first page (1 MB) is
 * one Query, which is all of it for most companies; what a large partition has beyond it is read
 * in up to 16 slices by the key's first character at once, in key order, so a large partition's
 * read takes what its largest slice takes, not the sum of its pages one after another (50,000 task
 * rows: ~2× faster on DynamoDB Local, more on DynamoDB). The slices cover every key after the first
 * page's last one: up to '1', '1'–'2', … , from 'f'. When the first page says that at most two
 * pages follow (`pagesLeft`), they are read one after the other instead.
 */
const BOUNDS = '123456789abcdef';
export async function slicedStatesOf<T>(
  pk: string,
  fields: readonly string[],
  options: { version?: boolean } = {},
): Promise<T[]> {
  const projection = {
    TableName: tableName('readModels'),
    ProjectionExpression: ['#sk', ...(options.version ? ['#v'] : []), ...fields.map((_, i) => `#s.#f${i}`)].join(', '),
    ExpressionAttributeNames: {
      '#sk': 'sk',
      '#s': 'state',
      ...(options.version ? { '#v': 'version' } : {}),
      ...Object.fromEntries(fields.map((field, i) => [`#f${i}`, field])),
    },
  };
  type Row = { sk: string; state: T; version?: number };
  const shape = (rows: Row[]) =>
    options.version ? rows.map((row) => ({ ...row.state, version: row.version })) : rows.map((row) => row.state);
  const first = await queryPage<Row>({
    ...projection,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
  });
  if (!first.lastKey) return shape(first.items);
  const after = String(first.lastKey.sk);
  if (pagesLeft(after) <= PAGES_READ_IN_TURN)
    return shape([
      ...first.items,
      ...(await queryAll<Row>({
        ...projection,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: first.lastKey,
      })),
    ]);
  // Single characters never are task ids, so only the first page's last key is read twice.
  const slice = (lower: string, upper: string | null) =>
    queryAll<Row>({
      ...projection,
      KeyConditionExpression:
        upper === null ? 'pk = :pk AND sk >= :lower' : 'pk = :pk AND sk BETWEEN :lower AND :upper',
      ExpressionAttributeValues: { ':pk': pk, ':lower': lower, ...(upper === null ? {} : { ':upper': upper }) },
    }).then((rows) => rows.filter((row) => row.sk !== after && row.sk !== upper));
  const uppers = [...BOUNDS, null].filter((upper) => upper === null || upper > after);
  const slices = await Promise.all(uppers.map((upper, i) => slice(i === 0 ? after : uppers[i - 1]!, upper)));
  return shape([...first.items, ...slices.flat()]);
}
