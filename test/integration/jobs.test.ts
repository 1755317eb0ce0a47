import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, sqsClient } from '../../functions/platform/aws';
import { queueUrl, tableName } from '../../functions/platform/config';
import { streamKey } from '../../functions/store/commits';
import { readStream } from '../../functions/store/store';
import { queues } from '../../infra/declaration';
import type { Company, JobRun } from '../support/contract';
import { logInByApi } from '../support/api';
import { newPerson, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { setServerClock } from '../support/clocks';
import { useFunctionLogs } from '../support/logs';

/**
 * The scheduled jobs through the real local runtime (decision 007 "Scheduled jobs"):
 * `POST /dev/schedule/{name}` invokes the dispatcher, which puts one message per company on the
 * job's queue; the worker takes them in batches, a failing company is retried and then
 * dead-lettered while the others finish, and a second run does nothing the first one did.
 */

jest.setTimeout(30_000);

let rt: TestRuntime;
let anne: Person;
let finn: Person;
let gitte: Person;
const logs = useFunctionLogs();

beforeAll(async () => {
  rt = await startTestRuntime({ functionLogs: true });
  anne = await newPerson(rt, { company: 'Annes Ejendomsservice' });
  finn = await newPerson(rt, { company: 'Finns Fjernvarme' });
  gitte = await newPerson(rt, { company: 'Gittes Glas' });
  await rt.drain(); // the three companies are in the Companies directory the dispatcher lists
}, 60_000);

afterAll(async () => {
  await rt?.stop();
});

const runJob = async (name: string) => {
  const answer = await rt.call<JobRun>('POST', `/dev/schedule/${name}`);
  expect(answer.status).toBe(200);
  return answer.body.result as {
    job: string;
    companies: number;
    processed: number;
    failures: number;
    failedCompanies: string[];
  };
};
const companiesDone = () =>
  logs()
    .filter((l) => l.message === 'company done' && l.job === 'subscriptions')
    .map((l) => l.companyId);
const deadLetters = () =>
  existsSync(join(rt.dataDir, 'dead-letters.jsonl'))
    ? readFileSync(join(rt.dataDir, 'dead-letters.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map(
          (line) =>
            JSON.parse(line) as {
              source: string;
              target: string;
              payload: { body: string; attributes: Record<string, string> };
            },
        )
    : [];
const all = () => [anne, finn, gitte].map((p) => p.ownCompanyId).sort();

const setClock = (now: Date) => setServerClock(rt, now);

test('a run visits every company exactly once and reports what it did', async () => {
  expect(await runJob('subscriptions')).toEqual({
    job: 'subscriptions',
    companies: 3,
    processed: 0,
    failures: 0,
    failedCompanies: [],
  });
  expect(companiesDone().sort()).toEqual(all());
});

test('a cancelled subscription past its end date ends in one run; a second run does no work', async () => {
  const ctx = { token: finn.token, query: { companyId: finn.ownCompanyId } };
  const info = {
    id: finn.ownCompanyId,
    name: 'Finns Fjernvarme ApS',
    vatNumber: '12345678',
    address: 'Havnegade 1',
    city: 'Aarhus',
  };
  expect((await rt.call('PATCH', '/api/company', { ...ctx, body: info })).status).toBe(200);
  const upgraded = await rt.call<Company>('PATCH', '/api/company', {
    ...ctx,
    body: { id: finn.ownCompanyId, subscription: 'UNLIMITED' },
  });
  await rt.call('PATCH', '/api/company', { ...ctx, body: { id: finn.ownCompanyId, subscriptionCancelled: true } });

  await setClock(new Date(new Date(upgraded.body.subscriptionEndDate!).getTime() + 86_400_000));
  try {
    expect(await runJob('subscriptions')).toEqual({
      job: 'subscriptions',
      companies: 3,
      processed: 1,
      failures: 0,
      failedCompanies: [],
    });
    const token = await logInByApi(rt, finn);
    const company = await rt.call<Company>('GET', `/api/company/${finn.ownCompanyId}`, { token });
    expect([company.body.subscription, company.body.subscriptionEndDate]).toEqual(['FREE', null]);

    const commits = (await readStream('Company', finn.ownCompanyId)).length;
    expect(await runJob('subscriptions')).toEqual({
      job: 'subscriptions',
      companies: 3,
      processed: 0,
      failures: 0,
      failedCompanies: [],
    });
    expect((await readStream('Company', finn.ownCompanyId)).length).toBe(commits);
  } finally {
    await setClock(new Date());
  }
});

test('the local SQS endpoint answers bad requests with an error and keeps serving', async () => {
  const endpoint = process.env.AWS_ENDPOINT_URL_SQS!;
  const post = (target: string, body: string) =>
    fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': target },
      body,
    });
  const notJson = await post('AmazonSQS.SendMessage', '{"QueueUrl": ');
  expect([notJson.status, (await notJson.json()).__type]).toEqual([
    400,
    'com.amazon.coral.service#SerializationException',
  ]);
  const unknown = await post('AmazonSQS.PurgeQueue', JSON.stringify({ QueueUrl: queueUrl('subscriptions') }));
  expect([unknown.status, (await unknown.json()).__type]).toEqual([400, 'com.amazonaws.sqs#UnsupportedOperation']);
  expect((await fetch(endpoint)).status).toBe(400);

  const sqs = sqsClient();
  await expect(
    sqs.send(new SendMessageCommand({ QueueUrl: `${endpoint}/000000000000/no-such-queue`, MessageBody: 'x' })),
  ).rejects.toMatchObject({ name: 'QueueDoesNotExist' });
  const eleven = Array.from({ length: 11 }, (_, i) => ({ Id: `e${i}`, MessageBody: 'x' }));
  await expect(
    sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl('subscriptions'), Entries: eleven })),
  ).rejects.toMatchObject({ name: 'TooManyEntriesInBatchRequest' });

  // A hostile body reaches the worker (the SDK checks the MD5 the endpoint computed) and is dead-lettered, not run.
  const hostile = '{"job":"subscriptions","companyId":{"$ne":null}}';
  const sent = await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl('subscriptions'), MessageBody: hostile }));
  expect(sent.MessageId).toBeTruthy();
  for (const started = Date.now(); !deadLetters().some((d) => d.payload.body === hostile);) {
    if (Date.now() - started > 10_000) throw new Error('the hostile message never reached the dead letters');
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(logs().filter((l) => l.message === 'malformed job message')).toHaveLength(
    queues.subscriptions.maxReceiveCount,
  );

  expect(await runJob('subscriptions')).toEqual({
    job: 'subscriptions',
    companies: 3,
    processed: 0,
    failures: 0,
    failedCompanies: [],
  });
});

test('a company whose work keeps failing goes to the dead letters after maxReceiveCount attempts; the others finish', async () => {
  // A commit item of Gitte's company that lost its state: the worker cannot settle that company.
  const [newest] = (await readStream('Company', gitte.ownCompanyId)).slice(-1);
  await dynamo().send(
    new PutCommand({
      TableName: tableName('events'),
      Item: {
        pk: streamKey('Company', gitte.ownCompanyId),
        sk: newest.version + 1,
        kind: 'commit',
        streamType: 'Company',
        streamId: gitte.ownCompanyId,
        version: newest.version + 1,
        events: [],
        commitId: 'corrupted',
        at: new Date().toISOString(),
        actor: null,
        companyId: gitte.ownCompanyId,
      },
    }),
  );
  const before = deadLetters().length;

  expect(await runJob('subscriptions')).toEqual({
    job: 'subscriptions',
    companies: 3,
    processed: 0,
    failures: 1,
    failedCompanies: [gitte.ownCompanyId],
  });
  expect(companiesDone().sort()).toEqual([anne, finn].map((p) => p.ownCompanyId).sort());

  const attempts = logs().filter((l) => l.message === 'company failed' && l.companyId === gitte.ownCompanyId);
  expect(attempts.map((l) => [String(l.level).toLowerCase(), l.job, l.receiveCount])).toEqual(
    Array.from({ length: queues.subscriptions.maxReceiveCount }, (_, i) => ['error', 'subscriptions', i + 1]),
  );
  const letters = deadLetters().slice(before);
  expect(letters).toHaveLength(1);
  expect(letters[0]).toMatchObject({ source: 'sqs:servicebogen-subscriptions', target: 'jobSubscriptions' });
  expect(JSON.parse(letters[0].payload.body)).toEqual({ job: 'subscriptions', companyId: gitte.ownCompanyId });
  expect(letters[0].payload.attributes.ApproximateReceiveCount).toBe(String(queues.subscriptions.maxReceiveCount));
  expect(logs()).toContainEqual(
    expect.objectContaining({
      level: 'error',
      message: 'delivery failed, sent to DLQ',
      source: 'sqs:servicebogen-subscriptions',
    }),
  );
});
