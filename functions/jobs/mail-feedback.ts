import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod';
import { clock } from '../lib/clock';
import { suppress } from '../lib/mail-suppression';

/**
 * What SES publishes to a configuration set's EventBridge destination (detail-type `Email Bounced`
 * or `Email Complained`, the detail's eventType `Bounce` or `Complaint`), the fields read here:
 * https://docs.aws.amazon.com/ses/latest/dg/monitoring-eventbridge.html
 */
const Notification = z.object({
  eventType: z.string(),
  bounce: z
    .object({
      bounceType: z.string(),
      bounceSubType: z.string().optional(),
      bouncedRecipients: z.array(z.object({ emailAddress: z.string() })),
    })
    .optional(),
  complaint: z
    .object({
      complaintFeedbackType: z.string().optional(),
      complainedRecipients: z.array(z.object({ emailAddress: z.string() })),
    })
    .optional(),
});

/**
 * Bounces and complaints from SES, through the default event bus (decision 092 "Bounced addresses"): a permanent bounce or a
 * complaint suppresses the address's non-essential e-mail; a transient bounce (a full mailbox,
 * an auto-reply) changes nothing. A notification it cannot read is logged and skipped.
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  const parsed = Notification.safeParse(event.detail);
  if (!parsed.success) {
    console.error(JSON.stringify({ level: 'error', message: 'unreadable SES event skipped', id: event.id }));
    return;
  }
  const { eventType, bounce, complaint } = parsed.data;
  const now = clock.now();
  if (eventType === 'Bounce' && bounce?.bounceType === 'Permanent') {
    const detail = `${bounce.bounceType}/${bounce.bounceSubType ?? ''}`;
    for (const { emailAddress } of bounce.bouncedRecipients) await suppress(emailAddress, 'bounce', detail, now);
    console.warn(JSON.stringify({ level: 'warn', message: 'bounced addresses suppressed', detail }));
  } else if (eventType === 'Complaint' && complaint) {
    const detail = complaint.complaintFeedbackType ?? 'complaint';
    for (const { emailAddress } of complaint.complainedRecipients)
      await suppress(emailAddress, 'complaint', detail, now);
    console.warn(JSON.stringify({ level: 'warn', message: 'complaining addresses suppressed', detail }));
  }
}
