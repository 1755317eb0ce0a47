import type { CDPSession } from 'playwright-core';
import { as, createLocation, createTask, ok } from '../support/api';
import { axeViolations } from '../support/axe';
import { cet, moveServerClock, setServerClock } from '../support/clocks';
import { expectVisible, logIn, useJourney } from '../support/e2e';
import { mailsTo } from '../support/mail';
import { signUp } from '../support/runtime';

/**
 * Reminders as push in Chromium (issue 30, decisions 170 and 171): the profile's switch subscribes
 * this browser, the morning reminder reaches the push service with a valid VAPID signature, the
 * service worker shows it as a notification, and a push service answering 410 removes the device.
 *
 * Headless Chromium subscribes through Google's push service, which this machine cannot reach: the
 * page's `PushManager` is given a subscription of the local test push service instead (made as the
 * browser would make it, for the app's key), and what that service received, decrypted and
 * checked, is delivered to the service worker through DevTools (`ServiceWorker.deliverPushMessage`),
 * as Chromium's push client would. Everything else is the app's own.
 */
const j = useJourney();

let owner: Awaited<ReturnType<typeof signUp>>;
const person = { token: '', emailAddress: 'mette@holm.dk', password: 'hemmeligt-password' };

interface Message {
  payload: { title: string; body: string; url: string; tag?: string };
  vapid: { sub: string };
}

/** The page's PushManager, on the local test push service (kept in localStorage, as a browser keeps its subscription). */
function fakePushManager() {
  const encode = (bytes: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const decode = (text: string) =>
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const KEY = 'test-push-subscription';
  const made = (saved: { json: { endpoint: string }; key: string }) => ({
    endpoint: saved.json.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: decode(saved.key).buffer },
    toJSON: () => saved.json,
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = encode(options!.applicationServerKey as Uint8Array);
    const answer = await fetch('/dev/push/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationServerKey: key }),
    });
    const saved = { json: await answer.json(), key };
    localStorage.setItem(KEY, JSON.stringify(saved));
    return made(saved) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const saved = localStorage.getItem(KEY);
    return saved ? (made(JSON.parse(saved)) as unknown as PushSubscription) : null;
  };
}

beforeAll(async () => {
  await setServerClock(j.rt, cet('2027-03-02', '10:00'));
  owner = await signUp(j.rt, {
    name: 'Mette Holm',
    emailAddress: person.emailAddress,
    company: 'Holm Maskinservice',
  });
  person.token = owner.token;
  const cellar = await createLocation(j.rt, as(owner), 'Kælder');
  await createTask(j.rt, as(owner), {
    title: 'Tjek nødbelysning',
    description: 'Alle armaturer tændes.',
    type: 'AD_HOC',
    interval: null,
    notificationPeriod: 0,
    files: [],
    responsibleId: owner.user.id,
    locationId: cellar,
    deadline: '2027-03-03T22:00:00.000Z',
  });
  await j.browser.context.grantPermissions(['notifications'], { origin: j.rt.url });
  await j.browser.context.addInitScript(fakePushManager);
}, 60_000);

const endpoints = async () =>
  (
    await ok(
      j.rt.call<{ subscriptions: { endpoint: string }[] }>('GET', '/api/push/subscriptions', {
        token: person.token,
        query: { companyId: owner.companyId },
      }),
    )
  ).subscriptions.map((s) => s.endpoint);
const pushId = (endpoint: string) => endpoint.split('/').pop()!;
const received = async (endpoint: string) =>
  (await ok(j.rt.call<{ messages: Message[] }>('GET', `/dev/push/${pushId(endpoint)}/messages`))).messages;
async function morning(day: string) {
  await moveServerClock(j.rt, cet(day, '06:00'), [person]);
  await ok(j.rt.call('POST', '/dev/schedule/reminders'));
}

/** The service worker's registration id, as DevTools names it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
      if (live) resolve(live.registrationId as string);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return found;
}

let endpoint = '';

test("the profile's switch turns push on for this browser; the API lists the device", async () => {
  const { page } = j;
  await logIn(page, j.rt, person);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await page.goto(`${j.rt.url}/profile/settings`);
  const toggle = page.getByRole('switch', { name: 'Påmindelser som push på denne enhed' });
  await expectVisible(toggle);
  expect(await toggle.getAttribute('aria-checked')).toBe('false');
  await toggle.click();
  await expectVisible(page.getByText('Slået til. Morgenens påmindelse kommer som en notifikation', { exact: false }));
  expect(await toggle.getAttribute('aria-checked')).toBe('true');
  [endpoint] = await endpoints();
  expect(endpoint).toMatch(/\/dev\/push\/[^/]+$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the morning reminder arrives signed and encrypted, and the service worker shows it as a notification', async () => {
  await morning('2027-03-03');
  const [message] = await received(endpoint);
  expect(message.payload).toMatchObject({ title: 'Servicebogen', body: expect.stringContaining('1 opgave') });
  expect(message.vapid.sub).toMatch(/^mailto:/);
  const cdp = await j.browser.context.newCDPSession(j.page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: j.rt.url,
    registrationId: await registrationId(cdp),
    data: JSON.stringify(message.payload),
  });
  const shownNow = () =>
    j.page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body })),
    );
  let shown = await shownNow();
  for (let tries = 0; shown.length === 0 && tries < 75; tries++) {
    await j.page.waitForTimeout(200);
    shown = await shownNow();
  }
  expect(shown).toEqual([{ title: 'Servicebogen', body: message.payload.body }]);
});

test('a push service that answers 410 removes the device at the next run; the e-mail still goes', async () => {
  await ok(j.rt.call('POST', `/dev/push/${pushId(endpoint)}/answer`, { body: { status: 410 } }));
  await morning('2027-03-04');
  expect(await endpoints()).toEqual([]);
  const reminders = (await mailsTo(j.rt, person.emailAddress)).filter((mail) =>
    /^(Påmindelse|Forsinkede opgaver)/.test(mail.subject),
  );
  expect(reminders).toHaveLength(2);
  // The switch says so when the page reads again.
  await j.page.goto(`${j.rt.url}/profile/settings`);
  const toggle = j.page.getByRole('switch', { name: 'Påmindelser som push på denne enhed' });
  await expectVisible(toggle);
  await j.page.waitForFunction(
    () => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'false',
    undefined,
    { timeout: 15_000 },
  );
});
