import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import webpush from 'web-push';
import type { PushDevice, PushPayload } from '../../domain/push/push-subscriptions';
import { ENV, mailFrom, vapidPublicKey } from './config';
import { log } from './logger';

/**
 * Web Push through the `web-push` library (decision 171 "Reminders as push"): it encrypts the
 * payload for the device (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292); this module
 * sends the request it describes with `fetch`, so the local runtime's test push service (plain
 * http on localhost) is reached the same way as the push services on AWS.
 *
 * The VAPID key pair is a Secrets Manager secret (`PUSH_VAPID_SECRET_ARN`, JSON `{publicKey,
 * privateKey}` as `npx web-push generate-vapid-keys --json` prints it, docs/deploy.md), read only
 * by the functions that send pushes; the public key, which browsers subscribe with, is the stage's
 * `PUSH_VAPID_PUBLIC_KEY` (`infra/stages.ts`), also given to the API. Unset, or a secret that does
 * not hold that key's private half: push is off and says so in the log; e-mail goes on.
 */
const PUSH_SECRET_ENV = ENV.pushSecret;

/** How long a push service keeps an undelivered notification (a phone off overnight gets it in the morning). */
const TTL_SECONDS = 12 * 3600;
/** A push service that does not answer within this is a failure of that device, not of the run. */
const TIMEOUT_MS = 10_000;
/** How long a container trusts the keys it read. */
const CACHE_MS = 5 * 60_000;

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

let cached: { until: number; details: Promise<VapidDetails | null> } | undefined;

/** `mailto:` the stage's sender address: who the push services may write to about our pushes. */
const subject = () => `mailto:${/<([^>]+)>/.exec(mailFrom())?.[1] ?? mailFrom()}`;

async function readDetails(): Promise<VapidDetails | null> {
  const publicKey = vapidPublicKey();
  const arn = process.env[PUSH_SECRET_ENV];
  if (!publicKey || !arn) {
    log.warn('push is not set up: no VAPID public key or secret');
    return null;
  }
  const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  let keys: { publicKey?: unknown; privateKey?: unknown } = {};
  try {
    keys = JSON.parse(SecretString ?? '{}');
  } catch {
    // not JSON: not set up
  }
  if (typeof keys.privateKey !== 'string' || !keys.privateKey || keys.publicKey !== publicKey) {
    log.error('push is not set up: the VAPID secret does not hold the private key of the stage’s public key');
    return null;
  }
  return { subject: subject(), publicKey, privateKey: keys.privateKey };
}

/** The VAPID details, read once per container and `CACHE_MS`; null when push is not set up. */
export function vapidDetails(now = Date.now()): Promise<VapidDetails | null> {
  if (cached && cached.until > now) return cached.details;
  const entry = { until: now + CACHE_MS, details: readDetails() };
  cached = entry;
  entry.details.catch(() => {
    if (cached === entry) cached = undefined; // a failed read is retried by the next run
  });
  return entry.details;
}

/** What a push service answered: taken, gone for good (404/410: the device unsubscribed), or failed. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'failed'; reason: string };

/** Sends one notification to one device; never throws. */
export async function sendPush(device: PushDevice, payload: PushPayload, vapid: VapidDetails): Promise<PushOutcome> {
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: device.keys },
      JSON.stringify(payload),
      { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: 'normal', contentEncoding: 'aes128gcm' },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        // fetch sets the length from the body itself.
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { kind: 'sent' };
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    return { kind: 'failed', reason: `HTTP ${response.status}` };
  } catch (error) {
    return { kind: 'failed', reason: String(error) };
  }
}

/** The push service's host, for the log: never the endpoint itself (it is the device's address). */
export const pushServiceOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
};
