import { importJWK, SignJWT } from 'jose';
import webpush from 'web-push';
import { LocalPushService } from './push-service';

/**
 * The test push service checks what a real push service checks (decision 171): a push that
 * web-push made for its subscription is taken and decrypted; a wrong signature, audience, key or
 * expiry, or a body encrypted for someone else, is refused.
 */
const origin = 'http://localhost:4321';
const keys = webpush.generateVAPIDKeys();
const vapid = { subject: 'mailto:noreply@servicebogen.dk', ...keys };
const payload = { title: 'Servicebogen', body: '3 opgaver har frist snart', url: `${origin}/dashboard/c1` };

function pushFor(
  sub: { endpoint: string; keys: { p256dh: string; auth: string } },
  options: Parameters<typeof webpush.generateRequestDetails>[2] = {},
  body = JSON.stringify(payload),
) {
  const request = webpush.generateRequestDetails(sub, body, { vapidDetails: vapid, TTL: 60, ...options });
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
  return { headers, body: request.body };
}
const idOf = (endpoint: string) => endpoint.split('/').pop()!;

test('a push web-push made for the subscription is taken: VAPID verified, payload decrypted', async () => {
  const service = new LocalPushService(() => origin);
  const sub = service.subscribe(keys.publicKey);
  expect(sub.endpoint).toMatch(new RegExp(`^${origin}/dev/push/[0-9a-f-]{36}$`));
  const { headers, body } = pushFor(sub, { urgency: 'high', topic: 'reminder' });
  expect(await service.receive(idOf(sub.endpoint), headers, body)).toEqual({ status: 201, body: {} });
  const [message] = service.messages(idOf(sub.endpoint))!;
  expect(message).toMatchObject({
    payload,
    ttl: 60,
    urgency: 'high',
    topic: 'reminder',
    vapid: { aud: origin, sub: 'mailto:noreply@servicebogen.dk', publicKey: keys.publicKey },
  });
  expect(message.vapid.exp).toBeGreaterThan(Date.now() / 1000);
  expect(message.vapid.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
});

test('a payload over 4 KB is refused, as push services refuse it', async () => {
  const service = new LocalPushService(() => origin);
  const sub = service.subscribe();
  const { headers, body } = pushFor(sub, {}, 'æøå'.repeat(1000));
  expect((await service.receive(idOf(sub.endpoint), headers, body)).status).toBe(413);
  expect(service.messages(idOf(sub.endpoint))).toEqual([]);
});

test.each([
  ['no Authorization', (h: Record<string, string>) => ({ ...h, authorization: '' }), 401],
  [
    'a JWT signed by another key',
    (h: Record<string, string>) => {
      const other = webpush.generateVAPIDKeys();
      return { ...h, authorization: h.authorization.replace(/k=.*/, `k=${other.publicKey}`) };
    },
    401,
  ],
  [
    'a tampered JWT',
    (h: Record<string, string>) => ({
      ...h,
      authorization: h.authorization.replace(/t=([^.]+)\.([^.]+)\./, (_m, a, b) => `t=${a}.${b}x.`),
    }),
    401,
  ],
  ['no TTL', (h: Record<string, string>) => ({ ...h, ttl: undefined as unknown as string }), 400],
  ['another content encoding', (h: Record<string, string>) => ({ ...h, 'content-encoding': 'aesgcm' }), 415],
])('refused: %s', async (_name, change, status) => {
  const service = new LocalPushService(() => origin);
  const sub = service.subscribe();
  const { headers, body } = pushFor(sub);
  expect((await service.receive(idOf(sub.endpoint), change(headers), body)).status).toBe(status);
  expect(service.messages(idOf(sub.endpoint))).toEqual([]);
  expect(service.rejected(idOf(sub.endpoint))).toHaveLength(1);
});

test('refused: the audience of another origin, an expiry beyond 24 hours, another applicationServerKey, another subscription’s keys', async () => {
  const service = new LocalPushService(() => origin);
  const sub = service.subscribe(keys.publicKey);
  const id = idOf(sub.endpoint);
  const elsewhere = pushFor({ ...sub, endpoint: `http://localhost:9999/dev/push/${id}` });
  expect((await service.receive(id, elsewhere.headers, elsewhere.body)).status).toBe(401);
  // A JWT of 25 hours, signed by the right key (web-push itself refuses to make one).
  const point = Buffer.from(keys.publicKey, 'base64url');
  const privateKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const jwt = (hours: number) =>
    new SignJWT({ aud: origin, sub: vapid.subject })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
      .setExpirationTime(Math.floor(Date.now() / 1000) + hours * 3600)
      .sign(privateKey);
  const withJwt = async (hours: number) => ({
    ...pushFor(sub).headers,
    authorization: `vapid t=${await jwt(hours)}, k=${keys.publicKey}`,
  });
  expect((await service.receive(id, await withJwt(25), pushFor(sub).body)).status).toBe(401);
  expect((await service.receive(id, await withJwt(-1), pushFor(sub).body)).status).toBe(401);
  expect((await service.receive(id, await withJwt(23), pushFor(sub).body)).status).toBe(201);
  const other = webpush.generateVAPIDKeys();
  const wrongKey = webpush.generateRequestDetails(sub, 'x', { vapidDetails: { ...vapid, ...other } });
  const wrongHeaders = Object.fromEntries(
    Object.entries(wrongKey.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
  );
  expect((await service.receive(id, wrongHeaders, wrongKey.body)).status).toBe(403);
  const stranger = service.subscribe();
  const forStranger = pushFor(stranger);
  expect((await service.receive(id, forStranger.headers, forStranger.body)).status).toBe(400);
  expect(service.messages(id)).toHaveLength(1);
});

test('told to answer 410, it takes nothing until told otherwise; an unknown subscription is 404', async () => {
  const service = new LocalPushService(() => origin);
  const sub = service.subscribe();
  const id = idOf(sub.endpoint);
  expect(service.answerWith(id, 410)).toBe(true);
  const push = pushFor(sub);
  expect((await service.receive(id, push.headers, push.body)).status).toBe(410);
  expect(service.rejected(id)).toEqual([{ status: 410, reason: 'Told to answer so' }]);
  service.answerWith(id, null);
  expect((await service.receive(id, push.headers, push.body)).status).toBe(201);
  expect((await service.receive('00000000-0000-0000-0000-000000000000', push.headers, push.body)).status).toBe(404);
});
