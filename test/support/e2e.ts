import { resolve } from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { openBrowser } from './browser';
import { startTestRuntime, type TestRuntime } from './runtime';

/**
 * Helpers for the browser journeys in test/e2e: the runtime and Chromium for a file, the local
 * mailbox, the server's clock, and the few page actions every journey repeats.
 */

export type Browser = Awaited<ReturnType<typeof openBrowser>>;

export interface Journey {
  rt: TestRuntime;
  browser: Browser;
  page: Page;
}

/**
 * The real local runtime serving the built SPA (web/dist, or WEB_ROOT when set) for the tests of
 * this file: started before the first, stopped after the last. `rt` is there from the first test on.
 */
export function useRuntime(): { rt: TestRuntime } {
  const started = {} as { rt: TestRuntime };
  beforeAll(async () => {
    started.rt = await startTestRuntime({ webRoot: resolve(process.env.WEB_ROOT ?? 'web/dist') });
  }, 90_000);
  afterAll(() => started.rt?.stop());
  return started;
}

/**
 * A person at their own computer: a browser context with nothing in it (own cookies and local
 * storage, `openBrowser`) and one page, for the tests of the enclosing describe block (or of the file).
 */
export function useBrowser(): { browser: Browser; page: Page } {
  const opened = {} as { browser: Browser; page: Page };
  beforeAll(async () => Object.assign(opened, await secondBrowser()), 30_000);
  afterAll(() => opened.browser?.close());
  return opened;
}

/** The same within one test: the caller closes `browser`. */
export async function secondBrowser(): Promise<{ browser: Browser; page: Page }> {
  const browser = await openBrowser();
  return { browser, page: await browser.context.newPage() };
}

/** A journey: the runtime and one Chromium page for the tests of this file (`j.rt`, `j.page`). */
export function useJourney(): Journey {
  const server = useRuntime();
  const person = useBrowser();
  return {
    get rt() {
      return server.rt;
    },
    get browser() {
      return person.browser;
    },
    get page() {
      return person.page;
    },
  };
}

/**
 * The bytes of a finished download, as the person's disk would hold them (read through Playwright's
 * stream: the run's Chromium is another process's, so the download has no local path).
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------------------------
// Page helpers

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Waits until one match of `locator` is visible (pages keep some copies hidden, e.g. for narrow screens). */
export async function expectVisible(locator: Locator) {
  await locator.filter({ visible: true }).first().waitFor({ state: 'visible' });
}

/** The visible matches of `locator`, counted now (for asserting that something is gone). */
export const visibleCount = (locator: Locator) => locator.filter({ visible: true }).count();

/** A toast in the toast area ('Beskeder': top right, at the bottom on a phone), by its heading. */
export const toast = (page: Page, heading: string) =>
  page.getByRole('region', { name: 'Beskeder' }).getByText(heading, { exact: true });

/**
 * Waits for the toast with `heading`, then closes it with 'Skjul' as a person would: toasts sit
 * over the top right of the page (where the page's own buttons are; on a phone over the bottom)
 * for 8 seconds.
 */
export async function closeToast(page: Page, heading: string) {
  const item = page
    .getByRole('region', { name: 'Beskeder' })
    .locator('[role="alert"], [role="status"]')
    .filter({ has: page.getByText(heading, { exact: true }) })
    .first();
  await item.waitFor({ state: 'visible' });
  const text = (await item.textContent()) ?? '';
  await item.getByRole('button', { name: 'Skjul' }).click();
  await item.waitFor({ state: 'detached' });
  return text;
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

/** Fills the login form at /auth and submits it (the caller waits for where it leads). */
export async function submitLogin(page: Page, rt: TestRuntime, emailAddress: string, password: string) {
  await page.goto(`${rt.url}/auth`);
  await field(page, 'Emailadresse').fill(emailAddress);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log ind' }).click();
}

/** Logs in through the form and waits for a signed-in page (dashboard or profile). */
export async function logIn(page: Page, rt: TestRuntime, person: { emailAddress: string; password: string }) {
  await submitLogin(page, rt, person.emailAddress, person.password);
  await page.waitForURL(/\/(dashboard\/[^/?#]+|profile)/);
}

/** 'Log ud' (sidebar or profile) and the logged-out page. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log ud' }).first().click();
  await page.waitForURL(/\/auth\/logged-out/);
}
