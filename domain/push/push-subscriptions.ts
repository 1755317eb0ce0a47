import * as z from 'zod';
import { DomainError } from '../shared/errors';
import { optionalText } from '../shared/fields';

/**
 * Reminders as push (issue 30, decision 171 "Reminders as push"): a person's devices that receive
 * the morning reminder as a Web Push notification, besides the e-mail. This module is the pure
 * part, shared by the profile's toggle and `functions/api/push.ts`: the browser's subscription as
 * the API takes it, which endpoints are accepted, and the rules of a person's list of devices.
 */

/** The most devices one person may have receive push (a phone, a tablet, a few browsers). */
export const MAX_PUSH_DEVICES = 10;
/** Push services' endpoints are a few hundred characters (FCM ~190, Mozilla ~250, Apple ~170). */
export const MAX_ENDPOINT_LENGTH = 1024;
export const MAX_DEVICE_LABEL = 60;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Bytes of an unpadded base64url text, or null when it is not one. */
const base64urlBytes = (text: string) =>
  BASE64URL.test(text) && text.length % 4 !== 1 ? (text.length * 3) >> 2 : null;

const ENDPOINT_REQUIRED = 'Enheden sendte ingen push-adresse. Prøv at slå push til igen.';
const ENDPOINT_HTTPS = 'Push-adressen skal være en https-adresse fra browserens push-tjeneste.';
const KEYS_INVALID = 'Enhedens push-nøgler er ugyldige. Prøv at slå push til igen.';

/**
 * A push service's address is printable ASCII (its path a token the service made): anything else
 * (spaces, control, bidi or non-ASCII characters, which a URL parser would quietly percent-encode)
 * is no endpoint a browser gave.
 */
const endpointText = z
  .string({ error: ENDPOINT_REQUIRED })
  .trim()
  .min(1, { error: ENDPOINT_REQUIRED })
  .max(MAX_ENDPOINT_LENGTH, { error: `Push-adressen må højst være ${MAX_ENDPOINT_LENGTH} tegn` })
  .regex(/^[\x21-\x7e]+$/, { error: ENDPOINT_HTTPS });

/** The browser's `PushSubscription.toJSON()` keys: the device's P-256 public key (65 bytes) and its 16-byte auth secret. */
const keysSchema = z.object(
  {
    p256dh: z
      .string({ error: KEYS_INVALID })
      .refine((key) => base64urlBytes(key.replace(/=+$/, '')) === 65, { error: KEYS_INVALID }),
    auth: z
      .string({ error: KEYS_INVALID })
      .refine((key) => base64urlBytes(key.replace(/=+$/, '')) === 16, { error: KEYS_INVALID }),
  },
  { error: KEYS_INVALID },
);

/**
 * `POST /api/push/subscriptions?companyId=`: the browser's `PushSubscription` as JSON
 * (`{endpoint, expirationTime, keys: {p256dh, auth}}`) and an optional label of the device
 * ('Telefon', 'Chrome på kontoret'). Keys are kept without base64 padding.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointText,
  expirationTime: z.number().nullable().optional(),
  keys: keysSchema.transform(({ p256dh, auth }) => ({
    p256dh: p256dh.replace(/=+$/, ''),
    auth: auth.replace(/=+$/, ''),
  })),
  label: optionalText(MAX_DEVICE_LABEL),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;
export type PushSubscriptionFields = z.output<typeof pushSubscriptionInputSchema>;

/** `DELETE /api/push/subscriptions?companyId=`: the device's endpoint. */
export const pushEndpointInputSchema = z.object({ endpoint: endpointText });
export type PushEndpointInput = z.infer<typeof pushEndpointInputSchema>;

/**
 * Why an endpoint is refused, or null when it is accepted: an https address of a push service,
 * with no user name or password in it. `localHttp` (the local runtime only, for its test push
 * service at `/dev/push/...`) also lets http://localhost and http://127.0.0.1 through.
 */
export function endpointProblem(endpoint: string, { localHttp = false } = {}): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return ENDPOINT_HTTPS;
  }
  if (url.username || url.password) return ENDPOINT_HTTPS;
  if (url.protocol === 'https:') return null;
  if (localHttp && url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'))
    return null;
  return ENDPOINT_HTTPS;
}

/** One device of a person, as stored (`functions/use-cases/push-devices.ts`). */
export interface PushDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  label?: string;
  createdAt: string;
}

/**
 * A person's devices after subscribing `input` at `now`. The same endpoint again (the browser's
 * subscription renewed, the toggle turned on twice) replaces that device, keeping its place and
 * its first time; a new one is added, at most `MAX_PUSH_DEVICES` in all (a Danish 400 beyond).
 */
export function withDevice(
  devices: readonly PushDevice[],
  input: PushSubscriptionFields,
  now: Date,
): { devices: PushDevice[]; added: boolean } {
  const device: PushDevice = {
    endpoint: input.endpoint,
    keys: input.keys,
    ...(input.label ? { label: input.label } : {}),
    createdAt: now.toISOString(),
  };
  const index = devices.findIndex((d) => d.endpoint === input.endpoint);
  if (index >= 0) {
    const next = [...devices];
    next[index] = { ...device, createdAt: devices[index].createdAt };
    return { devices: next, added: false };
  }
  if (devices.length >= MAX_PUSH_DEVICES)
    throw new DomainError(
      'invalid',
      'TOO_MANY_PUSH_DEVICES',
      `Du kan have push slået til på højst ${MAX_PUSH_DEVICES} enheder. Slå push fra på en af de andre først.`,
      { endpoint: `Højst ${MAX_PUSH_DEVICES} enheder` },
    );
  return { devices: [...devices, device], added: true };
}

/** A person's devices without those whose endpoints are `gone`. */
export const withoutDevices = (devices: readonly PushDevice[], gone: readonly string[]): PushDevice[] =>
  devices.filter((d) => !gone.includes(d.endpoint));

/** The message when the endpoint already belongs to someone else (a shared browser: 409). */
export const ENDPOINT_TAKEN =
  'Denne enhed modtager allerede påmindelser for en anden bruger. Slå push til igen for at få en ny push-adresse.';

/**
 * What a push notification carries, as JSON (the service worker's `push` handler shows it and its
 * `notificationclick` opens `url`): a title, the text, the page to open, and a tag under which the
 * next notification of the same kind replaces this one on the device.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}
