import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pipe, type FunctionName } from '../declaration';
import type { LocalBus } from './bus';
import { noStorageGuard, type StorageGuard } from './dynamo';
import { invoke } from './functions';
import { matches } from './pattern';

const POLL_MS = 200;
/**
 * The longest wait between two polls that found nothing (decision 159): the wait doubles from
 * `POLL_MS` after each empty poll up to this, and is back to `POLL_MS` once a poll finds records or
 * a function has run (`nudge`: every write is a function's). A poll costs DynamoDB Local about 11 ms
 * of CPU, so an idle runtime that polled five times a second used 7% of a core.
 */
const IDLE_POLL_MS = 1600;

/**
 * The local EventBridge Pipe: polls the event store's DynamoDB stream as Pipes does, keeps the
 * records that match the declared filter, hands them to the declared enrichment and puts each
 * resulting envelope on the bus (`detail-type` = its `type`).
 *
 * It keeps, per shard, the sequence number of the last record it has handed on (its checkpoint).
 * When reading fails (DynamoDB Local died and was started again, an iterator expired), it opens
 * the shards again after their checkpoints, as Pipes does: nothing is skipped, nothing read twice.
 * The checkpoints are kept in `checkpointFile` (under DATA_DIR), so a restart goes on where the
 * last run stopped, as a pipe on AWS keeps its position, instead of handing every record the
 * stream still retains (24 hours) to the projections again.
 */
export class LocalPipe {
  private readonly streams: DynamoDBStreamsClient;
  private iterators = new Map<string, string | null>();
  /** Per shard: the sequence number of the last record handed on. */
  private checkpoints = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  /** When the pending poll runs, and how long the pipe now waits after a poll that found nothing. */
  private timerDue = 0;
  private wait = POLL_MS;
  private nudges = 0;
  private loop: (() => Promise<void>) | undefined;
  private polling: Promise<number> | undefined;
  private stopped = false;
  private streamArn = '';
  /**
   * While set, the records read are passed over (their checkpoints kept), not projected: what a
   * bulk import writes while it runs (`LocalRuntime.importing`).
   */
  skipping = false;

  constructor(
    endpoint: string,
    private readonly dynamo: DynamoDBClient,
    private readonly table: string,
    private readonly bus: LocalBus,
    private readonly storage: StorageGuard = noStorageGuard,
    private readonly checkpointFile?: string,
  ) {
    this.streams = new DynamoDBStreamsClient({
      endpoint,
      region: process.env.AWS_REGION ?? 'eu-north-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  }

  async start() {
    const table = await this.dynamo.send(new DescribeTableCommand({ TableName: this.table }));
    this.streamArn = table.Table!.LatestStreamArn!;
    this.loadCheckpoints();
    const loop = async () => {
      if (this.stopped) return;
      const mark = this.storage.mark();
      const nudged = this.nudges;
      const read = await this.poll().catch(async (error) => {
        // While the store is down the poll waits for it (no log line every 200 ms).
        if (!(await this.storage.wasDown(mark)))
          console.error(JSON.stringify({ level: 'error', message: 'pipe poll failed', error: String(error) }));
        return -1;
      });
      this.wait = read === 0 && nudged === this.nudges ? Math.min(this.wait * 2, IDLE_POLL_MS) : POLL_MS;
      this.schedule(this.wait);
    };
    this.loop = loop;
    await loop();
  }

  private schedule(ms: number) {
    if (this.stopped || !this.loop) return;
    clearTimeout(this.timer);
    this.timerDue = Date.now() + ms;
    this.timer = setTimeout(this.loop, ms);
  }

  /** Something ran that may have written events: poll within `POLL_MS`, not after an idle wait. */
  nudge() {
    this.nudges++;
    this.wait = POLL_MS;
    // A poll under way schedules the next itself, with the wait just reset.
    if (!this.polling && this.timer && this.timerDue - Date.now() > POLL_MS) this.schedule(POLL_MS);
  }

  /** One pass over every open shard; returns how many records it read. */
  poll(): Promise<number> {
    this.polling ??= this.pollShards()
      .catch((error) => {
        // Iterators may not survive what went wrong: open the shards again after their checkpoints.
        this.iterators.clear();
        throw error;
      })
      .finally(() => (this.polling = undefined));
    return this.polling;
  }

  private async pollShards(): Promise<number> {
    const description = await this.streams.send(new DescribeStreamCommand({ StreamArn: this.streamArn }));
    let count = 0;
    for (const shard of description.StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (!this.iterators.has(id)) {
        // After the checkpoint; without one (a new start) what the stream retains: projections are idempotent, so that re-delivery is harmless.
        const after = this.checkpoints.get(id);
        const fromStart = () =>
          this.streams.send(
            new GetShardIteratorCommand({ StreamArn: this.streamArn, ShardId: id, ShardIteratorType: 'TRIM_HORIZON' }),
          );
        const it = after
          ? await this.streams
              .send(
                new GetShardIteratorCommand({
                  StreamArn: this.streamArn,
                  ShardId: id,
                  ShardIteratorType: 'AFTER_SEQUENCE_NUMBER',
                  SequenceNumber: after,
                }),
              )
              // A kept checkpoint the stream no longer knows (trimmed): what it retains, as on a new start.
              .catch((error) =>
                error?.name === 'TrimmedDataAccessException' || error?.name === 'ValidationException'
                  ? fromStart()
                  : Promise.reject(error),
              )
          : await fromStart();
        this.iterators.set(id, it.ShardIterator ?? null);
      }
      let iterator = this.iterators.get(id);
      while (iterator) {
        const page = await this.streams
          .send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }))
          .catch((error) => {
            // DynamoDB Local answers this for an iterator taken while the shard was empty, once the
            // first record arrives after another table's (aws-sdk-java#2923; seen when test runtimes
            // share one DynamoDB Local, decision 152). The shard opens again after its checkpoint
            // at the next poll, from its start when it has none: nothing is skipped.
            if ((error as { name?: string })?.name !== 'TrimmedDataAccessException') throw error;
            this.iterators.delete(id);
            return null;
          });
        if (!page) break;
        const records = page.Records ?? [];
        count += records.length;
        // As the pipe on AWS: batches of the declared size (one commit each).
        for (let i = 0; i < records.length; i += pipe.batchSize) {
          const batch = records.slice(i, i + pipe.batchSize);
          if (!this.skipping) await this.deliver(batch);
          const last = batch[batch.length - 1].dynamodb?.SequenceNumber;
          if (last) this.checkpoints.set(id, last);
        }
        iterator = page.NextShardIterator ?? null;
        this.iterators.set(id, iterator);
        // Kept only once the bus has delivered the page: EventBridge holds what PutEvents took, this
        // bus holds it in memory, so a kill before the deliveries must find the page again.
        if (records.length) {
          await this.bus.idle();
          this.saveCheckpoints();
        }
        if (!records.length) break;
      }
    }
    return count;
  }

  private loadCheckpoints() {
    if (!this.checkpointFile || !existsSync(this.checkpointFile)) return;
    try {
      const saved = JSON.parse(readFileSync(this.checkpointFile, 'utf8')) as {
        streamArn?: string;
        shards?: Record<string, string>;
      };
      // Another table's stream (the data was replaced): nothing of it applies.
      if (saved.streamArn === this.streamArn) this.checkpoints = new Map(Object.entries(saved.shards ?? {}));
    } catch {
      // An unreadable file (cut short by a kill): start from what the stream retains; projections are idempotent.
    }
  }

  private saveCheckpoints() {
    if (!this.checkpointFile) return;
    writeFileSync(
      this.checkpointFile,
      JSON.stringify({ streamArn: this.streamArn, shards: Object.fromEntries(this.checkpoints) }),
      { mode: 0o600 },
    );
  }

  /** Like Pipes: the enrichment is retried, then the batch goes to the dead letters and the shard moves on. */
  private async deliver(records: _Record[]) {
    const kept = records.filter((record) => matches(pipe.filterPattern, record));
    if (!kept.length) return;
    for (let attempt = 1; ; attempt++) {
      const mark = this.storage.mark();
      try {
        const envelopes = (await invoke(pipe.enrichment as FunctionName, kept)) as { type: string }[];
        this.bus.put(envelopes.map((detail) => ({ source: pipe.source, detailType: detail.type, detail })));
        return;
      } catch (error) {
        if (await this.storage.wasDown(mark)) {
          attempt--;
          continue;
        }
        if (attempt > pipe.maximumRetryAttempts) {
          this.bus.deadLetter('pipe', pipe.enrichment, kept, error);
          return;
        }
      }
    }
  }

  /** Resolves once everything written so far has gone through the pipe and the bus. */
  async drain() {
    for (;;) {
      const mark = this.storage.mark();
      let read: number;
      try {
        if (this.polling) await this.polling;
        read = await this.poll();
      } catch (error) {
        if (await this.storage.wasDown(mark)) continue;
        throw error;
      }
      await this.bus.idle();
      if (read === 0) return;
    }
  }

  /** Stops polling; a poll under way (and its deliveries) finishes first, while DynamoDB Local still runs. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.polling?.catch(() => undefined);
    await this.bus.idle();
    this.streams.destroy();
  }
}
