import DataLoader from 'dataloader';
import { batchGetItems } from '../platform/aws';
import { tableName } from '../platform/config';

/**
 * Items by key for one request (decision 061 "One request, one batch"): keys loaded together (in
 * the same tick, e.g. under one `Promise.all`) go to DynamoDB as one consistent BatchGetItem,
 * across both tables, each key once. A BatchGetItem of a few keys costs about what one GetItem
 * does, so a read that needs its session, its person and its own items pays one round trip for
 * them, not one each. Loads are cached for the request only: commands read the event store.
 */
export type TableKey = 'events' | 'readModels';
export interface ItemKey {
  table: TableKey;
  pk: string;
  sk: string | number;
}
export type Item = Record<string, unknown>;
export type ItemLoader = DataLoader<ItemKey, Item | undefined, string>;

/** BatchGetItem's own limit: https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_BatchGetItem.html */
const MAX_KEYS = 100;
/** Keys DynamoDB left unprocessed (throttled) are asked again this often, with a short backoff, before the request answers 503. */
const ATTEMPTS = 4;

/**
 * DynamoDB refuses a whole batch for one key it cannot hold (an empty string, a sort key over
 * 1,024 bytes, a partition key over 2,048): such a key names nothing, so it is answered as
 * missing and never sent, and a hostile path or query cannot fail the caller's session read.
 */
const holdable = (key: ItemKey) => {
  const bytes = (part: string | number) => (typeof part === 'number' ? 1 : Buffer.byteLength(part));
  return bytes(key.pk) > 0 && bytes(key.pk) <= 2048 && bytes(key.sk) > 0 && bytes(key.sk) <= 1024;
};

const idOf = (key: { table?: string; pk: unknown; sk: unknown }) =>
  `${key.table}\u0000${String(key.pk)}\u0000${String(key.sk)}`;

async function batchGet(keys: readonly ItemKey[]): Promise<(Item | undefined)[]> {
  // Only the tables this batch reads: a function is bound (and given the name of) only its own.
  const tableOf = new Map<string, TableKey>();
  const found = new Map<string, Item>();
  let pending: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: true }> = {};
  for (const key of keys.filter(holdable)) {
    const name = tableName(key.table);
    tableOf.set(name, key.table);
    (pending[name] ??= { Keys: [], ConsistentRead: true }).Keys.push({ pk: key.pk, sk: key.sk });
  }
  for (let attempt = 1; Object.keys(pending).length > 0; attempt++) {
    if (attempt > ATTEMPTS)
      throw Object.assign(new Error('DynamoDB left keys unprocessed'), { name: 'ThrottlingException' });
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    const { Responses, UnprocessedKeys } = await batchGetItems(pending);
    for (const [table, items] of Object.entries(Responses ?? {})) {
      for (const item of items) found.set(idOf({ table: tableOf.get(table), pk: item.pk, sk: item.sk }), item);
    }
    pending = (UnprocessedKeys ?? {}) as typeof pending;
  }
  return keys.map((key) => found.get(idOf(key)));
}

/** A new loader for one request. */
export const itemLoader = (): ItemLoader => new DataLoader(batchGet, { cacheKeyFn: idOf, maxBatchSize: MAX_KEYS });
