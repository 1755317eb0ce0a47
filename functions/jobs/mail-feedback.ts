import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod';
import { clock } from '../platform/clock';
import { suppress } from '../mail/mail-suppression';
import { log } from '../platform/logger';

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

/** What one SES event asks for: the addresses to suppress and why; null for an event it cannot read. */
export function feedbackOf(
  detail: unknown,
): { reason: 'bounce' | 'complaint'; detail: string; addresses: string[] } | { reason: null } | null {
  const parsed = Notification.safeParse(detail);
  if (!parsed.success) return null;
  const { eventType, bounce, complaint } = parsed.data;
  if (eventType === 'Bounce' && bounce?.bounceType === 'Permanent') {
    return {
      reason: 'bounce',
      detail: `${bounce.bounceType}/${bounce.bounceSubType ?? ''}`,
      addresses: bounce.bouncedRecipients.map((r) => r.emailAddress),
    };
  }
  if (eventType === 'Complaint' && complaint) {
    return {
      reason: 'complaint',
      detail: complaint.complaintFeedbackType ?? 'complaint',
      addresses: complaint.complainedRecipients.map((r) => r.emailAddress),
    };
  }
  return { reason: null };
}

/**
 * Bounces and complaints from SES, through the default event bus (decision 092 "Bounced addresses"):
 * a permanent bounce or a complaint suppresses the address's non-essential e-mail; a transient
 * bounce (a full mailbox, an auto-reply) changes nothing. An event it cannot read is logged and skipped.
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  const feedback = feedbackOf(event.detail);
  if (!feedback) {
    log.error('unreadable SES event skipped', { id: event.id });
    return;
  }
  if (!feedback.reason) return;
  const now = clock.now();
  for (const address of feedback.addresses) await suppress(address, feedback.reason, feedback.detail, now);
  log.warn('addresses suppressed', { reason: feedback.reason, detail: feedback.detail });
}
