import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
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
 */

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The body with each distinct uuid replaced by a new one, and each table by its scratch copy. */
function fresh(body: string, tables: Map<string, string>): TransactWriteItemsCommandInput {
  const ids = new Map<string, string>();
  let text = body.replace(UUID, (id) => {
    if (!ids.has(id)) ids.set(id, randomUUID());
    return ids.get(id)!;
  });
  for (const [table, copy] of tables) text = text.split(`"TableName":"${table}"`).join(`"TableName":"${copy}"`);
  return JSON.parse(text) as TransactWriteItemsCommandInput;
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

  constructor(
    endpoint: string,
    private readonly body: string,
  ) {
    this.client = new DynamoDBClient({ endpoint });
  }

  async run(count: number, width: number): Promise<{ seconds: number; retries: number }> {
    const tables = (this.tables ??= await scratchTables(this.client, this.body));
    let retries = 0;
    const start = performance.now();
    await pool(count, width, async () => {
      const { $metadata } = await this.client.send(new TransactWriteItemsCommand(fresh(this.body, tables)));
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
