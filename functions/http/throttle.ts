import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/aws';
import { tableName } from '../platform/config';

/**
 * The login lock (decisions.md "Login lock: an attempt is reserved before the password is
 * checked"): at most 5 password checks per address in any 15 minutes, however many requests
 * arrive at once. The row holds five slots, each the time of one check; a check first claims a
 * slot older than 15 minutes (or empty) with a conditional UpdateItem, so two parallel requests
 * can never claim the same slot, and a sixth within 15 minutes finds none and is refused without
 * the password being checked. A successful login frees the slots. From the 3rd check in the
 * window a wrong password is answered a little later.
 */
export const MAX_ATTEMPTS = 5;
export const WINDOW_MS = 15 * 60_000;
const SLOTS = Array.from({ length: MAX_ATTEMPTS }, (_, i) => `attempt${i}`);

type ThrottleRow = Record<string, number | string | undefined>;

const key = (emailAddress: string) => ({ pk: `Throttle#${emailAddress.trim().toLowerCase()}`, sk: 0 });

/** How many of the row's slots hold a check made within the window ending at `now`. */
const inWindow = (row: ThrottleRow | undefined, now: Date) =>
  SLOTS.filter((slot) => typeof row?.[slot] === 'number' && (row[slot] as number) > now.getTime() - WINDOW_MS).length;

/**
 * Reserves one password check for the address. `null` when all five of the last 15 minutes are
 * used (the caller answers 429 without checking); otherwise how many checks the window now holds.
 */
export async function reserveAttempt(emailAddress: string, now: Date): Promise<number | null> {
  const table = tableName('events');
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table, Key: key(emailAddress), ConsistentRead: true }),
  );
  const floor = now.getTime() - WINDOW_MS;
  const free = SLOTS.filter((slot) => typeof Item?.[slot] !== 'number' || (Item[slot] as number) <= floor);
  for (const slot of free) {
    try {
      const { Attributes } = await dynamo().send(
        new UpdateCommand({
          TableName: table,
          Key: key(emailAddress),
          UpdateExpression: 'SET #slot = :now, kind = :kind, expiresAt = :ttl',
          ConditionExpression: 'attribute_not_exists(#slot) OR #slot <= :floor',
          ExpressionAttributeNames: { '#slot': slot },
          ExpressionAttributeValues: {
            ':now': now.getTime(),
            ':floor': floor,
            ':kind': 'throttle',
            ':ttl': Math.floor((now.getTime() + WINDOW_MS) / 1000) + 60,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return inWindow(Attributes, now);
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // another request took this slot first: try the next
    }
  }
  return null;
}

/** How long to hold back the answer to a wrong password, given the checks in the window (ms). */
export const failureDelayMs = (checksInWindow: number) =>
  checksInWindow >= 3 ? Math.min(2000, 250 * (checksInWindow - 2)) : 0;

/** A successful login, or a new password, frees the address's checks. */
export async function clearFailures(emailAddress: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName('events'), Key: key(emailAddress) }));
}
