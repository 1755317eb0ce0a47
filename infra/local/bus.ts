import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailRules, rules, type FunctionName } from '../declaration';
import type { QueueName } from '../declaration-types';
import { noStorageGuard, type StorageGuard } from './dynamo';
import { invoke } from './functions';
import { matches } from './pattern';

/** One entry put on the bus, as the pipe's EventBridge target puts it. */
export interface BusEntry {
  source: string;
  detailType: string;
  detail: unknown;
}

const MAX_ATTEMPTS = 3;

/** A target's `InputPath` (`$.detail.mail`): the part of the event it is given. */
function atPath(event: unknown, path: string): unknown {
  return path
    .replace(/^\$\.?/, '')
    .split('.')
    .filter(Boolean)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], event);
}
/** PutEvents takes at most 10 entries; the pipe's target call fails as a whole beyond that. */
export const MAX_ENTRIES_PER_PUT = 10;

/**
 * The in-process event bus: routes each event by the declared rules' patterns to their target
 * functions, as EventBridge does (at least once, retried, then to a dead-letter file). An attempt
 * that failed while DynamoDB Local was down does not count: EventBridge retries for 24 hours, so an
 * outage of the store loses no event; the delivery waits until the store is back.
 */
export class LocalBus {
  private inFlight = new Set<Promise<void>>();
  /** Where a queue rule's target puts its message (the local SQS), set once the queues run. */
  toQueue: ((queue: QueueName, body: string) => void) | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly storage: StorageGuard = noStorageGuard,
  ) {}

  put(entries: BusEntry[]) {
    if (entries.length > MAX_ENTRIES_PER_PUT) {
      throw new Error(
        `ValidationException: PutEvents takes at most ${MAX_ENTRIES_PER_PUT} entries, got ${entries.length}`,
      );
    }
    for (const entry of entries) {
      const event = {
        version: '0',
        id: randomUUID(),
        'detail-type': entry.detailType,
        source: entry.source,
        account: '000000000000',
        time: new Date().toISOString(),
        region: process.env.AWS_REGION ?? 'eu-north-1',
        resources: [],
        detail: entry.detail,
      };
      // A queue target (the outbox's e-mails, decisions 099 and 155): SQS takes the message at
      // once, or the put fails, as EventBridge's own delivery to a queue of the account does.
      for (const rule of mailRules.filter((r) => matches(r.eventPattern, event))) {
        if (!this.toQueue) throw new Error('The bus has no queues to deliver to');
        this.toQueue(rule.queue, JSON.stringify(atPath(event, rule.inputPath)));
      }
      for (const rule of rules.filter((r) => matches(r.eventPattern, event))) {
        const delivery = this.deliver(rule.name, rule.target as FunctionName, event).finally(() =>
          this.inFlight.delete(delivery),
        );
        this.inFlight.add(delivery);
      }
    }
  }

  private async deliver(rule: string, target: FunctionName, event: unknown) {
    for (let attempt = 1; ; attempt++) {
      const mark = this.storage.mark();
      try {
        await invoke(target, event);
        return;
      } catch (error) {
        if (await this.storage.wasDown(mark)) {
          attempt--;
          continue;
        }
        if (attempt >= MAX_ATTEMPTS) {
          this.deadLetter(rule, target, event, error);
          return;
        }
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  }

  /** What a DLQ would receive: logged, and kept in `DATA_DIR/dead-letters.jsonl`. */
  deadLetter(source: string, target: string, payload: unknown, error: unknown) {
    console.error(
      JSON.stringify({ level: 'error', message: 'delivery failed, sent to DLQ', source, target, error: String(error) }),
    );
    try {
      appendFileSync(
        join(this.dataDir, 'dead-letters.jsonl'),
        JSON.stringify({ source, target, payload, error: String(error) }) + '\n',
        { mode: 0o600 },
      );
    } catch {
      // the data folder may be gone while a test runtime stops
    }
  }

  /** Resolves when every delivery under way has finished. */
  async idle() {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }
}
