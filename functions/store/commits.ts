import { stateVersionOf, upcastState } from '../../domain/shared/stored-state';
import { parseEvent, type DomainEvent } from '../../events/catalogue';
import type { Envelope, StreamType } from '../../events/envelope';
import { correlationId } from '../platform/correlation';
import type { ItemKey } from '../queries/items';

/**
 * What a commit is, and what is pure about it (decision 153 "The event store knows nothing of
 * projections"): its item and key, the state it holds, its events as the bus carries them, and what
 * an append refuses. No AWS SDK: the event store (`event-store.ts`), the pipe's enrichment, the
 * projections and the HTTP errors import it without importing a store.
 */

/**
 * One item per commit (architecture.md "Event store"), keyed by the stream and the version of the
 * commit's first event, holding the events and the aggregate's state after them. Appends are
 * conditional puts, so two writers of one version cannot both win.
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
  /** The correlation id of the request that wrote it (functions/platform/correlation.ts); absent before it. */
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

/** A claim as it is stored: its attributes at `sk` 0 of its own key. */
export const claimItem = (c: Claim): Record<string, unknown> => ({ ...c.attributes, pk: c.pk, sk: 0, kind: 'claim' });

/** Validates stored events on the way out, so a bad item fails loudly instead of spreading. */
export function checkCommit(item: Commit): Commit {
  return {
    ...item,
    events: item.events.map(parseEvent),
    state: loadedOf(item).state,
    stateVersion: stateVersionOf(item.streamType),
  };
}

/** Turns one commit into its events, each with the commit's facts (`Envelope`): what the pipe puts on the bus. */
export function commitToEnvelopes(commit: Commit): Envelope[] {
  const first = commit.sk;
  return checkCommit(commit).events.map((event, index) => ({
    type: event.type,
    version: event.version,
    streamType: commit.streamType,
    streamId: commit.streamId,
    streamVersion: first + index,
    commitId: commit.commitId,
    at: commit.at,
    actor: commit.actor,
    companyId: commit.companyId ?? null,
    ...(commit.correlationId ? { correlationId: commit.correlationId } : {}),
    data: event.data,
  }));
}
