import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { correlationId } from './correlation';
import type { Mail, MailPurpose } from './mailer';

/**
 * The outbox (decision 099 "E-mail is recorded with its commit"): an e-mail a request decided to
 * send is an item of the event store, written in the same transaction as the commit that decided
 * it. The table's stream carries it through the pipe to the bus, and a rule puts it on the `mail`
 * queue, where `functions/jobs/mail-sender.ts` sends it once per `id`. A commit that fails records
 * no e-mail; a commit that stands cannot lose its e-mail to a queue or a send that failed after it.
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

/** The `kind` of an outbox item, and the bus event's `detail-type` it becomes (`functions/pipe/enrich.ts`). */
export const OUTBOX_KIND = 'outbox';
export const MAIL_RECORDED = 'MailRecorded';

/** The outbox items' partition keys (`infra/event-keys.ts` area `outbox`). */
export const outboxKey = (id: string) => `Outbox#${id}`;

/**
 * How long an outbox item stays (DynamoDB's TTL, in seconds): the stream has carried it long before
 * (the pipe reads within seconds, and a stream keeps records 24 hours). Not a commit: no history.
 */
export const OUTBOX_KEEP_SECONDS = 2 * 86_400;

/** An e-mail to record with a commit, named by a fresh id (the sender's once-only claim) and the request's correlation id. */
export function recordedMail(mail: Mail, purpose: MailPurpose): QueuedMail {
  const correlation = correlationId();
  return { id: randomUUID(), purpose, mail, ...(correlation ? { correlationId: correlation } : {}) };
}

/** An outbox item as it is stored in the event table. */
export interface OutboxItem {
  pk: string;
  sk: 0;
  kind: typeof OUTBOX_KIND;
  mail: QueuedMail;
  at: string;
  expiresAt: number;
}

export const outboxItem = (mail: QueuedMail, at: string): OutboxItem => ({
  pk: outboxKey(mail.id),
  sk: 0,
  kind: OUTBOX_KIND,
  mail,
  at,
  expiresAt: Math.floor(new Date(at).getTime() / 1000) + OUTBOX_KEEP_SECONDS,
});

/** What a command records beside its commits: the e-mails its result decides, rendered before the append. */
export type MailsOf<R> = (result: R) => QueuedMail[] | Promise<QueuedMail[]>;
