import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/platform/aws';
import { tableName } from '../../functions/platform/config';
import { dynamoEventStore } from '../../functions/store/event-store';
import { inlineWrites } from '../../functions/store/inline-projections';
import { eventStoreContract } from '../support/event-store-contract';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * The DynamoDB store keeps the event store's contract, on DynamoDB Local: the suite the in-memory
 * store (`functions/store/in-memory-event-store.ts`) passes in the unit project, so commands tested
 * against that store behave the same against this one.
 */
let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(async () => {
  await rt?.stop();
});

eventStoreContract('DynamoDB', () => ({
  store: dynamoEventStore(inlineWrites),
  item: async (table, pk, sk) =>
    (await dynamo().send(new GetCommand({ TableName: tableName(table), Key: { pk, sk }, ConsistentRead: true }))).Item,
}));
