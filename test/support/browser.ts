import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** Debian's Chromium with the flags this machine needs (never a downloaded browser). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium's flags on this machine (the standards' list). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** A Danish person's browser at a desktop's width. */
const PERSON: BrowserContextOptions = {
  locale: 'da-DK',
  timezoneId: 'Europe/Copenhagen',
  viewport: { width: 1280, height: 800 },
};

/**
 * The end-to-end run's one Chromium (decision 162 "One Chromium per end-to-end run"): the e2e
 * project's global set-up launches it as a Playwright browser server and names its endpoint here;
 * each person of a test file is then a context of its own in it (own cookies, storage, caches and
 * service workers, as a fresh profile), not a browser launched for them.
 */
export const SHARED_BROWSER_ENV = 'SERVICEBOGEN_SHARED_BROWSER';

let connected: Promise<Browser> | undefined;
/** This test file's connection to the run's Chromium (one per file: Jest gives each file its own modules). */
function sharedBrowser(endpoint: string): Promise<Browser> {
  connected ??= chromium.connect(endpoint).then((browser) => {
    browser.once('disconnected', () => (connected = undefined));
    return browser;
  });
  return connected;
}

/**
 * A person at their own computer: a browser context with nothing in it (cookies, local storage,
 * IndexedDB, caches), in the run's Chromium when there is one, else in a Chromium of its own with a
 * fresh profile. `close()` ends it (and removes the profile).
 */
export async function openBrowser(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const endpoint = process.env[SHARED_BROWSER_ENV];
  if (endpoint) {
    const context = await (await sharedBrowser(endpoint)).newContext(PERSON);
    context.setDefaultTimeout(15000);
    return { context, close: () => context.close() };
  }
  const profile = mkdtempSync(join(tmpdir(), 'servicebogen-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    ...PERSON,
  });
  context.setDefaultTimeout(15000);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const held = globalThis as { servicebogenBrowserServer?: Awaited<ReturnType<typeof chromium.launchServer>> };

/** Jest `globalSetup` of the e2e project: launches the run's Chromium, unless the caller named one. */
export async function startSharedBrowser() {
  if (process.env[SHARED_BROWSER_ENV]) return;
  const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  held.servicebogenBrowserServer = server;
  process.env[SHARED_BROWSER_ENV] = server.wsEndpoint();
}

/** Jest `globalTeardown` of the e2e project. */
export async function stopSharedBrowser() {
  const server = held.servicebogenBrowserServer;
  if (!server) return;
  held.servicebogenBrowserServer = undefined;
  delete process.env[SHARED_BROWSER_ENV];
  await server.close();
}
