import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Envelope } from '../../events/envelope';
import { commitToEnvelopes, type Commit } from '../store/commits';
import { log } from '../platform/logger';
import { MAIL_RECORDED, OUTBOX_KIND, RecordedMail, type OutboxItem } from '../mail/outbox';

/** A DynamoDB stream record as EventBridge Pipes hands it to an enrichment. */
export interface StreamRecord {
  eventName?: string;
  dynamodb?: { NewImage?: Record<string, AttributeValue>; SequenceNumber?: string };
}

/**
 * DynamoDB Local's stream shows an empty map as `{}` rather than `{"M": {}}`; an attribute value
 * without a type can only be that, so it is read as one (real streams are unaffected).
 */
function normalize(value: AttributeValue): AttributeValue {
  const v = value as unknown as Record<string, unknown>;
  if (Object.keys(v).length === 0) return { M: {} };
  if (v.M)
    return {
      M: Object.fromEntries(Object.entries(v.M as Record<string, AttributeValue>).map(([k, x]) => [k, normalize(x)])),
    };
  if (v.L) return { L: (v.L as AttributeValue[]).map(normalize) };
  return value;
}

/** An e-mail of the outbox on the bus (decision 099): the mail rule puts `mail` on the mail queue. */
export interface MailRecorded {
  type: typeof MAIL_RECORDED;
  /** When the commit that decided it was made. */
  at: string;
  /** As recorded: a large e-mail's content packed (decision 155); the mail sender opens it. */
  mail: RecordedMail;
}

/**
 * The pipe's enrichment: a batch of stream records in, an array of envelopes out. Pipes sends
 * each element to the bus as one event, `detail-type` taken from its `type`. An outbox item
 * becomes one `MailRecorded` event; one that is not a valid e-mail is logged and dropped (it
 * would fail the same way on every retry and hold up the shard).
 */
export const handler = async (records: StreamRecord[]): Promise<(Envelope | MailRecorded)[]> =>
  records.flatMap((record): (Envelope | MailRecorded)[] => {
    const image = record.dynamodb?.NewImage;
    if (!image || record.eventName === 'REMOVE') return [];
    const item = unmarshall(normalize({ M: image }).M!) as Commit | OutboxItem;
    if (item.kind === OUTBOX_KIND) {
      const mail = RecordedMail.safeParse(item.mail);
      if (!mail.success) {
        log.error('outbox item is not an e-mail, dropped', { pk: item.pk, error: mail.error.message });
        return [];
      }
      log.info('outbox e-mail enriched', {
        correlation_id: mail.data.correlationId,
        id: mail.data.id,
        purpose: mail.data.purpose,
      });
      return [{ type: MAIL_RECORDED, at: item.at, mail: mail.data }];
    }
    if (item.kind !== 'commit') return [];
    const envelopes = commitToEnvelopes(item);
    log.info('commit enriched', {
      correlation_id: item.correlationId,
      commitId: item.commitId,
      stream: `${item.streamType}#${item.streamId}`,
      events: envelopes.map((e) => e.type),
    });
    return envelopes;
  });
