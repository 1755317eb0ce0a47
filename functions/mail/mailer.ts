import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from '../platform/aws';
import { mailConfigurationSet, mailFrom } from '../platform/config';
import type { MailKind } from './mail-limits';
import { isSuppressed } from './mail-suppression';
import { log } from '../platform/logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Why an e-mail is sent: a rate-limited kind (`mail-limits.ts`) or a reminder. */
export type MailPurpose = MailKind | 'reminder';

/**
 * What a person asks for and needs even at an address that bounced once (decision 092 "Bounced
 * addresses"): the rest is not sent to a suppressed address.
 */
export const ESSENTIAL: readonly MailPurpose[] = ['invitation', 'passwordReset', 'mfa'];

/**
 * Sends one e-mail through SES (v2) with the stage's configuration set, which reports bounces and
 * complaints; locally the SES endpoint is the runtime's mailbox. A non-essential e-mail to a
 * suppressed address is not sent ('suppressed'), and the caller goes on as if it were. Only the
 * mail sender calls it (decision 155 "Every e-mail through the outbox").
 */
export async function sendMail(mail: Mail, purpose: MailPurpose): Promise<'sent' | 'suppressed'> {
  if (!ESSENTIAL.includes(purpose) && (await isSuppressed(mail.to))) {
    log.warn('mail to a suppressed address not sent', { purpose });
    return 'suppressed';
  }
  const sent = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: mailFrom(),
      Destination: { ToAddresses: [mail.to] },
      ConfigurationSetName: mailConfigurationSet(),
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  // No address or content in the log: the message id finds the mail in SES, the correlation id the request.
  log.info('mail sent', { messageId: sent?.MessageId });
  return 'sent';
}
