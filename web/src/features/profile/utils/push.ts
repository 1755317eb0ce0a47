import type { PushSubscriptionInput } from '#domain/push/push-subscriptions';

/**
 * The profile's push toggle, without React (decision 171 "Reminders as push"): whether this
 * browser can take push, and turning it on and off on this device. The browser's parts come in as
 * arguments (`PushEnvironment`), so the rules are tested without a browser; the service worker
 * itself (its `push` and `notificationclick` handlers) is the PWA's (issue 30).
 */

/** What the toggle shows. */
export type PushState =
  | 'unsupported' // no service worker or Push API here
  | 'not-set-up' // the installation has no VAPID key (GET /api/push/key answers 404)
  | 'denied' // the person blocked notifications for the site
  | 'off'
  | 'on';

export const pushTexts = {
  label: 'Påmindelser som push på denne enhed',
  unsupported: 'Push kræver, at appen er installeret eller åbnet i en browser, der understøtter det.',
  'not-set-up': 'Push-påmindelser er ikke sat op i denne installation af Servicebogen.',
  denied:
    'Notifikationer er blokeret for Servicebogen i denne browser. Tillad dem i browserens indstillinger for siden, og prøv igen.',
  off: 'Slået fra på denne enhed. Du får dine påmindelser på e-mail.',
  on: 'Slået til. Morgenens påmindelse kommer som en notifikation på denne enhed og stadig på e-mail.',
  noWorker: 'Appen er ikke klar til push endnu. Genindlæs siden, og prøv igen.',
  notAllowed: 'Push blev ikke slået til, fordi notifikationer ikke blev tilladt.',
  failed: 'Push kunne ikke slås til lige nu. Prøv igen om lidt.',
} as const;

/** The browser's side: what `window` and `navigator` give, or a test's fakes. */
export interface PushEnvironment {
  /** `'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window`. */
  supported: boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** `navigator.serviceWorker.ready`: waits for the service worker (never settles without one). */
  ready(): Promise<PushRegistration>;
  /** `navigator.serviceWorker.getRegistration()`: the registration now, if any. */
  registration(): Promise<PushRegistration | undefined>;
  userAgent: string;
}

export interface PushRegistration {
  pushManager: {
    getSubscription(): Promise<BrowserSubscription | null>;
    subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }): Promise<BrowserSubscription>;
  };
}

export interface BrowserSubscription {
  endpoint: string;
  options?: { applicationServerKey: ArrayBuffer | null };
  toJSON(): { endpoint?: string; expirationTime?: number | null; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
}

/** The API's side (`../api/push.ts`). */
export interface PushApi {
  /** The VAPID public key, or null when push is not set up (404). */
  publicKey(): Promise<string | null>;
  /** POST the subscription: 'taken' when the endpoint is another person's (409). */
  subscribe(input: PushSubscriptionInput): Promise<'ok' | 'taken'>;
  unsubscribe(endpoint: string): Promise<void>;
}

export function browserPushEnvironment(): PushEnvironment {
  const supported =
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window;
  return {
    supported,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    ready: () => navigator.serviceWorker.ready as Promise<unknown> as Promise<PushRegistration>,
    registration: () =>
      navigator.serviceWorker.getRegistration() as Promise<unknown> as Promise<PushRegistration | undefined>,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
}

/** A base64url text (the VAPID key) as bytes, as `applicationServerKey` takes it. */
export function base64urlBytes(text: string): Uint8Array {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** A name for this device in the list of one's devices: browser and system, in Danish. */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /(Chrome|CriOS)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iPhone/iPad'
      : /Mac OS X/.test(userAgent)
        ? 'Mac'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? `${browser} på ${system}` : browser;
}

/** The subscription of this device now, if the service worker has one. */
export async function currentSubscription(env: PushEnvironment): Promise<BrowserSubscription | null> {
  if (!env.supported) return null;
  const registration = await env.registration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The toggle's state from what the browser and the API know. */
export function pushState(
  env: PushEnvironment,
  facts: { setUp: boolean; subscription: BrowserSubscription | null; devices: readonly string[] },
): PushState {
  if (!env.supported) return 'unsupported';
  if (!facts.setUp) return 'not-set-up';
  if (env.permission() === 'denied') return 'denied';
  return facts.subscription && facts.devices.includes(facts.subscription.endpoint) ? 'on' : 'off';
}

/** Waits for `promise` at most `ms`; null when it did not settle by then. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([promise, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

export type TurnOnResult = { ok: true } | { ok: false; state?: PushState; message: string };

/**
 * Turns push on on this device: asks for permission, waits for the service worker, subscribes with
 * the app's key (a subscription made with another key, an old one, is dropped first), and tells the
 * API. An endpoint the API says is another person's (a browser shared by two people) is dropped and
 * a new one made, once.
 */
export async function turnOnPush(env: PushEnvironment, api: PushApi, workerWaitMs = 10_000): Promise<TurnOnResult> {
  if (!env.supported) return { ok: false, state: 'unsupported', message: pushTexts.unsupported };
  const key = await api.publicKey();
  if (!key) return { ok: false, state: 'not-set-up', message: pushTexts['not-set-up'] };
  const permission = env.permission() === 'granted' ? 'granted' : await env.requestPermission();
  if (permission === 'denied') return { ok: false, state: 'denied', message: pushTexts.denied };
  if (permission !== 'granted') return { ok: false, message: pushTexts.notAllowed };
  const registration = await within(env.ready(), workerWaitMs);
  if (!registration) return { ok: false, message: pushTexts.noWorker };
  const applicationServerKey = base64urlBytes(key);
  const subscribe = () => registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options?.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await subscribe();
  const label = deviceLabel(env.userAgent);
  const send = (s: BrowserSubscription) => api.subscribe({ ...(s.toJSON() as PushSubscriptionInput), label });
  if ((await send(subscription)) === 'taken') {
    await subscription.unsubscribe();
    subscription = await subscribe();
    if ((await send(subscription)) === 'taken') return { ok: false, message: pushTexts.failed };
  }
  return { ok: true };
}

/** Turns push off on this device: the API forgets it first, then the browser drops the subscription. */
export async function turnOffPush(env: PushEnvironment, api: PushApi): Promise<void> {
  const subscription = await currentSubscription(env);
  if (!subscription) return;
  await api.unsubscribe(subscription.endpoint);
  await subscription.unsubscribe();
}
