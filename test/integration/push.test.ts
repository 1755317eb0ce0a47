import type { JobRun } from '../support/contract';
import { as, createLocation, createTask, errorOf, ok } from '../support/api';
import { cet, moveServerClock, setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { mailsTo } from '../support/mail';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Reminders as push (issue 30, decision 171) through the real local runtime: devices subscribed
 * through the API with subscriptions the local push service made (it holds their private keys, as
 * a browser does), the morning reminder run by its schedule (dispatcher → queue → worker), and the
 * push service taking each push only with a valid VAPID signature and a payload it can decrypt.
 *
 * | run (06:00)   | Bo (USER, two devices, later a third)        | Anne (SUPER_ADMIN, one device)        |
 * | Wed 3, twice  | 1 push each device: the single task is due   |                                       |
 * | Thu 4         | 1 push each: the single task is overdue      |                                       |
 * | Mon 8         |                                              | weekly summary e-mail: no push        |
 * | Wed 10        |                                              | 1 push: the escalation                |
 * | Fri 12        | phone taken, tablet 410 (removed), PC 500    |                                       |
 * | Sat 13        | phone taken, the tablet not tried again      |                                       |
 */
let rt: TestRuntime;
let anne: Person;
let bo: Person;
let carl: Person;
let companyId: string;
const ids = { single: '', later: '' };

interface Subscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}
interface Message {
  payload: { title: string; body: string; url: string; tag?: string };
  ttl: number;
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}
let publicKey: string;
const devices: Record<'phone' | 'tablet' | 'pc' | 'annes', Subscription> = {} as never;

const at = (instant: Date) => moveServerClock(rt, instant, [anne, bo, carl]);
async function morning(day: string) {
  await at(cet(day, '06:00'));
  return (await ok(rt.call<JobRun>('POST', '/dev/schedule/reminders'))).result;
}
/** A subscription of the local push service, made with the app's public key, as `pushManager.subscribe` does. */
const newSubscription = async () =>
  ok(rt.call<Subscription>('POST', '/dev/push/subscriptions', { body: { applicationServerKey: publicKey } }));
const idOf = (s: Subscription) => s.endpoint.split('/').pop()!;
const received = async (s: Subscription) =>
  ok(
    rt.call<{ messages: Message[]; rejected: { status: number; reason: string }[] }>(
      'GET',
      `/dev/push/${idOf(s)}/messages`,
    ),
  );
const messages = async (s: Subscription) => (await received(s)).messages;
const listed = async (p: Person, companyId = p.ownCompanyId) =>
  (
    await ok(
      rt.call<{ subscriptions: { endpoint: string; label: string | null }[] }>(
        'GET',
        '/api/push/subscriptions',
        as(p, companyId),
      ),
    )
  ).subscriptions.map((s) => s.endpoint);
const reminderMails = async (p: Person) =>
  (await mailsTo(rt, p.emailAddress)).filter((m) => /^(Påmindelse|Forsinkede opgaver|Ugens overblik)/.test(m.subject));

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, cet('2027-03-02', '10:00'));
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  companyId = anne.ownCompanyId;
  bo = await personWithRole(rt, companyId, 'USER');
  carl = await newPerson(rt, { name: 'Carl Carlsen', company: 'Carlsens El' });
  await at(cet('2027-03-02', '10:00'));
  const storage = await createLocation(rt, as(anne), 'Lager');
  const task = (title: string, deadline: string) =>
    createTask(rt, as(anne), {
      title,
      description: 'Se vejledningen.',
      type: 'AD_HOC',
      interval: null,
      notificationPeriod: 0,
      files: [],
      responsibleId: bo.user.id,
      locationId: storage,
      deadline,
    });
  ids.single = await task('Ryd op på lageret', '2027-03-03T22:00:00.000Z');
  ids.later = await task('Tøm affaldscontaineren', '2027-03-12T22:00:00.000Z');
  await rt.drain();
  publicKey = (await ok(rt.call<{ publicKey: string }>('GET', '/api/push/key', as(bo, companyId)))).publicKey;
  for (const name of ['phone', 'tablet', 'pc', 'annes'] as const) devices[name] = await newSubscription();
}, 120_000);

afterAll(() => rt?.stop());

test('the public key is a P-256 point in base64url, the same for every member', async () => {
  expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  expect(await ok(rt.call('GET', '/api/push/key', as(carl)))).toEqual({ publicKey });
});

test('bad input is a Danish 400 naming the field; nothing is stored', async () => {
  const post = (body: unknown) => rt.call('POST', '/api/push/subscriptions', { ...as(bo, companyId), body });
  const cases: [unknown, string, string][] = [
    [
      { ...devices.phone, endpoint: 'http://push.example.com/abc' },
      'endpoint',
      'Push-adressen skal være en https-adresse fra browserens push-tjeneste.',
    ],
    [
      { ...devices.phone, endpoint: 'http://10.0.0.1:8080/dev/push/x' },
      'endpoint',
      'Push-adressen skal være en https-adresse fra browserens push-tjeneste.',
    ],
    [{ endpoint: devices.phone.endpoint }, 'keys', 'Enhedens push-nøgler er ugyldige. Prøv at slå push til igen.'],
    [
      { ...devices.phone, keys: { ...devices.phone.keys, auth: 'kort' } },
      'keys.auth',
      'Enhedens push-nøgler er ugyldige. Prøv at slå push til igen.',
    ],
    [{ keys: devices.phone.keys }, 'endpoint', 'Enheden sendte ingen push-adresse. Prøv at slå push til igen.'],
  ];
  for (const [body, field, message] of cases) {
    const answer = await post(body);
    expect({ status: answer.status, field: errorOf(answer)?.fields?.[field] }).toEqual({ status: 400, field: message });
    expect(errorOf(answer)?.message).toBe('Der er et problem med de indtastede oplysninger.');
  }
  const removal = await rt.call('DELETE', '/api/push/subscriptions', { ...as(bo, companyId), body: {} });
  expect(removal.status).toBe(400);
  expect(errorOf(removal)?.fields?.endpoint).toBe('Enheden sendte ingen push-adresse. Prøv at slå push til igen.');
  expect(await listed(bo, companyId)).toEqual([]);
});

test('each person subscribes their own devices; nobody sees or removes another’s; an endpoint is one person’s', async () => {
  const subscribe = (p: Person, s: Subscription, label: string, company = p.ownCompanyId) =>
    rt.call('POST', '/api/push/subscriptions', { ...as(p, company), body: { ...s, label } });
  expect((await subscribe(bo, devices.phone, 'Telefon', companyId)).status).toBe(201);
  expect((await subscribe(bo, devices.tablet, 'Tablet', companyId)).status).toBe(201);
  // The same device again (the browser renewed it, the toggle pressed twice): renewed, not doubled.
  const again = await subscribe(bo, devices.phone, 'Min telefon', companyId);
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ subscription: { endpoint: devices.phone.endpoint, label: 'Min telefon' } });
  expect((await subscribe(anne, devices.annes, 'Kontor')).status).toBe(201);

  expect(await listed(bo, companyId)).toEqual([devices.phone.endpoint, devices.tablet.endpoint]);
  expect(await listed(anne)).toEqual([devices.annes.endpoint]);
  // Carl, of another company, sees none of them, and cannot ask in theirs.
  expect(await listed(carl)).toEqual([]);
  expect([403, 404]).toContain((await rt.call('GET', '/api/push/subscriptions', as(carl, companyId))).status);
  // Nor take Bo's endpoint, nor remove it.
  const taken = await subscribe(carl, devices.phone, 'Min');
  expect(taken.status).toBe(409);
  expect(errorOf(taken)?.message).toBe(
    'Denne enhed modtager allerede påmindelser for en anden bruger. Slå push til igen for at få en ny push-adresse.',
  );
  const removal = await rt.call('DELETE', '/api/push/subscriptions', {
    ...as(carl),
    body: { endpoint: devices.phone.endpoint },
  });
  expect(removal).toMatchObject({ status: 200, body: { removed: false } });
  expect(await listed(bo, companyId)).toEqual([devices.phone.endpoint, devices.tablet.endpoint]);
  // What the API shows of a device: never its keys.
  expect(JSON.stringify((await rt.call('GET', '/api/push/subscriptions', as(bo, companyId))).body)).not.toContain(
    devices.phone.keys.auth,
  );
});

test('Wednesday, run twice: each of Bo’s devices gets exactly one push, VAPID-signed, with the title, count and link', async () => {
  expect(await morning('2027-03-03')).toMatchObject({ failures: 0 });
  await morning('2027-03-03');
  for (const device of [devices.phone, devices.tablet]) {
    const got = await messages(device);
    expect(got).toHaveLength(1);
    expect(got[0].payload).toEqual({
      title: 'Servicebogen',
      body: '1 opgave i Åbergs VVS har frist snart: Ryd op på lageret',
      url: `${rt.url}/dashboard/${companyId}/tasks/${ids.single}`,
      tag: `reminder-${companyId}`,
    });
    expect(got[0].vapid).toMatchObject({ aud: rt.url, publicKey });
    expect(got[0].vapid.sub).toMatch(/^mailto:.+@.+/);
    expect(got[0].ttl).toBeGreaterThan(0);
  }
  expect(await messages(devices.annes)).toEqual([]);
  expect(await reminderMails(bo)).toHaveLength(1);
});

test('Thursday: the overdue task, one push more per device', async () => {
  await morning('2027-03-04');
  const got = await messages(devices.phone);
  expect(got).toHaveLength(2);
  expect(got[1].payload).toMatchObject({ body: '1 opgave i Åbergs VVS er forsinket: Ryd op på lageret' });
  expect(await messages(devices.tablet)).toHaveLength(2);
});

test('Monday: the admin’s weekly summary is an e-mail only; Wednesday the escalation is pushed to her too', async () => {
  await morning('2027-03-08');
  expect((await reminderMails(anne)).map((m) => m.subject)).toEqual(['Ugens overblik for Åbergs VVS']);
  expect(await messages(devices.annes)).toEqual([]);
  await morning('2027-03-09');
  await morning('2027-03-10');
  expect((await reminderMails(anne))[0].subject).toBe('Forsinkede opgaver i Åbergs VVS');
  const got = await messages(devices.annes);
  expect(got.map((m) => m.payload)).toEqual([
    {
      title: 'Servicebogen',
      body: '1 opgave i Åbergs VVS har været forsinket i 7 dage eller mere',
      url: `${rt.url}/dashboard/${companyId}`,
      tag: `reminder-${companyId}`,
    },
  ]);
  await morning('2027-03-10');
  expect(await messages(devices.annes)).toHaveLength(1);
  expect(await messages(devices.phone)).toHaveLength(2);
});

test('a device whose push service answers 410 is removed, one answering 500 kept; the e-mail goes all the same', async () => {
  await ok(rt.call('POST', '/api/push/subscriptions', { ...as(bo, companyId), body: { ...devices.pc, label: 'PC' } }));
  await ok(rt.call('POST', `/dev/push/${idOf(devices.tablet)}/answer`, { body: { status: 410 } }));
  await ok(rt.call('POST', `/dev/push/${idOf(devices.pc)}/answer`, { body: { status: 500 } }));
  const mailsBefore = (await reminderMails(bo)).length;

  expect(await morning('2027-03-12')).toMatchObject({ failures: 0 });
  expect((await reminderMails(bo)).length).toBe(mailsBefore + 1);
  expect((await reminderMails(bo))[0].subject).toBe('Påmindelse: Tøm affaldscontaineren');
  expect((await messages(devices.phone)).at(-1)!.payload).toMatchObject({
    body: '1 opgave i Åbergs VVS har frist snart: Tøm affaldscontaineren',
    url: `${rt.url}/dashboard/${companyId}/tasks/${ids.later}`,
  });
  expect((await received(devices.tablet)).rejected.map((r) => r.status)).toEqual([410]);
  expect((await received(devices.pc)).rejected.map((r) => r.status)).toEqual([500]);
  expect(await listed(bo, companyId)).toEqual([devices.phone.endpoint, devices.pc.endpoint]);

  // The next morning the removed tablet is not tried again; the PC is.
  await morning('2027-03-13');
  expect((await reminderMails(bo)).length).toBe(mailsBefore + 2);
  expect(await messages(devices.phone)).toHaveLength(4);
  expect((await received(devices.tablet)).rejected).toHaveLength(1);
  expect((await received(devices.pc)).rejected).toHaveLength(2);
});

test('turned off: DELETE removes the device, and its endpoint is free again', async () => {
  const answer = await rt.call('DELETE', '/api/push/subscriptions', {
    ...as(bo, companyId),
    body: { endpoint: devices.phone.endpoint },
  });
  expect(answer).toMatchObject({ status: 200, body: { removed: true } });
  expect(await listed(bo, companyId)).toEqual([devices.pc.endpoint]);
  // Now free: another person may subscribe that endpoint (the browser would make a new one anyway).
  expect((await rt.call('POST', '/api/push/subscriptions', { ...as(carl), body: devices.phone })).status).toBe(201);
});
