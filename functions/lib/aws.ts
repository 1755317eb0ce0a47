import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';

/**
 * AWS SDK v3 clients, created once per process. Endpoints come from the SDK's own settings
 * (`AWS_ENDPOINT_URL_DYNAMODB`, `AWS_ENDPOINT_URL_SESV2`, ...), which the local runtime sets to its
 * emulators; LocalStack works the same way.
 */
let documentClient: DynamoDBDocumentClient | undefined;
let ses: SESv2Client | undefined;
let s3Client: S3Client | undefined;
let sqs: SQSClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
  return documentClient;
}

export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({});
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
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3Client;
}

export function sqsClient(): SQSClient {
  sqs ??= new SQSClient({});
  return sqs;
}

/** Forgets the clients (the local runtime calls it after changing endpoints). */
export function resetClients() {
  documentClient = undefined;
  ses = undefined;
  s3Client = undefined;
  sqs = undefined;
}

/** Every item a query matches, following `LastEvaluatedKey` page by page. */
export async function queryAll<T>(input: QueryCommandInput): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    // Strongly consistent unless on an index (which cannot be): a list read after the caller's own
    // write shows it (docs/decisions.md "Inline projections (read your writes)").
    const page = await dynamo().send(new QueryCommand({ ConsistentRead: !input.IndexName, ...input, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
