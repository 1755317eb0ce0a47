import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as z from 'zod';
import { correlationId } from '../platform/correlation';
import type { Mail, MailPurpose } from './mailer';

/**
 * The outbox (decision 099 "E-mail is recorded with its commit"): every e-mail the product sends is
 * an item of the event store, written in the same transaction as what decided it: a request's
 * commit, a link, or a job's ledger claim (decision 155 "Every e-mail through the outbox": the
 * reminders, the password reset). The table's stream carries it through the pipe to the bus, and
 * a rule puts it on the `mail` queue (the reminders on `reminderMail`), where
 * `functions/jobs/mail-sender.ts` sends it once per `id`. A write that fails records no e-mail; a
 * write that stands cannot lose its e-mail to a queue or a send that failed after it.
 */
export const QueuedMail = z.object({
  id: z.string().min(1).max(100),
  purpose: z.enum([
    'invitation',
    'passwordReset',
    'mfa',
    'note',
    'welcome',
    'upgrade',
    'reminder',
    'faultReport',
    'faultReceipt',
    'inspection',
  ]),
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
 * A large e-mail as the outbox stores and the bus and the queue carry it (decision 155 "Every
 * e-mail through the outbox"): its text and HTML gzipped, in base64. A morning reminder lists
 * every task of the person that fell due (about 700 bytes each), and an EventBridge event or an
 * SQS message holds at most 256 KB; gzipped, a reminder of 3,000 tasks still fits.
 */
const PackedMail = z.object({
  to: z.string().min(1).max(320),
  subject: z.string(),
  gzip: z.string().min(1),
});
/** A `QueuedMail` as it is recorded: its content as it is, or packed when it is large (`outboxItem`). */
export const RecordedMail = QueuedMail.extend({ mail: z.union([QueuedMail.shape.mail, PackedMail]) });
export type RecordedMail = z.infer<typeof RecordedMail>;

/** Content above this many bytes is gzipped in the outbox item; request e-mails (1-4 KB) stay as they are. */
export const PACK_ABOVE_BYTES = 8 * 1024;
/**
 * The most a recorded e-mail may hold, packed: an EventBridge entry and an SQS message take 256 KB
 * (the event's envelope and the message's attributes share them). Larger, the append fails, rather
 * than the pipe failing on it over and over while the commits behind it wait.
 */
export const MAX_RECORDED_MAIL_BYTES = 200 * 1024;

function packed(mail: QueuedMail): RecordedMail {
  const { to, subject, text, html } = mail.mail;
  if (Buffer.byteLength(text) + Buffer.byteLength(html) <= PACK_ABOVE_BYTES) return mail;
  const gzip = gzipSync(JSON.stringify({ text, html })).toString('base64');
  const recorded = { ...mail, mail: { to, subject, gzip } };
  const bytes = Buffer.byteLength(JSON.stringify(recorded));
  if (bytes > MAX_RECORDED_MAIL_BYTES)
    throw new Error(`A ${mail.purpose} e-mail of ${bytes} bytes packed is too large for the outbox`);
  return recorded;
}

/** The e-mail a recorded one holds, unpacked (the mail sender's first step). */
export function openMail(recorded: RecordedMail): QueuedMail {
  if (!('gzip' in recorded.mail)) return recorded as QueuedMail;
  const { to, subject, gzip } = recorded.mail;
  const content = z
    .object({ text: z.string(), html: z.string() })
    .parse(JSON.parse(gunzipSync(Buffer.from(gzip, 'base64')).toString('utf8')));
  return { ...recorded, mail: { to, subject, ...content } };
}

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
  mail: RecordedMail;
  at: string;
  expiresAt: number;
}

export const outboxItem = (mail: QueuedMail, at: string): OutboxItem => ({
  pk: outboxKey(mail.id),
  sk: 0,
  kind: OUTBOX_KIND,
  mail: packed(mail),
  at,
  expiresAt: Math.floor(new Date(at).getTime() / 1000) + OUTBOX_KEEP_SECONDS,
});

/** What a command records beside its commits: the e-mails its result decides, rendered before the append. */
export type MailsOf<R> = (result: R) => QueuedMail[] | Promise<QueuedMail[]>;
