import { createHash, randomUUID } from 'node:crypto';
import type { SQSRecord } from 'aws-lambda';
import type { QueueDecl } from '../declaration-types';
import type { StorageGuard } from './dynamo';

/** Account id in local ARNs and queue URLs (LocalStack uses the same). */
export const LOCAL_ACCOUNT = '000000000000';
/**
 * Pause before a failed message is delivered again: AWS waits for the visibility timeout (minutes
 * over all receives), here a doubling pause from 150 ms up to 30 s, so that three receives take
 * under a second while ten (the mail queue's, about 68 s in all) outlast a DynamoDB Local restart
 * and the mail sender's 60 s claim of a send that an outage interrupted.
 */
const RETRY_MS = 150;
const RETRY_MAX_MS = 30_000;

export const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

interface Message {
  messageId: string;
  body: string;
  sentAt: number;
  firstReceivedAt?: number;
  receiveCount: number;
  visibleAt: number;
}

/** Lets the local scheduler follow what happens on a queue while a job runs. */
export interface QueueObserver {
  /** A message was accepted (SendMessage or SendMessageBatch). */
  sent?(messageId: string): void;
  /** The consumer answered a batch (its return value; not called when it threw). */
  answered?(response: unknown): void;
  /** A message was received `maxReceiveCount` times without success and went to the dead letters. */
  deadLettered?(record: SQSRecord): void;
}

export interface LocalQueueOptions {
  name: string;
  decl: QueueDecl;
  region: string;
  /** Invokes the declared consumer with an SQS event, as Lambda does. */
  invoke: (event: { Records: SQSRecord[] }) => Promise<unknown>;
  /** What a dead-letter queue would receive: `LocalBus.deadLetter`. */
  deadLetter: (source: string, target: string, payload: unknown, error: unknown) => void;
  /** Receives that failed while DynamoDB Local was down do not count towards `maxReceiveCount`. */
  storage?: StorageGuard;
}

/**
 * One SQS queue and the Lambda event source mapping on it, in memory: messages go to the
 * declared consumer in batches of up to `batchSize`, at most `maxConcurrency` batches at a time.
 * A batch item failure or a thrown error makes the message (or the whole batch) visible again
 * after a short pause; after `maxReceiveCount` receives it goes to the dead letters.
 */
export class LocalQueue {
  readonly arn: string;
  private waiting: Message[] = [];
  private inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private idleWaiters: (() => void)[] = [];
  private observers = new Set<QueueObserver>();
  private stopped = false;

  constructor(private readonly options: LocalQueueOptions) {
    this.arn = `arn:aws:sqs:${options.region}:${LOCAL_ACCOUNT}:${options.name}`;
  }

  /** Accepts a message; delivery starts on the next turn, so one SendMessageBatch makes one batch. */
  send(body: string): { messageId: string; md5: string } {
    const messageId = randomUUID();
    const now = Date.now();
    this.waiting.push({ messageId, body, sentAt: now, receiveCount: 0, visibleAt: now });
    this.notify((observer) => observer.sent?.(messageId));
    setImmediate(() => this.pump());
    return { messageId, md5: md5Hex(body) };
  }

  observe(observer: QueueObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /** Resolves once no message waits or is being processed (retries included). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops delivering; batches under way finish first. Waiting messages are dropped (they live in memory). */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
    if (this.waiting.length) {
      console.warn(
        JSON.stringify({
          level: 'warn',
          message: 'queue stopped with messages waiting',
          queue: this.options.name,
          dropped: this.waiting.length,
        }),
      );
    }
    this.waiting = [];
    this.settle();
  }

  /** An observer's mistake must not change what happens to the messages. */
  private notify(call: (observer: QueueObserver) => void) {
    for (const observer of this.observers) {
      try {
        call(observer);
      } catch (error) {
        console.error(
          JSON.stringify({
            level: 'error',
            message: 'queue observer failed',
            queue: this.options.name,
            error: String(error),
          }),
        );
      }
    }
  }

  private isIdle() {
    return this.waiting.length === 0 && this.inFlight.size === 0;
  }

  private settle() {
    if (!this.isIdle() && !this.stopped) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private pump() {
    if (this.stopped) return;
    const { batchSize, maxConcurrency } = this.options.decl;
    while (this.inFlight.size < maxConcurrency) {
      const now = Date.now();
      const batch = this.waiting.filter((m) => m.visibleAt <= now).slice(0, batchSize);
      if (!batch.length) break;
      this.waiting = this.waiting.filter((m) => !batch.includes(m));
      const delivery: Promise<void> = this.deliver(batch)
        .catch((error) =>
          console.error(
            JSON.stringify({
              level: 'error',
              message: 'local queue delivery failed',
              queue: this.options.name,
              error: String(error),
            }),
          ),
        )
        .finally(() => {
          this.inFlight.delete(delivery);
          this.pump();
          this.settle();
        });
      this.inFlight.add(delivery);
    }
    this.wakeForNextVisible();
  }

  /** Messages waiting out their retry pause: pump again when the first becomes visible. */
  private wakeForNextVisible() {
    clearTimeout(this.timer);
    if (this.stopped || !this.waiting.length || this.inFlight.size >= this.options.decl.maxConcurrency) return;
    const next = this.waiting.reduce((first, m) => Math.min(first, m.visibleAt), Infinity);
    this.timer = setTimeout(() => this.pump(), Math.max(0, next - Date.now()));
  }

  private async deliver(batch: Message[]) {
    const { name, decl } = this.options;
    const now = Date.now();
    for (const m of batch) {
      m.receiveCount++;
      m.firstReceivedAt ??= now;
    }
    const records = batch.map((m) => this.record(m));
    let failed: Set<string>;
    let error: unknown;
    const mark = this.options.storage?.mark() ?? 0;
    try {
      const response = await this.options.invoke({ Records: records });
      failed = failedIds(response, batch);
      this.notify((observer) => observer.answered?.(response));
    } catch (thrown) {
      // Like Lambda: a function error returns the whole batch to the queue.
      error = thrown;
      failed = new Set(batch.map((m) => m.messageId));
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'queue consumer failed',
          queue: name,
          target: decl.consumer,
          error: String(thrown),
        }),
      );
    }
    const outage = failed.size > 0 && (await this.options.storage?.wasDown(mark));
    batch.forEach((m, i) => {
      if (!failed.has(m.messageId)) return;
      if (outage) {
        m.receiveCount--;
        m.visibleAt = Date.now();
        this.waiting.push(m);
        return;
      }
      if (m.receiveCount < decl.maxReceiveCount) {
        m.visibleAt = Date.now() + Math.min(RETRY_MS * 2 ** (m.receiveCount - 1), RETRY_MAX_MS);
        this.waiting.push(m);
        return;
      }
      const reason = error ?? `reported as a batch item failure on each of ${m.receiveCount} receives`;
      this.options.deadLetter(`sqs:${name}`, decl.consumer, records[i], reason);
      this.notify((observer) => observer.deadLettered?.(records[i]));
    });
  }

  private record(m: Message): SQSRecord {
    return {
      messageId: m.messageId,
      receiptHandle: `${m.messageId}#${m.receiveCount}`,
      body: m.body,
      attributes: {
        ApproximateReceiveCount: String(m.receiveCount),
        SentTimestamp: String(m.sentAt),
        SenderId: LOCAL_ACCOUNT,
        ApproximateFirstReceiveTimestamp: String(m.firstReceivedAt ?? m.sentAt),
      },
      messageAttributes: {},
      md5OfBody: md5Hex(m.body),
      eventSource: 'aws:sqs',
      eventSourceARN: this.arn,
      awsRegion: this.options.region,
    };
  }
}

/**
 * The messages a consumer's answer marks as failed, read as Lambda reads a partial batch
 * response: no `batchItemFailures` (or an empty list) is success; a list that is not one, or
 * that names a message not in the batch, fails the whole batch.
 */
export function failedIds(response: unknown, batch: { messageId: string }[]): Set<string> {
  const all = new Set(batch.map((m) => m.messageId));
  const failures = (response as { batchItemFailures?: unknown } | null | undefined)?.batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  if (!Array.isArray(failures)) return all;
  const ids = failures.map((f) => (f as { itemIdentifier?: unknown } | null)?.itemIdentifier);
  if (ids.some((id) => typeof id !== 'string' || !all.has(id))) return all;
  return new Set(ids as string[]);
}
