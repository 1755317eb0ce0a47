import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { mockClient } from 'aws-sdk-client-mock';
import type { LocalBus } from './bus';
import { LocalPipe } from './pipe';

/**
 * How often the local pipe reads the stream (decision 159): every 200 ms while there is work, the
 * wait doubling after each poll that found nothing up to 1.6 s, and back to 200 ms as soon as a
 * function has run (`nudge`), so what a request wrote reaches the projections as soon as before.
 */
const streams = mockClient(DynamoDBStreamsClient);
const dynamo = mockClient(DynamoDBClient);
const bus = { idle: async () => undefined, put: () => undefined } as unknown as LocalBus;

let pipe: LocalPipe;
/** When the first poll was made (the fake clock's time). */
let started = 0;
const polls = () => streams.commandCalls(GetRecordsCommand).length;

beforeEach(async () => {
  jest.useFakeTimers();
  streams.reset();
  dynamo.reset();
  dynamo.on(DescribeTableCommand).resolves({ Table: { LatestStreamArn: 'arn:stream' } });
  streams.on(DescribeStreamCommand).resolves({ StreamDescription: { Shards: [{ ShardId: 's1' }] } });
  streams.on(GetShardIteratorCommand).resolves({ ShardIterator: 'it' });
  streams.on(GetRecordsCommand).resolves({ Records: [], NextShardIterator: 'it' });
  pipe = new LocalPipe('http://127.0.0.1:1', new DynamoDBClient({ region: 'eu-north-1' }), 'events', bus);
  await pipe.start();
  started = Date.now();
});
afterEach(async () => {
  await pipe.stop();
  jest.useRealTimers();
});

test('given nothing to read, the waits between polls double from 200 ms to 1.6 s and stay there', async () => {
  expect(polls()).toBe(1);
  // Polls at 400, 1200 (+800), 2800 (+1600), 4400, 6000 ms after the first.
  for (const [at, expected] of [
    [399, 1],
    [400, 2],
    [1_199, 2],
    [1_200, 3],
    [2_800, 4],
    [4_400, 5],
    [6_000, 6],
  ] as const) {
    await jest.advanceTimersByTimeAsync(at - (Date.now() - started));
    expect([at, polls()]).toEqual([at, expected]);
  }
});

test('when a function has run, the next poll comes within 200 ms, however long the pipe was idle', async () => {
  await jest.advanceTimersByTimeAsync(10_000);
  const before = polls();
  pipe.nudge();
  await jest.advanceTimersByTimeAsync(200);
  expect(polls()).toBe(before + 1);
});
