import { SendMessageBatchCommand, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import { sqsClient } from './aws';

/** SendMessageBatch takes at most 10 entries. */
const BATCH_SIZE = 10;
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 100;

/**
 * Sends every body to the queue, 10 per SendMessageBatch call. A batch call can succeed while
 * some of its entries fail (`Failed`): those are sent again, up to three attempts, unless SQS
 * says the entry itself is at fault (`SenderFault`), which no retry mends. What still failed is
 * thrown once every other message has gone out, so one bad entry does not hold back the rest.
 */
export async function sendAll(queueUrl: string, bodies: string[]): Promise<void> {
  const givenUp: string[] = [];
  for (let start = 0; start < bodies.length; start += BATCH_SIZE) {
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
  }
  if (givenUp.length) {
    throw new Error(`${givenUp.length} of ${bodies.length} messages not sent: ${givenUp.slice(0, 5).join('; ')}`);
  }
}
