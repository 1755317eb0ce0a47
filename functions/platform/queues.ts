import { SendMessageBatchCommand, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import { sqsClient } from './aws';

/** SendMessageBatch takes at most 10 entries. */
const BATCH_SIZE = 10;
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 100;

/**
 * Batch calls in flight at once: 100,000 companies are 10,000 calls, about 200 s one after the
 * other at ~20 ms each, two thirds of the dispatcher's 5 minutes; ten at a time, about 20 s
 * (docs/scale.md, decision 147).
 */
const IN_FLIGHT = 10;

/**
 * Sends every body to the queue, 10 per SendMessageBatch call, IN_FLIGHT calls at a time. A batch
 * call can succeed while some of its entries fail (`Failed`): those are sent again, up to three
 * attempts, unless SQS says the entry itself is at fault (`SenderFault`), which no retry mends.
 * What still failed is thrown once every other message has gone out, so one bad entry does not
 * hold back the rest.
 */
export async function sendAll(queueUrl: string, bodies: string[]): Promise<void> {
  const givenUp: string[] = [];
  const starts = Array.from({ length: Math.ceil(bodies.length / BATCH_SIZE) }, (_, i) => i * BATCH_SIZE);
  const sendBatch = async (start: number) => {
    let entries: SendMessageBatchRequestEntry[] = bodies
      .slice(start, start + BATCH_SIZE)
      .map((MessageBody, i) => ({ Id: String(start + i), MessageBody }));
    for (let attempt = 1; entries.length > 0; attempt++) {
      const { Failed = [] } = await sqsClient().send(
        new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }),
      );
      const last = attempt >= ATTEMPTS;
      const retry = new Set<string>();
      for (const failure of Failed) {
        if (failure.SenderFault || last) givenUp.push(`${failure.Id}: ${failure.Code} ${failure.Message ?? ''}`.trim());
        else retry.add(failure.Id!);
      }
      entries = entries.filter((entry) => retry.has(entry.Id!));
      if (entries.length) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(IN_FLIGHT, starts.length) }, async () => {
      for (let start = starts.shift(); start !== undefined; start = starts.shift()) await sendBatch(start);
    }),
  );
  if (givenUp.length) {
    throw new Error(`${givenUp.length} of ${bodies.length} messages not sent: ${givenUp.slice(0, 5).join('; ')}`);
  }
}
