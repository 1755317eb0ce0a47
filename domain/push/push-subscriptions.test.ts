import { DomainError } from '../shared/errors';
import {
  endpointProblem,
  MAX_PUSH_DEVICES,
  pushEndpointInputSchema,
  pushSubscriptionInputSchema,
  withDevice,
  withoutDevices,
  type PushDevice,
} from './push-subscriptions';

const p256dh = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const auth = 'tBHItJI5svbpez7KI4CCXg';
const subscription = (endpoint = 'https://fcm.googleapis.com/fcm/send/abc') => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh, auth },
});
const fields = (endpoint?: string, label?: string) =>
  pushSubscriptionInputSchema.parse({ ...subscription(endpoint), ...(label ? { label } : {}) });
const now = new Date('2027-03-01T08:00:00Z');

describe('the subscription a browser sends', () => {
  test('is taken as PushSubscription.toJSON() gives it, with an optional label; padding is dropped', () => {
    expect(pushSubscriptionInputSchema.parse({ ...subscription(), label: '  Telefon ' })).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: { p256dh, auth },
      label: 'Telefon',
    });
    expect(
      pushSubscriptionInputSchema.parse({ ...subscription(), keys: { p256dh, auth: `${auth}==` } }).keys.auth,
    ).toBe(auth);
  });

  test.each([
    [
      'no endpoint',
      { keys: { p256dh, auth } },
      'endpoint',
      'Enheden sendte ingen push-adresse. Prøv at slå push til igen.',
    ],
    [
      'no keys',
      { endpoint: 'https://x.example/1' },
      'keys',
      'Enhedens push-nøgler er ugyldige. Prøv at slå push til igen.',
    ],
    [
      'a short p256dh',
      { ...subscription(), keys: { p256dh: p256dh.slice(1), auth } },
      'keys.p256dh',
      'Enhedens push-nøgler er ugyldige. Prøv at slå push til igen.',
    ],
    [
      'an auth of 12 bytes',
      { ...subscription(), keys: { p256dh, auth: 'AAAAAAAAAAAAAAAA' } },
      'keys.auth',
      'Enhedens push-nøgler er ugyldige. Prøv at slå push til igen.',
    ],
    [
      'a non-base64url key',
      { ...subscription(), keys: { p256dh: `${p256dh.slice(0, 86)}+`, auth } },
      'keys.p256dh',
      'Enhedens push-nøgler er ugyldige. Prøv at slå push til igen.',
    ],
    [
      'an endpoint of 1025 characters',
      subscription(`https://x.example/${'a'.repeat(1007)}`),
      'endpoint',
      'Push-adressen må højst være 1024 tegn',
    ],
    ['a label of 61 characters', { ...subscription(), label: 'x'.repeat(61) }, 'label', undefined],
    [
      'a label with a control character',
      { ...subscription(), label: 'Tele\u0007fon' },
      'label',
      'Teksten indeholder ugyldige tegn',
    ],
  ])('refuses %s, in Danish', (_name, input, field, message) => {
    const result = pushSubscriptionInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path.join('.') === field);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });

  test('an endpoint is printable ASCII: no space, control, bidi or other character a URL parser would encode', () => {
    for (const bad of [
      'https://x.example/a b',
      'https://x.example/a\u0000',
      'https://x.example/\u202e1',
      'https://x.example/æ',
      'https://x.example/\ud800',
    ])
      expect([bad, pushSubscriptionInputSchema.safeParse(subscription(bad)).error?.issues[0].message]).toEqual([
        bad,
        'Push-adressen skal være en https-adresse fra browserens push-tjeneste.',
      ]);
    expect(pushEndpointInputSchema.safeParse({ endpoint: 'https://x.example/\u0085' }).success).toBe(false);
  });

  test('removal takes the endpoint', () => {
    expect(pushEndpointInputSchema.parse({ endpoint: ' https://x.example/1 ' })).toEqual({
      endpoint: 'https://x.example/1',
    });
    expect(pushEndpointInputSchema.safeParse({}).success).toBe(false);
  });
});

describe('which endpoints are accepted', () => {
  test('https addresses only', () => {
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc')).toBeNull();
    expect(endpointProblem('https://web.push.apple.com/QGx')).toBeNull();
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'http://localhost:3000/dev/push/1',
      'ftp://x.example/1',
      'javascript:alert(1)',
      'not a url',
      'https://user:pw@x.example/1',
    ])
      expect([bad, endpointProblem(bad)]).toEqual([
        bad,
        'Push-adressen skal være en https-adresse fra browserens push-tjeneste.',
      ]);
  });

  test('the local runtime also takes http://localhost and http://127.0.0.1, nothing else over http', () => {
    expect(endpointProblem('http://localhost:3000/dev/push/1', { localHttp: true })).toBeNull();
    expect(endpointProblem('http://127.0.0.1:3000/dev/push/1', { localHttp: true })).toBeNull();
    expect(endpointProblem('http://localhost.evil.example/dev/push/1', { localHttp: true })).not.toBeNull();
    expect(endpointProblem('http://10.0.0.1/dev/push/1', { localHttp: true })).not.toBeNull();
  });
});

describe("a person's devices", () => {
  test('a new endpoint is added; the same endpoint again replaces its keys and label, keeping its place and first time', () => {
    const first = withDevice([], fields('https://x.example/1', 'Telefon'), now);
    expect(first).toEqual({
      added: true,
      devices: [
        { endpoint: 'https://x.example/1', keys: { p256dh, auth }, label: 'Telefon', createdAt: now.toISOString() },
      ],
    });
    const second = withDevice(first.devices, fields('https://x.example/2'), now);
    const later = new Date('2027-03-02T08:00:00Z');
    const again = withDevice(second.devices, fields('https://x.example/1', 'Min telefon'), later);
    expect(again.added).toBe(false);
    expect(again.devices.map((d) => [d.endpoint, d.label, d.createdAt])).toEqual([
      ['https://x.example/1', 'Min telefon', now.toISOString()],
      ['https://x.example/2', undefined, now.toISOString()],
    ]);
  });

  test(`at most ${MAX_PUSH_DEVICES}: the next is a Danish 400, renewing one of them still works`, () => {
    let devices: PushDevice[] = [];
    for (let i = 0; i < MAX_PUSH_DEVICES; i++)
      devices = withDevice(devices, fields(`https://x.example/${i}`), now).devices;
    expect(devices).toHaveLength(MAX_PUSH_DEVICES);
    let error: unknown;
    try {
      withDevice(devices, fields('https://x.example/one-more'), now);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      kind: 'invalid',
      code: 'TOO_MANY_PUSH_DEVICES',
      message: 'Du kan have push slået til på højst 10 enheder. Slå push fra på en af de andre først.',
    });
    expect(withDevice(devices, fields('https://x.example/3'), now).devices).toHaveLength(MAX_PUSH_DEVICES);
  });

  test('devices gone are removed, the others kept in order', () => {
    const devices = ['1', '2', '3'].reduce<PushDevice[]>(
      (all, n) => withDevice(all, fields(`https://x.example/${n}`), now).devices,
      [],
    );
    expect(withoutDevices(devices, ['https://x.example/2', 'https://other.example/9']).map((d) => d.endpoint)).toEqual([
      'https://x.example/1',
      'https://x.example/3',
    ]);
  });
});
