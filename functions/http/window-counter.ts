import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/aws';
import { tableName } from '../platform/config';

/** At most `max` uses in each fixed window of `windowMs`. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts one use against `limit` in its current fixed window: the item `pk` at `sk` = the window's
 * number in the event-store table, one conditional `ADD` to its `counter`, so parallel calls
 * cannot overshoot and no function keeps state; the item expires a minute after its window. False
 * when the window is full. The e-mail limits (decision 034) and the public cards' (decision 114).
 */
export async function takeFromWindow(
  pk: string,
  item: { kind: string; counter: string },
  limit: WindowLimit,
  now: Date,
): Promise<boolean> {
  const window = Math.floor(now.getTime() / limit.windowMs);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('events'),
        Key: { pk, sk: window },
        UpdateExpression: 'ADD #used :one SET kind = :kind, expiresAt = :ttl',
        ConditionExpression: 'attribute_not_exists(#used) OR #used < :max',
        ExpressionAttributeNames: { '#used': item.counter },
        ExpressionAttributeValues: {
          ':one': 1,
          ':max': limit.max,
          ':kind': item.kind,
          ':ttl': Math.floor(((window + 1) * limit.windowMs) / 1000) + 60,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
