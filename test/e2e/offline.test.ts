import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM } from '../support/browser';
import { addDays, dayOf, deadlineOn } from '../../domain/shared/calendar-day';
import { as, createEquipment, createTask, inviteAndAcceptByApi, ok, PUMP } from '../support/api';
import { axeViolations } from '../support/axe';
import { expectVisible, field, logIn, secondBrowser, useRuntime, visibleCount, type Browser } from '../support/e2e';
import { solidPng } from '../support/png';
import { signUp } from '../support/runtime';

/**
 * The installable, offline-capable app (issue 30, decision 170) in Chromium with the network cut
 * (`context.setOffline`): the manifest and the service worker; a start from the cache with the
 * kept tasks and the banner; a completion with a checklist and photos made offline that lands
 * once, with its offline time, after the page was closed; a send cut off halfway and repeated
 * without a duplicate; two phones completing the same deadline; the update prompt; axe and 375 px.
 */
const server = useRuntime();
const rt = () => server.rt;
const PHONE = { width: 375, height: 812 };
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DESKTOP = { width: 1280, height: 800 };

let owner: Awaited<ReturnType<typeof signUp>>;
const bo = { name: 'Bo Berg', emailAddress: 'bo@holm.dk', password: 'Kedel-Tryk-2027', id: '', token: '' };
let pump = '';

/** With OFFLINE_SCREENSHOTS=<dir>, the page as a person sees it. */
async function shot(page: Page, name: string) {
  const dir = process.env.OFFLINE_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const inDays = (days: number) => deadlineOn(addDays(dayOf(new Date()), days)).toISOString();

/** A weekly routine of Bo's on the pump, due in `days` (completable: its reminder period has begun). */
const routine = (title: string, days: number, checklist?: unknown[]) =>
  createTask(rt(), as(owner), {
    title,
    description: 'Se manualen i kedelrummet.',
    type: 'CYCLICAL',
    interval: 'WEEKLY',
    notificationPeriod: 7,
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
    rt().call<{ id: string; finishedOn: string; completedBy: { name: string }; answers: { item: { id: string }; photos?: string[] }[] }[]>(
      'GET',
      `/api/historic_completions/${taskId}`,
      { token, query: { companyId: owner.companyId } },
    ),
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
      args: CHROMIUM_FLAGS,
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
