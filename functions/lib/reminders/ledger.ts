import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchWriteAll, dynamo } from '../aws';
import { tableName } from '../config';

/**
 * What the reminders job has mailed (decision 023 "Reminders"): one item per (company, recipient,
 * task, deadline, kind), per weekly summary and per person and day, in the event-store table as
 * claims (`kind = claim`, so the pipe passes them by). An item is written only after its e-mail
 * was accepted, so a failed send is tried again on the next run; a per-person lease keeps two runs
 * from mailing one person at once. Only a crash between the send and this write mails an item twice.
 */
const LEASE_MS = 5 * 60_000;
/** Items are kept for 400 days (DynamoDB TTL, epoch seconds): longer than any deadline stays open unnoticed. */
const KEEP_SECONDS = 400 * 86_400;

export const sentKey = (companyId: string, itemKey: string) => `Reminded#${companyId}#${itemKey}`;
export const dayKey = (companyId: string, userId: string, date: string) => `ReminderDay#${companyId}#${userId}#${date}`;
const leaseKey = (companyId: string, userId: string) => ({ pk: `ReminderLease#${companyId}#${userId}`, sk: 0 });

/**
 * Runs `work` while holding the person's lease; null when another run holds it. Leases use the
 * machine's clock, not the business clock: they are about a process being alive.
 */
export async function withLease<T>(companyId: string, userId: string, work: () => Promise<T>): Promise<T | null> {
  const owner = randomUUID();
  const key = leaseKey(companyId, userId);
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('events'),
        Item: {
          ...key,
          kind: 'claim',
          owner,
          leaseUntil: Date.now() + LEASE_MS,
          expiresAt: Math.floor(Date.now() / 1000) + 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR leaseUntil < :now',
        ExpressionAttributeValues: { ':now': Date.now() },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
  try {
    return await work();
  } finally {
    await dynamo()
      .send(
        new DeleteCommand({
          TableName: tableName('events'),
          Key: key,
          ConditionExpression: '#owner = :owner',
          ExpressionAttributeNames: { '#owner': 'owner' },
          ExpressionAttributeValues: { ':owner': owner },
        }),
      )
      .catch((error) => {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      });
  }
}

/** Which of `keys` are recorded (consistent reads). */
export async function recorded(keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const table = tableName('events');
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
      [table]: { Keys: unique.slice(i, i + 100).map((pk) => ({ pk, sk: 0 })), ConsistentRead: true },
    };
    while (request && Object.keys(request).length) {
      const page = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of page.Responses?.[table] ?? []) found.add(item.pk as string);
      request = page.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

/** Records `keys` as mailed at `at` (the business time of the run). */
export async function record(keys: string[], at: Date): Promise<void> {
  const table = tableName('events');
  const expiresAt = Math.floor(Date.now() / 1000) + KEEP_SECONDS;
  const unique = [...new Set(keys)];
  await batchWriteAll(
    table,
    unique.map((pk) => ({ PutRequest: { Item: { pk, sk: 0, kind: 'claim', mailedAt: at.toISOString(), expiresAt } } })),
  );
}
