import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from './aws';
import { mailFrom } from './config';
import { log } from './logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one e-mail through SES (v2). Locally the SES endpoint is the runtime's mailbox. */
export async function sendMail(mail: Mail): Promise<void> {
  const sent = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: mailFrom(),
      Destination: { ToAddresses: [mail.to] },
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
}
