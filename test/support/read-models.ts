import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/platform/aws';
import { tableName } from '../../functions/platform/config';

/** The read-model table as rows, for the projection suites (deliveries.ts makes the bus events). */
export type Row = Record<string, unknown> & { pk: string; sk: string };

const byKey = (a: Row, b: Row) => (a.pk === b.pk ? a.sk.localeCompare(b.sk) : a.pk.localeCompare(b.pk));

/** Every read-model row, in key order. */
export async function scanReadModels(): Promise<Row[]> {
  const rows: Row[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({ TableName: tableName('readModels'), ExclusiveStartKey: start, ConsistentRead: true }),
    );
    rows.push(...((page.Items ?? []) as Row[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return rows.sort(byKey);
}

/** The rows in `partitions`, in key order. */
export const rowsIn = async (partitions: Set<string>) =>
  (await scanReadModels()).filter((row) => partitions.has(row.pk));

/** Deletes the rows in `partitions` (a scenario's own slice of the read models). */
export async function emptyRows(partitions: Set<string>): Promise<void> {
  const rows = await rowsIn(partitions);
  for (let i = 0; i < rows.length; i += 25) {
    const chunk = rows.slice(i, i + 25);
    await dynamo().send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName('readModels')]: chunk.map((row) => ({ DeleteRequest: { Key: { pk: row.pk, sk: row.sk } } })),
        },
      }),
    );
  }
}
