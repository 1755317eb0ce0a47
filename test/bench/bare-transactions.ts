import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  GetItemCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type AttributeValue,
  TransactWriteItemsCommand,
  type TransactWriteItemsCommandInput,
} from '@aws-sdk/client-dynamodb';
import { pool } from '../support/load-company';

/**
 * The bare floor of a write command: the `TransactWriteItems` it sent (captured by the counting
 * proxy, `test/support/dynamo-counter.ts`) sent again from this process with the SDK straight to
 * DynamoDB Local, the same items with fresh ids each time (every uuid in it replaced, so each
 * commit is new and its `attribute_not_exists` holds), the same number in flight.
 *
 * They go to scratch copies of the tables (same keys, indexes and stream), not to the runtime's:
 * the event table's stream would carry the copies to the pipe and the projections, whose work is
 * not the transaction's (decision 141 "The bare floor of a write: its own transaction, copied").
 * The items the transaction updates or checks (a person's tally, its version and counters in the
 * conditions) are copied there under each copy's ids before the clock starts, so every copy finds
 * the state the original found and its conditions hold as the original's did.
 */

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** A function giving `text` with each distinct uuid replaced by this copy's new one. */
function renamer(): (text: string) => string {
  const ids = new Map<string, string>();
  return (text) =>
    text.replace(UUID, (id) => {
      if (!ids.has(id)) ids.set(id, randomUUID());
      return ids.get(id)!;
    });
}

/** The body with its uuids renamed, and each table by its scratch copy. */
function fresh(
  body: string,
  rename: (text: string) => string,
  tables: Map<string, string>,
): TransactWriteItemsCommandInput {
  let text = rename(body);
  for (const [table, copy] of tables) text = text.split(`"TableName":"${table}"`).join(`"TableName":"${copy}"`);
  return JSON.parse(text) as TransactWriteItemsCommandInput;
}

/** The items as they stand of each item the transaction updates or checks (not those it puts). */
async function existingItems(
  client: DynamoDBClient,
  body: string,
): Promise<{ table: string; item: Record<string, AttributeValue> }[]> {
  const { TransactItems = [] } = JSON.parse(body) as TransactWriteItemsCommandInput;
  const found: { table: string; item: Record<string, AttributeValue> }[] = [];
  for (const action of TransactItems) {
    const target = action.Update ?? action.ConditionCheck;
    if (!target) continue;
    const { Item } = await client.send(
      new GetItemCommand({ TableName: target.TableName, Key: target.Key, ConsistentRead: true }),
    );
    if (Item) found.push({ table: target.TableName!, item: Item });
  }
  return found;
}

/** A scratch copy of each table the transaction names (created once per name). */
async function scratchTables(client: DynamoDBClient, body: string): Promise<Map<string, string>> {
  const names = [...new Set([...body.matchAll(/"TableName":"([^"]+)"/g)].map((m) => m[1]))];
  const copies = new Map<string, string>();
  for (const name of names) {
    const copy = `bench-bare-${name}-${randomUUID().slice(0, 8)}`;
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    await client.send(
      new CreateTableCommand({
        TableName: copy,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: Table!.KeySchema,
        AttributeDefinitions: Table!.AttributeDefinitions,
        ...(Table!.GlobalSecondaryIndexes?.length
          ? {
              GlobalSecondaryIndexes: Table!.GlobalSecondaryIndexes.map((index) => ({
                IndexName: index.IndexName,
                KeySchema: index.KeySchema,
                Projection: index.Projection,
              })),
            }
          : {}),
        ...(Table!.StreamSpecification ? { StreamSpecification: Table!.StreamSpecification } : {}),
      }),
    );
    copies.set(name, copy);
  }
  return copies;
}

/**
 * Copies of `body` (a captured `TransactWriteItems` request) sent `width` at a time: `run` answers
 * how long `count` of them took, and how often the SDK had to try again.
 */
export class BareTransactions {
  private readonly client: DynamoDBClient;
  private tables: Map<string, string> | undefined;
  private existing: { table: string; item: Record<string, AttributeValue> }[] | undefined;

  constructor(
    endpoint: string,
    private readonly body: string,
  ) {
    this.client = new DynamoDBClient({ endpoint });
  }

  async run(count: number, width: number): Promise<{ seconds: number; retries: number }> {
    const tables = (this.tables ??= await scratchTables(this.client, this.body));
    const existing = (this.existing ??= await existingItems(this.client, this.body));
    const copies: TransactWriteItemsCommandInput[] = [];
    const puts: { table: string; item: Record<string, AttributeValue> }[] = [];
    for (let i = 0; i < count; i++) {
      const rename = renamer();
      copies.push(fresh(this.body, rename, tables));
      for (const { table, item } of existing)
        puts.push({ table: tables.get(table)!, item: JSON.parse(rename(JSON.stringify(item))) });
    }
    for (let i = 0; i < puts.length; i += 25) {
      const batch: Record<string, { PutRequest: { Item: Record<string, AttributeValue> } }[]> = {};
      for (const { table, item } of puts.slice(i, i + 25)) (batch[table] ??= []).push({ PutRequest: { Item: item } });
      let unprocessed: typeof batch | undefined = batch;
      while (unprocessed && Object.keys(unprocessed).length)
        unprocessed = (await this.client.send(new BatchWriteItemCommand({ RequestItems: unprocessed })))
          .UnprocessedItems as typeof batch | undefined;
    }
    let retries = 0;
    const start = performance.now();
    await pool(count, width, async () => {
      const { $metadata } = await this.client.send(new TransactWriteItemsCommand(copies.shift()!));
      retries += ($metadata.attempts ?? 1) - 1;
    });
    return { seconds: (performance.now() - start) / 1000, retries };
  }

  stop(): void {
    this.client.destroy();
  }
}

/** What a transaction writes, in a few words: `7 items (Put 6, Update 1) in 2 tables, 7.3 kB`. */
export function describeTransaction(body: string): string {
  const { TransactItems = [] } = JSON.parse(body) as TransactWriteItemsCommandInput;
  const ops = new Map<string, number>();
  for (const item of TransactItems) for (const op of Object.keys(item)) ops.set(op, (ops.get(op) ?? 0) + 1);
  const tables = new Set([...body.matchAll(/"TableName":"([^"]+)"/g)].map((m) => m[1]));
  const parts = [...ops].map(([op, n]) => `${op} ${n}`).join(', ');
  return `${TransactItems.length} items (${parts}) in ${tables.size} tables, ${(body.length / 1024).toFixed(1)} kB`;
}
