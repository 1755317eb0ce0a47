import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { startDynamo } from '../../infra/local/dynamo';

/**
 * A test run's shared DynamoDB Local keeps its data in memory (decision 161): nothing is written
 * under its folder but the pid file, it answers as the one on disk does, and a later start on the
 * same folder still finds a DynamoDB Local left running for it, though its command line has no
 * `-dbPath`.
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'servicebogen-memory-dynamo-'));
  dirs.push(dir);
  return dir;
};
const alive = (pid: number) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z');

test('in memory: the tables answer, and no database file is written', async () => {
  const dir = freshDir();
  const dynamo = await startDynamo(dir, { memory: true });
  try {
    const TableName = dynamo.tableNames.events;
    const key = { pk: { S: 'Probe#1' }, sk: { N: '1' } };
    await dynamo.client.send(new PutItemCommand({ TableName, Item: { ...key, note: { S: 'æøå' } } }));
    const read = await dynamo.client.send(new GetItemCommand({ TableName, Key: key, ConsistentRead: true }));
    expect(read.Item?.note).toEqual({ S: 'æøå' });
    expect(existsSync(join(dir, 'dynamodb', 'shared-local-instance.db'))).toBe(false);
    const commandLine = readFileSync(`/proc/${dynamo.pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toContain('-inMemory');
    expect(commandLine).not.toContain('-dbPath');
  } finally {
    await dynamo.stop();
  }
}, 60_000);

test('a start ends a DynamoDB Local left running in memory for the same folder', async () => {
  const dir = freshDir();
  const dbPath = join(dir, 'dynamodb');
  // What a DynamoDB Local started in memory for this folder looks like to `ps`: the launcher and
  // the folder's property, no `-dbPath` (a shell that only sleeps, so the test needs one JVM).
  const leftBehind = spawn(
    'sh',
    ['-c', 'sleep 60', 'LoopbackDynamoDBLocal', `-Dservicebogen.dynamodb.folder=${dbPath}`, '-inMemory'],
    { stdio: 'ignore' },
  );
  const ended = new Promise((r) => leftBehind.once('exit', r));
  const first = await startDynamo(dir, { memory: true });
  await first.stop();
  // A start writes the pid file; point it at the process left behind, as a killed runtime leaves it.
  writeFileSync(
    join(dbPath, 'dynamodb-local.pid'),
    JSON.stringify({ owner: 999_999_999, java: leftBehind.pid, port: 1 }),
  );
  const second = await startDynamo(dir, { memory: true });
  try {
    await ended;
    expect(alive(leftBehind.pid!)).toBe(false);
  } finally {
    await second.stop();
    leftBehind.kill('SIGKILL');
  }
}, 60_000);
