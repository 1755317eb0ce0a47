import { ENV } from '../platform/config';
import type { MailPurpose } from './mailer';

/**
 * The share of the stage's SES maximum send rate the morning's reminders may use (decision 147 "The
 * morning run at 100,000 companies", docs/scale.md); the rest is left to the e-mails people wait
 * for (sign-in links, password resets, invitations), which the mail sender takes from their own
 * queue unpaced while the reminders' queue drains (decision 155 "Every e-mail through the outbox").
 */
export const REMINDER_MAIL_SHARE = 0.8;

/**
 * The e-mails that go through the paced queue (`reminderMail`): the morning's, hundreds of
 * thousands at once. Every other purpose goes through `mail`, a trickle, and is not paced.
 */
export const PACED_PURPOSES: readonly MailPurpose[] = ['reminder'];

/**
 * The least time between two e-mails of one container, so that `workers` containers sending at
 * once stay within `share` of `maxSendRate` e-mails a second: SES drops what goes over its rate
 * ("Maximum sending rate exceeded") instead of queuing it.
 */
export const sendIntervalMs = (maxSendRate: number, workers: number, share = REMINDER_MAIL_SHARE) =>
  Math.ceil((1000 * workers) / (share * maxSendRate));

let nextSendAt = 0;

/**
 * Waits until this container may send its next paced e-mail: `MAIL_SEND_INTERVAL_MS` apart (set by
 * the stack on the mail sender, from the `reminderMail` queue's concurrency; unset, as locally,
 * nothing waits). A container runs one invocation at a time, so at most that queue's maximum
 * concurrency of containers pace side by side.
 */
export async function paceMail(
  now: () => number = Date.now,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
) {
  const interval = Number(process.env[ENV.mailSendIntervalMs] ?? 0);
  if (!(interval > 0)) return;
  const at = Math.max(now(), nextSendAt);
  nextSendAt = at + interval;
  const wait = at - now();
  if (wait > 0) await sleep(wait);
}
