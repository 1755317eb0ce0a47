import type { Tally } from '../../domain/shared/tallies';
import { TALLY_SK } from '../../functions/store/tally-items';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/platform/aws';
import { tableName } from '../../functions/platform/config';
import { claimItem } from '../../functions/store/commits';
import { planAppend, type EventStore } from '../../functions/store/event-store';
import { inMemoryEventStore } from '../../functions/store/in-memory-event-store';
import { inlineWrites } from '../../functions/store/inline-projections';
import { countUpdate, type CountChange } from '../../functions/queries/target-counts';

type Item = Record<string, unknown>;
const keyOf = (item: { pk: unknown; sk: unknown }) => `${String(item.pk)}\u0000${String(item.sk)}`;

/**
 * A company seeded straight into a running local runtime's tables, exactly as the API would have
 * written it, at thousands of commits a second instead of the API's ~40 tasks a second: the real
 * commands run against the in-memory event store (the DynamoDB store's contract, decision 074),
 * and every append is also planned with the store's own `planAppend` (the commits, the persons'
 * heads, the claims and the rows `inlineWrites` gives them), collected, and batch-written by
 * `flush` in transactions of 100 items, the counters with the same `ADD` updates an append makes. E-mails are not recorded:
 * the commands are called without them.
 *
 * The commits reach the table's stream like any others, so the local pipe projects them (activity,
 * statistics) after they are written; `flush` returns when they are in the tables.
 */
export class DirectSeed {
  private readonly memory = inMemoryEventStore(inlineWrites);
  private events = new Map<string, Item | null>();
  private rows = new Map<string, Item>();
  private counts = new Map<string, CountChange>();
  /** The tallies appends changed since the last flush (decision 120): written at their newest. */
  private tallies = new Set<string>();
  /** Items written by `flush` so far, per table. */
  readonly written = { events: 0, readModels: 0, counters: 0 };

  /** The store commands run against: the in-memory one, each append also collected for `flush`. */
  readonly store: EventStore = {
    load: (type, id) => this.memory.load(type, id),
    loadAt: (type, id, version) => this.memory.loadAt(type, id, version),
    loadTally: (type, id) => this.memory.loadTally(type, id),
    readStream: (type, id) => this.memory.readStream(type, id),
    getClaim: (pk) => this.memory.getClaim(pk),
    append: async (commits, claims = [], releases = [], mails = [], guards = []) => {
      await this.memory.append(commits, claims, releases, mails, guards);
      const plan = planAppend(inlineWrites, commits, claims, releases, [], guards);
      for (const op of plan.tallies) if (op.change || op.setVersion !== undefined) this.tallies.add(op.pk);
      for (const item of [...plan.commits, ...plan.heads]) this.events.set(keyOf(item), item as unknown as Item);
      for (const claim of claims) this.events.set(keyOf({ pk: claim.pk, sk: 0 }), claimItem(claim));
      for (const pk of releases) this.events.set(keyOf({ pk, sk: 0 }), null);
      for (const row of plan.inline.rows) {
        const held = this.rows.get(keyOf(row));
        if (!held || Number(held.version) < row.version) this.rows.set(keyOf(row), row);
      }
      for (const change of plan.inline.counts) {
        const held = this.counts.get(keyOf(change)) ?? { pk: change.pk, sk: change.sk, add: {} };
        const add = held.add as Record<string, number>;
        for (const [counter, delta] of Object.entries(change.add)) add[counter] = (add[counter] ?? 0) + delta;
        this.counts.set(keyOf(change), held);
      }
    },
  };

  /**
   * Writes what was appended since the last flush, 100 items a transaction (TransactWriteItems'
   * limit), `width` transactions at a time: on DynamoDB Local ~10× the items a second of
   * BatchWriteItem, which writes each item on its own, and more with more at a time (4: ~560
   * items/s, 16: ~900 at a load of 10). Without `rows`, only the event store's items: the rows and
   * counters wait for a later flush, so a row many commits change is written once, at its newest.
   */
  async flush({ rows: withRows = true, width = 12 } = {}): Promise<void> {
    const tallies = [...this.tallies].map((pk) => tallyItemOf(pk, this.memory.tallyAt(pk)));
    this.tallies = new Set();
    const events = [...this.events];
    const rows = withRows ? [...this.rows.values()] : [];
    const counts = withRows ? [...this.counts.values()] : [];
    this.events = new Map();
    if (withRows) {
      this.rows = new Map();
      this.counts = new Map();
    }
    const eventsTable = tableName('events');
    const readTable = tableName('readModels');
    // A released claim is deleted; every other item is put as it was planned.
    const writes = [
      ...events.map(([key, item]) => {
        if (item) return { Put: { TableName: eventsTable, Item: item } };
        const [pk, sk] = key.split('\u0000');
        return { Delete: { TableName: eventsTable, Key: { pk, sk: Number(sk) } } };
      }),
      ...tallies.map((item) => ({ Put: { TableName: eventsTable, Item: item } })),
      ...rows.map((row) => ({ Put: { TableName: readTable, Item: row } })),
      ...counts.map((change) => ({ Update: countUpdate(change) })),
    ];
    await inParallel(chunks(writes, 100), width, (TransactItems) => transact(TransactItems));
    this.written.events += events.length + tallies.length;
    this.written.readModels += rows.length;
    this.written.counters += counts.length;
  }
}

/** A tally as the event store keeps it (`functions/store/tally-items.ts`): counters as numbers, sets as string sets. */
function tallyItemOf(pk: string, tally: Tally): Item {
  const sets = Object.fromEntries(Object.entries(tally.sets).map(([name, ids]) => [name, new Set(ids)]));
  const version = tally.version > 0 ? { atVersion: tally.version } : {};
  return { pk, sk: TALLY_SK, kind: 'tally', rev: tally.rev, ...version, ...tally.counters, ...sets };
}

/** One transaction, tried again while another (the pipe's projections writing the same rows) holds its items. */
async function transact(TransactItems: NonNullable<TransactWriteCommandInput['TransactItems']>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dynamo().send(new TransactWriteCommand({ TransactItems }));
    } catch (error) {
      const conflict =
        error instanceof TransactionCanceledException &&
        (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict');
      if (!conflict || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs `work` over `items`, at most `width` at a time. */
export async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}
