import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv4 } from 'node:net';
import { clock } from '../../functions/platform/clock';
import { mailboxPage, type Mailbox } from './mailbox';
import type { LocalPushService } from './push-service';
import { rebuildReadModels } from './rebuild';
import type { LocalScheduler } from './scheduler';

/** Limit of a `/dev` request body (the clock's `{"now": ...}` is tiny). */
const MAX_BODY = 16 * 1024;

const readJson = (req: IncomingMessage) =>
  new Promise<unknown>((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      text += c;
      if (text.length > MAX_BODY) req.destroy();
    });
    req.on('error', reject);
    req.on('close', () => resolve(null));
    req.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : {});
      } catch {
        resolve(null);
      }
    });
  });

export const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));

/** 127.0.0.0/8, ::1 and their IPv4-mapped form: the only addresses `/dev` answers. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.split('.')[0] === '127';
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/** A host name that only ever means this machine (so a DNS-rebound name cannot reach `/dev`). */
function isLoopbackHost(hostname: string) {
  const name = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/** The Host header's name and port, or null when it is not one. */
function hostOf(header: string | undefined): { hostname: string; port: string } | null {
  if (!header) return null;
  try {
    const url = new URL(`http://${header}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return { hostname: url.hostname, port: url.port || '80' };
  } catch {
    return null;
  }
}

export interface DevRequestFacts {
  remoteAddress: string | undefined;
  method: string;
  host?: string;
  origin?: string;
  secFetchSite?: string;
  contentType?: string;
}

/**
 * Why a `/dev` request is refused, or null when it may go on. `/dev` shows every e-mail (reset
 * links included), moves the clock and runs jobs, so it answers only this machine, addressed by
 * a loopback name, and never another site: not a client on another address (when HOST opens the
 * server to the network), not a page elsewhere that sends a request (Origin / Sec-Fetch-Site say
 * cross-site; a POST must be `application/json`, which a page elsewhere cannot send without a
 * CORS preflight that is never granted), not a DNS-rebound name.
 */
export function devRefusal(
  facts: DevRequestFacts,
  { anyBody = false }: { anyBody?: boolean } = {},
): { status: number; message: string } | null {
  const refuse = (message: string) => ({ status: 403, message });
  if (!isLoopbackAddress(facts.remoteAddress)) return refuse('/dev svarer kun forespørgsler fra denne maskine.');
  const host = hostOf(facts.host);
  if (!host || !isLoopbackHost(host.hostname)) return refuse('/dev svarer kun på localhost.');
  if (facts.secFetchSite && facts.secFetchSite !== 'same-origin' && facts.secFetchSite !== 'none') {
    return refuse('/dev svarer ikke andre websteder.');
  }
  if (facts.origin !== undefined) {
    let sameOrigin: boolean;
    try {
      const origin = new URL(facts.origin);
      sameOrigin =
        origin.protocol === 'http:' && isLoopbackHost(origin.hostname) && (origin.port || '80') === host.port;
    } catch {
      sameOrigin = false;
    }
    if (!sameOrigin) return refuse('/dev svarer ikke andre websteder.');
  }
  // A push to the test push service (`anyBody`) is encrypted bytes, as push services take them.
  if (facts.method !== 'GET' && facts.method !== 'HEAD' && !anyBody) {
    const type = (facts.contentType ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') return { status: 415, message: 'Send JSON (content-type: application/json).' };
  }
  return null;
}

export const devFacts = (req: IncomingMessage): DevRequestFacts => ({
  remoteAddress: req.socket.remoteAddress,
  method: req.method ?? 'GET',
  host: req.headers.host,
  origin: req.headers.origin,
  secFetchSite: req.headers['sec-fetch-site'] as string | undefined,
  contentType: req.headers['content-type'],
});

export interface DevContext {
  mailbox: Mailbox;
  scheduler: LocalScheduler;
  drain(): Promise<void>;
  /**
   * Waits until the e-mails queued so far have been handed to the mailbox (or, refused every
   * time, to the dead letters): requests queue their e-mails (decision 090 "E-mail leaves through
   * a queue"), and the mailbox shows what a request sent once it has answered, as before.
   */
  mailSent?(): Promise<void>;
  /** The test push service (`/dev/push/...`, decision 171). */
  push?: LocalPushService;
}

/** The most a push may carry (push services take 4 KB of payload; the framing adds a little). */
const MAX_PUSH_BODY = 8 * 1024;

const readBytes = (req: IncomingMessage) =>
  new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_PUSH_BODY) {
        resolve(null);
        req.destroy();
      } else chunks.push(c);
    });
    req.on('error', reject);
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

const PUSH_ID = '([0-9a-f-]{36})';

/**
 * `/dev/push/...`, the test push service (decision 171 "Reminders as push"): `POST
 * /dev/push/subscriptions` makes a subscription (`{applicationServerKey?}` → `{endpoint,
 * expirationTime, keys}`), `POST /dev/push/{id}` is its endpoint, `GET /dev/push/{id}/messages`
 * what it took (and what it refused, and why), `POST /dev/push/{id}/answer {"status": 410}` makes
 * it answer that status from now on (`null`: take pushes again).
 */
async function handlePush(req: IncomingMessage, res: ServerResponse, path: string, push: LocalPushService) {
  const method = req.method ?? 'GET';
  if (method === 'POST' && path === '/dev/push/subscriptions') {
    const body = (await readJson(req)) as { applicationServerKey?: unknown } | null;
    const key = typeof body?.applicationServerKey === 'string' ? body.applicationServerKey : null;
    return sendJson(res, 201, push.subscribe(key));
  }
  const endpoint = path.match(new RegExp(`^/dev/push/${PUSH_ID}$`));
  if (method === 'POST' && endpoint) {
    const body = await readBytes(req);
    if (!body) return sendJson(res, 413, { message: 'Payload too large' });
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(',') : v]),
    );
    const answer = await push.receive(endpoint[1], headers, body);
    return sendJson(res, answer.status, answer.body);
  }
  const messages = path.match(new RegExp(`^/dev/push/${PUSH_ID}/messages$`));
  if (method === 'GET' && messages) {
    const found = push.messages(messages[1]);
    if (!found) return sendJson(res, 404, { message: 'Ukendt push-abonnement' });
    return sendJson(res, 200, { messages: found, rejected: push.rejected(messages[1]) });
  }
  const answer = path.match(new RegExp(`^/dev/push/${PUSH_ID}/answer$`));
  if (method === 'POST' && answer) {
    const body = (await readJson(req)) as { status?: unknown } | null;
    const status = body?.status;
    if (!(status === null || (Number.isInteger(status) && (status as number) >= 200 && (status as number) <= 599)))
      return sendJson(res, 400, { message: 'Angiv {"status": <HTTP-status>} eller {"status": null}.' });
    if (!push.answerWith(answer[1], status as number | null))
      return sendJson(res, 404, { message: 'Ukendt push-abonnement' });
    return sendJson(res, 200, { status });
  }
  sendJson(res, 404, { message: 'Not Found' });
}

/** `/dev/*`: the local mailbox, the clock, jobs on demand, drain and rebuild, for this machine only. */
export async function handleDev(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  { mailbox, scheduler, drain, mailSent, push }: DevContext,
) {
  const pushReceipt = req.method === 'POST' && new RegExp(`^/dev/push/${PUSH_ID}$`).test(path);
  const refusal = devRefusal(devFacts(req), { anyBody: pushReceipt });
  if (refusal) {
    req.resume();
    return sendJson(res, refusal.status, { message: refusal.message });
  }
  const method = req.method ?? 'GET';
  if (push && path.startsWith('/dev/push/')) return handlePush(req, res, path, push);
  if (method === 'GET' && (path === '/dev/mail' || path === '/dev/mail/view')) await mailSent?.();
  if (method === 'GET' && path === '/dev/mail') {
    return sendJson(
      res,
      200,
      mailbox.list().map(({ from: _from, to, ...m }) => ({ ...m, to: to.join(', ') })),
    );
  }
  if (method === 'GET' && path === '/dev/mail/view') {
    return res
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-frame-options': 'DENY',
        'content-security-policy': "frame-ancestors 'none'",
      })
      .end(mailboxPage(mailbox.list()));
  }
  const schedule = path.match(/^\/dev\/schedule\/([^/]+)$/);
  if (method === 'POST' && schedule) {
    if (!scheduler.has(schedule[1])) return sendJson(res, 404, { message: `Ukendt job: ${schedule[1]}` });
    return sendJson(res, 200, { result: (await scheduler.run(schedule[1])) ?? null });
  }
  if (path === '/dev/clock') {
    if (method === 'GET')
      return sendJson(res, 200, { now: clock.now().toISOString(), settable: process.env.LOCAL_CLOCK === 'settable' });
    if (method !== 'POST') return sendJson(res, 405, { message: 'Method Not Allowed' });
    if (process.env.LOCAL_CLOCK !== 'settable')
      return sendJson(res, 409, { message: 'Start med LOCAL_CLOCK=settable for at flytte uret.' });
    const body = (await readJson(req)) as { now?: unknown } | null;
    const instant = new Date(typeof body?.now === 'string' ? body.now : 'invalid');
    if (Number.isNaN(instant.getTime()))
      return sendJson(res, 400, { message: 'Angiv {"now": "<ISO 8601-tidspunkt>"}.' });
    clock.set(instant);
    return sendJson(res, 200, { now: clock.now().toISOString() });
  }
  if (method === 'POST' && path === '/dev/drain') {
    await drain();
    return sendJson(res, 200, {});
  }
  if (method === 'POST' && path === '/dev/rebuild') {
    await drain();
    return sendJson(res, 200, await rebuildReadModels());
  }
  sendJson(res, 404, { message: 'Not Found' });
}
