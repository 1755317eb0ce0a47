import {
  base64urlBytes,
  deviceLabel,
  pushState,
  pushTexts,
  turnOffPush,
  turnOnPush,
  type BrowserSubscription,
  type PushApi,
  type PushEnvironment,
  type PushRegistration,
} from './push';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
let made = 0;

function fakeSubscription(key: Uint8Array | null, log: string[]): BrowserSubscription {
  const endpoint = `https://push.example/${++made}`;
  return {
    endpoint,
    options: { applicationServerKey: key ? (key.slice().buffer as ArrayBuffer) : null },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: KEY, auth: 'tBHItJI5svbpez7KI4CCXg' } }),
    unsubscribe: async () => {
      log.push(`unsubscribe ${endpoint}`);
      return true;
    },
  };
}

function fakes(
  over: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    worker?: boolean;
    existing?: 'same' | 'other';
  } = {},
) {
  const log: string[] = [];
  let current: BrowserSubscription | null =
    over.existing === 'same'
      ? fakeSubscription(base64urlBytes(KEY), log)
      : over.existing === 'other'
        ? fakeSubscription(new Uint8Array([4, 1, 2]), log)
        : null;
  const registration: PushRegistration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async (options) => {
        log.push(`subscribe userVisibleOnly=${options.userVisibleOnly} key=${options.applicationServerKey.length}`);
        expect(Array.from(options.applicationServerKey)).toEqual(Array.from(base64urlBytes(KEY)));
        current = fakeSubscription(options.applicationServerKey, log);
        return current;
      },
    },
  };
  const env: PushEnvironment = {
    supported: true,
    permission: () => over.permission ?? 'default',
    requestPermission: async () => {
      log.push('ask');
      return over.answer ?? 'granted';
    },
    ready: () => (over.worker === false ? new Promise(() => undefined) : Promise.resolve(registration)),
    registration: async () => (over.worker === false ? undefined : registration),
    userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  };
  return { env, log, current: () => current };
}

function fakeApi(taken = 0, key: string | null = KEY) {
  const calls: string[] = [];
  const api: PushApi = {
    publicKey: async () => key,
    subscribe: async (input) => {
      calls.push(`POST ${input.endpoint} ${input.label}`);
      return taken-- > 0 ? 'taken' : 'ok';
    },
    unsubscribe: async (endpoint) => {
      calls.push(`DELETE ${endpoint}`);
    },
  };
  return { api, calls };
}

test('without a service worker or the Push API: the toggle says why, and nothing is asked', async () => {
  const { env, log } = fakes();
  const unsupported = { ...env, supported: false };
  expect(pushState(unsupported, { setUp: true, subscription: null, devices: [] })).toBe('unsupported');
  expect(pushTexts.unsupported).toBe(
    'Push kræver, at appen er installeret eller åbnet i en browser, der understøtter det.',
  );
  expect(await turnOnPush(unsupported, fakeApi().api)).toEqual({
    ok: false,
    state: 'unsupported',
    message: pushTexts.unsupported,
  });
  expect(log).toEqual([]);
});

test('turning on: permission, the service worker, subscribe with userVisibleOnly and the app’s key, then the API', async () => {
  const { env, log, current } = fakes();
  const { api, calls } = fakeApi();
  expect(await turnOnPush(env, api)).toEqual({ ok: true });
  expect(log).toEqual(['ask', 'subscribe userVisibleOnly=true key=65']);
  expect(calls).toEqual([`POST ${current()!.endpoint} Chrome på Android`]);
  expect(pushState(env, { setUp: true, subscription: current(), devices: [current()!.endpoint] })).toBe('on');
  expect(pushState(env, { setUp: true, subscription: current(), devices: [] })).toBe('off');
});

test('an existing subscription of the same key is reused; one of another key is dropped first', async () => {
  const same = fakes({ permission: 'granted', existing: 'same' });
  await turnOnPush(same.env, fakeApi().api);
  expect(same.log).toEqual([]);
  const other = fakes({ permission: 'granted', existing: 'other' });
  await turnOnPush(other.env, fakeApi().api);
  expect(other.log).toEqual([expect.stringMatching(/^unsubscribe /), 'subscribe userVisibleOnly=true key=65']);
});

test('an endpoint that is another person’s (a shared browser): a new one is made, once', async () => {
  const { env, log } = fakes({ permission: 'granted' });
  const { api, calls } = fakeApi(1);
  expect(await turnOnPush(env, api)).toEqual({ ok: true });
  expect(log).toEqual([
    'subscribe userVisibleOnly=true key=65',
    expect.stringMatching(/^unsubscribe /),
    'subscribe userVisibleOnly=true key=65',
  ]);
  expect(calls).toHaveLength(2);
  expect(await turnOnPush(fakes({ permission: 'granted' }).env, fakeApi(2).api)).toEqual({
    ok: false,
    message: pushTexts.failed,
  });
});

test('refused or blocked notifications, no service worker, no key: nothing subscribed, a Danish reason', async () => {
  const blocked = fakes({ answer: 'denied' });
  expect(await turnOnPush(blocked.env, fakeApi().api)).toEqual({
    ok: false,
    state: 'denied',
    message: pushTexts.denied,
  });
  expect(
    pushState({ ...blocked.env, permission: () => 'denied' }, { setUp: true, subscription: null, devices: [] }),
  ).toBe('denied');
  const dismissed = fakes({ answer: 'default' });
  expect(await turnOnPush(dismissed.env, fakeApi().api)).toEqual({ ok: false, message: pushTexts.notAllowed });
  const noWorker = fakes({ permission: 'granted', worker: false });
  expect(await turnOnPush(noWorker.env, fakeApi().api, 10)).toEqual({ ok: false, message: pushTexts.noWorker });
  const notSetUp = fakes();
  expect(await turnOnPush(notSetUp.env, fakeApi(0, null).api)).toEqual({
    ok: false,
    state: 'not-set-up',
    message: pushTexts['not-set-up'],
  });
  for (const f of [blocked, dismissed, noWorker, notSetUp])
    expect(f.log.filter((l) => l.startsWith('subscribe'))).toEqual([]);
});

test('turning off: the API forgets the device, then the browser drops it', async () => {
  const { env, log, current } = fakes({ permission: 'granted', existing: 'same' });
  const endpoint = current()!.endpoint;
  const { api, calls } = fakeApi();
  await turnOffPush(env, api);
  expect(calls).toEqual([`DELETE ${endpoint}`]);
  expect(log).toEqual([`unsubscribe ${endpoint}`]);
});

test('a device is named by its browser and system', () => {
  expect(
    deviceLabel(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605 Version/17.0 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari på iPhone/iPad');
  expect(
    deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0'),
  ).toBe('Edge på Windows');
  expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
    'Firefox på Linux',
  );
  expect(deviceLabel('')).toBe('Browser');
});
