import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws';
import { clock } from '../lib/clock';
import { tableName } from '../lib/config';
import { QueuedMail } from '../lib/mail-queue';
import { sendMail } from '../lib/mailer';

/** How long a sent e-mail's id is remembered: far beyond the queue's retries (about half an hour). */
const SENT_KEPT_S = 2 * 24 * 3600;
const sentKey = (id: string) => ({ pk: `MailSent#${id}`, sk: 0 });

/**
 * Sends one queued e-mail once: an id already marked sent (a message SQS delivered twice, or one
 * whose batch failed after it was sent) is not sent again. The mark is written after the send, so
 * a failed send is retried; only a crash between the two could send it twice.
 */
export async function sendQueued(queued: QueuedMail, now: Date): Promise<'sent' | 'suppressed' | 'duplicate'> {
  const table = tableName('events');
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table, Key: sentKey(queued.id), ConsistentRead: true }),
  );
  if (Item) return 'duplicate';
  const outcome = await sendMail(queued.mail, queued.purpose);
  await dynamo().send(
    new PutCommand({
      TableName: table,
      Item: {
        ...sentKey(queued.id),
        kind: 'mailSent',
        outcome,
        at: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + SENT_KEPT_S,
      },
    }),
  );
  return outcome;
}

/**
 * The mail queue's consumer (decision 090 "E-mail leaves through a queue"). A send that fails
 * (SES refuses or throttles) returns to the queue alone and is retried; after 10 receives it goes
 * to the dead-letter queue. A malformed message is dropped with an error line.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchItemFailure[] = [];
  for (const record of event.Records ?? []) {
    let queued: QueuedMail;
    try {
      queued = QueuedMail.parse(JSON.parse(record.body));
    } catch {
      console.error(JSON.stringify({ level: 'error', message: 'malformed mail dropped', messageId: record.messageId }));
      continue;
    }
    try {
      const outcome = await sendQueued(queued, clock.now());
      console.log(JSON.stringify({ level: 'info', message: 'mail', id: queued.id, purpose: queued.purpose, outcome }));
    } catch (error) {
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'mail send failed',
          id: queued.id,
          purpose: queued.purpose,
          receiveCount: record.attributes?.ApproximateReceiveCount,
          error: String(error),
        }),
      );
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
