import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws';
import { tableName } from './config';

/**
 * Failed logins per address (decisions.md "Accounts and links"): from the 3rd failure in a
 * 15-minute window answers are slowed, after the 5th the address is refused for 15 minutes.
 */
export const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;

interface ThrottleRow {
  failures: number;
  windowStartMs: number;
  lockedUntilMs?: number;
}

const key = (emailAddress: string) => ({ pk: `Throttle#${emailAddress.toLowerCase()}`, sk: 0 });

async function read(emailAddress: string): Promise<ThrottleRow | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('events'), Key: key(emailAddress), ConsistentRead: true }));
  return (Item as ThrottleRow | undefined) ?? null;
}

export async function isLocked(emailAddress: string, now: Date): Promise<boolean> {
  const row = await read(emailAddress);
  return !!row?.lockedUntilMs && row.lockedUntilMs > now.getTime();
}

/** Records a failure; returns how long to hold the answer back (ms). */
export async function recordFailure(emailAddress: string, now: Date): Promise<number> {
  const row = await read(emailAddress);
  const fresh = !row || now.getTime() - row.windowStartMs > WINDOW_MS;
  const failures = fresh ? 1 : row!.failures + 1;
  const next: ThrottleRow = { failures, windowStartMs: fresh ? now.getTime() : row!.windowStartMs };
  if (failures >= MAX_FAILURES) next.lockedUntilMs = now.getTime() + LOCK_MS;
  await dynamo().send(
    new PutCommand({
      TableName: tableName('events'),
      Item: { ...key(emailAddress), kind: 'throttle', ...next, expiresAt: Math.floor((now.getTime() + WINDOW_MS + LOCK_MS) / 1000) },
    }),
  );
  return failures >= 3 ? Math.min(2000, 250 * (failures - 2)) : 0;
}

export async function clearFailures(emailAddress: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName('events'), Key: key(emailAddress) }));
}
