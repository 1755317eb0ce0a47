import { createHash } from 'node:crypto';
import { SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import type { QueueDecl, QueueName } from '../declaration-types';
import { LocalQueues } from './queues';

/**
 * The local SQS endpoint with the real SDK client, and the event source mapping behind it, with a
 * consumer written for each case (the integration suite runs the real workers).
 */

const decl: QueueDecl = {
  envVar: 'TEST_QUEUE_URL',
  consumer: 'testConsumer',
  batchSize: 4,
  maxConcurrency: 2,
  maxReceiveCount: 3,
};
const decls = { reminders: decl, subscriptions: decl, backup: decl } as Record<QueueName, QueueDecl>;

let consume: (event: SQSEvent) => Promise<unknown>;
let deadLetters: { source: string; target: string; payload: { body: string; attributes: Record<string, string> } }[];
let queues: LocalQueues;
let sqs: SQSClient;

beforeEach(async () => {
  deadLetters = [];
  queues = new LocalQueues(
    (source, target, payload) =>
      void deadLetters.push({ source, target, payload: payload as (typeof deadLetters)[number]['payload'] }),
    decls,
    (_, event) => consume(event as SQSEvent),
  );
  await queues.start();
  sqs = new SQSClient({
    endpoint: queues.endpoint,
    region: 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterEach(async () => {
  sqs.destroy();
  await queues.stop();
});

const sendBodies = async (bodies: string[]) => {
  for (let i = 0; i < bodies.length; i += 10) {
    const Entries = bodies.slice(i, i + 10).map((MessageBody, n) => ({ Id: `m${i + n}`, MessageBody }));
    const answer = await sqs.send(new SendMessageBatchCommand({ QueueUrl: queues.urlOf('backup'), Entries }));
    expect(answer.Failed ?? []).toEqual([]);
  }
};

test('delivers in batches of at most batchSize, at most maxConcurrency at a time, as SQS records', async () => {
  const sizes: number[] = [];
  const seen: string[] = [];
  let running = 0;
  let most = 0;
  consume = async (event) => {
    running++;
    most = Math.max(most, running);
    sizes.push(event.Records.length);
    seen.push(...event.Records.map((r) => r.body));
    expect(event.Records[0]).toMatchObject({
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:eu-north-1:000000000000:servicebogen-backup',
      attributes: { ApproximateReceiveCount: '1' },
      md5OfBody: expect.stringMatching(/^[0-9a-f]{32}$/),
      receiptHandle: expect.any(String),
    });
    await new Promise((r) => setTimeout(r, 20));
    running--;
    return { batchItemFailures: [] };
  };
  const bodies = Array.from({ length: 25 }, (_, i) => `company-${i}`);
  await sendBodies(bodies);
  await queues.idle('backup');
  expect(seen.sort()).toEqual([...bodies].sort());
  expect(Math.max(...sizes)).toBeLessThanOrEqual(decl.batchSize);
  expect(most).toBe(decl.maxConcurrency);
  expect(deadLetters).toEqual([]);
});

test('redelivers reported failures until maxReceiveCount, then dead-letters them; the rest is done once', async () => {
  const received = new Map<string, number>();
  consume = async (event) => {
    for (const r of event.Records) received.set(r.body, (received.get(r.body) ?? 0) + 1);
    return {
      batchItemFailures: event.Records.filter((r) => r.body === 'bad').map((r) => ({ itemIdentifier: r.messageId })),
    };
  };
  await sendBodies(['a', 'bad', 'b']);
  await queues.idle('backup');
  expect(Object.fromEntries(received)).toEqual({ a: 1, b: 1, bad: decl.maxReceiveCount });
  expect(deadLetters).toHaveLength(1);
  expect(deadLetters[0]).toMatchObject({
    source: 'sqs:servicebogen-backup',
    target: 'testConsumer',
    payload: { body: 'bad', attributes: { ApproximateReceiveCount: '3' } },
  });
});

test('a thrown error, or an answer naming an unknown message, returns the whole batch', async () => {
  // Batches as delivered: the first crashes, the second names a message it was not given, the rest
  // succeed. Messages made visible again may come back together or apart, so the test follows each.
  const batches: string[][] = [];
  consume = async (event) => {
    batches.push(event.Records.map((r) => r.body));
    if (batches.length === 1) throw new Error('function crashed');
    if (batches.length === 2) return { batchItemFailures: [{ itemIdentifier: 'not-in-this-batch' }] };
    return { batchItemFailures: [] };
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await sendBodies(['a', 'b']);
  await queues.idle('backup');
  const deliveredAfter = (index: number) => new Set(batches.slice(index + 1).flat());
  for (const index of [0, 1]) for (const body of batches[index]) expect(deliveredAfter(index).has(body)).toBe(true);
  expect(new Set(batches.slice(2).flat())).toEqual(new Set(['a', 'b']));
  expect(deadLetters).toEqual([]);
  jest.restoreAllMocks();
});

test('refuses bad entries and requests with SQS errors, and keeps serving', async () => {
  consume = async () => ({ batchItemFailures: [] });
  const batch = await sqs.send(
    new SendMessageBatchCommand({
      QueueUrl: queues.urlOf('backup'),
      Entries: [
        { Id: 'ok', MessageBody: 'fine' },
        { Id: 'bad', MessageBody: 'nul \u0000 here' },
      ],
    }),
  );
  expect(batch.Successful?.map((s) => s.Id)).toEqual(['ok']);
  expect(batch.Failed).toEqual([
    expect.objectContaining({ Id: 'bad', SenderFault: true, Code: 'InvalidMessageContents' }),
  ]);
  await expect(
    sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queues.urlOf('backup'),
        Entries: [
          { Id: 'x', MessageBody: 'a' },
          { Id: 'x', MessageBody: 'b' },
        ],
      }),
    ),
  ).rejects.toMatchObject({ name: 'BatchEntryIdsNotDistinct' });
  await expect(
    sqs.send(new SendMessageBatchCommand({ QueueUrl: queues.urlOf('backup'), Entries: [] })),
  ).rejects.toMatchObject({ name: 'EmptyBatchRequest' });
  await expect(
    sqs.send(new SendMessageCommand({ QueueUrl: queues.urlOf('backup'), MessageBody: 'x'.repeat(300 * 1024) })),
  ).rejects.toMatchObject({ name: 'InvalidParameterValue' });
  const big = await fetch(queues.endpoint, {
    method: 'POST',
    headers: { 'x-amz-target': 'AmazonSQS.SendMessage' },
    body: 'x'.repeat(2 * 1024 * 1024),
  });
  expect(big.status).toBe(400);
  const sent = await sqs.send(new SendMessageCommand({ QueueUrl: queues.urlOf('backup'), MessageBody: 'still here' }));
  // The SDK already compared it with its own MD5 of the body, as it does against SQS.
  expect(sent.MD5OfMessageBody).toBe(createHash('md5').update('still here').digest('hex'));
  await queues.idle('backup');
});
