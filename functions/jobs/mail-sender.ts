import { randomUUID } from 'node:crypto';
import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/aws';
import { clock } from '../platform/clock';
import { tableName } from '../platform/config';
import { withCorrelationId } from '../platform/correlation';
import { openMail, outboxKey, RecordedMail, type QueuedMail } from '../mail/outbox';
import { sendMail } from '../mail/mailer';
import { PACED_PURPOSES, paceMail } from '../mail/mail-pace';
import { MAIL_FAILURE_METRIC, metricStage, putMetrics } from '../platform/metrics';
import { log } from '../platform/logger';

/** How long a sent e-mail's id is remembered: far beyond the queue's retries (about half an hour). */
const SENT_KEPT_S = 2 * 24 * 3600;
/** How long a claim to send holds: beyond the sender's 30 s timeout, so a crashed sender's claim lapses. */
const CLAIM_MS = 60_000;
const sentKey = (id: string) => ({ pk: `MailSent#${id}`, sk: 0 });

/** Another sender is sending this id right now: its message returns to the queue and finds it sent. */
class BeingSent extends Error {}

/**
 * What this container knows of its own unfinished sends, by e-mail id (decision 160 "A sender
 * takes back its own claim"): a write whose answer never came (the store went away mid-call) may or
 * may not have happened. `claim`: the token of a claim this container wrote or failed to give up,
 * whose send never reached SES; the next delivery here takes that claim back instead of waiting a
 * minute for it to lapse. `sent`: SES took the e-mail but the `sent` mark was not answered; the next
 * delivery here marks it and sends nothing. Module state, like any Lambda container's; another
 * container does not know it and waits for the claim to lapse, as before.
 */
const unfinished = new Map<string, { claim: string } | { sent: 'sent' | 'suppressed' }>();

/**
 * Sends one queued e-mail once per id. The id is claimed first (a conditional put: absent, or a
 * claim whose sender died, or this container's own unfinished claim), so two deliveries of one
 * message (SQS is at least once), even in two invocations at the same moment, send it once; after
 * the send the claim becomes `sent`. A failed send gives the claim up, so the message's retry sends
 * it. Only a crash between SES accepting the e-mail and the `sent` mark can send it twice (after the
 * claim lapses, from another container).
 */
export async function sendQueued(queued: QueuedMail, now: Date): Promise<'sent' | 'suppressed' | 'duplicate'> {
  const TableName = tableName('events');
  const Key = sentKey(queued.id);
  const known = unfinished.get(queued.id);
  if (known && 'sent' in known) return markSent(queued.id, known.sent, now);
  const claim = randomUUID();
  try {
    await dynamo().send(
      new PutCommand({
        TableName,
        Item: {
          ...Key,
          kind: 'mailSent',
          state: 'sending',
          claim,
          claimedUntil: now.getTime() + CLAIM_MS,
          expiresAt: Math.floor(now.getTime() / 1000) + SENT_KEPT_S,
        },
        ConditionExpression:
          'attribute_not_exists(pk) OR (#state = :sending AND (claimedUntil < :now OR #claim = :ours))',
        ExpressionAttributeNames: { '#state': 'state', '#claim': 'claim' },
        // Without a claim of our own, the new token, which no stored claim can hold yet.
        ExpressionAttributeValues: { ':sending': 'sending', ':now': now.getTime(), ':ours': known?.claim ?? claim },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) {
      unfinished.set(queued.id, { claim });
      throw error;
    }
    const { Item } = await dynamo().send(new GetCommand({ TableName, Key, ConsistentRead: true }));
    if (Item?.state === 'sent') {
      unfinished.delete(queued.id);
      await clearOutbox(queued.id);
      return 'duplicate';
    }
    throw new BeingSent(`mail ${queued.id} is being sent by another delivery`);
  }
  // Ours now: no memo while the send is under way, so a second delivery here waits as any other.
  unfinished.delete(queued.id);
  let outcome: 'sent' | 'suppressed';
  try {
    outcome = await sendMail(queued.mail, queued.purpose);
  } catch (error) {
    await dynamo()
      .send(new DeleteCommand({ TableName, Key }))
      .catch((lost: unknown) => {
        unfinished.set(queued.id, { claim });
        throw lost;
      });
    throw error;
  }
  try {
    return await markSent(queued.id, outcome, now);
  } catch (error) {
    unfinished.set(queued.id, { sent: outcome });
    throw error;
  }
}

/** Marks the id `sent` (the claim given up for good) and deletes its outbox item. */
async function markSent(id: string, outcome: 'sent' | 'suppressed', now: Date) {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('events'),
      Key: sentKey(id),
      UpdateExpression: 'SET #state = :sent, outcome = :outcome, sentAt = :at REMOVE claimedUntil, #claim',
      ExpressionAttributeNames: { '#state': 'state', '#claim': 'claim' },
      ExpressionAttributeValues: { ':sent': 'sent', ':outcome': outcome, ':at': now.toISOString() },
    }),
  );
  unfinished.delete(id);
  await clearOutbox(id);
  return outcome;
}

/**
 * Deletes the e-mail's outbox item once it is sent (decision 099): the rendered e-mail, an
 * invitation's secret link included, stays in the table only until it is mailed (decision 033).
 * Nothing to delete for an e-mail that came another way, or a second time.
 */
const clearOutbox = (id: string) =>
  dynamo().send(new DeleteCommand({ TableName: tableName('events'), Key: { pk: outboxKey(id), sk: 0 } }));

/**
 * The consumer of both mail queues (decision 090 "E-mail leaves through a queue", decision 155
 * "Every e-mail through the outbox"): `mail`, what people wait for, sent at once, and
 * `reminderMail`, the morning's reminders, each paced to its share of SES's rate (`paceMail`).
 * A send that fails (SES refuses or throttles) returns to its queue alone, is counted in
 * `MailFailures` (an alarm, like a job's `CompanyFailures`) and retried; after 10 receives it goes
 * to the queue's dead-letter queue. A malformed message is dropped with an error line.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchItemFailure[] = [];
  for (const record of event.Records ?? []) {
    let queued: QueuedMail;
    try {
      queued = openMail(RecordedMail.parse(JSON.parse(record.body)));
    } catch {
      log.error('malformed mail dropped', { messageId: record.messageId });
      continue;
    }
    try {
      if (PACED_PURPOSES.includes(queued.purpose)) await paceMail();
      const send = () => sendQueued(queued, clock.now());
      const outcome = await (queued.correlationId ? withCorrelationId(queued.correlationId, send) : send());
      log.info('mail', { id: queued.id, purpose: queued.purpose, outcome });
    } catch (error) {
      log.error('mail send failed', {
        id: queued.id,
        purpose: queued.purpose,
        receiveCount: record.attributes?.ApproximateReceiveCount,
        error: String(error),
      });
      // Another delivery of the same e-mail sending it right now is no failure of the e-mail.
      if (!(error instanceof BeingSent))
        putMetrics({ [MAIL_FAILURE_METRIC]: 1 }, { Stage: metricStage(), Purpose: queued.purpose });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
