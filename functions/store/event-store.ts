import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { parseEvent } from '../../events/catalogue';
import type { StreamType } from '../../events/envelope';
import { dynamo, queryAll } from '../platform/aws';
import {
  checkCommit,
  claimItem,
  ClaimTakenError,
  CommitTooLargeError,
  ConcurrencyError,
  headsOf,
  loadedOf,
  MAX_EVENTS_PER_COMMIT,
  MAX_TRANSACTION_ITEMS,
  streamKey,
  toCommitItem,
  tooLong,
  type Claim,
  type Commit,
  type Head,
  type Loaded,
  type NewCommit,
} from './commits';
import { tableName } from '../platform/config';
import type { VersionedRow } from '../queries/read-store';
import { countUpdate, type CountChange } from '../queries/target-counts';
import { outboxItem, type OutboxItem, type QueuedMail } from '../mail/outbox';
import { emptyTally, type Tally } from '../../domain/shared/tallies';
import {
  checkAction,
  planTallies,
  tallyAction,
  tallyKey,
  tallyOf,
  type Guard,
  type StreamCheck,
  type TallyOp,
} from './tally-items';

/**
 * The event store (architecture.md "Event store"): its contract, what one append writes, and its
 * DynamoDB implementation. A commit and what is pure about it are in `commits.ts`. The read-model
 * rows written with a commit come in through a port (`InlineProjection`), given by the
 * composition (`store.ts`): the store itself knows no projection (decision 153 "The event store
 * knows nothing of projections").
 */

/**
 * What commands need of an event store (docs/decision 074 "An event store with a contract"): the
 * DynamoDB store below (`dynamoEventStore`) and the in-memory one the command tests run against
 * (`functions/store/in-memory-event-store.ts`) keep the same contract, checked by one suite against
 * both (`test/support/event-store-contract.ts`).
 */
export interface EventStore {
  /** A stream's newest state and version, from one consistent read; null for a stream without commits. */
  load<S>(type: StreamType, id: string): Promise<Loaded<S> | null>;
  /**
   * The state a stream had at `version`, from the commit that ended there (one consistent read);
   * null when no commit ended at it: inside a commit, beyond the newest, or no such stream (a
   * version this thing never had). For the three-way merge of versioned edits (decision 130).
   */
  loadAt<S>(type: StreamType, id: string, version: number): Promise<Loaded<S> | null>;
  /** Every commit of a stream, oldest first, its events checked against the catalogue. */
  readStream(type: StreamType, id: string): Promise<Commit[]>;
  /**
   * Appends commits to one or more streams, takes claims and releases them, in one all-or-nothing
   * transaction, with the heads and inline read-model rows of the commits and the tally changes
   * they imply (decision 120). A version already taken, or a guard that does not hold, throws
   * ConcurrencyError, a claim already held ClaimTakenError, more than a transaction holds (or a
   * commit the bus cannot carry) CommitTooLargeError; nothing of a refused append is kept.
   * `mails` are recorded in the outbox in the same transaction (decision 099 "E-mail is recorded
   * with its commit"): sent if and only if the commits stand.
   */
  append(
    commits: NewCommit<unknown>[],
    claims?: Claim[],
    releases?: string[],
    mails?: QueuedMail[],
    guards?: Guard[],
  ): Promise<void>;
  /** A stream's tally (decision 120), read consistently; an empty one (rev 0) when it has none. */
  loadTally(type: StreamType, id: string): Promise<Tally>;
  /** The claim item at `pk`, read consistently, or null. */
  getClaim<T>(pk: string): Promise<(T & { pk: string }) | null>;
}

/**
 * What the commits of one transaction write to the read models, in that transaction (decision 058
 * "Inline projections (read your writes)").
 */
export interface InlineWrites {
  /** Whole rows, at most one per key: put as they are. */
  rows: VersionedRow[];
  /** Counter rows, at most one per key, each counter changed by its delta. */
  counts: CountChange[];
}

/**
 * The port through which a store learns the read-model rows a transaction's commits write (decision
 * 153): pure, given each commit and the state it was decided on (`before`). The composition gives
 * it (`inlineWrites` of `inline-projections.ts`, in `store.ts`); both stores write what it returns
 * in the commits' own transaction.
 */
export type InlineProjection = (commits: { commit: Commit; before?: unknown }[]) => InlineWrites;

async function readTally(type: StreamType, id: string): Promise<Tally> {
  if (tooLong(id)) return emptyTally();
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName('events'), Key: tallyKey(type, id), ConsistentRead: true }),
  );
  return tallyOf(result.Item);
}

async function readNewest<S>(type: StreamType, id: string): Promise<Loaded<S> | null> {
  if (tooLong(id)) return null;
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName('events'),
      // Commits only: the head (0) shares the partition.
      KeyConditionExpression: 'pk = :pk AND sk >= :first',
      ExpressionAttributeValues: { ':pk': streamKey(type, id), ':first': 1 },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  const item = result.Items?.[0] as Commit | undefined;
  return item ? loadedOf<S>(item, type) : null;
}

/** The commit whose version is `version`: the newest with `sk <= version` (a commit's `sk` is its first event's version). */
async function readAt<S>(type: StreamType, id: string, version: number): Promise<Loaded<S> | null> {
  if (tooLong(id) || !Number.isSafeInteger(version) || version < 1) return null;
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName('events'),
      // From 1: the head of a headed stream sits at `sk` 0.
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :v',
      ExpressionAttributeValues: { ':pk': streamKey(type, id), ':first': 1, ':v': version },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  const item = result.Items?.[0] as Commit | undefined;
  return item && item.version === version ? loadedOf<S>(item, type) : null;
}

async function readAll(type: StreamType, id: string): Promise<Commit[]> {
  const items = await queryAll<Commit>({
    TableName: tableName('events'),
    KeyConditionExpression: 'pk = :pk AND sk >= :first',
    ExpressionAttributeValues: { ':pk': streamKey(type, id), ':first': 1 },
    ConsistentRead: true,
  });
  return items.map(checkCommit);
}

/** What one append writes beside its commits and claims, checked against the limits of the bus and of a transaction. */
export interface AppendPlan {
  commits: Commit[];
  heads: Head[];
  inline: InlineWrites;
  /** The outbox's e-mails, recorded with the commits. */
  outbox: OutboxItem[];
  /** The tallies the commits change or the guards require (decision 120). */
  tallies: TallyOp[];
  /** Streams the transaction requires at a version without appending to them. */
  checks: StreamCheck[];
  /** Items of the transaction: commits, claims, releases, heads, rows, counters, e-mails, tallies and checks. */
  count: number;
}

/** Streams whose states are held in tallies: a commit of one must say what it was decided on (`before`). */
const TALLIED: readonly StreamType[] = ['Task', 'Equipment', 'Location'];

/**
 * Pure: the items one append writes (the commits, their heads and the read-model rows that mirror
 * their streams, as `project` gives them), after checking each event against the catalogue and the whole
 * against the limits: a commit of more than MAX_EVENTS_PER_COMMIT events or a transaction of more
 * than MAX_TRANSACTION_ITEMS items throws CommitTooLargeError. Both stores append through it.
 */
export function planAppend(
  project: InlineProjection,
  commits: NewCommit<unknown>[],
  claims: Claim[] = [],
  releases: string[] = [],
  mails: QueuedMail[] = [],
  guards: Guard[] = [],
): AppendPlan {
  for (const c of commits) {
    if (c.events.length > MAX_EVENTS_PER_COMMIT)
      throw new CommitTooLargeError(
        `${c.events.length} events in one commit of ${c.streamType}#${c.streamId} (at most ${MAX_EVENTS_PER_COMMIT})`,
      );
    if (c.before === undefined && c.expectedVersion > 0 && TALLIED.includes(c.streamType))
      throw new Error(`A commit of ${c.streamType}#${c.streamId} without the state it was decided on`);
    c.events.forEach(parseEvent);
  }
  const items = commits.map(toCommitItem);
  const { tallies, checks, stale } = planTallies(
    items.map((item, i) => ({ ...item, before: commits[i].before ?? null, after: item.state })),
    guards,
  );
  if (stale) throw new ConcurrencyError('Decided on two versions of one stream');
  const inline = project(items.map((commit, i) => ({ commit, before: commits[i].before })));
  const heads = headsOf(items);
  const outbox = mails.map((mail) => outboxItem(mail, items[0]?.at ?? new Date().toISOString()));
  const count =
    items.length +
    claims.length +
    releases.length +
    heads.length +
    inline.rows.length +
    inline.counts.length +
    outbox.length +
    tallies.length +
    checks.length;
  if (count > MAX_TRANSACTION_ITEMS)
    throw new CommitTooLargeError(`${count} items in one transaction (at most ${MAX_TRANSACTION_ITEMS})`);
  return { commits: items, heads, inline, outbox, tallies, checks, count };
}

/**
 * Appends commits to one or more streams, and claims, in one transaction: all or nothing. The
 * read-model rows that mirror the commits' streams (`project`) are written in the same transaction,
 * so the writer's next list read shows the change.
 * A taken version throws ConcurrencyError, a taken claim ClaimTakenError.
 */
async function appendToDynamo(
  project: InlineProjection,
  commits: NewCommit<unknown>[],
  claims: Claim[] = [],
  releases: string[] = [],
  mails: QueuedMail[] = [],
  guards: Guard[] = [],
): Promise<void> {
  const table = tableName('events');
  const {
    commits: commitItems,
    heads,
    inline,
    outbox,
    tallies,
    checks,
    count,
  } = planAppend(project, commits, claims, releases, mails, guards);
  // One commit alone with nothing else to write needs no transaction: a conditional put is as
  // atomic, at half the write cost (and half the time on DynamoDB Local).
  if (count === 1) return putOne(table, commitItems[0]);
  const readTable = tableName('readModels');
  // Commits, claims, then guarded tallies and stream checks: only they carry conditions, so a
  // cancellation reason's index names one of them; rows and counters are unconditional (the
  // commit's version guards them).
  const items: TransactItem[] = [
    ...commitItems.map((item) => ({
      Put: {
        TableName: table,
        Item: item as unknown as Record<string, unknown>,
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
    ...claims.map((c) => ({
      Put: {
        TableName: table,
        Item: claimItem(c),
        ConditionExpression:
          c.orIfExpiredBefore === undefined
            ? 'attribute_not_exists(pk)'
            : 'attribute_not_exists(pk) OR expiresAtMs < :now',
        ExpressionAttributeValues: c.orIfExpiredBefore === undefined ? undefined : { ':now': c.orIfExpiredBefore },
      },
    })),
    ...tallies.map((op) => tallyAction(table, op) as TransactItem),
    ...checks.map((check) => checkAction(table, check) as TransactItem),
    ...releases.map((pk) => ({ Delete: { TableName: table, Key: { pk, sk: 0 } } })),
    // Unconditional like the rows: the commit's own condition orders them by stream version.
    ...heads.map((head) => ({ Put: { TableName: table, Item: head as unknown as Record<string, unknown> } })),
    ...inline.rows.map((row) => ({ Put: { TableName: readTable, Item: row as Record<string, unknown> } })),
    ...inline.counts.map((change) => ({ Update: countUpdate(change) })),
    ...outbox.map((item) => ({ Put: { TableName: table, Item: item as unknown as Record<string, unknown> } })),
  ];
  try {
    await dynamo().send(
      new TransactWriteCommand({ TransactItems: items as TransactWriteCommandInput['TransactItems'] }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
    if (failed >= commits.length && failed < commits.length + claims.length)
      throw new ClaimTakenError(claims[failed - commits.length]);
    if (failed >= 0 && failed < commits.length)
      throw new ConcurrencyError(`Version taken on ${commitItems[failed].pk}`);
    // A tally or a stream changed since the command read it.
    if (failed >= 0) throw new ConcurrencyError('A guard no longer holds');
    // Another transaction on the same items (a counter two task commits change) was under way:
    // the caller decides again and retries.
    if (reasons.some((r) => r.Code === 'TransactionConflict')) throw new ConcurrencyError('Transaction conflict');
    throw error;
  }
}

type TransactItem = {
  ConditionCheck?: Record<string, unknown>;
  Put?: {
    TableName: string;
    Item: Record<string, unknown>;
    ConditionExpression?: string;
    ExpressionAttributeValues?: Record<string, unknown>;
  };
  Delete?: { TableName: string; Key: Record<string, unknown> };
  Update?: ReturnType<typeof countUpdate> | Record<string, unknown>;
};

async function putOne(table: string, item: Commit): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table,
        Item: item as unknown as Record<string, unknown>,
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ConcurrencyError(`Version taken on ${item.pk}`);
    // A transaction writing the same item was under way: decided again like a lost race.
    if (error instanceof TransactionConflictException) throw new ConcurrencyError(`Transaction conflict on ${item.pk}`);
    throw error;
  }
}

async function readClaim<T>(pk: string): Promise<(T & { pk: string }) | null> {
  if (tooLong(pk)) return null;
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName('events'), Key: { pk, sk: 0 }, ConsistentRead: true }),
  );
  return (result.Item as T & { pk: string }) ?? null;
}

/**
 * The event store on DynamoDB: one table of commits, heads and claims, read models beside it; each
 * append writes the rows `project` gives its commits (the functions' store is composed in `store.ts`).
 */
export const dynamoEventStore = (project: InlineProjection): EventStore => ({
  load: readNewest,
  loadAt: readAt,
  readStream: readAll,
  append: (...args) => appendToDynamo(project, ...args),
  getClaim: readClaim,
  loadTally: readTally,
});
