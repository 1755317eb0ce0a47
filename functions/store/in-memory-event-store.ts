import { applyTally, emptyTally, type Tally } from '../../domain/shared/tallies';
import type { StreamType } from '../../events/envelope';
import { openMail, type QueuedMail } from '../mail/outbox';
import { meets, tallyKey, type Guard } from './tally-items';
import {
  checkCommit,
  claimItem,
  ClaimTakenError,
  ConcurrencyError,
  loadedOf,
  streamKey,
  tooLong,
  type Claim,
  type Commit,
  type Loaded,
  type NewCommit,
} from './commits';
import { planAppend, type EventStore, type InlineProjection } from './event-store';

type Item = Record<string, unknown>;
const keyOf = (pk: string, sk: string | number) => `${pk}\u0000${sk}`;

/**
 * The event store in memory, with the DynamoDB store's contract (docs/decision 074 "An event store
 * with a contract"; Emmett's `getInMemoryEventStore`, castore's `mockEventStore`): commits at
 * `attribute_not_exists` keys (a version taken throws ConcurrencyError), claims (one held throws
 * ClaimTakenError), heads and the read-model rows and counters `project` gives the commits (the
 * inline projections, as the composition gives the DynamoDB store, decision 153), the same limits (`planAppend`), and all or nothing: a refused append keeps nothing. Items go in
 * and out as copies, as they would through DynamoDB. For command tests: a command runs in
 * milliseconds against it.
 */
export interface InMemoryEventStore extends EventStore {
  /** Every commit appended, in the order of their appends (what a test's `when` wrote: `log.slice(mark)`). */
  readonly log: readonly Commit[];
  /** Every e-mail recorded in the outbox with a commit, in order (decision 099). */
  readonly outbox: readonly QueuedMail[];
  /** An item of the events table (a commit, a head, a claim), or undefined. */
  item(pk: string, sk: string | number): Item | undefined;
  /** A read-model row (inline rows and counters), or undefined. */
  row(pk: string, sk: string | number): Item | undefined;
  /** The tally kept at a stream's key (`pk`), empty when none. */
  tallyAt(pk: string): Tally;
}

export function inMemoryEventStore(project: InlineProjection): InMemoryEventStore {
  const events = new Map<string, Item>();
  /** Each stream's commits by `sk`, for the newest and for the whole stream. */
  const streams = new Map<string, Map<number, Commit>>();
  const readModels = new Map<string, Item>();
  /** Each stream's tally (decision 120), by the stream's key. */
  const tallies = new Map<string, Tally>();
  const log: Commit[] = [];
  const outbox: QueuedMail[] = [];

  const newest = (pk: string): Commit | undefined => {
    const commits = streams.get(pk);
    if (!commits || commits.size === 0) return undefined;
    return commits.get(Math.max(...commits.keys()));
  };

  /** Whether a claim may be put: free, or held by an invitation that has lapsed. */
  const claimable = (claim: Claim) => {
    const held = events.get(keyOf(claim.pk, 0));
    if (!held) return true;
    return claim.orIfExpiredBefore !== undefined && Number(held.expiresAtMs) < claim.orIfExpiredBefore;
  };

  return {
    get outbox() {
      return outbox;
    },
    get log() {
      return log;
    },

    item: (pk, sk) => copy(events.get(keyOf(pk, sk))),
    row: (pk, sk) => copy(readModels.get(keyOf(pk, sk))),
    tallyAt: (pk) => copy(tallies.get(pk)) ?? emptyTally(),

    async load<S>(type: StreamType, id: string): Promise<Loaded<S> | null> {
      if (tooLong(id)) return null;
      const commit = newest(streamKey(type, id));
      return commit ? loadedOf<S>(copy(commit)) : null;
    },

    async loadAt<S>(type: StreamType, id: string, version: number): Promise<Loaded<S> | null> {
      if (tooLong(id) || !Number.isSafeInteger(version) || version < 1) return null;
      const commits = [...(streams.get(streamKey(type, id))?.values() ?? [])];
      // As the DynamoDB store's Query: the newest commit starting at or before the version.
      const commit = commits.filter((c) => c.sk <= version).sort((a, b) => b.sk - a.sk)[0];
      return commit && commit.version === version ? loadedOf<S>(copy(commit)) : null;
    },

    async readStream(type: StreamType, id: string): Promise<Commit[]> {
      const commits = streams.get(streamKey(type, id)) ?? new Map();
      return [...commits.entries()].sort(([a], [b]) => a - b).map(([, commit]) => checkCommit(copy(commit)));
    },

    async loadTally(type: StreamType, id: string): Promise<Tally> {
      return copy(tallies.get(tallyKey(type, id).pk)) ?? emptyTally();
    },

    async getClaim<T>(pk: string): Promise<(T & { pk: string }) | null> {
      if (tooLong(pk)) return null;
      return (copy(events.get(keyOf(pk, 0))) as (T & { pk: string }) | undefined) ?? null;
    },

    async append(
      commits: NewCommit<unknown>[],
      claims: Claim[] = [],
      releases: string[] = [],
      mails: QueuedMail[] = [],
      guards: Guard[] = [],
    ): Promise<void> {
      const plan = planAppend(project, commits, claims, releases, mails, guards);
      // DynamoDB refuses a transaction that names one item twice (a ValidationException).
      const named = [
        ...plan.commits.map((c) => keyOf(c.pk, c.sk)),
        ...claims.map((c) => keyOf(c.pk, 0)),
        ...releases.map((pk) => keyOf(pk, 0)),
        ...plan.heads.map((h) => keyOf(h.pk, 0)),
        ...plan.tallies.map((t) => keyOf(t.pk, -1)),
        ...plan.checks.map((c) => keyOf(c.pk, c.sk)),
      ];
      if (new Set(named).size !== named.length)
        throw new Error('Transaction request cannot include multiple operations on one item');
      // Every condition is checked before anything is written: all or nothing.
      const taken = plan.commits.find((c) => events.has(keyOf(c.pk, c.sk)));
      if (taken) throw new ConcurrencyError(`Version taken on ${taken.pk}`);
      const held = claims.find((claim) => !claimable(claim));
      if (held) throw new ClaimTakenError(held);
      if (plan.checks.some((c) => streams.get(c.pk)?.has(c.sk)))
        throw new ConcurrencyError('A stream changed since it was read');
      if (plan.tallies.some((op) => !meets(tallies.get(op.pk) ?? emptyTally(), op)))
        throw new ConcurrencyError('A tally changed since it was read');

      for (const commit of plan.commits) {
        events.set(keyOf(commit.pk, commit.sk), copy(commit) as unknown as Item);
        const stream = streams.get(commit.pk) ?? new Map<number, Commit>();
        stream.set(commit.sk, copy(commit));
        streams.set(commit.pk, stream);
        log.push(copy(commit));
      }
      for (const claim of claims) events.set(keyOf(claim.pk, 0), copy(claimItem(claim)));
      for (const pk of releases) events.delete(keyOf(pk, 0));
      for (const head of plan.heads) events.set(keyOf(head.pk, 0), copy(head) as unknown as Item);
      for (const item of plan.outbox) {
        events.set(keyOf(item.pk, 0), copy(item) as unknown as Item);
        outbox.push(openMail(copy(item.mail)));
      }
      for (const op of plan.tallies) {
        let tally = tallies.get(op.pk) ?? emptyTally();
        if (op.change) tally = applyTally(tally, op.change);
        if (op.setVersion !== undefined) tally = { ...tally, version: op.setVersion };
        tallies.set(op.pk, tally);
      }
      for (const row of plan.inline.rows) readModels.set(keyOf(row.pk, row.sk), copy(row) as Item);
      for (const change of plan.inline.counts) {
        const row = readModels.get(keyOf(change.pk, change.sk)) ?? { pk: change.pk, sk: change.sk };
        for (const [counter, delta] of Object.entries(change.add)) row[counter] = Number(row[counter] ?? 0) + delta;
        readModels.set(keyOf(change.pk, change.sk), row);
      }
    },
  };
}

/** Items leave and enter the store as copies: a caller that changes what it got changes nothing stored. */
const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
