import { createHash } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  ENDPOINT_TAKEN,
  withDevice,
  withoutDevices,
  type PushDevice,
  type PushSubscriptionFields,
} from '../../domain/push/push-subscriptions';
import { DomainError } from '../../domain/shared/errors';
import { batchGetItems, dynamo } from '../platform/aws';
import { tableName } from '../platform/config';

/**
 * Push devices (decision 171 "Reminders as push"). Rows, not events: a subscription is a
 * credential of the device's push service (decision 001 "Credentials are not events"), and the
 * read-model table is emptied by a rebuild. Two kinds of row in the event-store table, key area
 * `push` (`infra/event-keys.ts`):
 * - the person's row `PushDevices#<userId>`: their devices (at most `MAX_PUSH_DEVICES`) and a
 *   `version` that guards every change;
 * - the endpoint's claim `PushEndpoint#<SHA-256 of the endpoint>`: whose device it is, so an
 *   endpoint belongs to one person.
 * Both change in one transaction. Neither kind is a commit, so the pipe passes them by.
 */
interface DevicesRow {
  pk: string;
  sk: 0;
  kind: 'pushDevices';
  userId: string;
  version: number;
  devices: PushDevice[];
}

const devicesKey = (userId: string) => ({ pk: `PushDevices#${userId}`, sk: 0 as const });
const endpointKey = (endpoint: string) => ({
  pk: `PushEndpoint#${createHash('sha256').update(endpoint, 'utf8').digest('base64url')}`,
  sk: 0 as const,
});

/** Attempts at a change that meets another change of the same person's row. */
const ATTEMPTS = 3;

async function rowOf(userId: string): Promise<DevicesRow | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('events'), Key: devicesKey(userId), ConsistentRead: true }),
  );
  return Item as DevicesRow | undefined;
}

/** A person's devices, oldest first. */
export async function devicesOf(userId: string): Promise<PushDevice[]> {
  return (await rowOf(userId))?.devices ?? [];
}

/** The devices of each of `userIds` that has any (eventually consistent reads, 100 at a time). */
export async function devicesOfMany(userIds: readonly string[]): Promise<Map<string, PushDevice[]>> {
  const found = new Map<string, PushDevice[]>();
  const table = tableName('events');
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Record<string, unknown>[] = unique.slice(i, i + 100).map(devicesKey);
    while (keys.length) {
      const page = await batchGetItems({ [table]: { Keys: keys } });
      for (const row of (page.Responses?.[table] ?? []) as unknown as DevicesRow[])
        if (row.devices?.length) found.set(row.userId, row.devices);
      keys = (page.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return found;
}

/**
 * Writes the person's row from `before` (absent: a first device) to `devices`, with the endpoint
 * claims of `claim` put and those of `release` deleted, in one transaction. False when the row
 * changed meanwhile (the caller reads it again); a claim held by someone else is a 409.
 */
async function write(
  userId: string,
  before: DevicesRow | undefined,
  devices: PushDevice[],
  claim: string[],
  release: string[],
): Promise<boolean> {
  const TableName = tableName('events');
  const row: DevicesRow = {
    ...devicesKey(userId),
    kind: 'pushDevices',
    userId,
    version: (before?.version ?? 0) + 1,
    devices,
  };
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: row,
              ...(before
                ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': before.version } }
                : { ConditionExpression: 'attribute_not_exists(pk)' }),
            },
          },
          ...claim.map((endpoint) => ({
            Put: {
              TableName,
              Item: { ...endpointKey(endpoint), kind: 'pushEndpoint', userId },
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
              ExpressionAttributeValues: { ':me': userId },
            },
          })),
          ...release.map((endpoint) => ({
            Delete: {
              TableName,
              Key: endpointKey(endpoint),
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
              ExpressionAttributeValues: { ':me': userId },
            },
          })),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    if (reasons.slice(1, 1 + claim.length).some((r) => r.Code === 'ConditionalCheckFailed'))
      throw new DomainError('conflict', 'PUSH_ENDPOINT_TAKEN', ENDPOINT_TAKEN);
    if (reasons.some((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict')) return false;
    throw error;
  }
}

/** Adds (or renews) a device of the person; `added` is false when the endpoint was theirs already. */
export async function addDevice(
  userId: string,
  input: PushSubscriptionFields,
  now: Date,
): Promise<{ device: PushDevice; added: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const before = await rowOf(userId);
    const { devices, added } = withDevice(before?.devices ?? [], input, now);
    if (await write(userId, before, devices, [input.endpoint], [])) {
      return { device: devices.find((d) => d.endpoint === input.endpoint)!, added };
    }
    if (attempt >= ATTEMPTS) throw new Error(`push devices of ${userId}: changed by others ${ATTEMPTS} times`);
  }
}

/**
 * Removes the person's devices of `endpoints` (turned off by them, or gone from the push service:
 * 404 or 410). Returns how many were theirs; endpoints that are not theirs are left alone.
 */
export async function removeDevices(userId: string, endpoints: readonly string[]): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const before = await rowOf(userId);
    const mine = (before?.devices ?? []).filter((d) => endpoints.includes(d.endpoint)).map((d) => d.endpoint);
    if (!before || mine.length === 0) return 0;
    if (await write(userId, before, withoutDevices(before.devices, mine), [], mine)) return mine.length;
    if (attempt >= ATTEMPTS) throw new Error(`push devices of ${userId}: changed by others ${ATTEMPTS} times`);
  }
}
