import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { userDecider } from '../../domain/user/decider';
import { event } from '../../events/catalogue';
import { resetClients } from '../platform/aws';
import { execute, executeAll, MAX_ATTEMPTS, prepare } from './command';
import { ConcurrencyError } from './commits';
import { eventStore, loadStream } from './store';

const ddb = mockClient(DynamoDBDocumentClient);
const registered = event('UserRegistered', { userId: 'u1', name: 'Anne Åberg', emailAddress: 'anne@firma.dk' });
const stored = { state: userDecider.evolve(null, registered), version: 1 };
// A person's commit goes with their head (decision 060 "A person's head"): a taken version cancels the transaction.
const taken = () =>
  new TransactionCanceledException({
    message: 'taken',
    $metadata: {},
    CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
  });
const ctx = { now: new Date('2026-11-21T10:00:00.000Z'), actor: 'u1' };

beforeAll(() => {
  process.env.EVENTS_TABLE = 'events';
  process.env.READ_TABLE = 'readModels';
  resetClients();
});
beforeEach(() => {
  ddb.reset();
  ddb.on(QueryCommand).resolves({ Items: [stored] });
});

describe('the command path under concurrency', () => {
  it('a lost race is read, decided and appended again, after a wait', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(taken()).rejectsOnce(taken()).resolves({});
    const commit = await execute(userDecider, { type: 'User', id: 'u1' }, { type: 'Rename', name: 'Anne Berg' }, ctx);
    expect(commit.events).toEqual([event('UserRenamed', { userId: 'u1', name: 'Anne Berg' })]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(3);
  });

  it(`gives up with a concurrency error (409) after ${MAX_ATTEMPTS} lost races`, async () => {
    ddb.on(TransactWriteCommand).rejects(taken());
    await expect(
      execute(userDecider, { type: 'User', id: 'u1' }, { type: 'Rename', name: 'Anne Berg' }, ctx),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(MAX_ATTEMPTS);
  }, 15_000);

  it("a decider's refusal is not retried", async () => {
    await expect(
      execute(userDecider, { type: 'User', id: 'u1' }, { type: 'JoinCompany', companyId: 'c1', role: 'USER' }, ctx),
    ).resolves.toBeTruthy();
    ddb
      .on(QueryCommand)
      .resolves({ Items: [{ state: { ...stored.state, roles: { c1: { type: 'USER' } } }, version: 2 }] });
    ddb.resetHistory();
    await expect(
      execute(userDecider, { type: 'User', id: 'u1' }, { type: 'JoinCompany', companyId: 'c1', role: 'USER' }, ctx),
    ).rejects.toMatchObject({ code: 'ALREADY_MEMBER' });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('an attempt reads each stream once', () => {
  it('a stream checked and then decided on in one attempt is read once; a retried attempt reads it afresh', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(taken()).resolves({});
    const seen: number[] = [];
    const store = eventStore();
    await executeAll(store, async () => {
      // The check (a member of the company?) and the commit read the same person, once.
      seen.push((await loadStream('User', 'u1', store))!.version);
      return [
        await prepare(store, userDecider, { type: 'User', id: 'u1' }, { type: 'Rename', name: 'Anne Berg' }, ctx),
      ];
    });
    expect(seen).toEqual([1, 1]);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(2);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('outside a command, every read goes to the store', async () => {
    await loadStream('User', 'u1');
    await loadStream('User', 'u1');
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(2);
  });
});
