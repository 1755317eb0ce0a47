import type { TestRuntime } from './runtime';

/** The local mailbox (`GET /dev/mail`, newest first): what the app has sent, as a person would read it. */
export interface Mail {
  id: string;
  /** The recipients, comma-separated. */
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}

export async function mailbox(rt: TestRuntime): Promise<Mail[]> {
  const answer = await rt.call<Mail[]>('GET', '/dev/mail');
  if (answer.status !== 200) throw new Error(`GET /dev/mail: ${answer.status}`);
  return answer.body;
}

/** The e-mails to `address` (one recipient of each), newest first. */
export const mailsTo = async (rt: TestRuntime, address: string): Promise<Mail[]> =>
  (await mailbox(rt)).filter((mail) =>
    mail.to
      .split(',')
      .map((to) => to.trim().toLowerCase())
      .includes(address.toLowerCase()),
  );

/**
 * The newest e-mail to `to` (with `subject` when given) that is not one of `seen`, polling the
 * mailbox until it arrives.
 */
export async function waitForMail(
  rt: TestRuntime,
  match: { to: string; subject?: string | RegExp; seen?: Mail[] },
  timeoutMs = 10_000,
): Promise<Mail> {
  const seen = new Set((match.seen ?? []).map((mail) => mail.id));
  const fits = (mail: Mail) =>
    !seen.has(mail.id) &&
    (match.subject === undefined ||
      (typeof match.subject === 'string' ? mail.subject === match.subject : match.subject.test(mail.subject)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(rt, match.to)).find(fits);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${match.to} (${String(match.subject ?? 'any subject')})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The link of `mail` whose path starts with `path`, e.g. '/auth/mfa/step_two/'. */
export function linkIn(mail: Mail, path: string): string {
  const link = mail.links.find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in "${mail.subject}": ${mail.links.join(' ')}`);
  return link;
}
