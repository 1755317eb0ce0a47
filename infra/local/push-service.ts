import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';

/**
 * The local runtime's push service (decision 171 "Reminders as push"): what FCM, Mozilla's
 * autopush or Apple's push service are on the internet, at `/dev/push/...` of the local server.
 * It makes subscriptions as a browser's push manager would (it holds each one's private ECDH key
 * and auth secret, as the browser does), and takes a push only as a push service would:
 * - the VAPID header (RFC 8292) `Authorization: vapid t=<JWT>, k=<public key>`: the JWT ES256,
 *   signed by that key, `aud` the endpoint's origin, `exp` in the future and at most 24 hours
 *   ahead, `sub` a `mailto:` or `https:` address; and when the subscription was made with an
 *   `applicationServerKey`, `k` must be that key (403 otherwise, as the services answer);
 * - the body `Content-Encoding: aes128gcm` (RFC 8188), encrypted for the subscription (RFC 8291):
 *   decrypted here with node:crypto's ECDH, HKDF and AES-128-GCM, not with the library that
 *   encrypted it, so a fault of either side shows.
 * What it took is kept per subscription (`messages`); a subscription can be told to answer a
 * status instead (410: the device unsubscribed). Nothing is kept across restarts.
 */
export interface PushMessage {
  receivedAt: string;
  /** The decrypted payload, parsed when it is JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The verified VAPID claims. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

interface Subscription {
  id: string;
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  applicationServerKey: string | null;
  messages: PushMessage[];
  /** What the next pushes are answered instead of being taken (410, 404, 500, ...); null: taken. */
  answer: number | null;
  rejected: { status: number; reason: string }[];
}

export interface PushAnswer {
  status: number;
  body: unknown;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const MAX_EXP_SECONDS = 24 * 3600;

/** Decrypts an aes128gcm body (RFC 8188 framing) for a subscription's keys (RFC 8291 key derivation). */
export function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  if (body.length < 21) throw new Error('too short for an aes128gcm header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const keyid = body.subarray(21, 21 + idlen);
  if (rs < 18) throw new Error('record size too small');
  if (keyid.length !== 65 || keyid[0] !== 4) throw new Error('keyid is not the sender’s P-256 public key');
  const uaPublic = ecdh.getPublicKey();
  const secret = ecdh.computeSecret(keyid);
  const authInfo = Buffer.concat([Buffer.from('WebPush: info\0', 'latin1'), uaPublic, keyid]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, authInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0', 'latin1'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0', 'latin1'), 12));
  const records = body.subarray(21 + idlen);
  if (records.length === 0) throw new Error('no record');
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += rs, seq++) {
    const record = records.subarray(offset, offset + rs);
    const last = offset + rs >= records.length;
    if (record.length < 17) throw new Error('record too short');
    const iv = Buffer.from(nonce);
    // The record's sequence number XORed into the nonce's last bytes (records here are far fewer than 2^32).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The delimiter is the last non-zero byte: 2 on the last record, 1 on the others.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (end < 0 || padded[end] !== (last ? 2 : 1)) throw new Error('bad padding delimiter');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

/** The P-256 public key of an uncompressed point (65 bytes, base64url), as a KeyObject. */
function publicKeyOf(k: string) {
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
}

/** `vapid t=..., k=...` as its parameters, or null. */
function vapidParams(header: string | undefined): { t: string; k: string } | null {
  const match = /^vapid\s+(.*)$/i.exec(header ?? '');
  if (!match) return null;
  const params = Object.fromEntries(
    match[1].split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()];
    }),
  );
  return params.t && params.k ? { t: params.t, k: params.k } : null;
}

export class LocalPushService {
  private readonly subscriptions = new Map<string, Subscription>();

  /** `origin`: the local server's own, e.g. `http://localhost:3000`, which every endpoint is under. */
  constructor(private readonly origin: () => string) {}

  /** A new subscription, as `PushSubscription.toJSON()` gives it to a page. */
  subscribe(applicationServerKey: string | null = null) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const sub: Subscription = {
      id: randomUUID(),
      ecdh,
      publicKey: ecdh.getPublicKey(),
      auth: randomBytes(16),
      applicationServerKey,
      messages: [],
      answer: null,
      rejected: [],
    };
    this.subscriptions.set(sub.id, sub);
    return {
      endpoint: `${this.origin()}/dev/push/${sub.id}`,
      expirationTime: null,
      keys: { p256dh: b64url(sub.publicKey), auth: b64url(sub.auth) },
    };
  }

  messages(id: string): PushMessage[] | null {
    return this.subscriptions.get(id)?.messages ?? null;
  }

  /** Every push not taken, with its status and why (refused, or answered as told). */
  rejected(id: string) {
    return this.subscriptions.get(id)?.rejected ?? null;
  }

  /** From now on, pushes to `id` are answered `status` instead of taken (null: taken again). */
  answerWith(id: string, status: number | null): boolean {
    const sub = this.subscriptions.get(id);
    if (!sub) return false;
    sub.answer = status;
    return true;
  }

  /** A push to the endpoint of `id`: checked and decrypted as a push service does, or refused. */
  async receive(id: string, headers: Record<string, string | undefined>, body: Buffer): Promise<PushAnswer> {
    const sub = this.subscriptions.get(id);
    if (!sub) return { status: 404, body: { message: 'No such subscription' } };
    const refuse = (status: number, reason: string): PushAnswer => {
      sub.rejected.push({ status, reason });
      return { status, body: { message: reason } };
    };
    if (sub.answer !== null) return refuse(sub.answer, 'Told to answer so');

    const vapid = vapidParams(headers.authorization);
    if (!vapid) return refuse(401, 'Missing or malformed VAPID Authorization header');
    let claims: PushMessage['vapid'];
    try {
      const { alg } = decodeProtectedHeader(vapid.t);
      if (alg !== 'ES256') throw new Error(`alg ${String(alg)}`);
      const { payload } = await jwtVerify(vapid.t, publicKeyOf(vapid.k), {
        algorithms: ['ES256'],
        audience: this.origin(),
      });
      const now = Math.floor(Date.now() / 1000);
      if (typeof payload.exp !== 'number') throw new Error('no exp');
      if (payload.exp > now + MAX_EXP_SECONDS) throw new Error('exp more than 24 hours ahead');
      if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
        throw new Error('sub is not a mailto: or https: address');
      claims = { aud: String(payload.aud), sub: payload.sub, exp: payload.exp, publicKey: vapid.k };
    } catch (error) {
      let aud = '';
      try {
        aud = String(decodeJwt(vapid.t).aud);
      } catch {
        // not even a JWT
      }
      return refuse(401, `VAPID JWT not valid: ${String(error)}${aud ? ` (aud ${aud})` : ''}`);
    }
    if (sub.applicationServerKey && sub.applicationServerKey !== vapid.k)
      return refuse(403, 'VAPID key is not the applicationServerKey of the subscription');

    const ttl = Number(headers.ttl);
    if (headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return refuse(400, 'Missing or invalid TTL');
    if ((headers['content-encoding'] ?? '').toLowerCase() !== 'aes128gcm')
      return refuse(415, 'Content-Encoding must be aes128gcm');
    if (body.length > 4096) return refuse(413, 'Payload over 4096 bytes');
    let text: string;
    try {
      text = decryptAes128gcm(body, sub.ecdh, sub.auth).toString('utf8');
    } catch (error) {
      return refuse(400, `Payload not decryptable: ${String(error)}`);
    }
    let payload: unknown = text;
    try {
      payload = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    sub.messages.push({
      receivedAt: new Date().toISOString(),
      payload,
      ttl,
      urgency: headers.urgency ?? null,
      topic: headers.topic ?? null,
      vapid: claims,
    });
    return { status: 201, body: {} };
  }
}
