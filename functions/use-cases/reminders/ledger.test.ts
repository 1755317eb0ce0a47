import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { resetClients } from '../../platform/aws';
import { outboxKey, recordedMail } from '../../mail/outbox';
import { claimDay, finishDay } from './ledger';

/**
 * The reminders' ledger claims a person's e-mail of the day in one transaction with its outbox
 * item (decision 155 "Every e-mail through the outbox").
 */
const ddb = mockClient(DynamoDBDocumentClient);
const at = new Date('2027-03-03T05:00:00.000Z');
const day = 'ReminderDay#c1#u1#2027-03-03';
const mail = recordedMail({ to: 'bo@eksempel.dk', subject: 'Påmindelse', text: 'Hej', html: '<p>Hej</p>' }, 'reminder');
const keys = (n: number) => Array.from({ length: n }, (_, i) => `Reminded#c1#u1#t${i}#2027-03-03T22:00:00.000Z#DUE`);
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
type Put = { Put: { Item: Record<string, unknown>; ConditionExpression?: string } };
const transactItems = () => ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems as Put[]);
const batched = () =>
  ddb
    .commandCalls(BatchWriteCommand)
    .flatMap((c) => Object.values(c.args[0].input.RequestItems!).flat())
    .map((r) => (r as { PutRequest: { Item: { pk: string } } }).PutRequest.Item.pk);

beforeAll(() => {
  process.env.EVENTS_TABLE = 'events';
  resetClients();
});
beforeEach(() => ddb.reset());

test("the day's claim (only if absent), the outbox item and the items, in one transaction", async () => {
  ddb.on(TransactWriteCommand).resolves({});
  expect(await claimDay(day, keys(3), mail, at)).toBe(true);
  const [items] = transactItems();
  expect(items.map((i) => i.Put.Item.pk)).toEqual([day, outboxKey(mail.id), ...keys(3)]);
  expect(items[0].Put).toMatchObject({ ConditionExpression: 'attribute_not_exists(pk)', Item: { mailId: mail.id } });
  expect(items[0].Put.Item).not.toHaveProperty('rest');
  expect(items[1].Put.Item).toMatchObject({ kind: 'outbox', mail });
  expect(items.slice(2).every((i) => i.Put.Item.kind === 'claim' && !i.Put.ConditionExpression)).toBe(true);
  expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
});

test('another run claimed the day: false, and nothing else is written', async () => {
  ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None', 'None'));
  expect(await claimDay(day, keys(3), mail, at)).toBe(false);
  expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
});

test("another run's claim under way: tried again, and found claimed", async () => {
  ddb
    .on(TransactWriteCommand)
    .rejectsOnce(cancelled('TransactionConflict', 'None'))
    .rejects(cancelled('ConditionalCheckFailed', 'None'));
  expect(await claimDay(day, keys(3), mail, at)).toBe(false);
  expect(transactItems()).toHaveLength(2);
});

test('any other failure fails the claim (the company is retried)', async () => {
  ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ValidationError'));
  await expect(claimDay(day, keys(3), mail, at)).rejects.toThrow(TransactionCanceledException);
});

test("items beyond the transaction's 100 are listed on the day's claim and written after it; a later run finishes them", async () => {
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(BatchWriteCommand).resolves({});
  const all = keys(150);
  expect(await claimDay(day, all, mail, at)).toBe(true);
  const [items] = transactItems();
  expect(items).toHaveLength(100);
  expect(items.slice(2).map((i) => i.Put.Item.pk)).toEqual(all.slice(0, 98));
  expect(batched()).toEqual(all.slice(98));

  // A run that died before the batch: the next finds the day claimed and writes what is missing.
  ddb.reset();
  ddb.on(BatchWriteCommand).resolves({});
  const claimed = { ...items[0].Put.Item, pk: day };
  const found = new Map(all.slice(0, 120).map((pk) => [pk, { pk }]));
  await finishDay(claimed, found);
  expect(batched()).toEqual(all.slice(120));
  // Nothing beyond the transaction: nothing to finish.
  ddb.reset();
  await finishDay({ pk: day, mailedAt: at.toISOString() }, new Map());
  expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
});
