import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/browser';
import { addDays, dayOf, deadlineOn } from '../../domain/shared/calendar-day';
import { as, createEquipment, createTask, inviteAndAcceptByApi, ok, PUMP } from '../support/api';
import { axeViolations } from '../support/axe';
import { cet, setServerClock } from '../support/clocks';
import { expectVisible, logIn, secondBrowser, visibleCount, type Browser } from '../support/e2e';
import { solidPng } from '../support/png';
import { signUp, startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * The installable, offline-capable app (issue 30, decision 170) in Chromium with the network cut
 * (`context.setOffline`): the manifest and the service worker; a start from the cache with the
 * kept tasks and the banner; a completion with a checklist and photos made offline that lands
 * once, with its offline time, after the page was closed; a send cut off halfway and repeated
 * without a duplicate; two phones completing the same deadline; the update prompt; axe and 375 px.
 */
/**
 * The runtime serves a copy of the built app, so the update prompt's test can put a new service
 * worker in place without touching web/dist, which other test files read at the same time.
 */
const webCopy = mkdtempSync(join(tmpdir(), 'servicebogen-web-'));
cpSync(resolve(process.env.WEB_ROOT ?? 'web/dist'), webCopy, { recursive: true });
let started: TestRuntime | undefined;
beforeAll(async () => {
  started = await startTestRuntime({ webRoot: webCopy });
}, 90_000);
afterAll(async () => {
  await started?.stop();
  rmSync(webCopy, { recursive: true, force: true });
});
const rt = () => started as TestRuntime;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

let owner: Awaited<ReturnType<typeof signUp>>;
const bo = { name: 'Bo Berg', emailAddress: 'bo@holm.dk', password: 'Kedel-Tryk-2027', id: '', token: '' };
let pump = '';

/** With OFFLINE_SCREENSHOTS=<dir>, the page as a person sees it. */
async function shot(page: Page, name: string) {
  const dir = process.env.OFFLINE_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/**
 * Wednesday 27 January 2027, 10:00 in Copenhagen, on the server and on every phone (their clocks
 * run on from there): the deadlines below fall on weekdays, and a routine due tomorrow can be done.
 */
const NOW = cet('2027-01-27', '10:00');
const inDays = (days: number) => deadlineOn(addDays(dayOf(NOW), days)).toISOString();

/** A weekly routine of Bo's on the pump, due in `days` (completable: its reminder period has begun). */
const routine = (title: string, days: number, checklist?: unknown[]) =>
  createTask(rt(), as(owner), {
    title,
    description: 'Se manualen i kedelrummet.',
    type: 'CYCLICAL',
    interval: 'WEEKLY',
    notificationPeriod: 2,
    responsibleId: bo.id,
    equipmentId: pump,
    deadline: inDays(days),
    files: [],
    ...(checklist ? { checklist } : {}),
  });

const CHECKLIST = [
  { id: 'manometer', kind: 'PHOTO', label: 'Foto af manometer' },
  { id: 'ventil', kind: 'CHECK', label: 'Sikkerhedsventil afprøvet' },
];

/** A person's own phone: a browser context with the run's Chromium, service workers allowed. */
async function phone(): Promise<Browser & { page: Page }> {
  const { browser, page } = await secondBrowser();
  await browser.context.clock.install({ time: NOW });
  return Object.assign(browser, { page });
}

/** The service worker controls the page (after the first signed-in visit installed it). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
}

/** The device store's tasks for the company are there (the first online visit fetched them). */
async function keptTasks(page: Page, companyId: string): Promise<string[]> {
  return page.evaluate(
    (id) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('servicebogen');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve([]);
          const get = db.transaction('kept').objectStore('kept').get(id);
          get.onsuccess = () =>
            resolve(((get.result?.tasks ?? []) as { task: { title: string } }[]).map((kept) => kept.task.title));
          get.onerror = () => reject(get.error);
        };
      }),
    companyId,
  );
}

async function waitForKept(page: Page, companyId: string, count: number) {
  for (let i = 0; i < 100; i += 1) {
    if ((await keptTasks(page, companyId)).length >= count) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`the device kept fewer than ${count} tasks`);
}

/** The completions of a task as the API answers them (newest first). */
const completionsOf = async (taskId: string, token = owner.token) =>
  ok(
    rt().call<
      {
        id: string;
        finishedOn: string;
        completedBy: { name: string };
        answers: { item: { id: string }; photos?: string[] }[];
      }[]
    >('GET', `/api/historic_completions/${taskId}`, { token, query: { companyId: owner.companyId } }),
    'history',
  );

async function expectNoAxe(page: Page) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

/** Nothing is wider than the screen at 375 px. */
async function fitsPhone(page: Page) {
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

beforeAll(async () => {
  await setServerClock(rt(), NOW);
  owner = await signUp(rt(), { name: 'Mette Holm', company: 'Holm Maskinservice' });
  pump = await createEquipment(rt(), as(owner), PUMP);
  Object.assign(bo, await inviteAndAcceptByApi(rt(), owner.token, owner.companyId, bo));
}, 60_000);

describe('installable', () => {
  let device: Awaited<ReturnType<typeof phone>>;
  beforeAll(async () => (device = await phone()), 30_000);
  afterAll(() => device?.close());

  it('the manifest is valid and Danish, its icons are there, and the service worker controls the page', async () => {
    await logIn(device.page, rt(), bo);
    const href = await device.page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await device.context.request.get(`${rt().url}${href}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/manifest+json');
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const manifest = (await answer.json()) as Record<string, unknown> & { icons: Record<string, string>[] };
    expect(manifest).toMatchObject({
      name: 'Servicebogen',
      short_name: 'Servicebogen',
      lang: 'da',
      start_url: '/',
      display: 'standalone',
      theme_color: '#17506b',
    });
    for (const size of ['192x192', '512x512'])
      expect(manifest.icons.some((icon) => icon.sizes === size && icon.type === 'image/png')).toBe(true);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const png = await device.context.request.get(`${rt().url}${icon.src}`);
      expect([icon.src, png.status(), png.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
    }
    const sw = await device.context.request.get(`${rt().url}/sw.js`);
    expect(sw.headers()['cache-control']).toBe('no-cache');

    await controlled(device.page);
    const worker = await device.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL, sync: 'sync' in registration };
    });
    expect(worker).toEqual({ scope: `${rt().url}/`, script: `${rt().url}/sw.js`, sync: true });
  });

  it("Chromium's own installability check finds nothing (a profile on disk: an incognito context never installs)", async () => {
    const profile = mkdtempSync(join(tmpdir(), 'servicebogen-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      locale: 'da-DK',
    });
    try {
      const page = await context.newPage();
      await logIn(page, rt(), bo);
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
      expect([manifest.url, manifest.errors]).toEqual([`${rt().url}/manifest.webmanifest`, []]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

/** The outbox's items as the device keeps them. */
async function outboxItems(
  page: Page,
): Promise<{ id: string; doneAt?: string; state: { kind: string; reason?: string } }[]> {
  return page.evaluate(
    () =>
      new Promise<{ id: string; doneAt?: string; state: { kind: string } }[]>((resolve, reject) => {
        const open = indexedDB.open('servicebogen');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Waits until `check` holds (the API or the device catching up), for at most `ms`. */
async function until<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

const outboxLink = (page: Page) => page.getByRole('link', { name: /^Udbakke \d+ ikke sendte?$/ });
const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Offline – senest opdateret kl\. \d{2}\.\d{2}$/ });

/** Completes the open task dialog: the photo item, the check, a note and a file. */
async function completeWithChecklist(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Udfør opgave' });
  await dialog
    .getByLabel('Foto af manometer')
    .setInputFiles([{ name: 'manometer.png', mimeType: 'image/png', buffer: solidPng(40, 30, [30, 90, 160]) }]);
  await dialog
    .getByRole('group', { name: 'Sikkerhedsventil afprøvet' })
    .getByRole('radio', { name: 'OK', exact: true })
    .check();
  await dialog.getByLabel('Note', { exact: true }).fill('Manometer aflæst i kælderen.');
  await dialog
    .getByLabel('Filer', { exact: true })
    .setInputFiles([{ name: 'kedel.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 80, 40]) }]);
  await dialog.getByRole('button', { name: 'Markér som udført' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a phone in the basement', () => {
  let device: Awaited<ReturnType<typeof phone>>;
  let kedel = '';
  let pumpe = '';
  beforeAll(async () => {
    device = await phone();
    kedel = await routine('Kedeleftersyn', 1, CHECKLIST);
    pumpe = await routine('Pumpe smøres', 5);
    // Beyond 14 days: not kept.
    await routine('Årligt serviceeftersyn', 20);
  }, 60_000);
  afterAll(() => device?.close());

  it('after one online visit, the app starts offline from the cache: the kept tasks and the banner, not the login', async () => {
    await logIn(device.page, rt(), bo);
    await controlled(device.page);
    await waitForKept(device.page, owner.companyId, 2);
    expect(await keptTasks(device.page, owner.companyId)).toEqual(['Kedeleftersyn', 'Pumpe smøres']);

    await device.context.setOffline(true);
    // How fast is the bench's (test/bench/offline-browser.ts): speed lives in benchmarks, never in timed tests.
    await device.page.goto(`${rt().url}/`);
    const list = device.page.getByRole('list', { name: 'Dine opgaver på telefonen' });
    await expectVisible(list.getByRole('link', { name: 'Kedeleftersyn' }));
    expect(device.page.url()).toBe(`${rt().url}/dashboard/${owner.companyId}/user-dashboard`);
    await expectVisible(offlineBanner(device.page));
    expect(await list.getByRole('listitem').count()).toBe(2);
    // The header names the company as last seen online.
    await expectVisible(device.page.getByText('Holm Maskinservice', { exact: true }));
    await shot(device.page, 'offline-home-1280');
    await expectNoAxe(device.page);
    await fitsPhone(device.page);
    await shot(device.page, 'offline-home-375');
    await device.page.setViewportSize(DESKTOP);
  });

  it('offline, a page that needs the network says so in Danish', async () => {
    for (const path of [`/dashboard/${owner.companyId}/equipment`, '/profile']) {
      await device.page.goto(`${rt().url}${path}`);
      await expectVisible(device.page.getByRole('heading', { name: 'Siden kræver netværk. Du er offline.' }));
    }
  });

  it('offline, Bo opens the kept task (equipment, location, checklist, last completion) and completes it with a photo item and a photo: it waits in the outbox', async () => {
    await device.page.goto(`${rt().url}/`);
    await device.page.getByRole('link', { name: 'Kedeleftersyn' }).click();
    await expectVisible(device.page.getByRole('heading', { level: 1, name: 'Kedeleftersyn' }));
    await expectVisible(device.page.locator('dt:text-is("Udstyr") + dd', { hasText: 'Grundfos CR 10' }));
    await expectVisible(device.page.locator('dt:text-is("Lokation") + dd:text-is("Kælder")'));
    await expectVisible(device.page.locator('dt:text-is("Sidst udført") + dd:text-is("Ikke udført før")'));
    await expectVisible(device.page.getByRole('listitem').filter({ hasText: 'Foto af manometer' }));

    await device.page.getByRole('button', { name: 'Udfør opgave' }).click();
    await completeWithChecklist(device.page);
    await expectVisible(device.page.getByRole('region', { name: 'Beskeder' }).getByText('Gemt i udbakken'));
    await expectVisible(device.page.getByRole('status').filter({ hasText: 'i udbakken: Venter' }));
    await device.page.setViewportSize(PHONE);
    await expectVisible(outboxLink(device.page));
    expect(await outboxLink(device.page).count()).toBe(1);
    await expectVisible(device.page.getByRole('link', { name: 'Udbakke 1 ikke sendt', exact: true }));

    await outboxLink(device.page).click();
    await device.page.waitForURL(/\/udbakke$/);
    const item = device.page.getByRole('list', { name: 'Udbakken' }).getByRole('listitem');
    await expectVisible(item.filter({ hasText: 'Udførelse af Kedeleftersyn' }).filter({ hasText: 'Venter' }));
    expect(await item.innerText()).toMatch(/Udført \d+\. \w+\.? \d{4} kl\. \d{2}\.\d{2} · 2 filer/);
    await fitsPhone(device.page);
    await shot(device.page, 'outbox-375');
    await device.page.setViewportSize(DESKTOP);
    await shot(device.page, 'outbox-1280');
    await expectNoAxe(device.page);
  });

  it('closed, then opened online: the completion lands once with its offline time and photos, and the queue empties', async () => {
    const [queued] = await outboxItems(device.page);
    expect(queued.state).toEqual({ kind: 'WAITING' });
    // The person waits a while in the basement, then closes the app.
    await device.page.waitForTimeout(1500);
    await device.page.close();
    await device.context.setOffline(false);
    device.page = await device.context.newPage();
    await device.page.goto(`${rt().url}/`);
    await expectVisible(device.page.getByRole('heading', { name: 'Din oversigt' }));

    const history = await until(
      'the completion',
      () => completionsOf(kedel),
      (rows) => rows.length > 0,
    );
    expect(history).toHaveLength(1);
    const [completion] = history;
    expect(completion.id).toBe(queued.id);
    // Its time is when it was done offline, not when it reached the server.
    expect(new Date(completion.finishedOn).toISOString()).toBe(queued.doneAt);
    const photoAnswer = completion.answers.find((answer) => answer.item.id === 'manometer');
    expect(photoAnswer?.photos).toHaveLength(1);
    const file = await ok(
      rt().call<{ url: string }>('GET', '/api/file', {
        token: owner.token,
        query: { companyId: owner.companyId, key: photoAnswer!.photos![0] },
      }),
      'photo',
    );
    expect((await device.context.request.get(file.url)).status()).toBe(200);
    const notes = await ok(
      rt().call<{ notes: { content: string; files: string[] }[] }>('GET', '/api/note', {
        token: owner.token,
        query: { companyId: owner.companyId, taskId: kedel },
      }),
      'notes',
    );
    expect(notes.notes.map((note) => [note.content, note.files.length])).toEqual([['Manometer aflæst i kælderen.', 1]]);

    await until(
      'the outbox',
      () => outboxItems(device.page),
      // Sent, by the page or by Background Sync; the worker's clock is the machine's, not the page's
      // installed one, so to the page a sent item may look a week old and be pruned: gone counts too.
      (items) => items.every((item) => item.state.kind === 'SENT'),
    );
    await device.page.getByRole('link', { name: 'Udbakke' }).waitFor({ state: 'detached' });
    expect(await visibleCount(outboxLink(device.page))).toBe(0);
    // Background Sync and the page both had a go: still one completion.
    await device.page.waitForTimeout(1000);
    expect(await completionsOf(kedel)).toHaveLength(1);
  });

  it('a send cut off after its upload, then repeated, gives one completion: the same key and body, the first answer replayed', async () => {
    const filter = await routine('Filter skiftes', 1);
    await device.page.goto(`${rt().url}/dashboard/${owner.companyId}/user-dashboard`);
    await waitForKept(device.page, owner.companyId, 2);
    await until(
      'the kept filter task',
      () => keptTasks(device.page, owner.companyId),
      (t) => t.includes('Filter skiftes'),
    );
    await device.context.setOffline(true);
    await device.page.goto(`${rt().url}/dashboard/${owner.companyId}/tasks/${filter}`);
    await device.page.getByRole('button', { name: 'Udfør opgave' }).click();
    const dialog = device.page.getByRole('dialog', { name: 'Udfør opgave' });
    await dialog.getByLabel('Note', { exact: true }).fill('Filter skiftet.');
    await dialog
      .getByLabel('Filer', { exact: true })
      .setInputFiles([{ name: 'filter.png', mimeType: 'image/png', buffer: solidPng(32, 32, [10, 120, 60]) }]);
    await dialog.getByRole('button', { name: 'Markér som udført' }).click();
    await expectVisible(device.page.getByRole('status').filter({ hasText: 'i udbakken: Venter' }));

    // The first send reaches the server, but its answer never comes back (the page closed, the
    // signal gone): the client sees a broken connection. Later sends go through.
    const posts: { key: string | undefined; body: string | null; replayed?: string }[] = [];
    await device.context.route('**/api/task/complete*', async (route) => {
      const request = route.request();
      const response = await route.fetch();
      posts.push({
        key: request.headers()['idempotency-key'],
        body: request.postData(),
        replayed: response.headers()['idempotent-replayed'],
      });
      if (posts.length === 1) await route.abort('connectionreset');
      else await route.fulfill({ response });
    });
    await device.context.setOffline(false);
    await until(
      'the first send',
      async () => posts.length,
      (n) => n >= 1,
    );
    // Written once; the device did not learn it, so it sends it again (Background Sync tries
    // again, and so does the app when it opens).
    expect(await completionsOf(filter)).toHaveLength(1);
    await device.page.reload();
    await until(
      'the outbox',
      () => outboxItems(device.page),
      (items) => items.every((item) => item.state.kind === 'SENT'),
    );
    await device.context.unroute('**/api/task/complete*');
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts.map((post) => post.key)).size).toBe(1);
    expect(new Set(posts.map((post) => post.body)).size).toBe(1);
    expect(posts[1].replayed).toBe('true');
    expect(await completionsOf(filter)).toHaveLength(1);
  });

  it('a note with a photo added offline waits in the outbox and lands once when the network is back', async () => {
    await until(
      'the kept pump task',
      () => keptTasks(device.page, owner.companyId),
      (t) => t.includes('Pumpe smøres'),
    );
    await device.context.setOffline(true);
    await device.page.goto(`${rt().url}/dashboard/${owner.companyId}/tasks/${pumpe}`);
    // The kept task's page (not 'Siden kræver netværk'), with its note form.
    await expectVisible(device.page.getByRole('heading', { level: 1, name: 'Pumpe smøres' }));
    const form = device.page.getByRole('region', { name: 'Tilføj note' });
    await form.getByLabel('Ny note').fill('Pakningen drypper lidt, se foto.');
    await form
      .getByLabel('Filer til noten')
      .setInputFiles([{ name: 'pakning.png', mimeType: 'image/png', buffer: solidPng(48, 32, [120, 120, 30]) }]);
    await form.getByRole('button', { name: 'Tilføj note' }).click();
    await expectVisible(device.page.getByRole('region', { name: 'Beskeder' }).getByText('Gemt i udbakken'));
    const waiting = await outboxItems(device.page);
    expect(waiting.filter((item) => item.state.kind === 'WAITING')).toHaveLength(1);

    await device.context.setOffline(false);
    const notesOf = async () =>
      (
        await ok(
          rt().call<{ notes: { content: string; files: string[] }[] }>('GET', '/api/note', {
            token: owner.token,
            query: { companyId: owner.companyId, taskId: pumpe },
          }),
          'notes',
        )
      ).notes;
    await until('the note', notesOf, (notes) => notes.length > 0);
    await until(
      'the outbox',
      () => outboxItems(device.page),
      (items) => items.every((item) => item.state.kind === 'SENT'),
    );
    expect((await notesOf()).map((note) => [note.content, note.files.length])).toEqual([
      ['Pakningen drypper lidt, se foto.', 1],
    ]);
  });
});

describe('two phones, one deadline', () => {
  let first: Awaited<ReturnType<typeof phone>>;
  let second: Awaited<ReturnType<typeof phone>>;
  let leak = '';
  beforeAll(async () => {
    leak = await routine('Lækagetjek', 1);
    first = await phone();
    second = await phone();
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  /** Offline on `device`, completes 'Lækagetjek' from the kept task. */
  async function completeOffline(device: Awaited<ReturnType<typeof phone>>) {
    await device.context.setOffline(true);
    await device.page.goto(`${rt().url}/dashboard/${owner.companyId}/tasks/${leak}`);
    await device.page.getByRole('button', { name: 'Udfør opgave' }).click();
    const dialog = device.page.getByRole('dialog', { name: 'Udfør opgave' });
    await dialog.getByRole('button', { name: 'Markér som udført' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(device.page.getByRole('status').filter({ hasText: 'i udbakken: Venter' }));
  }

  it("both complete it offline: one completion; the other phone's outbox says who did it first, and it can be removed", async () => {
    for (const device of [first, second]) {
      await logIn(device.page, rt(), bo);
      await controlled(device.page);
      await until(
        'the kept task',
        () => keptTasks(device.page, owner.companyId),
        (t) => t.includes('Lækagetjek'),
      );
    }
    await completeOffline(first);
    // The second phone a minute later.
    await second.context.clock.runFor(60_000);
    await completeOffline(second);

    await first.context.setOffline(false);
    await until(
      'the first completion',
      () => completionsOf(leak),
      (rows) => rows.length === 1,
    );
    await second.context.setOffline(false);
    await second.page.goto(`${rt().url}/udbakke`);
    const refused = second.page
      .getByRole('list', { name: 'Udbakken' })
      .getByRole('listitem')
      .filter({ hasText: /Afvist: Allerede udført af Bo Berg kl\. \d{2}\.\d{2}/ });
    await expectVisible(refused);
    expect(await completionsOf(leak)).toHaveLength(1);
    // The header counts what was refused until the person has seen to it.
    await second.page.goto(`${rt().url}/dashboard/${owner.companyId}/user-dashboard`);
    await expectVisible(second.page.getByRole('link', { name: 'Udbakke 1 ikke sendt', exact: true }));
    await outboxLink(second.page).click();
    await expectVisible(refused);
    await shot(second.page, 'outbox-refused-1280');
    await expectNoAxe(second.page);
    await refused.getByRole('button', { name: /^Fjern udførelse af Lækagetjek fra udbakken$/ }).click();
    await refused.waitFor({ state: 'detached' });
    await outboxLink(second.page).waitFor({ state: 'detached' });
  });
});

describe('a new version', () => {
  let device: Awaited<ReturnType<typeof phone>>;
  beforeAll(async () => (device = await phone()), 30_000);
  afterAll(() => device?.close());

  const prompt = (page: Page) => page.getByRole('status', { name: 'Opdatering' });

  it("waits for 'Ny version klar – genindlæs' and takes over only when asked", async () => {
    await logIn(device.page, rt(), bo);
    await controlled(device.page);
    // A release: the worker's script changes (its precache list would too).
    appendFileSync(join(webCopy, 'sw.js'), '\n// Ny version\n');
    await device.page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expectVisible(prompt(device.page));
    expect(await prompt(device.page).innerText()).toContain('Ny version klar – genindlæs');
    await shot(device.page, 'update-prompt-1280');
    await expectNoAxe(device.page);
    await device.page.setViewportSize(PHONE);
    await fitsPhone(device.page);
    await shot(device.page, 'update-prompt-375');
    await device.page.setViewportSize(DESKTOP);

    // Not by itself: a reload keeps the old worker in charge, and asks again.
    const waiting = () =>
      device.page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    await device.page.reload();
    await expectVisible(prompt(device.page));
    expect(await waiting()).toBe(true);

    await prompt(device.page).getByRole('button', { name: 'Genindlæs' }).click();
    await device.page.waitForEvent('load');
    await controlled(device.page);
    expect(await waiting()).toBe(false);
    expect(await visibleCount(prompt(device.page))).toBe(0);
  });
});
