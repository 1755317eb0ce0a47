import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { freePort } from './ports';

export interface StoredMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
  /** The SES configuration set the send named (every send names the stage's). */
  configurationSet?: string;
}

/** The SES configuration set's name locally (its event destination: `Mailbox.onFeedback`). */
export const LOCAL_CONFIGURATION_SET = 'servicebogen-local';

/**
 * SES's mailbox simulator (https://docs.aws.amazon.com/ses/latest/dg/send-an-email-from-console.html#send-email-simulator):
 * `bounce@` answers with a permanent bounce, `complaint@` with a complaint, each also with a
 * `+label` (`bounce+anne@simulator.amazonses.com`), so tests can give every person their own.
 */
export const SIMULATOR_DOMAIN = 'simulator.amazonses.com';
const simulated = (address: string): 'Bounce' | 'Complaint' | null => {
  const [local, domain] = address.toLowerCase().split('@');
  if (domain !== SIMULATOR_DOMAIN) return null;
  const box = local.split('+')[0];
  return box === 'bounce' ? 'Bounce' : box === 'complaint' ? 'Complaint' : null;
};

/** The event SES publishes to a configuration set's event destination for a simulated bounce or complaint. */
export function feedbackNotification(
  type: 'Bounce' | 'Complaint',
  to: string,
  messageId: string,
  from: string,
  configurationSet: string,
) {
  const timestamp = new Date().toISOString();
  const tags = { 'ses:configuration-set': [configurationSet] };
  const mail = { timestamp, messageId, source: from, destination: [to], tags };
  return type === 'Bounce'
    ? {
        eventType: type,
        mail,
        bounce: {
          bounceType: 'Permanent',
          bounceSubType: 'General',
          bouncedRecipients: [{ emailAddress: to, action: 'failed', status: '5.1.1' }],
          timestamp,
          feedbackId: randomUUID(),
        },
      }
    : {
        eventType: type,
        mail,
        complaint: {
          complainedRecipients: [{ emailAddress: to }],
          complaintFeedbackType: 'abuse',
          timestamp,
          feedbackId: randomUUID(),
        },
      };
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];

/**
 * The local mailbox: an SES v2 endpoint (`POST /v2/email/outbound-emails`, the call the app's
 * SES client makes) that keeps every e-mail on disk instead of sending it.
 */
export class Mailbox {
  private server: Server | undefined;
  endpoint = '';
  private readonly file: string;
  private refusing = false;
  /** Sends refused while `refuseSends` was on. */
  refused = 0;
  /** The configuration set's event destination (the runtime invokes the feedback function). */
  onFeedback: ((notification: ReturnType<typeof feedbackNotification>) => Promise<unknown>) | undefined;
  private feedback = new Set<Promise<unknown>>();

  constructor(dataDir: string) {
    this.file = join(dataDir, 'mailbox.json');
  }

  /**
   * While on, every send is refused as SES refuses a message (`MessageRejected`), so tests can
   * prove that a failed send is not lost. The functions cannot be reached in-process: they run in
   * their own workers, like Lambda, and only see the SES endpoint.
   */
  refuseSends(on: boolean) {
    this.refusing = on;
  }

  /** Resolves once every simulated bounce and complaint has been handed to the feedback function. */
  async idle(): Promise<void> {
    while (this.feedback.size) await Promise.allSettled([...this.feedback]);
  }

  list(): StoredMail[] {
    return existsSync(this.file) ? (JSON.parse(readFileSync(this.file, 'utf8')) as StoredMail[]) : [];
  }

  /** Kept for the owner only: it holds every sign-in, reset and invitation link. */
  private store(mail: StoredMail) {
    writeFileSync(this.file, JSON.stringify([mail, ...this.list()], null, 1), { mode: 0o600 });
    chmodSync(this.file, 0o600);
  }

  async start() {
    const port = await freePort();
    // A request it cannot read gets a 400 (an exception here would end the whole runtime).
    this.server = createServer(
      (req, res) =>
        void this.handle(req, res).catch(() => (res.headersSent ? res.destroy() : res.writeHead(400).end())),
    );
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.endpoint = `http://127.0.0.1:${port}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'POST' && req.url?.startsWith('/v2/email/outbound-emails')) {
      const body = await readBody(req);
      if (this.refusing) {
        this.refused++;
        res
          .writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' })
          .end(JSON.stringify({ message: 'Refused by the local mailbox (refuseSends)' }));
        return;
      }
      const input = JSON.parse(body);
      if (!input || typeof input !== 'object' || Array.isArray(input)) throw new Error('not an SES request');
      const simple = input.Content?.Simple ?? {};
      const text = simple.Body?.Text?.Data ?? '';
      const html = simple.Body?.Html?.Data ?? '';
      const bounced = ((input.Destination?.ToAddresses ?? []) as string[]).flatMap((to) => {
        const type = simulated(to);
        return type ? [{ to, type }] : [];
      });
      if (bounced.length) {
        // Like SES's simulator: accepted, delivered to no one, then reported to the configuration set.
        const messageId = randomUUID();
        for (const { to, type } of bounced) {
          const notification = feedbackNotification(
            type,
            to,
            messageId,
            input.FromEmailAddress ?? '',
            input.ConfigurationSetName ?? '',
          );
          const delivery = Promise.resolve(this.onFeedback?.(notification))
            .catch((error) =>
              console.error(JSON.stringify({ level: 'error', message: 'mail feedback failed', error: String(error) })),
            )
            .finally(() => this.feedback.delete(delivery));
          this.feedback.add(delivery);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ MessageId: messageId }));
        return;
      }
      const mail: StoredMail = {
        id: randomUUID(),
        from: input.FromEmailAddress ?? '',
        to: input.Destination?.ToAddresses ?? [],
        subject: simple.Subject?.Data ?? '',
        text,
        html,
        links: linksIn(`${text}\n${html}`.replace(/&amp;/g, '&')),
        sentAt: new Date().toISOString(),
        configurationSet: input.ConfigurationSetName,
      };
      this.store(mail);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ MessageId: mail.id }));
      return;
    }
    res.writeHead(404).end();
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** `GET /dev/mail/view`: every e-mail, newest first, each rendered in a sandboxed frame. */
export function mailboxPage(mails: StoredMail[]): string {
  const items = mails
    .map(
      (
        m,
      ) => `<article><header><h2>${esc(m.subject)}</h2><p>Til: ${esc(m.to.join(', '))} · Fra: ${esc(m.from)} · ${esc(new Date(m.sentAt).toLocaleString('da-DK', { timeZone: 'Europe/Copenhagen' }))}</p>
<p>${m.links.map((l) => `<a href="${esc(l)}">${esc(l)}</a>`).join('<br>')}</p></header>
<iframe sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${esc(m.html)}"></iframe>
<details><summary>Tekstudgave</summary><pre>${esc(m.text)}</pre></details></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>Lokal postkasse – Servicebogen</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;background:#f3f5f7;color:#1f2933}article{background:#fff;border-radius:8px;padding:16px;margin:0 0 24px;max-width:760px}
h1{font-size:24px}h2{font-size:18px;margin:0 0 4px}iframe{width:100%;height:420px;border:1px solid #d9e2ec;border-radius:4px}pre{white-space:pre-wrap}</style></head>
<body><h1>Lokal postkasse (${mails.length})</h1><p>Alle e-mails, som Servicebogen har sendt lokalt, nyeste først.</p>${items || '<p>Ingen e-mails endnu.</p>'}</body></html>`;
}
