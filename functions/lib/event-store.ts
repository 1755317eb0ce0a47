import { AsyncLocalStorage } from 'node:async_hooks';
import { correlationId } from './correlation';
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
import { stateVersionOf, upcastState } from '../../domain/shared/stored-state';
import { parseEvent, type DomainEvent } from '../../events/catalogue';
import type { StreamType } from '../../events/envelope';
import { dynamo, queryAll } from './aws';
import { tableName } from './config';
import { inlineWrites, type InlineWrites } from './inline-projections';
import type { ItemKey, ItemLoader } from './items';
import { countUpdate } from './target-counts';
import { outboxItem, type OutboxItem, type QueuedMail } from './outbox';
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
 * The event store (architecture.md "Event store"): one item per commit, keyed by the stream and
 * the version of the commit's first event, holding the events and the aggregate's state after
 * them. Appends are conditional puts, so two writers of one version cannot both win.
 */
export interface Commit<S = unknown> {
  pk: string;
  sk: number;
  kind: 'commit';
  streamType: StreamType;
  streamId: string;
  /** Version of the aggregate after the commit. */
  version: number;
  events: DomainEvent[];
  commitId: string;
  at: string;
  actor: string | null;
  companyId?: string;
  /** The correlation id of the request that wrote it (functions/lib/correlation.ts); absent before it. */
  correlationId?: string;
  state: S;
  /** The shape `state` was stored in (`domain/shared/stored-state.ts`); absent before versions. */
  stateVersion?: number;
}

/** An item that makes a value unique (an e-mail address), written with the commit. */
export interface Claim {
  pk: string;
  attributes: Record<string, unknown>;
  /**
   * The claim may also be taken from a holder whose `expiresAtMs` is before this instant (ms): a
   * pending invitation that has lapsed. A plain value, not an expression, so every store can test it.
   */
  orIfExpiredBefore?: number;
}

export class ConcurrencyError extends Error {}

/**
 * A commit the bus could not carry (the pipe turns one commit into one PutEvents call, and
 * EventBridge takes at most 10 entries a call), or a transaction DynamoDB would refuse
 * (TransactWriteItems takes at most 100 items). A bug in the command, never the caller's input.
 */
export class CommitTooLargeError extends Error {}
/** https://docs.aws.amazon.com/eventbridge/latest/APIReference/API_PutEvents.html: 1 to 10 entries. */
export const MAX_EVENTS_PER_COMMIT = 10;
/** https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_TransactWriteItems.html: up to 100 actions. */
export const MAX_TRANSACTION_ITEMS = 100;
export class ClaimTakenError extends Error {
  constructor(readonly claim: Claim) {
    super(`Claim taken: ${claim.pk}`);
  }
}

export const streamKey = (type: StreamType, id: string) => `${type}#${id}`;

/**
 * Streams whose newest state is also kept at a fixed key, `sk` 0 of the stream's own partition (its
 * head), put in the same transaction as each of its commits (decision 060 "A person's head"): the
 * guard reads a caller's person with their session in one BatchGetItem, where the newest commit
 * needs a Query of its own. Commits start at `sk` 1, so the head is never read as one.
 */
export const HEADED_STREAMS: readonly StreamType[] = ['User'];
export const headKey = (type: StreamType, id: string) => ({ pk: streamKey(type, id), sk: 0 as const });
export const headItem = (type: StreamType, id: string): ItemKey => ({ table: 'events', ...headKey(type, id) });
export interface Head<S = unknown> {
  pk: string;
  sk: 0;
  kind: 'head';
  streamType: StreamType;
  streamId: string;
  version: number;
  state: S;
  stateVersion?: number;
}

/** Pure: the heads a transaction's commits leave, the newest per stream. */
export function headsOf(commits: Commit[]): Head[] {
  const heads = new Map<string, Head>();
  for (const commit of commits) {
    if (!HEADED_STREAMS.includes(commit.streamType) || (heads.get(commit.pk)?.version ?? -1) > commit.version) continue;
    heads.set(commit.pk, {
      pk: commit.pk,
      sk: 0,
      kind: 'head',
      streamType: commit.streamType,
      streamId: commit.streamId,
      version: commit.version,
      state: commit.state,
      stateVersion: commit.stateVersion,
    });
  }
  return [...heads.values()];
}
/** Ids and tokens come from clients; anything this long names nothing (and would break DynamoDB's key limit). */
export const MAX_KEY_PART = 256;
export const tooLong = (part: string) => part.length > MAX_KEY_PART;

/** A stream's newest state and the version it is at. */
export interface Loaded<S> {
  state: S;
  version: number;
}

/**
 * The state a stored commit or head holds, as every reader of the store gets it (`load`,
 * `loadHead`, both stores): the one place a stored state is read.
 */
export const loadedOf = <S>(
  item: { streamType?: StreamType; state: unknown; stateVersion?: number; version: number },
  type: StreamType = item.streamType!,
): Loaded<S> => ({
  // In the current shape, whatever shape it was stored in (domain/shared/stored-state.ts).
  state: upcastState<S>(type, item.state, item.stateVersion),
  version: item.version,
});

/**
 * What commands need of an event store (docs/decision 074 "An event store with a contract"): the
 * DynamoDB store below (`dynamoEventStore`) and the in-memory one the command tests run against
 * (`functions/lib/in-memory-event-store.ts`) keep the same contract, checked by one suite against
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
 * The streams one attempt of a command has read (`withinAttempt`): a command that reads a stream to
 * check it (the responsible, the equipment) and again to decide on it (their commits) reads it
 * once, and decides on the state it checked. Each attempt starts empty, so a retried command reads
 * afresh; a read outside an attempt is never kept.
 */
const attemptReads = new AsyncLocalStorage<Map<EventStore, Map<string, Promise<unknown>>>>();

/** Runs one attempt of a command with its own reads (`loadStream` reads each stream once in it). */
export const withinAttempt = <T>(attempt: () => Promise<T>): Promise<T> => attemptReads.run(new Map(), attempt);

/** The newest state of a stream, from one consistent read of its newest commit (once per command attempt). */
export function loadStream<S>(
  type: StreamType,
  id: string,
  store: EventStore = eventStore(),
): Promise<Loaded<S> | null> {
  const attempt = attemptReads.getStore();
  if (!attempt) return store.load<S>(type, id);
  let reads = attempt.get(store);
  if (!reads) attempt.set(store, (reads = new Map()));
  const key = streamKey(type, id);
  let read = reads.get(key);
  if (!read) reads.set(key, (read = store.load(type, id)));
  return read as Promise<Loaded<S> | null>;
}

/**
 * A stream's tally (decision 120), read consistently once per command attempt like `loadStream`: a
 * command that decides on it requires it unchanged with a `rev` guard.
 */
export function loadTally(type: StreamType, id: string, store: EventStore = eventStore()): Promise<Tally> {
  const attempt = attemptReads.getStore();
  if (!attempt) return store.loadTally(type, id);
  let reads = attempt.get(store);
  if (!reads) attempt.set(store, (reads = new Map()));
  const key = `tally\u0000${streamKey(type, id)}`;
  let read = reads.get(key) as Promise<Tally> | undefined;
  if (!read) reads.set(key, (read = store.loadTally(type, id)));
  return read;
}

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

/**
 * A headed stream's newest state through a request's loader, so it is read in one batch with the
 * request's other items; a stream written before heads existed is read from its newest commit.
 */
export async function loadHead<S>(items: ItemLoader, type: StreamType, id: string): Promise<Loaded<S> | null> {
  if (tooLong(id)) return null;
  const head = (await items.load(headItem(type, id))) as Head<S> | undefined;
  return head ? loadedOf<S>(head, type) : loadStream<S>(type, id);
}

/** Every commit of a stream in the DynamoDB store, oldest first (for history and tests). */
export const readStream = (type: StreamType, id: string): Promise<Commit[]> => eventStore().readStream(type, id);

async function readAll(type: StreamType, id: string): Promise<Commit[]> {
  const items = await queryAll<Commit>({
    TableName: tableName('events'),
    KeyConditionExpression: 'pk = :pk AND sk >= :first',
    ExpressionAttributeValues: { ':pk': streamKey(type, id), ':first': 1 },
    ConsistentRead: true,
  });
  return items.map(checkCommit);
}

export interface NewCommit<S> {
  streamType: StreamType;
  streamId: string;
  expectedVersion: number;
  events: DomainEvent[];
  commitId: string;
  at: string;
  actor: string | null;
  companyId?: string;
  state: S;
  /** The state the command was decided on (not stored): lets a command derive commits of other streams from the change. */
  before?: S;
}

export function toCommitItem<S>(c: NewCommit<S>): Commit<S> {
  const correlation = correlationId();
  return {
    pk: streamKey(c.streamType, c.streamId),
    sk: c.expectedVersion + 1,
    kind: 'commit',
    streamType: c.streamType,
    streamId: c.streamId,
    version: c.expectedVersion + c.events.length,
    events: c.events,
    commitId: c.commitId,
    at: c.at,
    actor: c.actor,
    companyId: c.companyId,
    ...(correlation ? { correlationId: correlation } : {}),
    state: c.state,
    stateVersion: stateVersionOf(c.streamType),
  };
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
 * their streams, `inlineWrites`), after checking each event against the catalogue and the whole
 * against the limits: a commit of more than MAX_EVENTS_PER_COMMIT events or a transaction of more
 * than MAX_TRANSACTION_ITEMS items throws CommitTooLargeError. Both stores append through it.
 */
export function planAppend(
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
  const inline = inlineWrites(items.map((commit, i) => ({ commit, before: commits[i].before })));
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
 * read-model rows that mirror the commits' streams are written in the same transaction
 * (`inlineWrites`), so the writer's next list read shows the change.
 * A taken version throws ConcurrencyError, a taken claim ClaimTakenError.
 */
async function appendToDynamo(
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
  } = planAppend(commits, claims, releases, mails, guards);
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

/** A claim as it is stored: its attributes at `sk` 0 of its own key. */
export const claimItem = (c: Claim): Record<string, unknown> => ({ ...c.attributes, pk: c.pk, sk: 0, kind: 'claim' });

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

/** The event store on DynamoDB: one table of commits, heads and claims, read models beside it. */
export const dynamoEventStore = (): EventStore => ({
  load: readNewest,
  loadAt: readAt,
  readStream: readAll,
  append: appendToDynamo,
  getClaim: readClaim,
  loadTally: readTally,
});

let defaultStore: EventStore | undefined;
/** The store the functions use: DynamoDB (the one place that names it). */
export function eventStore(): EventStore {
  defaultStore ??= dynamoEventStore();
  return defaultStore;
}

/** A claim in the DynamoDB store (for reads outside commands: login, password reset). */
export const getClaim = <T>(pk: string) => eventStore().getClaim<T>(pk);

/** Validates stored events on the way out, so a bad item fails loudly instead of spreading. */
export function checkCommit(item: Commit): Commit {
  return {
    ...item,
    events: item.events.map(parseEvent),
    state: loadedOf(item).state,
    stateVersion: stateVersionOf(item.streamType),
  };
}
