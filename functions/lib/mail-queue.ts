import { randomUUID } from 'node:crypto';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { sqsClient } from './aws';
import { mailQueueUrl } from './config';
import { correlationId } from './correlation';
import type { Mail, MailPurpose } from './mailer';

/**
 * One e-mail a request decided to send, on the mail queue (decision 090 "E-mail leaves through a
 * queue"); `functions/jobs/mail-sender.ts` sends it, once per `id`.
 */
export const QueuedMail = z.object({
  id: z.string().min(1).max(100),
  purpose: z.enum(['invitation', 'passwordReset', 'mfa', 'note', 'welcome', 'upgrade', 'reminder']),
  mail: z.object({
    to: z.string().min(1).max(320),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
  }),
  /** The request's correlation id (decision 082): the sender's log lines carry it. */
  correlationId: z.string().min(1).max(200).optional(),
});
export type QueuedMail = z.infer<typeof QueuedMail>;

/**
 * Puts `mail` on the mail queue, after the request's commit: the request answers with its commit
 * in, and the e-mail goes out (and is retried) apart from it. Never throws: a queue that refuses
 * the message too (after the SDK's own retries) is logged as an error, not turned into a 500 for a
 * change that is already made.
 */
export async function queueMail(mail: Mail, purpose: MailPurpose): Promise<void> {
  const message: QueuedMail = { id: randomUUID(), purpose, mail, correlationId: correlationId() };
  try {
    await sqsClient().send(new SendMessageCommand({ QueueUrl: mailQueueUrl(), MessageBody: JSON.stringify(message) }));
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'mail could not be queued',
        purpose,
        id: message.id,
        error: String(error),
      }),
    );
  }
}
