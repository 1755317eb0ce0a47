import {
  BatchGetItemCommand,
  DynamoDBClient,
  QueryCommand,
  paginateQuery,
  type AttributeValue,
  type DynamoDBClientConfig,
} from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall, type marshallOptions } from '@aws-sdk/util-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';

/**
 * AWS SDK v3 clients, created once per process. Endpoints come from the SDK's own settings
 * (`AWS_ENDPOINT_URL_DYNAMODB`, `AWS_ENDPOINT_URL_SESV2`, ...), which the local runtime sets to its
 * emulators (it has no LocalStack mode: decision 097).
 */
/**
 * The SDK's default logger has an `info` that does nothing, and the SDK builds, before each call
 * to it, a copy of the call's whole input and output with sensitive fields masked: ~0.2 ms a call
 * here, and every row of a Query's answer. A logger without `info` (its calls are `logger?.info?.()`)
 * saves that; like the default, it writes nothing (the functions log what matters themselves).
 */
const logger = { debug: () => undefined, warn: () => undefined, error: () => undefined } as unknown as NonNullable<
  DynamoDBClientConfig['logger']
>;

let documentClient: DynamoDBDocumentClient | undefined;
let readClient: DynamoDBClient | undefined;
let ses: SESv2Client | undefined;
let s3Client: S3Client | undefined;
let sqs: SQSClient | undefined;

const MARSHALL: marshallOptions = Object.freeze({ removeUndefinedValues: true, convertClassInstanceToMap: true });

export function dynamo(): DynamoDBDocumentClient {
  // A copy: the DocumentClient's commands write their defaults (`convertTopLevelContainer`) into the options they are given.
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({ logger }), { marshallOptions: { ...MARSHALL } });
  return documentClient;
}

/**
 * The client of the two calls every read makes (the request's BatchGetItem and `queryAll`): the
 * low-level client with the SDK's middleware cache, which the DocumentClient refuses. Without it
 * the SDK builds and sorts each call's middleware stack anew; with it and the rows marshalled here
 * (util-dynamodb, the DocumentClient's own functions), a call costs ~25% less CPU (decision 071
 * "A read's CPU: the SDK's middleware cache, and tokens checked once").
 */
function reads(): DynamoDBClient {
  readClient ??= new DynamoDBClient({ logger, cacheMiddleware: true });
  return readClient;
}

type Row = Record<string, unknown>;
const toRow = (item: Record<string, AttributeValue>) => unmarshall(item) as Row;
const toItem = (row: Row) => marshall(row, MARSHALL);

/** One BatchGetItem, in and out as the DocumentClient's `BatchGetCommand` (the keys and rows as plain values). */
export async function batchGetItems(
  requestItems: NonNullable<BatchGetCommandInput['RequestItems']>,
): Promise<Pick<BatchGetCommandOutput, 'Responses' | 'UnprocessedKeys'>> {
  const { Responses, UnprocessedKeys } = await reads().send(
    new BatchGetItemCommand({
      RequestItems: Object.fromEntries(
        Object.entries(requestItems).map(([table, { Keys, ...rest }]) => [
          table,
          { ...rest, Keys: (Keys ?? []).map(toItem) },
        ]),
      ),
    }),
  );
  return {
    Responses:
      Responses && Object.fromEntries(Object.entries(Responses).map(([table, items]) => [table, items.map(toRow)])),
    UnprocessedKeys:
      UnprocessedKeys &&
      Object.fromEntries(
        Object.entries(UnprocessedKeys).map(([table, { Keys, ...rest }]) => [
          table,
          { ...rest, Keys: (Keys ?? []).map(toRow) },
        ]),
      ),
  };
}

export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({ logger });
  return ses;
}

/**
 * S3, for objects and for presigned URLs. Checksums only when an operation requires them: the
 * SDK's default adds a checksum to presigned PUT URLs that a browser upload cannot match on real
 * S3, and streams aws-chunked bodies that s3rver stores verbatim (toolchain.md "S3, locally").
 * Path-style addressing when `S3_FORCE_PATH_STYLE=true` (s3rver, LocalStack).
 */
export function s3(): S3Client {
  s3Client ??= new S3Client({
    logger,
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3Client;
}

export function sqsClient(): SQSClient {
  sqs ??= new SQSClient({ logger });
  return sqs;
}

/** Forgets the clients (the local runtime calls it after changing endpoints). */
export function resetClients() {
  documentClient = undefined;
  readClient = undefined;
  ses = undefined;
  s3Client = undefined;
  sqs = undefined;
}

/** Every item a query matches, page by page (the SDK's paginator follows `LastEvaluatedKey`). */
export async function queryAll<T>(input: QueryCommandInput): Promise<T[]> {
  const { ExpressionAttributeValues, ExclusiveStartKey, ...rest } = input;
  const items: T[] = [];
  // Strongly consistent unless on an index (which cannot be): a list read after the caller's own
  // write shows it (docs/decision 058 "Inline projections (read your writes)").
  const pages = paginateQuery(
    { client: reads(), startingToken: ExclusiveStartKey && toItem(ExclusiveStartKey) },
    {
      ConsistentRead: !input.IndexName,
      ...rest,
      ExpressionAttributeValues: ExpressionAttributeValues && toItem(ExpressionAttributeValues),
    },
  );
  for await (const page of pages) for (const item of page.Items ?? []) items.push(toRow(item) as T);
  return items;
}

/**
 * At most `max` items a query matches, from its `ExclusiveStartKey` on, and whether it stopped
 * before the end (DynamoDB's `LastEvaluatedKey`): one page of a list read page by page.
 */
export async function queryUpTo<T>(input: QueryCommandInput, max: number): Promise<{ items: T[]; more: boolean }> {
  const { ExpressionAttributeValues, ExclusiveStartKey, ...rest } = input;
  const items: T[] = [];
  let start = ExclusiveStartKey && toItem(ExclusiveStartKey);
  do {
    const page = await reads().send(
      new QueryCommand({
        ConsistentRead: !input.IndexName,
        ...rest,
        ExpressionAttributeValues: ExpressionAttributeValues && toItem(ExpressionAttributeValues),
        ExclusiveStartKey: start,
        Limit: max - items.length,
      }),
    );
    for (const item of page.Items ?? []) items.push(toRow(item) as T);
    start = page.LastEvaluatedKey;
  } while (start && items.length < max);
  return { items, more: !!start };
}

/** One page of a Query (DynamoDB's 1 MB), and the key to go on from when there is more. */
export async function queryPage<T>(input: QueryCommandInput): Promise<{ items: T[]; lastKey?: Row }> {
  const { ExpressionAttributeValues, ExclusiveStartKey, ...rest } = input;
  const page = await reads().send(
    new QueryCommand({
      ConsistentRead: !input.IndexName,
      ...rest,
      ExpressionAttributeValues: ExpressionAttributeValues && toItem(ExpressionAttributeValues),
      ExclusiveStartKey: ExclusiveStartKey && toItem(ExclusiveStartKey),
    }),
  );
  return {
    items: (page.Items ?? []).map((item) => toRow(item) as T),
    lastKey: page.LastEvaluatedKey && toRow(page.LastEvaluatedKey),
  };
}

type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/**
 * Writes `requests` to `table` 25 at a time (BatchWriteItem's limit), sending what DynamoDB left
 * unprocessed again after a growing pause, until every request is done.
 */
export async function batchWriteAll(table: string, requests: WriteRequest[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending: Record<string, WriteRequest[]> | undefined = { [table]: requests.slice(i, i + 25) };
    for (let attempt = 1; pending && Object.keys(pending).length > 0; attempt++) {
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: pending }));
      pending = result.UnprocessedItems as typeof pending;
      if (pending && Object.keys(pending).length > 0)
        await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
    }
  }
}
