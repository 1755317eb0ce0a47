import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBClient, QueryCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { resetClients } from '../platform/aws';
import { handler } from './dispatch';

const sqs = mockClient(SQSClient);
const ddb = mockClient(DynamoDBClient);
const QUEUE = 'https://sqs.eu-north-1.amazonaws.com/123456789012/subscriptions';

/** The Companies directory as the read-model table answers it. */
const companies = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ pk: 'Companies', sk: `c${i}`, companyId: `c${i}` }));
/** The same, as DynamoDB sends them (the read path's low-level client, functions/platform/aws.ts). */
const items = (count: number) => companies(count).map((row) => marshall(row));
const sentBodies = () =>
  sqs
    .commandCalls(SendMessageBatchCommand)
    .flatMap((call) => call.args[0].input.Entries!.map((e) => JSON.parse(e.MessageBody!)));
const allSucceed = () =>
  sqs
    .on(SendMessageBatchCommand)
    .callsFake((input) => ({ Successful: input.Entries.map((e: { Id: string }) => ({ Id: e.Id })), Failed: [] }));

beforeAll(() => {
  process.env.READ_TABLE = 'read-models';
  process.env.SUBSCRIPTIONS_QUEUE_URL = QUEUE;
  process.env.REMINDERS_QUEUE_URL = QUEUE.replace('subscriptions', 'reminders');
  process.env.BACKUP_QUEUE_URL = QUEUE.replace('subscriptions', 'backup');
  resetClients();
});
/** Raw stdout lines: the EMF metric records (functions/platform/metrics.ts). */
let metrics: string[];
beforeEach(() => {
  sqs.reset();
  ddb.reset();
  metrics = [];
  jest.spyOn(process.stdout, 'write').mockImplementation((line: string | Uint8Array) => {
    metrics.push(String(line));
    return true;
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the job dispatcher', () => {
  it('puts one message per company on the job queue, at most 10 per call', async () => {
    ddb.on(QueryCommand).resolves({ Items: items(23) });
    allSucceed();
    await expect(handler({ job: 'subscriptions' })).resolves.toEqual({ job: 'subscriptions', companies: 23 });
    const calls = sqs.commandCalls(SendMessageBatchCommand);
    expect(calls.map((c) => c.args[0].input.Entries!.length)).toEqual([10, 10, 3]);
    expect(calls.every((c) => c.args[0].input.QueueUrl === QUEUE)).toBe(true);
    expect(sentBodies()).toEqual(companies(23).map((c) => ({ job: 'subscriptions', companyId: c.companyId })));
  });

  it('sends the entries SQS reports as Failed again, and only those', async () => {
    ddb.on(QueryCommand).resolves({ Items: items(3) });
    sqs
      .on(SendMessageBatchCommand)
      .resolvesOnce({
        Successful: [{ Id: '0', MessageId: 'm0', MD5OfMessageBody: '' }],
        Failed: [
          { Id: '1', SenderFault: false, Code: 'InternalError' },
          { Id: '2', SenderFault: false, Code: 'InternalError' },
        ],
      })
      .resolvesOnce({
        Successful: [{ Id: '1', MessageId: 'm1', MD5OfMessageBody: '' }],
        Failed: [{ Id: '2', SenderFault: false, Code: 'InternalError' }],
      })
      .resolves({ Successful: [{ Id: '2', MessageId: 'm2', MD5OfMessageBody: '' }], Failed: [] });
    await handler({ job: 'subscriptions' });
    const calls = sqs
      .commandCalls(SendMessageBatchCommand)
      .map((c) => c.args[0].input.Entries!.map((e) => JSON.parse(e.MessageBody!).companyId));
    expect(calls).toEqual([['c0', 'c1', 'c2'], ['c1', 'c2'], ['c2']]);
  });

  it('fails, after sending all the rest, when an entry keeps failing or is refused as invalid', async () => {
    ddb.on(QueryCommand).resolves({ Items: items(12) });
    sqs.on(SendMessageBatchCommand).callsFake((input) => ({
      Successful: input.Entries.filter((e: { Id: string }) => e.Id !== '3').map((e: { Id: string }) => ({ Id: e.Id })),
      Failed: input.Entries.some((e: { Id: string }) => e.Id === '3')
        ? [{ Id: '3', SenderFault: true, Code: 'InvalidMessageContents' }]
        : [],
    }));
    await expect(handler({ job: 'subscriptions' })).rejects.toThrow(
      /1 of 12 messages not sent: 3: InvalidMessageContents/,
    );
    // A sender fault is not retried; the second batch still went out.
    expect(sqs.commandCalls(SendMessageBatchCommand).map((c) => c.args[0].input.Entries!.length)).toEqual([10, 2]);
  });

  it('makes no call when there are no companies', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    await expect(handler({ job: 'subscriptions' })).resolves.toEqual({ job: 'subscriptions', companies: 0 });
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });

  it('puts one JobRuns metric record per dispatched job, also without companies', async () => {
    ddb.on(QueryCommand).resolves({ Items: items(3) });
    allSucceed();
    await handler({ job: 'reminders' });
    ddb.on(QueryCommand).resolves({ Items: [] });
    await handler({ job: 'backup' });
    expect(metrics).toHaveLength(2);
    expect(metrics.every((line) => line.endsWith('\n'))).toBe(true);
    const [reminders, backup] = metrics.map((line) => JSON.parse(line));
    expect(reminders).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          { Namespace: 'Servicebogen', Dimensions: [['Stage', 'Job']], Metrics: [{ Name: 'JobRuns', Unit: 'Count' }] },
        ],
      },
      Stage: 'local',
      Job: 'reminders',
      JobRuns: 1,
    });
    expect(typeof reminders._aws.Timestamp).toBe('number');
    expect(backup).toMatchObject({ Stage: 'local', Job: 'backup', JobRuns: 1 });
  });

  it('puts no JobRuns record when the dispatch fails', async () => {
    ddb.on(QueryCommand).resolves({ Items: items(2) });
    sqs.on(SendMessageBatchCommand).callsFake((input) => ({
      Successful: [],
      Failed: input.Entries.map((e: { Id: string }) => ({
        Id: e.Id,
        SenderFault: true,
        Code: 'InvalidMessageContents',
      })),
    }));
    await expect(handler({ job: 'subscriptions' })).rejects.toThrow(/not sent/);
    expect(metrics).toEqual([]);
  });

  it('refuses an input that names no known job', async () => {
    await expect(handler({ job: 'everything' })).rejects.toThrow();
    await expect(handler(undefined)).rejects.toThrow();
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });
});
