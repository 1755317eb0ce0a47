import { stateVersionOf } from '../../domain/shared/stored-state';
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { event } from '../../events/catalogue';
import { resetClients } from '../platform/aws';
import {
  ClaimTakenError,
  CommitTooLargeError,
  ConcurrencyError,
  MAX_EVENTS_PER_COMMIT,
  type NewCommit,
} from './commits';
import { dynamoEventStore } from './event-store';
import { inlineWrites } from './inline-projections';
import { loadStream } from './store';

const ddb = mockClient(DynamoDBDocumentClient);
const { append } = dynamoEventStore(inlineWrites);

/**
 * A commit no inline projection has a row for (docs/decision 058 "Inline projections (read your
 * writes)"), and that changes no tally: the company was there before it (its creation marks its
 * tally, issue 32 item 3).
 */
const commit: NewCommit<unknown> = {
  streamType: 'Company',
  streamId: 'c2',
  expectedVersion: 2,
  events: [event('CompanyMfaChanged', { companyId: 'c2', active: true })],
  commitId: 'commit-1',
  at: '2026-11-21T10:00:00.000Z',
  actor: 'u9',
  companyId: 'c2',
  before: { id: 'c2' },
  state: { id: 'c2' },
};
const claim = { pk: 'Email#anne@firma.dk', attributes: { userId: 'u1' } };

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

beforeAll(() => {
  process.env.EVENTS_TABLE = 'events';
  process.env.READ_TABLE = 'readModels';
  resetClients();
});
beforeEach(() => ddb.reset());

describe('the DynamoDB event store', () => {
  it('appends a commit at the next version, only if that version is free', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await append([commit], [claim]);
    const input = ddb.commandCalls(TransactWriteCommand)[0].args[0].input;
    expect(input.TransactItems).toEqual([
      {
        Put: expect.objectContaining({
          TableName: 'events',
          ConditionExpression: 'attribute_not_exists(pk)',
          Item: expect.objectContaining({
            pk: 'Company#c2',
            sk: 3,
            version: 3,
            kind: 'commit',
            commitId: 'commit-1',
            companyId: 'c2',
          }),
        }),
      },
      { Put: expect.objectContaining({ Item: { pk: 'Email#anne@firma.dk', sk: 0, kind: 'claim', userId: 'u1' } }) },
    ]);
  });

  it('reports a lost race on the version as a concurrency error', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    await expect(append([commit], [claim])).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it('reports a taken e-mail address as a taken claim', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed']));
    await expect(append([commit], [claim])).rejects.toBeInstanceOf(ClaimTakenError);
  });

  it('reports a conflicting transaction as a concurrency error, so the command is retried', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict', 'None']));
    await expect(append([commit], [claim])).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it('appends a lone commit with one conditional put, no transaction', async () => {
    ddb.on(PutCommand).resolves({});
    await append([commit]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)[0].args[0].input).toMatchObject({
      TableName: 'events',
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: expect.objectContaining({ pk: 'Company#c2', sk: 3, version: 3, kind: 'commit', commitId: 'commit-1' }),
    });
  });

  it('reports a lost race on a lone commit as a concurrency error', async () => {
    ddb.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'taken', $metadata: {} }));
    await expect(append([commit])).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it('refuses events that break their catalogued schema', async () => {
    const bad = {
      ...commit,
      events: [{ type: 'UserJoinedCompany', version: 1, data: { userId: 'u1' } }],
    } as unknown as NewCommit<unknown>;
    await expect(append([bad])).rejects.toThrow();
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('reports a lone commit meeting a transaction under way as a concurrency error', async () => {
    ddb.on(PutCommand).rejects(new TransactionConflictException({ message: 'conflict', $metadata: {} }));
    await expect(append([commit])).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it('refuses a commit of more than 10 events: EventBridge PutEvents takes at most 10 entries', async () => {
    const joins = (n: number) =>
      Array.from({ length: n }, (_, i) => event('UserRenamed', { userId: 'u1', name: `Anne ${'ABCDEFGHIJKL'[i]}` }));
    ddb.on(PutCommand).resolves({});
    await append([{ ...commit, events: joins(MAX_EVENTS_PER_COMMIT) }]);
    await expect(append([{ ...commit, events: joins(MAX_EVENTS_PER_COMMIT + 1) }])).rejects.toBeInstanceOf(
      CommitTooLargeError,
    );
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('refuses a transaction of more than 100 items, as DynamoDB would', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const commits = (n: number) => Array.from({ length: n }, (_, i) => ({ ...commit, streamId: `u${i}` }));
    await append(commits(99), [claim]);
    await expect(append(commits(99), [claim], ['Email#old@firma.dk'])).rejects.toBeInstanceOf(CommitTooLargeError);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  describe('with the rows that mirror the stream (inline projections)', () => {
    const joined: NewCommit<unknown> = {
      ...commit,
      streamType: 'User',
      streamId: 'u1',
      state: { id: 'u1' },
      events: [event('UserJoinedCompany', { userId: 'u1', companyId: 'c2', role: 'USER' })],
    };

    it('writes them and a person’s head in the commit’s own transaction, after the commits and claims, unconditionally', async () => {
      ddb.on(TransactWriteCommand).resolves({});
      await append([joined]);
      expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
      const items = ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
      expect(items.map((item) => [item.Put?.TableName, item.Put?.Item?.pk, item.Put?.ConditionExpression])).toEqual([
        ['events', 'User#u1', 'attribute_not_exists(pk)'],
        [undefined, undefined, undefined],
        ['events', 'User#u1', undefined],
        ['readModels', 'Memberships#u1', undefined],
        ['readModels', 'Members#c2', undefined],
      ]);
      // The person's tally learns their version, unconditionally (decision 120).
      expect(items[1].Update).toMatchObject({
        Key: { pk: 'Tally#User#u1', sk: 0 },
        UpdateExpression: 'SET #kind = :tally, #sv = :sv',
        ExpressionAttributeValues: { ':tally': 'tally', ':sv': 3 },
      });
      expect(items[1].Update!.ConditionExpression).toBeUndefined();
      expect(items[2].Put!.Item).toEqual({
        pk: 'User#u1',
        sk: 0,
        kind: 'head',
        streamType: 'User',
        streamId: 'u1',
        version: 3,
        state: { id: 'u1' },
        stateVersion: stateVersionOf('User'),
      });
      expect(items[3].Put!.Item).toMatchObject({ userId: 'u1', companyId: 'c2', role: 'USER', version: 3 });
    });

    it('maps a failed condition on a commit to a concurrency error, whatever rows follow', async () => {
      ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None', 'None', 'None']));
      await expect(append([joined], [claim])).rejects.toBeInstanceOf(ConcurrencyError);
      ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None', 'None', 'None']));
      await expect(append([joined], [claim])).rejects.toBeInstanceOf(ClaimTakenError);
    });

    it('counts the rows and heads against the 100 items of a transaction', async () => {
      ddb.on(TransactWriteCommand).resolves({});
      // Each joining: the commit, the person's head and tally, two membership rows.
      const joins = (n: number) =>
        Array.from({ length: n }, (_, i) => ({
          ...joined,
          streamId: `u${i}`,
          events: [event('UserJoinedCompany', { userId: `u${i}`, companyId: 'c2', role: 'USER' })],
        }));
      await append(joins(20));
      await expect(append(joins(21))).rejects.toBeInstanceOf(CommitTooLargeError);
      expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    });
  });

  it('keeps one head per person in a transaction: the newest of their commits', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const renamed = (from: number, name: string): NewCommit<unknown> => ({
      ...commit,
      streamType: 'User',
      streamId: 'u1',
      expectedVersion: from,
      events: [event('UserRenamed', { userId: 'u1', name })],
      state: { id: 'u1', name },
    });
    await append([renamed(4, 'Anne C'), renamed(3, 'Anne B')]);
    const heads = ddb
      .commandCalls(TransactWriteCommand)[0]
      .args[0].input.TransactItems!.filter((item) => item.Put?.Item?.kind === 'head');
    expect(heads.map((item) => item.Put!.Item)).toEqual([
      expect.objectContaining({ pk: 'User#u1', sk: 0, version: 5, state: { id: 'u1', name: 'Anne C' } }),
    ]);
  });

  it('loads the newest state with one consistent read of the newest commit', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ state: { id: 'u1' }, stateVersion: 1, version: 4 }] });
    await expect(loadStream('User', 'u1')).resolves.toEqual({ state: { id: 'u1' }, version: 4 });
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    });
  });

  describe('with tallies and guards (decision 120)', () => {
    /** A task created for u1 on equipment e1: its state before (none) and after. */
    const taskCreated: NewCommit<unknown> = {
      ...commit,
      streamType: 'Task',
      streamId: 't1',
      expectedVersion: 0,
      events: [event('TaskDeleted', { taskId: 't1' })],
      state: {
        id: 't1',
        companyId: 'c2',
        responsibleId: 'u1',
        target: { kind: 'EQUIPMENT', id: 'e1' },
        completed: false,
        deleted: false,
      },
      before: null,
    };

    it('adds to the tallies with ADD, and requires a person’s version on the tally it adds to', async () => {
      ddb.on(TransactWriteCommand).resolves({});
      await append([taskCreated], [], [], [], [{ streamType: 'User', streamId: 'u1', version: 3 }]);
      const items = ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
      const equipment = items.find((item) => item.Update?.Key?.pk === 'Tally#Equipment#e1')!.Update!;
      expect(equipment).toMatchObject({ Key: { pk: 'Tally#Equipment#e1', sk: 0 } });
      expect(equipment.UpdateExpression).toBe('SET #kind = :tally ADD #rev :one, #a0 :a0');
      expect(equipment.ExpressionAttributeValues![':a0']).toEqual(new Set(['t1']));
      expect(equipment.ConditionExpression).toBeUndefined();
      // The guard on the person is a condition on the tally the task adds to: one item, not two.
      const person = items.find((item) => item.Update?.Key?.pk === 'Tally#User#u1')!.Update!;
      expect(person.ExpressionAttributeNames).toMatchObject({ '#c0': 'openTasks#c2', '#sv': 'atVersion' });
      expect(person.ConditionExpression).toBe('#sv = :v');
      expect(person.ExpressionAttributeValues).toMatchObject({ ':v': 3 });
      expect(items.filter((item) => item.ConditionCheck)).toEqual([]);
    });

    it('requires a tally unchanged or under a ceiling in the same action that changes it', async () => {
      ddb.on(TransactWriteCommand).resolves({});
      await append(
        [taskCreated],
        [],
        [],
        [],
        [
          { streamType: 'Equipment', streamId: 'e1', rev: 7 },
          { streamType: 'User', streamId: 'u1', atMost: { 'openTasks#c2': 0 } },
        ],
      );
      const items = ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
      expect(items.filter((item) => item.Update?.Key?.pk === 'Tally#Equipment#e1')).toHaveLength(1);
      expect(items.find((item) => item.Update?.Key?.pk === 'Tally#Equipment#e1')!.Update!.ConditionExpression).toBe(
        '#rev = :rev',
      );
      expect(items.find((item) => item.Update?.Key?.pk === 'Tally#User#u1')!.Update!.ConditionExpression).toBe(
        '(attribute_not_exists(#m0) OR #m0 <= :m0)',
      );
    });

    it('maps a failed guard to a concurrency error, so the command is decided again', async () => {
      ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'ConditionalCheckFailed', 'None', 'None']));
      await expect(
        append([taskCreated], [], [], [], [{ streamType: 'User', streamId: 'u1', version: 3 }]),
      ).rejects.toBeInstanceOf(ConcurrencyError);
    });

    it('refuses a commit of a tallied stream that does not say what it was decided on', async () => {
      await expect(append([{ ...taskCreated, expectedVersion: 2, before: undefined }])).rejects.toThrow(
        /without the state it was decided on/,
      );
      expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    });
  });
});
